"""A question mark in brackets that doubts a figure, not a question that asks for one.

"Lmdeploy with turbomind takes 17 seconds (? extremely)", "it ran at 40 tok/s (?)", "(?!)":
a writer who sets a question mark inside an opening bracket marks surprise or doubt about
what they state; the sentence states its figures (reading rules §2: only goals, targets and
questions asked are not measurements). A question is found from its closing mark back to
the word that opens it (``questions``); a mark that opens a bracket closes no question.
Patterns hold only literals and bounded quantifiers.
"""

from __future__ import annotations

import re

# the mark right after an opening bracket: "(?", "( ?", "(!?", "(?!", "[?"
_DOUBT_END = re.compile(r"[(\[][ \t]{0,2}!?[?？]!?$")


def ends_in_doubt(stripped: str) -> bool:
    """True when ``stripped`` (a sentence up to its question mark, closers removed) ends
    with a question mark that opens a bracket: a doubt about what was said, no question."""
    return _DOUBT_END.search(stripped[-8:]) is not None
