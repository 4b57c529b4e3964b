"""A table whose first body row names each column's metric, under a header naming setups.

    | | | Raspberry Pi 5 | RTX 4060 Ti | P40 |
    |---|---|---|---|---|
    | | Memory | TPS | TPS | TPS |
    | Llama3.2:1b | 2.2 GB | 7.69 | 130.12 | 111.72 |

A hand-written Markdown table has one header row, so a table of setups by metric puts the
second header row (the metric or unit of each column) first among the body rows. Reading
rules §4: a unit may sit only in a table header, and that row is part of the header; each
column's name is its setup and its metric together ("P40 TPS"). The row is taken as such
only when it holds no figure, names a unit or metric in at least two of its cells, and has
as many cells as the header. A column under an empty header cell ("| | Memory |" beside
"| P40 | TPS |") heads no setup: it describes the row's model (its size, as the model's
name does), not a run, and stays unnamed.
"""

from __future__ import annotations

import dataclasses
import re

from watcher.claims.column_units import column_unit
from watcher.claims.units import _cells, _Table

# a number not part of a name ("12.3", "~8 ms", "✅ 14.7 token/s"; "pp512", "P50" are names):
# a row holding one is a data row, not the header's second row
_FIGURE_CELL = re.compile(r"(?<![A-Za-z])\d")
MAX_NAME = 24
MIN_UNITS = 2


def with_metric_row(text: str, table: _Table) -> _Table:
    """``table`` with a first body row of metric names folded into its header's names."""
    if len(table.rows) < 2:
        return table
    row = table.rows[0]
    cells = _cells(text[row.start : row.end])
    top = [c.strip() for c in table.header_cells]
    if len(cells) != len(top) or not any(top[1:]):
        return table
    if any(_FIGURE_CELL.search(c) or len(c) > MAX_NAME for c in cells):
        return table
    named = [c for c in cells if c.strip(" *_`")]
    if sum(column_unit(c.strip(" *_`")) is not None for c in named) < MIN_UNITS:
        return table
    # a header cell that already names its own unit keeps it: the row is not its metric row
    if any(column_unit(h) is not None for h in top if h):
        return table
    # a column no setup heads ("| | Memory |" beside "| P40 | TPS |") describes the row's model,
    # as its name does, and holds no run's figure: it keeps its empty name
    joined = [f"{h} {c}".strip() if h else "" for h, c in zip(top, cells, strict=True)]
    return dataclasses.replace(table, header_cells=joined, rows=table.rows[1:])
