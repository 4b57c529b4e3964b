"""Where a clause ends: each shared mark, what it cuts at and what it must leave alone."""

from __future__ import annotations

import re

import pytest

from watcher.claims import extract_claims
from watcher.claims.clause_marks import (
    CLAUSE_BREAK,
    CLAUSE_PUNCT,
    LATER_CLAUSE,
    LIST_STOP,
    NEW_CLAUSE,
    OWN_WORDS_END,
)
from watcher.rules import Vocabulary

CASES: list[tuple[re.Pattern[str], str, bool]] = [
    # any clause mark, Latin or CJK
    (CLAUSE_PUNCT, "on an H100, at batch 8", True),
    (CLAUSE_PUNCT, "在 H100 上、批量 8", True),
    (CLAUSE_PUNCT, "on an H100 at batch 8", False),
    # a break no later clause reaches back across: a comma is none
    (CLAUSE_BREAK, "42 tok/s; at batch 64", True),
    (CLAUSE_BREAK, "42 tok/s — but the A100", True),
    (CLAUSE_BREAK, "42 tok/s。另一台", True),
    (CLAUSE_BREAK, "42 tok/s, but the A100", False),
    (CLAUSE_BREAK, "42 tok/s — butter-smooth", False),
    # a clause a conjunction turns to something else
    (LATER_CLAUSE, "42 tok/s, while on a 4090", True),
    (LATER_CLAUSE, "42 tok/s, though the A100", True),
    (LATER_CLAUSE, "42 tok/s，而 4090", True),
    (LATER_CLAUSE, "42 tok/s, with FP8", False),
    (LATER_CLAUSE, "42 tok/s and 50 tok/s", False),
    # the next figure's clause: LATER_CLAUSE's turns, ", with ..." and a bare semicolon
    (NEW_CLAUSE, "3,000 tok/s, with Groq measuring", True),
    (NEW_CLAUSE, "3,000 tok/s, though Groq measured", True),
    (NEW_CLAUSE, "3,000 tok/s; Groq", True),
    (NEW_CLAUSE, "3,000 tok/s with Groq", False),
    # a figure's own trailing words stop at a comma or a turning or comparing word
    (OWN_WORDS_END, "tok/s per user while each", True),
    (OWN_WORDS_END, "tok/s per user vs. batch", True),
    (OWN_WORDS_END, "tok/s per user on one card", False),
    # a list of sibling figures ends at a sentence end, a semicolon, a colon or a line
    (LIST_STOP, "3 s and: 5 s", True),
    (LIST_STOP, "3 s. Then 5 s", True),
    (LIST_STOP, "3 s, 5 s and 7.5 s", False),
]


@pytest.mark.parametrize(("pattern", "text", "found"), CASES)
def test_each_mark_cuts_where_its_purpose_says(
    pattern: re.Pattern[str], text: str, found: bool
) -> None:
    """The marks differ on purpose: a comma parts clauses, only a break stops a load."""
    assert (pattern.search(text) is not None) is found


def test_a_dash_and_a_turning_word_keep_a_later_load_from_the_figure(vocab: Vocabulary) -> None:
    """'42 tok/s — but at batch size 64 ...': the load is the later clause's (reading rules
    §2), as it already was after a semicolon; a load stated before the figure stays."""
    text = "It reaches 42 tok/s — but at batch size 64 the server gives 2100 tok/s."
    got = [(c.value, c.concurrency) for c in extract_claims(text, vocab)]
    assert got == [(42.0, None), (2100.0, 64)]
    before = "At batch size 64 it reaches 2100 tok/s — but one stream gets 42 tok/s."
    got = [(c.value, c.concurrency) for c in extract_claims(before, vocab)]
    assert got[0] == (2100.0, 64)
