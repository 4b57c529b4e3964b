"""Pipe tables unrolled one cell per line: a rendered page's table turned back into text.

An HTML-to-Markdown converter sometimes writes each cell of a table on a line of its own,
each ending in the pipe that closed it, runs of empty cells as runs of pipes, and keeps the
separator line that says how many columns there are::

    GPU |
    B200 |
    ||||
    |---|---|---|---|---|---|
    TP Size |
    1 |
    ...

Read as lines, no figure keeps its row or its column. The grid is rebuilt here: the header
is the run of cell lines right above the separator, and must fill exactly as many columns as
the separator has; the cell lines under it are dealt into rows of that width. Each row must
open with a name (a cell with words or a figure, never an empty one), the last row may lack
its trailing empty cells (a page's end drops them), and at least two rows must hold a
figure. Anything else is left as it was: a row dealt off by one cell would put every figure
in the wrong column. One pass over the lines: linear time.
"""

from __future__ import annotations

import re

from watcher.claims.grid import rebuilt_tables

# "|---|---|---|", "| :--- | ---: |": the separator line, whose dashes count the columns
_SEPARATOR = re.compile(r"[ \t]*\|?(?:[ \t]*:?-{3,}:?[ \t]*\|){1,64}[ \t]*(?::?-{3,}:?)?[ \t]*")
_DASHES = re.compile(r"-{3,}")
# "B200 |": one cell's text closed by its pipe; "||||": that many empty cells
_CELL_LINE = re.compile(r"[ \t]*([^|\n]{1,200}?)[ \t]*\|[ \t]*")
_EMPTY_RUN = re.compile(r"[ \t]*(\|{1,64})[ \t]*")
_DIGIT = re.compile(r"\d")
MIN_ROWS = 2
MIN_COLUMNS = 2


def _cells_of(line: str) -> list[str] | None:
    """The cells one unrolled line holds, or None when it is no cell line."""
    m = _CELL_LINE.fullmatch(line)
    if m is not None:
        return [m.group(1)]
    m = _EMPTY_RUN.fullmatch(line)
    if m is not None:
        return [""] * len(m.group(1))
    return None


def unrolled_line(line: str) -> bool:
    """Whether ``line`` may be part of an unrolled table: a cell line or the separator."""
    return _cells_of(line) is not None or ("-" in line and _SEPARATOR.fullmatch(line) is not None)


def unrolled(
    lines: list[str], start: int = 0
) -> tuple[int, int, list[str], list[list[str]]] | None:
    """``(first line, end line, header, rows)`` of the first unrolled table in ``lines`` at
    or after ``start``."""
    for s in range(start, len(lines)):
        line = lines[s]
        if "-" not in line or not _SEPARATOR.fullmatch(line):
            continue
        got = _around(lines, s, len(_DASHES.findall(line)), start)
        if got is not None:
            return got
    return None


def _around(
    lines: list[str], s: int, width: int, floor: int
) -> tuple[int, int, list[str], list[list[str]]] | None:
    """The table whose separator is ``lines[s]``, ``width`` columns wide, its header at or
    below line ``floor``, or None."""
    if width < MIN_COLUMNS:
        return None
    header: list[str] = []
    first = s
    while first > floor and len(header) < width:
        cells = _cells_of(lines[first - 1])
        if cells is None:
            break
        header[:0] = cells
        first -= 1
    if len(header) != width or not header[0].strip():
        return None
    flat: list[str] = []
    end = s + 1
    while end < len(lines):
        cells = _cells_of(lines[end])
        if cells is None:
            break
        flat.extend(cells)
        end += 1
    rows = [flat[k : k + width] for k in range(0, len(flat), width)]
    if rows and len(rows[-1]) < width:
        rows[-1] = rows[-1] + [""] * (width - len(rows[-1]))
    if any(not r[0].strip() for r in rows):
        return None  # a row that opens empty: the cells were not dealt as the page's rows
    if sum(any(_DIGIT.search(c) for c in r[1:]) for r in rows) < MIN_ROWS:
        return None
    return first, end, header, rows


def unrolled_table(content: str) -> str | None:
    """``content`` with each unrolled pipe table as a pipe table, or None when it has none.

    The lines above a table stay above it (its caption), the lines under it stay under.
    """
    if "|" not in content or "---" not in content:
        return None
    return rebuilt_tables(content, unrolled)
