"""A speed grown "to N times" is a multiple of it (reading rules §4: speedup, with the metric
it is of); a setting or a count grown so is not.
"""

from __future__ import annotations

import pytest

from watcher.claims.extract import extract_claims
from watcher.rules import Vocabulary


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("The new scheduler boosts the peak decode throughput to 3.4 times.", 3.4),
        ("Paged attention raises overall generation throughput to 2.2 times.", 2.2),
        ("Das neue Backend steigert den Durchsatz auf das 2,5-fache.", 2.5),
    ],
)
def test_a_speed_grown_to_a_multiple_is_a_speedup(
    text: str, value: float, vocab: Vocabulary
) -> None:
    got = [(c.metric, c.value) for c in extract_claims(text, vocab)]
    assert got == [("speedup", value)]


@pytest.mark.parametrize(
    "text",
    [
        "We increased the number of warm-up runs to 5 times.",
        "We raised the batch size to 4 times.",
    ],
)
def test_a_count_or_setting_grown_is_no_speedup(text: str, vocab: Vocabulary) -> None:
    assert extract_claims(text, vocab) == []
