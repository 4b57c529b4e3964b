"""An issue or PR of ml-explore/mlx-examples implies mlx-lm only where it names mlx-lm, else
MLX (LABELLING: mlx vs mlx-lm). The texts are made up for the tests."""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary

_ISSUE = "https://github.com/ml-explore/mlx-examples/issues/{}"


def _engine(text: str, vocab: Vocabulary, source: str, title: str = "") -> str | None:
    claims = {c.value: c for c in extract_claims(text, vocab, source=source, title=title)}
    return claims[21.5].engine


@pytest.mark.parametrize(
    "text, title",
    [
        ("Running the mixtral example on my M2 Max I get 21.5 tokens/s.", "Mixtral is slow"),
        ("With the llama script, generation runs at 21.5 tok/s on an M1 Max.", ""),
    ],
)
def test_an_examples_script_thread_is_mlx(vocab: Vocabulary, text: str, title: str) -> None:
    """No mlx-lm named: the examples are MLX scripts, and the repository implies MLX."""
    assert _engine(text, vocab, _ISSUE.format(80), title) == "mlx"


@pytest.mark.parametrize(
    "text, title",
    [
        ("Generation runs at 21.5 tok/s on an M1 Max.", "mlx_lm.generate is slow with Qwen"),
        ("After upgrading mlx-lm the server is fine.\n\nGeneration: 21.5 tok/s on M1 Max.", ""),
    ],
)
def test_an_examples_thread_naming_mlx_lm_is_mlx_lm(
    vocab: Vocabulary, text: str, title: str
) -> None:
    """mlx-lm named in the title or text: the repository implies it."""
    assert _engine(text, vocab, _ISSUE.format(900), title) == "mlx-lm"


def test_the_mlx_lm_repository_still_implies_mlx_lm(vocab: Vocabulary) -> None:
    """The rule is the examples repository's; mlx-lm's own repository implies mlx-lm."""
    source = "https://github.com/ml-explore/mlx-lm/issues/80"
    assert _engine("Generation runs at 21.5 tok/s on an M1 Max.", vocab, source) == "mlx-lm"
