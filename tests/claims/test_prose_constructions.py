"""Figures in prose written in shapes many texts share: an abbreviation's stop inside a
sentence, a unit written once for runs listed after a comma, a goal's clause followed by a
clause that reports a run, and an arrow chain of more than two steps (reading rules §2, §4).
Each shape has a near miss that must stay unread or keep its old reading."""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _rates(text: str, vocab: Vocabulary) -> list[float]:
    return [c.value for c in extract_claims(text, vocab) if c.unit == "tok/s"]


# --- an abbreviation's stop ends no sentence ------------------------------------------------


@pytest.mark.parametrize("abbrev", ["ex.", "approx.", "cf.", "incl.", "esp."])
def test_an_abbreviation_keeps_the_unit_and_its_change_in_one_sentence(
    abbrev: str, vocab: Vocabulary
) -> None:
    text = f"The patch lifts decode t/s ({abbrev} for a 7B at q4) by 20% (25 -> 30) here."
    assert _rates(text, vocab) == [25, 30]


def test_a_full_stop_after_a_word_still_ends_the_sentence(vocab: Vocabulary) -> None:
    # "complex." is no abbreviation: the change in the next sentence has no unit of its own
    text = "The patch lifts decode t/s and is complex. By 20% (25 -> 30) on one box."
    assert _rates(text, vocab) == []

