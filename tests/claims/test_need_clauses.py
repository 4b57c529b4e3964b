"""A need governs the figures of its own clause only: after "so", "but" or "because" a new
clause states what ran (reading rules §2: requirements are no measurement, but a figure
beside one may be)."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _values(text: str, vocab: Vocabulary) -> list[float]:
    return [c.value for c in extract_claims(text, vocab)]


def test_a_need_does_not_reach_past_so_into_the_next_clause(vocab: Vocabulary) -> None:
    text = "There are thousands of files I need to summarise so 18 tok/s is far too slow."
    assert _values(text, vocab) == [18.0]
