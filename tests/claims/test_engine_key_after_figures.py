"""A line keyed as the engine's field after a page's figures names the engine they ran on
(LABELLING, tenth pass: a set-up stated after the figures of the same page is their context)."""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import load_rules
from watcher.rules.models import Vocabulary


@pytest.fixture(scope="module")
def vocab() -> Vocabulary:
    return load_rules("rules").vocabulary


@pytest.mark.parametrize(
    ("key", "engine"),
    [
        ("框架:Apple MLX,执行 Q4 量化版本。", "mlx"),
        ("框架：MLX", "mlx"),
        ("- **Runtime:** Ollama 0.15.6 (Docker, CPU-only)", "ollama"),
        ("Backend: vLLM 0.6.3", "vllm"),
    ],
)
def test_engine_keyed_after_the_figures_is_their_engine(
    vocab: Vocabulary, key: str, engine: str
) -> None:
    text = f"速度:6.385 tokens/s。\n峰值内存使用:49 GB。\n硬件:一台机器。\n{key}\n"
    engines = {c.engine for c in extract_claims(text, vocab)}
    assert engines == {engine}


def test_an_engine_merely_mentioned_after_the_figures_is_not_theirs(vocab: Vocabulary) -> None:
    text = "Decode speed: 6.4 tokens/s.\nPeak memory is fine.\n\nNext time we may try MLX too.\n"
    (claim,) = extract_claims(text, vocab)
    assert claim.engine is None
