"""A card with its count right after a figure ("152 tok/s on 1x RTX 4090 (was 131 tok/s)")
binds back to that figure as "on RTX 4090" does; the bracketed earlier value, the before
side of the change, shares it (reading rules §2)."""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


@pytest.mark.parametrize(
    ("text", "count"),
    [
        ("Decode is now 152 tok/s on 1x RTX 4090 (was 131 tok/s).", 1),
        ("llama.cpp decode is now 152 tok/s on 2x RTX 4090 (was 131 tok/s) with EAGLE-3.", 2),
        ("Decode is now 152 tok/s on 4× RTX 4090 (was 131 tok/s).", 4),
    ],
)
def test_the_counted_card_is_both_sides(text: str, count: int, vocab: Vocabulary) -> None:
    claims = extract_claims(text, vocab)
    assert [(c.value, c.hardware, c.gpu_count) for c in claims] == [
        (152.0, "RTX 4090", count),
        (131.0, "RTX 4090", count),
    ]


def test_a_card_of_the_next_clause_stays_there(vocab: Vocabulary) -> None:
    """Near miss: a card opening the next figure's clause is that figure's alone."""
    claims = extract_claims("We get 85 t/s, and on 2x RTX 4090 110 t/s.", vocab)
    assert [(c.value, c.hardware) for c in claims] == [(85.0, None), (110.0, "RTX 4090")]
