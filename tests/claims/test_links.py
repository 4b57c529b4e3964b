"""A chip spelled inside a web address is no hardware of the figure (LABELLING: text inside a
URL gives nothing), while the same chip in the sentence's words still is."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def test_a_chip_inside_a_link_target_is_not_the_figures(vocab: Vocabulary) -> None:
    text = "My 9 tok/s looks slow next to [this post](https://blog.example/h100-vs-mi300x-bench)."
    (claim,) = extract_claims(text, vocab)
    assert claim.hardware is None


def test_a_chip_inside_a_bare_address_is_not_the_figures(vocab: Vocabulary) -> None:
    (claim,) = extract_claims("Got 9 tok/s; see https://blog.example/mi300x-notes for more.", vocab)
    assert claim.hardware is None


def test_the_chip_in_the_words_beside_a_link_still_counts(vocab: Vocabulary) -> None:
    text = "On my L40S I get 9 tok/s (details: https://blog.example/notes)."
    (claim,) = extract_claims(text, vocab)
    assert claim.hardware == "L40S"
