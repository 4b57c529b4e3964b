"""A post whose setup names mlx-lm (with its version, or as what MLX ran as) ran mlx-lm: its
figures that name only "MLX" are mlx-lm's (LABELLING, mlx vs mlx-lm). A list of engines, an
import in example code or a remark about what MLX LM can do names no setup."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary

TABLE = "\n\n### MLX results\n\n| Model | Decode |\n|---|---|\n| Qwen3 8B | 45.7 tok/s |\n"


def _engine(text: str, vocab: Vocabulary) -> str | None:
    (claim,) = [c for c in extract_claims(text, vocab) if c.value == 45.7]
    return claim.engine


def test_a_version_row_for_mlx_lm_makes_mlx_figures_mlx_lms(vocab: Vocabulary) -> None:
    setup = "| Component | Version |\n|---|---|\n| **MLX** | 0.30.4 |\n| **mlx-lm** | 0.30.5 |"
    assert _engine(setup + TABLE, vocab) == "mlx-lm"


def test_a_version_after_mlx_lm_in_prose(vocab: Vocabulary) -> None:
    text = "All runs use mlx-lm 0.31.2 on MLX 0.31.1 on an M3 Ultra." + TABLE
    assert _engine(text, vocab) == "mlx-lm"


def test_mlx_named_as_running_mlx_lm(vocab: Vocabulary) -> None:
    text = "Frameworks: MLX with MLX-LM, and llama.cpp for the GGUF files." + TABLE
    assert _engine(text, vocab) == "mlx-lm"


def test_mlx_lm_in_a_list_of_engines_names_no_setup(vocab: Vocabulary) -> None:
    text = "We compared six engines (Rapid-MLX, mlx-lm, oMLX, Ollama, llama.cpp)." + TABLE
    assert _engine(text, vocab) == "mlx"


def test_an_import_in_example_code_names_no_setup(vocab: Vocabulary) -> None:
    text = "```python\nfrom mlx_lm import load, generate\n```" + TABLE
    assert _engine(text, vocab) == "mlx"


def test_a_figure_of_mlx_lm_size_is_not_a_version(vocab: Vocabulary) -> None:
    text = "mlx-lm 4.5x faster than before, they say; we only tried MLX." + TABLE
    assert _engine(text, vocab) == "mlx"


def test_mlx_with_mlx_lm_in_brackets(vocab: Vocabulary) -> None:
    text = "Setup: llama.cpp (Metal) against MLX (mlx-lm stream_generate)." + TABLE
    assert _engine(text, vocab) == "mlx-lm"
