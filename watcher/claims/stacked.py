"""Tables whose cells were stacked one per line: a web page's table copied cell by cell.

Copying a page's ``<table>`` as text often puts every cell on a line of its own, a blank
line between them, the header cells first::

    Metric

    Throughput (tok/s)

    Peak single node

    61,200.5

    Mean single node

    58,940.0

The header is the run of word cells right above the first row; a row is a name cell and
then as many bare figures as the header has columns after its first. How many columns there
are is read off the first row (its name, then its run of figures), and the cells right above
that row, as many as the columns, are the header; every further row must have the same shape.
Only bare numbers count as figures ("61,200.5", not "141 GB"): the unit, as in any table,
comes from a header or a row name (reading rules §4: a unit may sit only in a table header),
and the one cell reader decides what is a claim. Anything else is no table.

The header is looked for at most ``MAX_COLUMNS`` cells ahead, and the rows are read once,
so the work stays linear in the number of lines.
"""

from __future__ import annotations

import re

# a bare figure cell: "1,100,948.3", "62803.9", "~45", "**12.5**"
_FIGURE_CELL = re.compile(r"[~≈]?(?:\d{1,3}(?:,\d{3})+|\d{1,12})(?:\.\d{1,12})?")
_WORD_CELL = re.compile(r"[^\W\d_]")
MAX_COLUMNS = 8
MAX_NAME = 60  # a header cell or row name longer than this is prose, not a cell
MIN_ROWS = 2
HEAD_REACH = 2 * MAX_COLUMNS + 2  # cells looked at for a header and the first row


def _figure(cell: str) -> bool:
    return _FIGURE_CELL.fullmatch(cell.strip().strip("*").strip()) is not None


def _name(cell: str) -> bool:
    """A header cell or a row's name: a short line of words, not a figure or a sentence."""
    cell = cell.strip()
    return (
        0 < len(cell) <= MAX_NAME
        and _WORD_CELL.search(cell) is not None
        and not _figure(cell)
        and not cell.endswith((".", ":", "!", "?"))
    )


def stacked_width(cells: list[str]) -> int | None:
    """The number of columns of a stacked table whose header opens at ``cells[0]``: read off
    its first row (a name, then a run of figures), with as many header cells right above it;
    None when the first ``HEAD_REACH`` cells hold no such header and row."""
    first = next((k for k, c in enumerate(cells[:HEAD_REACH]) if _figure(c)), None)
    if first is None or first < 3:
        return None
    run = 0
    while first + run < len(cells) and run < MAX_COLUMNS and _figure(cells[first + run]):
        run += 1
    width = run + 1
    if width > MAX_COLUMNS or first - 1 != width:
        return None  # the header must be exactly as wide as the first row
    if not all(_name(c) for c in cells[: width + 1]):
        return None
    return width


def fits(cell: str, at: int, width: int) -> bool:
    """Whether ``cell``, the ``at``-th of a stacked table ``width`` columns wide, has the
    shape its place asks for: a row's name first, then its figures."""
    if at < width:
        return True  # a header cell (checked once the first row is read)
    return _name(cell) if (at - width) % width == 0 else _figure(cell)


def stacked(cells: list[str]) -> tuple[int, list[str], list[list[str]]] | None:
    """``(cells used, header, rows)`` of a stacked table opening at ``cells[0]``, or None.

    ``cells`` are consecutive one-line paragraphs; the table must start at the first one
    (a line above the header is the table's caption, not one of its cells).
    """
    width = stacked_width(cells)
    if width is None:
        return None
    header = cells[:width]
    rows: list[list[str]] = []
    at = width
    while at + width <= len(cells):
        row = cells[at : at + width]
        if not _name(row[0]) or not all(_figure(c) for c in row[1:]):
            break
        rows.append([c.strip().strip("*").strip() for c in row])
        at += width
    if len(rows) < MIN_ROWS:
        return None
    return at, [c.strip() for c in header], rows
