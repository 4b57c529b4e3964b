"""A precision decision of ``tests/data/claims_eval/LABELLING.md``: a W4A8 scheme (4-bit
integer weights, 8-bit activations) is INT4, as W4A16 is. Sentences of our own."""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _precisions(vocab: Vocabulary, text: str) -> dict[float, str | None]:
    return {c.value: c.precision for c in extract_claims(text, vocab)}


@pytest.mark.parametrize(
    "text",
    [
        "Our W4A8 build of Mistral 7B decodes at 144 tok/s on one L40S.",
        "With w4a8 weights, the A100 reaches 212 tokens/s of decode.",
        "A W4A8KV4 checkpoint of Llama 2 13B generates 97 tok/s on an H100.",
        "| Scheme | Decode (tok/s) |\n|---|---|\n| W4A8 | 318 |\n",
    ],
)
def test_w4a8_is_int4(vocab: Vocabulary, text: str) -> None:
    """W4A8 is INT4 (the weights' type), never left empty nor read as the activations' INT8."""
    assert set(_precisions(vocab, text).values()) == {"INT4"}
