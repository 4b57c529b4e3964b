"""A size said to fit on the card after it ("(140 GB) fits on a single MI300X") is what the
card can hold: memory with no card and no count (LABELLING, batch 104's audit); a size a run
uses on a card keeps the card (reading rules §2)."""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


@pytest.mark.parametrize(
    "text",
    [
        "A 70B model in FP16 (140 GB) fits on a single MI300X.",
        "At 14 GB it fits in an RTX 4090.",
        "The 4-bit weights (35 GB) could fit into one A100.",
    ],
)
def test_a_size_that_fits_has_no_card(text: str, vocab: Vocabulary) -> None:
    claims = extract_claims(text, vocab)
    assert [(c.metric, c.hardware, c.gpu_count) for c in claims] == [("memory", None, None)]


@pytest.mark.parametrize(
    ("text", "card"),
    [
        ("vLLM uses 70 GB on one H100.", "H100"),
        ("The model took 70 GB on one H100.", "H100"),
        ("vLLM took 70 GB of VRAM on one H100.", "H100"),
        ("Peak memory was 70 GB on one H100, and the model fits.", "H100"),
    ],
)
def test_a_size_in_use_keeps_its_card(text: str, card: str, vocab: Vocabulary) -> None:
    """Near misses: a run's memory, or "fits" after the card, keeps the card."""
    claims = extract_claims(text, vocab)
    assert [(c.metric, c.hardware) for c in claims] == [("memory", card)]
