"""A table whose unit is written once, on its first figure, and dropped from the rest.

    | Concurrent Users | engine A  | engine B | engine C |
    | 1                | 136 tok/s | 160      | 154      |
    | 4                | 351       | 351      | 598      |

Reading rules §4: a unit may sit only in a table header. A writer who states it on the
first figure instead, as a header would, means it for the table: no other cell and no
header names any unit, so the bare figures beside and below it are of the same measure.
Each such column is read as if its header carried that unit, under these conditions:

- no header cell names a unit, and the first row holds exactly one cell with a unit, a token
  rate written right after its number ("136 tok/s"), outside the first column (which names
  the rows: users, batch sizes, models);
- no other row in the rows looked at holds a unit;
- a column takes the unit only when its header names no count, length, size or share
  ("Tokens", "Context", "Batch", "Runs", "Accept %"; "run 2" names one run, no count) and
  each of its cells is a plain number or empty, within ``MAX_RATIO`` of the unit's column
  on the same row.
"""

from __future__ import annotations

import dataclasses
import re

from watcher.claims.patterns import UNIT_ANYWHERE, UNIT_ONLY
from watcher.claims.units import _cells, _Table

MAX_RATIO = 4.0
MAX_ROWS = 24  # the rows looked at: a bounded look, whatever the table's length
# "1,142" and "1 142" alike: thousands grouped with commas or spaces (thin spaces are plain
# ones after NFKC; reading rules §4)
_PLAIN = re.compile(
    r"[ \t*_~≈]*(\d{1,3}(?:,\d{3})+|\d{1,3}(?: \d{3})+|\d{1,7})(\.\d{1,4})?[ \t*_]*"
)
_WITH_UNIT = re.compile(
    r"[ \t*_~≈]*(\d{1,3}(?:,\d{3})+|\d{1,7})(\.\d{1,4})?[ \t]{0,2}(?P<unit>[^\d|]{1,16}?)[ \t*_]*"
)
_EMPTY = re.compile(r"[ \t*_]*(?:|-{1,2}|—|–|n/?a|oom|x)[ \t*_]*", re.IGNORECASE)
# a count, a length, a size, a share or a setting: never the rate, whatever the table says
_NOT_A_RATE = re.compile(
    r"tokens|token[ \t]?count|length|len(?![a-z])|ctx|context|size|batch|runs(?![a-z])"
    r"|count|users?|requests?|concurrency|accept|ratio|speed[ \t\-]?up|%|share|gpus?(?![a-z])"
    r"|params?|vram|mem(?:ory)?|ppl|score|acc(?:uracy)?|time|latency|ttft|tpot|itl|ms(?![a-z])",
    re.IGNORECASE,
)


def _number(cell: str) -> float | None:
    m = _PLAIN.fullmatch(cell)
    if m is None:
        return None
    return float(re.sub("[, ]", "", m.group(1)) + (m.group(2) or ""))


def _first_unit(cells: list[str]) -> tuple[int, str, float] | None:
    """The one cell of ``cells`` past the first holding a figure with a token-rate unit
    after it: its column, the unit and the number; None when none or several hold a unit."""
    found: tuple[int, str, float] | None = None
    for j, cell in enumerate(cells):
        if j == 0 or not any(ch.isdigit() for ch in cell) or UNIT_ANYWHERE.search(cell) is None:
            continue
        m = _WITH_UNIT.fullmatch(cell)
        unit = UNIT_ONLY.fullmatch(m.group("unit")) if m is not None else None
        if m is None or unit is None or not unit.group("toks") or found is not None:
            return None
        found = (j, unit.group(0), float(m.group(1).replace(",", "") + (m.group(2) or "")))
    return found


def with_first_cell_unit(text: str, table: _Table) -> _Table:
    """``table`` with each bare figure column renamed to carry the unit written once on its
    first row's one figure with a unit; any other table as it came."""
    headers = table.header_cells
    if not table.rows or any(UNIT_ANYWHERE.search(h) for h in headers):
        return table  # (the headers first: most tables name their unit there)
    rows = [_cells(text[r.start : r.end]) for r in table.rows[:MAX_ROWS]]
    first = _first_unit(rows[0])
    if first is None:
        return table
    j0, unit, n0 = first
    if j0 >= len(headers):
        return table
    if any(UNIT_ANYWHERE.search(c) for cells in rows[1:] for c in cells):
        return table
    anchors = [n0] + [_number(cells[j0]) if j0 < len(cells) else None for cells in rows[1:]]
    renamed = list(headers)
    for j, h in enumerate(headers):
        if j == 0 or _NOT_A_RATE.search(h) or not _same_size(rows, anchors, j, j0):
            continue
        renamed[j] = f"{h} ({unit})"
    if renamed == headers:
        return table
    return dataclasses.replace(table, header_cells=renamed)


def _same_size(rows: list[list[str]], anchors: list[float | None], j: int, j0: int) -> bool:
    """True when every cell of column ``j`` is a plain number or empty, within ``MAX_RATIO``
    of the unit's column on its row, and at least one is a number."""
    seen = False
    for i, cells in enumerate(rows):
        if j >= len(cells):
            continue
        if i == 0 and j == j0:
            seen = True
            continue
        mine = _number(cells[j])
        if mine is None:
            if _EMPTY.fullmatch(cells[j]) is None:
                return False
            continue
        anchor = anchors[i]
        if anchor is None or mine <= 0 or anchor <= 0:
            return False
        if max(mine, anchor) > MAX_RATIO * min(mine, anchor):
            return False
        seen = True
    return seen
