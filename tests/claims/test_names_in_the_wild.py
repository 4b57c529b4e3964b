"""Names as real texts write them: accelerators, engines, modes and precisions, each read to
the canonical name the reading rules use (or to none), pinned by sentences of our own."""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _field(vocab: Vocabulary, text: str, field: str) -> str | None:
    (claim,) = extract_claims(text, vocab)
    return getattr(claim, field)


@pytest.mark.parametrize(
    ("written", "canonical"),
    [
        ("Q4_K_M", "Q4_K_M"),
        ("q4_k_m", "Q4_K_M"),
        ("Q4KM", "Q4_K_M"),
        ("Q5KM", "Q5_K_M"),
        ("Q8_0", "Q8_0"),
        ("4-bit", "INT4"),
        ("W4A16", "INT4"),
        ("AWQ", "INT4"),
        ("GPTQ", "INT4"),
        ("W8A8", "INT8"),
        ("W8A16", "INT8"),
        ("FP8 E4M3", "FP8"),
        ("E4M3", "FP8"),
        ("fp8_e5m2", "FP8"),
        ("NVFP4", "NVFP4"),
        ("FP4", "NVFP4"),
        ("MXFP4", "MXFP4"),
        ("bf16", "BF16"),
        ("fp16", "FP16"),
        ("fp32", "FP32"),
        ("float32", "FP32"),
        ("unquantized", "uncompressed"),
        # no class the rules name: left empty rather than guessed
        ("6-bit", None),
        ("W4A8", None),
        ("UD-Q4_K_XL", None),
    ],
)
def test_precisions(vocab: Vocabulary, written: str, canonical: str | None) -> None:
    """A quantisation written in any of its usual spellings names one precision class."""
    text = f"Llama 3 8B {written} runs at 52 tok/s."
    assert _field(vocab, text, "precision") == canonical
