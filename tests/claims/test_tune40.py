"""A fractional bit width is no vocabulary precision.

"Qwen3.6-35B-A3B-abliterated-4.4bit", "5.5bits", "a 3.5 bit mix": a mixed quantisation's
average bits per weight, neither INT4 nor INT5 (``tests/data/claims_eval/LABELLING.md``:
"4.4bit" gets no INT4; "5.0bit exl2" and "5.5bits" have no vocabulary precision). The
vocabulary's "4bit"/"5-bit" aliases matched the number's tail ("4.[5-bit]" read INT5). A
whole width ("4-bit", "8bit") keeps INT4/INT8, also after a version number ("Qwen2.5 4bit").
Texts written for these tests, none from the evaluation set.
"""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, str | None, str | None]]:
    return [(c.value, c.hardware, c.precision) for c in extract_claims(text, vocab)]


@pytest.mark.parametrize(
    "text",
    [
        "Mistral 7B (6.5-bit) decodes at 41 tok/s on an RTX 3090.",
        "Qwen3-32B at 3.5 bit: 22 tok/s on an RTX 3090.",
        "The 4.5-bit quant runs at 41 tok/s on an RTX 3090.",
        "Only 41 t/s on an RTX 3090 with the 14B model at 5.5bits.",
        "Qwen3.6-35B-A3B-abliterated-4.4bit decodes at 41 tok/s on an RTX 3090.",
    ],
)
def test_a_fractional_bit_width_gives_no_precision(text: str, vocab: Vocabulary) -> None:
    assert _read(text, vocab) == [(41.0 if "41" in text else 22.0, "RTX 3090", None)]


@pytest.mark.parametrize(
    ("text", "precision"),
    [
        ("The 4-bit model decodes at 41 tok/s on an RTX 3090.", "INT4"),
        ("Qwen2.5-7B 4bit decodes at 41 tok/s on an RTX 3090.", "INT4"),
        ("Llama 3.1 8B 8-bit: 41 tok/s on an RTX 3090.", "INT8"),
        ("Qwen2.5 6-bit runs at 41 tok/s on an RTX 3090.", "INT6"),
        ("The 16-bit weights run at 41 tok/s on an RTX 3090.", "FP16"),
    ],
)
def test_a_whole_bit_width_keeps_its_precision(
    text: str, precision: str, vocab: Vocabulary
) -> None:
    assert _read(text, vocab) == [(41.0, "RTX 3090", precision)]


def test_the_fraction_is_only_the_digits_right_before_the_alias(vocab: Vocabulary) -> None:
    # a decimal figure elsewhere in the sentence leaves the whole width alone
    text = "Llama 3.1 70B in 4-bit decodes at 12.5 tok/s on an RTX 3090."
    assert _read(text, vocab) == [(12.5, "RTX 3090", "INT4")]
