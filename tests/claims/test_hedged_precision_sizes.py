"""A hedged size written right after a precision is the model's size at that precision
(reading rules §4: memory is peak, weights or model size; LABELLING: model sizes by precision
in prose or a bullet, "FP16 ~13.5 GB -> Q4_K_M ~4.1 GB", are memory). An exact size after a
quant's name is how file lists are written, a colon keys such a list, and a card's memory
stays the card's."""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _memory(text: str, vocab: Vocabulary) -> list[tuple[float, str | None]]:
    return [(c.value, c.precision) for c in extract_claims(text, vocab) if c.metric == "memory"]


@pytest.mark.parametrize(
    ("text", "sizes"),
    [
        (
            "- On disk, 7B: FP16 ~13.5 GB -> Q4_K_M ~4.1 GB.",
            [(13.5, "FP16"), (4.1, "Q4_K_M")],
        ),
        ("Qwen3-8B 4-bit ~6.5GB is what we ran.", [(6.5, "INT4")]),
        ("GLM-4.7-GPTQ-Int4 ~26GB, 38-45 tokens per second.", [(26.0, "INT4")]),
        ("Our 14B at Q8_0 ≈ 15.7 GB, fine for the card.", [(15.7, "Q8_0")]),
    ],
)
def test_a_hedged_size_after_a_precision_is_memory(
    text: str, sizes: list[tuple[float, str | None]], vocab: Vocabulary
) -> None:
    """ "FP16 ~13.5 GB", "4-bit ~6.5GB", "-Int4 ~26GB": the weights' size at that precision."""
    assert _memory(text, vocab) == sizes


@pytest.mark.parametrize(
    "text",
    [
        "Files: Q4_K_M 4.92 GB, Q5_K_M 5.73 GB, Q8_0 8.54 GB.",
        "Q4_K_M: ~4.9 GB",
        "It runs a 4-bit ~24 GB card fine.",
        "We served it in FP8 on 80GB H100 cards.",
    ],
)
def test_an_exact_listed_size_a_keyed_one_or_a_card_stays_unread(
    text: str, vocab: Vocabulary
) -> None:
    """An exact size after a quant (a file list), a colon's key, a card's memory: no claim."""
    assert _memory(text, vocab) == []
