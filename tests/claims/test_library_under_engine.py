"""MLX named in a repository that implies mlx-lm is mlx-lm's run when the text also names
mlx-lm (its setup's version line); named alone there, it stays MLX."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary

_SOURCE = "https://github.com/ml-explore/mlx-examples/issues/4242"
_TABLE = "### MLX\n\n| Prompt | Generation tok/s |\n|---|---|\n| 300 | 11.25 |\n"


def test_mlx_under_a_setup_naming_mlx_lm_is_mlx_lm(vocab: Vocabulary) -> None:
    text = "Setup:\n\n* MLX-LM: 0.19.1\n* MLX: 0.20.0\n\n" + _TABLE
    (claim,) = extract_claims(text, vocab, source=_SOURCE)
    assert claim.engine == "mlx-lm"


def test_mlx_named_alone_stays_mlx(vocab: Vocabulary) -> None:
    (claim,) = extract_claims(_TABLE, vocab, source=_SOURCE)
    assert claim.engine == "mlx"


def test_outside_such_a_repository_a_setup_version_line_still_names_mlx_lm(
    vocab: Vocabulary,
) -> None:
    # LABELLING, mlx vs mlx-lm: the post's setup naming mlx-lm makes its figures mlx-lm's,
    # whatever the repository (library_setups.py)
    text = "Setup:\n\n* MLX-LM: 0.19.1\n* MLX: 0.20.0\n\n" + _TABLE
    engines = {c.engine for c in extract_claims(text, vocab, source="someone/bench-notes")}
    assert engines == {"mlx-lm"}


def test_outside_such_a_repository_mlx_lm_in_a_list_leaves_mlx(vocab: Vocabulary) -> None:
    text = "Other engines: mlx-lm, Ollama and llama.cpp.\n\n" + _TABLE
    engines = {c.engine for c in extract_claims(text, vocab, source="someone/bench-notes")}
    assert engines == {"mlx"}
