"""A table cell that states a change in percent and then the same change as a multiple:
"+88% (1.88×)", "**+103% (2.03x)**".

Reading rules §4: a speedup is a relative figure, its own metric. A cell written as a
percentage followed by its multiple in brackets states one change twice; the multiple is the
speedup a reader records, as the same cell holding "1.88×" alone is. A percentage alone
("+88%") or with another note in brackets ("+12% (n=3)") stays a share, no multiple.
"""

from __future__ import annotations

import re

_PERCENT_THEN_MULTIPLE = re.compile(
    r"[ \t]*[*_]{0,2}[+\-−]?[ \t]?\d{1,5}(?:[.,]\d{1,2})?[ \t]?%[ \t]{1,3}"
    r"\((?P<x>~?\d{1,4}(?:\.\d{1,3})?[ \t]?[x×])\)[*_]{0,2}[ \t]*"
)


def percent_multiple(cell: str) -> tuple[str, int] | None:
    """(the multiple, its offset in ``cell``) for a cell that is a percentage change and
    its multiple in brackets; None for any other cell."""
    m = _PERCENT_THEN_MULTIPLE.fullmatch(cell)
    return (m.group("x"), m.start("x")) if m is not None else None
