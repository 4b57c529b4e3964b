"""A table column naming another reading of the rate beside it takes that column's unit.

    | Runtime | Burst tok/s | Sustained (10 min) | Retained |
    | Config  | mean tok/s  | run-to-run stdev   | v2 published | match |

Reading rules §4: a unit may sit only in a table header. A column headed by a word that
names the same measure read another way ("Sustained", "Peak", "v2 published", "reported",
"previous") writes no unit of its own; the one token-rate column of the header states it
for both. It is taken so only when every row's figure there is of the rate's own size
(within ``MAX_RATIO`` of the rate beside it) and plain: a spread ("stdev"), a count
("Runs", "Output"), a share ("67%") or a setting keeps no unit, and neither does a column
beside a header stating two rates or none. A table turned round (``metric_row_grid``: the
metrics down its first column) gives its reading rows the rate row's unit the same way.
"""

from __future__ import annotations

import dataclasses
import re

from watcher.claims.column_units import column_unit
from watcher.claims.units import _cells, _Table

MAX_RATIO = 4.0
MAX_ROWS = 24  # the rows looked at: a bounded look, whatever the table's length
# another reading of the same measure: sustained or burst, peak, as published or reported
# earlier, a previous version's ("v2", "v1.3")
_READING = re.compile(
    r"(?<![a-z])(?:sustained|burst|peak|published|reported|claimed|official|previous|prior"
    r"|earlier|original|upstream|reference|expected|v\d{1,2}(?:\.\d{1,2}){0,2})(?![a-z])",
    re.IGNORECASE,
)
# a spread, a count or a share: never the rate itself, whatever its words
_NOT_A_RATE = re.compile(
    r"std|dev|variance|(?<![a-z])cv(?![a-z])|error|count|runs?(?![a-z])|tokens|length|ctx"
    r"|context|size|batch|accept|ratio|speed[ \t\-]?up|%|(?<![a-z])x(?![a-z])",
    re.IGNORECASE,
)
_PLAIN_NUMBER = re.compile(r"[ \t*_~≈]*(\d{1,7}(?:\.\d{1,4})?)[ \t*_]*")


def with_sibling_units(text: str, table: _Table) -> _Table:
    """``table`` with each bare column naming another reading of its header's one token-rate
    column renamed to carry that column's unit; any other table as it came."""
    headers = table.header_cells
    rates = [i for i, h in enumerate(headers) if i > 0 and _rate_unit(h) is not None]
    if len(rates) != 1:
        return table
    rate = rates[0]
    rows = [_cells(text[r.start : r.end]) for r in table.rows[:MAX_ROWS]]
    renamed = list(headers)
    for j, h in enumerate(headers):
        if j == 0 or j == rate or not _READING.search(h) or _NOT_A_RATE.search(h):
            continue
        if column_unit(h) is not None or not _same_size(rows, rate, j):
            continue
        renamed[j] = f"{h} ({_rate_unit(headers[rate])})"
    if renamed == headers:
        return table
    return dataclasses.replace(table, header_cells=renamed)


def sibling_rows(text: str, table: _Table) -> dict[int, str]:
    """The same for a table turned round (metrics down its first column, setups across its
    header): each bare row naming another reading of the one token-rate row, by index, with
    that row's unit after its name ("Sustained (10 min)" under "Burst tok/s")."""
    rows = [_cells(text[r.start : r.end]) for r in table.rows[:MAX_ROWS]]
    names = [cells[0] if cells else "" for cells in rows]
    rates = [k for k, name in enumerate(names) if _rate_unit(name) is not None]
    if len(rates) != 1:
        return {}
    rate = rates[0]
    width = max(len(cells) for cells in rows)
    columns = [[cells[c] if c < len(cells) else "" for cells in rows] for c in range(1, width)]
    out: dict[int, str] = {}
    for k, name in enumerate(names):
        if k == rate or not _READING.search(name) or _NOT_A_RATE.search(name):
            continue
        if column_unit(name) is None and _same_size(columns, rate, k):
            out[k] = f"{name} ({_rate_unit(names[rate])})"
    return out


def _rate_unit(header: str) -> str | None:
    """The token-rate unit ``header`` names, or None."""
    unit = column_unit(header)
    return unit.group(0) if unit is not None and unit.group("toks") else None


def _same_size(rows: list[list[str]], rate: int, j: int) -> bool:
    """True when every row holding a figure in column ``j`` holds a plain one within
    ``MAX_RATIO`` of its figure in column ``rate``, and at least one row does."""
    seen = False
    for cells in rows:
        if max(rate, j) >= len(cells):
            continue
        mine, theirs = _PLAIN_NUMBER.fullmatch(cells[j]), _PLAIN_NUMBER.fullmatch(cells[rate])
        if mine is None:
            if any(ch.isdigit() for ch in cells[j]):
                return False  # "67%", "12 ms": a cell with its own unit
            continue  # "—", "n/a": an empty cell
        if theirs is None:
            return False
        a, b = float(mine.group(1)), float(theirs.group(1))
        if a <= 0 or b <= 0 or max(a, b) > MAX_RATIO * min(a, b):
            return False
        seen = True
    return seen
