"""A card's count written at its earlier mentions is read from one pass over them."""

from __future__ import annotations

from tests.claims.bare_doc import bare_doc
from watcher.claims.counts import _agreed_count_before
from watcher.rules import Vocabulary


def test_mentions_agreeing_on_a_count_give_it_to_later_figures_only(vocab: Vocabulary) -> None:
    text = "We have an A100 here. Box: 4x A100. Still the A100. Then 9 tok/s. Box: 2x A100."
    doc = bare_doc(text, vocab, "hardware")
    assert _agreed_count_before(doc, "A100", text.index("We have")) is None  # none before
    assert _agreed_count_before(doc, "A100", text.index("Box: 4x")) is None  # none written
    assert _agreed_count_before(doc, "A100", text.index("9 tok/s")) == 4
    # a later mention writing another count: the mentions before the end no longer agree
    assert _agreed_count_before(doc, "A100", len(text)) is None
    assert _agreed_count_before(doc, "H100", len(text)) is None  # a card never named


def test_a_thousand_figures_each_ask_without_rereading_the_mentions(vocab: Vocabulary) -> None:
    text = "Box: 8x A100. " + "A100 again. " * 1000
    doc = bare_doc(text, vocab, "hardware")
    for at in range(20, len(text), 12):
        assert _agreed_count_before(doc, "A100", at) == 8
    # the mentions were read once, into one record per card
    assert [k for k in doc.flags if k[0] is _agreed_count_before] != []
