"""A llama-bench table whose rate column was split into one column per build or backend.

A comparison pasted from llama-bench keeps its ``model | size | params | test`` columns and
replaces the ``t/s`` column with one column per run compared, naming no unit::

    | model    | size       | params | test  | HIP     | rocWMMA |
    | llama 1B | 762.81 MiB | 1.24 B | pp512 | 4703.28 | 4970.14 |

The ``test`` column names each row's llama-bench test ("pp512", "tg128"), and a llama-bench
test is reported in tokens per second: the row's own words state the unit of its bare
figures (reading rules §4: units vary, a unit may sit only in the table), as a test named
in the caption above does (``headers._caption_unit``). Only a header naming no unit, with a
column headed "test" whose first row names a llama-bench test and no column naming a rate
or a unit of its own ("tokens_per_sec", "avg_ts"), is read this way; the phase is each
row's test, so only a table of one phase's tests ("pp512", "pp512 @ d4096") is read: the
phase stated for the table is the one every row shares.
"""

from __future__ import annotations

import re

from watcher.claims.patterns import UNIT_ANYWHERE
from watcher.claims.units import _cells, _Table

MAX_ROWS = 64
"""How many rows' tests are looked at (the work stays bounded on a long table)."""
# llama-bench's test: "pp512", "tg128", "pp512 @ d4096"
_TEST = re.compile(r"(?:pp|tg)\d{2,6}(?:[ \t]?@[ \t]?d\d{1,7})?", re.IGNORECASE)


def bench_test_column(text: str, table: _Table) -> tuple[str, str] | None:
    """``("t/s", test)`` for a llama-bench table with a "test" column and no unit in its
    header; None otherwise."""
    heads = [h.strip(" *_`").lower() for h in table.header_cells]
    if "test" not in heads or not table.rows:
        return None
    if UNIT_ANYWHERE.search(text, table.header.start, table.header.end):
        return None
    # "tokens_per_sec", "avg_ts": a column that names its rate in its own words
    from watcher.claims.column_units import column_unit  # here: column_units imports headers

    if any(column_unit(h) is not None for h in table.header_cells):
        return None
    at = heads.index("test")
    tests = set()
    for row in table.rows[:MAX_ROWS]:
        cells = _cells(text[row.start : row.end])
        test = cells[at].strip(" *_`") if at < len(cells) else ""
        if not _TEST.fullmatch(test):
            return None
        tests.add(test[:2].lower())
    if len(tests) != 1:
        return None  # "pp512" and "tg128" rows: one phase per table is all a caption gives
    first = _cells(text[table.rows[0].start : table.rows[0].end])[at]
    return "t/s", first.strip(" *_`")
