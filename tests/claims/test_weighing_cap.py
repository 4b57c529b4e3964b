"""A body of numbers with a unit that are no claim stops being weighed at ``MAX_WEIGHED``.

Each number with a unit costs the reader its checks (a device's memory, a setting's time, a
goal); a hostile body of "5 GB 5 GB ..." holds thousands of them and no claim, so the claim
cap (``MAX_FIGURES``) is never reached. Past ``MAX_WEIGHED`` weighed numbers the reading is
capped like a body past the claim cap: what is left is not read, and every claim says
``truncated``.
"""

from __future__ import annotations

from watcher.claims.extract import read
from watcher.claims.patterns import MAX_FIGURES, MAX_WEIGHED
from watcher.rules import Vocabulary

CLAIM = "SGLang reaches 100 tok/s on 1x H200 in AR mode.\n\n"


def test_the_weighing_cap_lies_well_past_the_claim_cap() -> None:
    """A text of claims reaches MAX_FIGURES first: the weighing cap is for texts of none."""
    assert MAX_WEIGHED >= 2 * MAX_FIGURES


def test_a_body_of_sizes_that_are_no_claim_is_capped_and_says_so(vocab: Vocabulary) -> None:
    body = CLAIM + "5 GB " * (MAX_WEIGHED + 50)
    reading = read(body, vocab)
    assert reading.capped and not reading.truncated  # the text was whole, its reading not
    assert [(c.value, c.engine, c.truncated) for c in reading.claims] == [(100.0, "sglang", True)]


def test_a_body_short_of_the_weighing_cap_is_not_capped(vocab: Vocabulary) -> None:
    reading = read(CLAIM + "5 GB " * (MAX_WEIGHED // 2), vocab)
    assert not reading.capped
    assert [(c.value, c.truncated) for c in reading.claims] == [(100.0, False)]


def test_past_the_weighing_cap_nothing_more_is_read(vocab: Vocabulary) -> None:
    """The figure after the spent weighing is counted out, not read: a bounded cost."""
    body = "3 ms " * (MAX_WEIGHED + 50) + "\n\n" + CLAIM
    reading = read(body, vocab)
    assert reading.capped and reading.claims == []


def test_each_sentence_of_a_list_shares_one_weighing(vocab: Vocabulary) -> None:
    """The cap is the text's, not a sentence's: short items add up to it."""
    reading = read("- 5 GB\n" * (MAX_WEIGHED + 50), vocab)
    assert reading.capped and reading.claims == []
    short = read("- 5 GB\n" * (MAX_WEIGHED - 50), vocab)
    assert not short.capped
