"""A list item that grades a band of speeds ("• 5–15 t/s — Usable but sluggish.") is a
guidance scale, no run (docs/READING_RULES.md §2). An item with one figure, or naming a
model before its band, is a run's and stays."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[float]:
    return [c.value for c in extract_claims(text, vocab)]


def test_a_graded_scale_is_no_claim(vocab: Vocabulary) -> None:
    text = (
        "## What the numbers mean\n\n• < 5 t/s — Noticeably slow.\n"
        "• 5–15 t/s — Usable but sluggish.\n• 20–40 t/s — Comfortable.\n• 60+ t/s — Instant.\n"
    )
    assert _read(text, vocab) == []


def test_near_misses_stay_claims(vocab: Vocabulary) -> None:
    text = (
        "On my card:\n\n- 45 tok/s — smooth\n- Llama 8B: 20-40 t/s — comfortable\n"
        "- 5–15 t/s with 8 users, p50 12 t/s\n"
    )
    assert 45.0 in _read(text, vocab)
    assert 30.0 in _read(text, vocab)
