"""Columns of before/after pairs ("57.4 → 95.7") in a table whose change column names the unit.

A change table often writes both runs in one cell under a column named for the run's setting
("N=4 greedy"), and puts the unit in the column that gives the change: "Δ aggregate tok/s"
over "+67%". The pairs are two figures each (LABELLING: "(3.3-->6.2)" is two figures), and a
column whose every cell is such a pair of bare figures is itself a change column, as one
headed "Before → After" is (``paired_columns``). Its unit is the one the change column names
(reading rules §4: a unit may sit only in a table header): the change column's words, less
its "Δ", join the pair column's name (``lent_change_units``), as a unit row's unit does.
"""

from __future__ import annotations

import re

from watcher.claims.numbers import _NUM
from watcher.claims.patterns import ARROW, UNIT_ANYWHERE

# a cell of two to four bare figures joined by arrows: "57.4 → 95.7", "~21 -> 24.5"
_PAIR_CELL = re.compile(rf"[~≈]?{_NUM}(?:{ARROW}[~≈]?{_NUM}){{1,3}}")
# a column that gives a change: "Δ aggregate tok/s", "Delta (tok/s)", "Change, t/s", "Gain"
_CHANGE_NAME = re.compile(
    r"[ \t]{0,3}(?:Δ|delta|change|gain|improvement|uplift)(?![a-z])[ \t:,(]{0,3}", re.IGNORECASE
)
MIN_PAIRED_ROWS = 2
_SHARE = re.compile(r"%|x|×", re.IGNORECASE)  # a change in percent or a multiple: no run's unit


def _run_unit(name: str) -> str | None:
    m = UNIT_ANYWHERE.search(name)
    return m.group(0) if m is not None and not _SHARE.fullmatch(m.group(0)) else None


def _pair(cell: str) -> bool:
    return _PAIR_CELL.fullmatch(cell.strip().strip("*").strip()) is not None


def paired_columns(rows: list[list[str]]) -> set[int]:
    """The columns (past the first) whose every filled cell, in at least two rows, is a pair
    of bare figures joined by an arrow."""
    out: set[int] = set()
    width = max((len(r) for r in rows), default=0)
    for k in range(1, width):
        filled = [r[k] for r in rows if k < len(r) and r[k].strip() not in ("", "-", "—")]
        if len(filled) >= MIN_PAIRED_ROWS and all(_pair(c) for c in filled):
            out.add(k)
    return out


def lent_change_units(header: list[str], rows: list[list[str]]) -> list[str]:
    """``header`` with each pair column that names no unit given the words of the one change
    column that names one ("N=4 greedy" beside "Δ aggregate tok/s" reads "N=4 greedy
    (aggregate tok/s)"); ``header`` itself when there is no such column."""
    lenders = []
    for h in header[1:]:
        m = _CHANGE_NAME.match(h)
        words = h[m.end() :].strip(" \t()") if m else ""
        if words and _run_unit(words) is not None:
            lenders.append(words)
    if len(lenders) != 1:
        return header
    paired = paired_columns(rows)
    return [
        f"{h} ({lenders[0]})" if k in paired and UNIT_ANYWHERE.search(h) is None else h
        for k, h in enumerate(header)
    ]
