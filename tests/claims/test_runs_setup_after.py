"""The cards after a figure that a sentence about the runs names, found by bisection."""

from __future__ import annotations

from tests.claims.bare_doc import bare_doc
from watcher.claims.runs_setup import runs_setup_after, runs_setup_cards
from watcher.rules import Vocabulary


def test_few_named_cards_among_many_are_those_a_plain_filter_keeps(vocab: Vocabulary) -> None:
    text = "- A100 spare\n" * 40 + "All runs used an A100.\n" + "- A100 spare\n" * 40
    doc = bare_doc(text, vocab, "hardware")
    items = doc.index["hardware"].items
    said = runs_setup_cards(doc)
    assert 0 < len(said) < len(items)  # the closing sentence names one card of many
    for first in (0, 10, 40, 41, len(items)):
        want = [m for m in items[first:] if m.start in said]
        assert runs_setup_after(items, first, doc) == want
