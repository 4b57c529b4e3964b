"""Whose load a clause states: the figure of that clause, not a figure of another clause.

A load (a batch size, a number of concurrent requests) written in a clause that holds a
figure of its own belongs to that figure (reading rules §2: the clause is the nearest unit,
and each figure takes its own setup). In "we saw 95 tok/s, and 1,800 tok/s at batch 64" the
batch is the second rate's, and the first stays one stream's; in "decoded 48 tok/s, and
reached 3.2x that at 12 concurrent requests" the load is the multiple's; in "1,850 tok/s at
batch 16, 2,400 tok/s at batch 32" each rate has its own. ``load.py`` already gave a later
clause's load to a figure written after it there ("每秒12token，64并发下每秒500token"); the
same holds for a figure written before it. A clause holding no figure of its own ("41 tok/s
on an A10, at 8 concurrent requests"; "At batch 32, prefill 9,000 tok/s") still describes
the figure beside it. And a load in the figure's own clause beats one in an earlier clause
("1,850 tok/s at batch 16, 2,400 tok/s at batch 32": 2,400 is batch 32's).
"""

from __future__ import annotations

from watcher.claims.clause_marks import CLAUSE_PUNCT
from watcher.claims.patterns import FIGURE, RATE_CJK

_REACH = 160  # characters searched for a clause's mark: one clause, not a paragraph


def _marks(text: str, lo: int, hi: int) -> list[int]:
    """Where clause marks in text[lo:hi] end; a comma grouping digits ("1,800") is none."""
    out = []
    for m in CLAUSE_PUNCT.finditer(text, lo, hi):
        at = m.start()
        if text[at] == "," and text[at - 1 : at].isdigit() and text[at + 1 : at + 2].isdigit():
            continue
        out.append(m.end())
    return out


def _has_figure(text: str, lo: int, hi: int) -> bool:
    return bool(FIGURE.search(text, lo, hi) or RATE_CJK.search(text, lo, hi))


def clause_owns_figure_before(text: str, fig_end: int, load_start: int) -> bool:
    """True when a clause mark lies between a figure (ending at ``fig_end``) and a load after
    it (starting at ``load_start``), and the load's own clause, from the last such mark up
    to the load, holds a figure of its own."""
    marks = _marks(text, max(fig_end, load_start - _REACH), load_start)
    return bool(marks) and _has_figure(text, marks[-1], load_start)


def apart_before(text: str, load_end: int, fig_start: int) -> bool:
    """True when a clause mark lies between a load (ending at ``load_end``) and the figure
    after it (starting at ``fig_start``): the load is stated in an earlier clause."""
    return bool(_marks(text, load_end, fig_start))


def own_clause_end(text: str, fig_end: int, stop: int) -> int:
    """Where the clause a figure ends in stops: its next clause mark, or ``stop``."""
    marks = _marks(text, fig_end, min(stop, fig_end + _REACH))
    return marks[0] - 1 if marks else stop
