"""Words that cannot end as a baseline's lead are not searched for one."""

from __future__ import annotations

import pytest

from watcher.claims.baseline_words import _BASELINE
from watcher.claims.document import _opens_a_name


@pytest.mark.parametrize(
    "words",
    ["twice as fast than ", "it beats `", "measured vs\t", "quicker than the plain \n", ""],
)
def test_a_lead_ending_in_a_gap_or_quote_is_searched(words: str) -> None:
    assert _opens_a_name(words)


@pytest.mark.parametrize("words", ["faster than", "rather than:\n", "than \n\n", "ran it vs"])
def test_words_ending_otherwise_cannot_lead_to_a_baseline(words: str) -> None:
    assert not _opens_a_name(words)
    assert _BASELINE.search(words) is None  # the pattern agrees: nothing to find
