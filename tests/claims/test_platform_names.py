"""A platform's name alone ("Strix Halo") names no chip: the Ryzen AI Max 385, 390 and 395
share it. It is the text's own chip where the text names exactly one (LABELLING.md: "Strix
Halo" alone names no hardware; the twenty-fourth pass)."""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _hardware(text: str, vocab: Vocabulary, value: float) -> str | None:
    got = {c.value: c.hardware for c in extract_claims(text, vocab)}
    return got[value]


@pytest.mark.parametrize(
    "text",
    [
        "On my Strix Halo box the 8B model decodes at 33.3 tok/s with Vulkan.",
        "Strix Halo: 33.3 tok/s on the 8B model, llama.cpp Vulkan.",
        "A Strix Halo mini PC runs the 8B model at 33.3 tok/s.",
        "Tested on AMD Strix-Halo, the 8B model decodes at 33.3 tok/s.",
    ],
)
def test_a_bare_platform_names_no_chip(text: str, vocab: Vocabulary) -> None:
    assert _hardware(text, vocab, 33.3) is None


@pytest.mark.parametrize(
    "text",
    [
        "My machine is a Framework Desktop with the Ryzen AI Max+ 395 and 128 GB.\n\n"
        "On Strix Halo the 8B model decodes at 33.3 tok/s with Vulkan.",
        "Hardware: Radeon 8060S iGPU, 128 GB unified memory.\n\n"
        "Strix Halo does 33.3 tok/s on the 8B model.",
        "# Benchmarks on the Ryzen AI Max+ 395\n\n"
        "The Strix Halo decodes the 8B model at 33.3 tok/s.",
    ],
)
def test_a_platform_is_the_texts_own_chip(text: str, vocab: Vocabulary) -> None:
    assert _hardware(text, vocab, 33.3) == "Ryzen AI Max+ 395"


def test_a_platform_beside_two_of_its_chips_names_neither(vocab: Vocabulary) -> None:
    text = (
        "We compared the Ryzen AI Max 390 and the Ryzen AI Max+ 395 laptops.\n\n"
        "Across Strix Halo the 8B model decodes at 33.3 tok/s."
    )
    assert _hardware(text, vocab, 33.3) is None


def test_a_named_chip_stays_itself(vocab: Vocabulary) -> None:
    text = "The Ryzen AI Max+ 395 decodes the 8B model at 33.3 tok/s."
    assert _hardware(text, vocab, 33.3) == "Ryzen AI Max+ 395"
