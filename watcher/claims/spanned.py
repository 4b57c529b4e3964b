"""A header row that spans the column names under it (a pasted spreadsheet's merged cells).

"| TPOT ms | | |" above "| vanilla | EAGLE 1 | EAGLE 3 |": the header names the metric and
its unit once, over every column up to the next filled cell, and the first row names the
columns. Reading rules §4 lets a unit sit only in a table header, and both rows are that
header: each column is read as "TPOT ms vanilla", "TPOT ms EAGLE 1", ..., so the names set
each column's mode, engine or GPU and the spanning cell its metric and unit.
"""

from __future__ import annotations

import re

from watcher.claims.patterns import UNIT_ANYWHERE

# "E1 over vanilla", "EAGLE-3 vs. vanilla": a column of one run's figure divided by
# another's (LABELLING: such ratio columns are speedups)
RATIO_NAME = re.compile(
    r"[ \t*_`]*[^\s|]{1,24}(?:[ \t][^\s|]{1,24}){0,2}[ \t](?:over|vs\.?|versus)[ \t]"
    r"[^\s|]{1,24}(?:[ \t][^\s|]{1,24}){0,2}[ \t*_`]*",
    re.IGNORECASE,
)
# a cell that holds a figure ("12.3", "~8 ms"), not a column's name
_FIGURE_CELL = re.compile(r"[ \t*~≈<>+\-]*\d")


def with_spanned_row(
    header: list[str], cells: list[list[str]]
) -> tuple[list[str], list[list[str]]]:
    """``header`` and ``cells``, a header of spanning unit cells folded into the first row
    of column names under it; any other table is returned as it came."""
    if len(cells) < 2 or len(cells[0]) < 2:
        return header, cells
    top = [c.strip() for c in header]
    names = [c.strip() for c in cells[0]]
    top += [""] * (len(names) - len(top))  # "| TPOT ms | |": trailing blanks left unwritten
    if len(names) != len(top):
        return header, cells
    # the first column may keep a label of its own ("| batch | TPOT ms | |")
    filled = [i for i, c in enumerate(top) if c and (i > 0 or UNIT_ANYWHERE.search(c) is not None)]
    spans = any(i + 1 < len(top) and not top[i + 1] for i in filled)
    if not filled or not spans or any(UNIT_ANYWHERE.search(top[i]) is None for i in filled):
        return header, cells  # no merged cell, or one that names no unit: an ordinary header
    named = names[max(filled[0], 1) :]
    # "| vanilla | EAGLE 3 | | E1 over vanilla |": an empty spacer column between named ones
    # is a gap a spreadsheet left; a row that opens or ends on a gap is no row of names
    if any(_FIGURE_CELL.match(c) for c in names) or not (named and named[0] and named[-1]):
        return header, cells  # the first row holds figures or gaps: data, not column names
    joined: list[str] = []
    above = ""
    for i, name in enumerate(names):
        if i in filled:
            above = top[i]
        if i == 0 and not name:
            # "| TPOT ms | | |" over "| | vanilla | EAGLE 3 |": the first column holds the
            # rows' labels; the metric it sits over belongs to the columns beside it
            joined.append("" if i in filled else top[i])
        elif RATIO_NAME.fullmatch(name):
            joined.append(name)  # "E1 over vanilla" under "TPOT ms": a ratio, in no unit
        else:
            joined.append(f"{above} {name}".strip() if i >= filled[0] else name or top[i])
    return joined, cells[1:]


def spanning_line(line: str) -> list[str] | None:
    """The cells of a lone piped line ("| TPOT ms | | |") that may head the table under it
    (a table's first line left apart from it by the separator row below the second), else
    None."""
    line = line.strip()
    if "\n" in line or line.count("|") < 3 or not line.startswith("|"):
        return None
    return [c.strip() for c in line.strip("|").split("|")]
