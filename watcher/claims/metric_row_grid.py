"""A row of a setups-across table whose label names the metric, read as a header would be.

Writers lay one comparison out either way round::

    | backend   | TTFT p90 | TPOT p90 |        | backend  | roseinfer | vllm  |
    |-----------|----------|----------|        |----------|-----------|-------|
    | roseinfer | 15.80    | 1.45     |        | TTFT p90 | 15.80     | 10.15 |
    | vllm      | 10.15    | 1.83     |        | TPOT p90 | 1.45      | 1.83  |

Reading rules §2: a cell's setup comes from its row and its column header, and §4: a unit may
sit only in a header, so in the right-hand table "TTFT p90" names its row's metric as fully
as it names the column's on the left. A row label is taken so only when the table is that
grid: the header after the corner names no metric or unit of its own (it names setups), and
every other cell of the row is a bare figure or an empty run ("—", "N/A"). Such a row's
phase falls back to the caption's, as a column's does. A metric named alone with no unit
gives one from the row only when it is a serving latency ("TTFT p90": ms) and the header
names engines, cards, precisions or methods (``cells``): "| | run A | run B |" over
"| TTFT | 3 | 4 |", or "| Decode | 61.2 |", stays unread. A row labelled "TTFT" that also
holds notes, deltas or seconds beside its figures is left to the ordinary reading, which
takes a metric named alone from a column's header only (``column_units``).
"""

from __future__ import annotations

import re

from watcher.claims.column_units import column_unit
from watcher.claims.patterns import NUMBER

# a bare figure, approximate or in bold ("15.80", "~19", "**279.5**", "1,975.7")
_EMPHASIS = re.compile(r"^[*_`]{0,2}[~≈]?[ \t]?|[*_`]{0,2}$")
# a run not made or not measured
_NOT_RUN = re.compile(r"|[-—–]|n/?a|oom|x|✗|tbd", re.IGNORECASE)
# "| **Benchmark** |": a corner or header cell's markup is no part of its name
_MARKUP = " \t*_`"


def _figure(cell: str) -> bool | None:
    """True for a bare figure, False for an empty run, None for anything else."""
    core = _EMPHASIS.sub("", cell.strip())
    if NUMBER.fullmatch(core):
        return True
    return False if _NOT_RUN.fullmatch(core) else None


def names_setups_across(headers: list[str]) -> bool:
    """True when no header cell after the corner names a metric or a unit: they name setups
    (engines, models, cards, configurations), and the rows name what is measured."""
    named = [h.strip(_MARKUP) for h in headers[1:]]
    return bool(named) and all(h and column_unit(h) is None for h in named)


def metric_row(setups_across: bool, cells: list[str], label: str) -> bool:
    """True when the row labelled ``label`` (its first cell, or its "Metric" cell) names its
    figures' metric as a header would, in a table whose header names setups across."""
    if not setups_across or len(cells) < 2:
        return False
    if column_unit(label.strip(_MARKUP)) is None:
        return False
    kinds = [_figure(c) for c in cells[1:]]
    return True in kinds and None not in kinds
