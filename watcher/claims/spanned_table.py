"""A text table (one the Markdown parser left as lines) whose header spans the names row.

"TPOT ms | |" over "vanilla | EAGLE 1 | EAGLE 3": GitHub shows such a paste as lines, not a
table (the header has fewer cells than the separator), and the line reader takes the first
line for the header. ``spanned.with_spanned_row`` folds the two header lines into one, as
for a parsed table; here the second line becomes the header line the cells are read under.
"""

from __future__ import annotations

import dataclasses

from watcher.claims.spanned import with_spanned_row
from watcher.claims.units import _cells, _Table


def spanned_table(text: str, table: _Table) -> _Table:
    """``table`` read with its spanning unit row folded into the column names below it."""
    if len(table.rows) < 2:
        return table
    names = table.rows[0]
    first = _cells(text[names.start : names.end])
    joined, _ = with_spanned_row(table.header_cells, [first, []])
    if joined is table.header_cells:
        return table
    return dataclasses.replace(table, header=names, header_cells=joined, rows=table.rows[1:])
