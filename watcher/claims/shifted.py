"""Table rows whose cells were shifted left by a grouped first cell left out.

A page's grouped table (one model over several rows) copied as a pipe table often drops the
group's empty first cell instead of keeping it, so the row's cells slide one column left and
its last cell is empty::

    | Model      | # HPU | Precision | Batch Size | Throughput |
    |------------|-------|-----------|------------|------------|
    | LLaMA 2 7b | 1     | fp8       | 1,230      | 13,137     |
    | 1          | fp8   | 2,048     | 4,791      |            |

Such a row is put back under its columns, its first cell empty (the group's row, as an empty
first cell is): when its last cell under a named column is empty, every other cell is filled,
and each cell is a number exactly where the cell one column to the right in the group's
named row above is.
"""

from __future__ import annotations

import re

_NUMBER_CELL = re.compile(r"[~≈]?\d[\d,. ]*(?:[A-Za-z%]{0,4})?")


def _numeric(cell: str) -> bool:
    return _NUMBER_CELL.fullmatch(cell.strip().strip("*")) is not None


def unshifted(header: list[str], rows: list[list[str]]) -> list[list[str]]:
    """``rows`` with each row shifted left by a dropped group cell put back in place."""
    if not header or _numeric(header[0]):
        return rows
    # a table GitHub read on under another's header keeps that header's width: empty tails
    width = max((i for i, h in enumerate(header) if h.strip()), default=0) + 1
    out: list[list[str]] = []
    named: list[str] | None = None  # the group's row: its first cell names it
    for row in rows:
        if row and row[0].strip() and not _numeric(row[0]):
            named = row
        elif named is not None and _shifted(row[:width], named[:width], width):
            row = ["", *row[: width - 1], *row[width:]]
        out.append(row)
    return out


def _shifted(row: list[str], named: list[str], width: int) -> bool:
    if len(row) != width or len(named) != width or row[-1].strip():
        return False
    cells = row[:-1]
    if not all(c.strip() for c in cells):
        return False
    return all(_numeric(c) == _numeric(named[i + 1]) for i, c in enumerate(cells))
