"""Which column of a pipe table a position lies in: a header cell speaks for its own column.

Reading rules §2 scope a table cell by "the table row (with its headers)": a count written in
one column's header ("| no MTP | 2 GPUs |") is that column's setup, not its neighbours'. The
first column's header names the rows, so what it states holds for every column.
"""

from __future__ import annotations

from bisect import bisect_right

from watcher.claims.document import _Local, _Span
from watcher.claims.headers import _cell_offsets


def _column(text: str, line: _Span, at: int) -> int | None:
    """Which cell of the pipe row ``line`` holds ``at``, counted as the table reader counts
    them (``_cell_offsets``); None outside the row or outside a pipe row."""
    if not line.start <= at <= line.end or "|" not in text[line.start : line.end]:
        return None
    return bisect_right(_cell_offsets(text[line.start : line.end], line.start), at) - 1


def in_other_column(text: str, local: _Local, at: int, fig_at: int) -> bool:
    """True when ``at`` (in the table's header row) lies in another data column than
    ``fig_at`` (in the figure's row), neither being the first column."""
    if local.header is None:
        return False
    mine, theirs = _column(text, local.segment, fig_at), _column(text, local.header, at)
    return mine is not None and theirs is not None and theirs > 0 and mine != theirs


ROW_REACH = 2000
"""How far back from a figure its row's start is looked for: a row longer than this is read
by its own columns, and a bounded look keeps a row of thousands of cells linear."""


def header_cell(text: str, header: _Span, at: int) -> str | None:
    """The header cell over the pipe-table cell holding ``at``, counting the pipes before
    ``at`` on its row; None when the row starts more than ``ROW_REACH`` before ``at`` or the
    header has no such cell."""
    lo = max(0, at - ROW_REACH)
    row_start = text.rfind("\n", lo, at) + 1
    if row_start == 0 and lo > 0:
        return None
    column = text.count("|", row_start, at)
    cells = text[header.start : header.end].split("|")
    return cells[column] if column < len(cells) else None
