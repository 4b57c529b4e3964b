"""A theoretical limit said in Chinese or Japanese ("理论极限", "理論極限") is a bound worked out,
not a run (LABELLING: bandwidth theory is not a claim); the measured figure beside it stays."""

from __future__ import annotations

from watcher.claims.extract import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return sorted((c.value, c.metric) for c in extract_claims(text, vocab))


def test_a_theoretical_limit_is_no_run(vocab: Vocabulary) -> None:
    text = "MLX 在 M3 Ultra 上实测 59.5 tokens/s，接近硬件带宽理论极限(约 44-60 tokens/s)。"
    assert _read(text, vocab) == [(59.5, "decode_tok_s")]


def test_a_japanese_theoretical_limit_is_no_run(vocab: Vocabulary) -> None:
    text = "M3 Ultra の MLX は 40 tokens/s でした。帯域の理論極限は約 50 tokens/s です。"
    assert _read(text, vocab) == [(40.0, "decode_tok_s")]
