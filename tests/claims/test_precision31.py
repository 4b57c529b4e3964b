"""Two precision decisions of ``tests/data/claims_eval/LABELLING.md``: a W4A8 scheme (4-bit
integer weights, 8-bit activations) is INT4, as W4A16 is; two precisions written as one mix
("FP16 + BF16", "Mixed NVFP4+FP8") name no single precision, so the figures beside them take
none. Sentences of our own."""

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


@pytest.mark.parametrize(
    "text",
    [
        "Precision: FP16 + BF16. Decode reached 41 tok/s on the Xeon.",
        "| Batch | Precision | Throughput (tok/s) |\n|---|---|---|\n| 1 | BF16+FP16 | 17.5 |\n",
        "The mixed NVFP4+FP8 checkpoint decodes at 233 tok/s on a B200.",
        "Running FP8 + BF16 layers, the model generates 58 tokens/s.",
    ],
)
def test_a_mix_of_two_precisions_gives_none(vocab: Vocabulary, text: str) -> None:
    """Neither side of "A + B" is the run's precision."""
    assert set(_precisions(vocab, text).values()) == {None}


def test_a_lone_precision_beside_a_mix_is_kept(vocab: Vocabulary) -> None:
    """Only the mix is set aside: an FP8 run stated in its own sentence keeps FP8."""
    text = (
        "The hybrid FP16 + BF16 build decodes at 31 tok/s.\n\n"
        "Our FP8 build of the same model decodes at 64 tok/s."
    )
    assert _precisions(vocab, text) == {31: None, 64: "FP8"}


@pytest.mark.parametrize(
    "text",
    [
        "Our W4A16 + MTP build decodes at 88 tok/s on one RTX 4090.",
        "The FP8 build decodes at 120 tok/s; the FP8 + FP8 KV cache run at 118 tok/s.",
        "An INT8 (W8A8) model decodes at 75 tok/s on the A10.",
    ],
)
def test_no_mix_keeps_its_precision(vocab: Vocabulary, text: str) -> None:
    """A precision joined to a mode, to itself, or restated in brackets is still the run's."""
    assert None not in set(_precisions(vocab, text).values())
