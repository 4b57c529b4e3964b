"""Multiples in prose that a rule for something else kept from being read (reading rules §4:
a speedup is a relative figure of a run's speed); sentences of our own."""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _got(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab)]


@pytest.mark.parametrize(
    "text",
    [
        "Weight-only INT8 cuts memory requirements in half and gives up to 1.4x higher "
        "throughput on an L4.",
        "With INT8 the memory requirements shrink and throughput rises up to 1.4x on an L4.",
        "INT8 gives a 2x reduction in memory requirements and up to a 1.4x improvement in "
        "throughput on an L4.",
    ],
)
def test_memory_requirements_bound_neither_the_next_clause_nor_a_speed(
    vocab: Vocabulary, text: str
) -> None:
    """A model's memory requirements are what it takes (a size), not a bar its figures must
    meet, and a measure named in one clause does not reach the multiple of the next clause
    ("... and up to 1.4x higher throughput")."""
    assert (1.4, "speedup") in _got(text, vocab)


def test_a_requirement_still_bounds_its_figure(vocab: Vocabulary) -> None:
    assert _got("The customer requirements are 50 tok/s on one H100.", vocab) == []
