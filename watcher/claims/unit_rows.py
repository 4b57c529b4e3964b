"""Rows of a flattened table that open with their name and unit, then one figure per column:
"Peak tok/s 16,794 14,899 9,600", "B=1 tok/s 78.3 52.9 44.2" (reading rules §4: the unit
may stand before the number, as a label does). Every figure after the unit is that unit's, in
the row's metric; cells part at spaces ("104 122" is two cells, no spaced thousand); a
cell left empty ("-", "N/A") holds none. A row whose name ends in a bare
number ("45 tok/s 12 34") is prose, not a row; a load's value ("B=1", "bs=8") may end it.
"""

from __future__ import annotations

import re

from watcher.claims.document import _Doc, _Figure, _Span
from watcher.claims.metric import _unit_figure
from watcher.claims.models import DECODE, OUTPUT
from watcher.claims.numbers import _NUM, _num
from watcher.claims.patterns import MAX_FIGURES, RATE_SPELLING, UNIT_ONLY

_CELL = rf"(?:{_NUM}(?![\w.,%])|-|–|N/A)"
_UNIT_ROW = re.compile(
    rf"^[ \t]{{0,3}}(?P<name>[^\n|:]{{1,40}}?)[ \t](?P<unit>{RATE_SPELLING})"
    rf"(?P<cells>(?:[ \t]{{1,3}}{_CELL}){{2,24}})[ \t]*$",
    re.IGNORECASE | re.MULTILINE,
)
_NAME_ENDS_IN_NUMBER = re.compile(r"\d[\d.,]*$")
_LOAD_VALUE = re.compile(
    r"(?<![\w.])(?:(?-i:[BM])|bs|batch|c|conc|concurrency)[ \t]?=[ \t]?\d{1,4}$", re.IGNORECASE
)
_CELL_NUMBER = re.compile(_NUM)
_CELL_TOKEN = re.compile(r"[^ \t]+")
# LABELLING: a "peak" throughput of a server or sweep is its output over all streams
_PEAK = re.compile(r"(?<![a-z])(?:peak|max(?:imum)?)(?![a-z])", re.IGNORECASE)


def opens_unit_row(text: str, line_start: int) -> bool:
    """True where a row named by its unit starts at ``line_start``: its load ("B=1") is its
    own, and the row above lends it none (each row of a table is its own run)."""
    return _UNIT_ROW.match(text, line_start) is not None


def unit_row_figures(text: str, chunk: str, seg: _Span, doc: _Doc) -> list[_Figure]:
    """One figure per numeric cell of each row named by its unit; see the module's text."""
    out: list[_Figure] = []
    if "\n" not in chunk and len(chunk) > 400:
        return out
    for m in _UNIT_ROW.finditer(chunk):
        name = m.group("name").strip()
        if _NAME_ENDS_IN_NUMBER.search(name) and not _LOAD_VALUE.search(name):
            continue
        unit_m = UNIT_ONLY.fullmatch(m.group("unit"))
        if unit_m is None:
            continue
        label = f"{name} {m.group('unit')}"
        # cells part at spaces, as in every flattened table: "104 122" is two cells here
        for cell in _CELL_TOKEN.finditer(chunk, m.start("cells"), m.end("cells")):
            if len(out) >= MAX_FIGURES:
                return out
            if _CELL_NUMBER.fullmatch(cell.group()) is None:
                continue  # "-", "N/A": an empty cell
            start, end = seg.start + cell.start(), seg.start + cell.end()
            got = _unit_figure(unit_m.groupdict(), text, start, end, seg, doc, keywords_text=label)
            if got is not None:
                metric, unit, kind = got
                if metric == DECODE and _PEAK.search(name):
                    metric = OUTPUT
                value = _num(cell.group())
                out.append(_Figure(start, end, value, None, None, unit, metric, kind, label=label))
    return out
