"""Table cells that hold a before/after pair: "17.87 → 18.43 t/s", "57.4 -> 95.7".

A change table often writes both runs in one cell, the old figure, an arrow, the new one,
under a column that names the change ("| Round 10 → Round 11 |") or the metric. Each side is a
figure of its own (LABELLING: "(3.3-->6.2)" is two figures), so the cell is cut at its arrows
and each side read under the column's header; a unit written once after the last side is
every side's ("17.87 → 18.43 t/s"), as in "3.89 / 4.02s". A cell with words beside its
figures ("30 t/s → 50 t/s on 2 GPUs", "vLLM 57 → SGLang 95") is no such pair and is read as
before.
"""

from __future__ import annotations

import re

from watcher.claims.headers import _header_unit
from watcher.claims.numbers import _NUM
from watcher.claims.patterns import ARROW, UNIT_ONLY

_ARROW = re.compile(ARROW)
# one side: an approximate number, its own unit if it has one ("~21.6", "18.43 t/s", "96ms")
_SIDE = re.compile(
    rf"[ \t]{{0,2}}[~≈]?[ \t]?(?P<n>{_NUM})(?:[ \t]?(?P<unit>[^\d\s][^\n]{{0,23}}))?"
)
_MAX_SIDES = 4
# a column that names a change: "Round 10 → Round 11", "Before -> After", "old/new"
_CHANGE_HEADER = re.compile(
    r"->|→|⟶|=>|(?<![a-z])(?:before|after|old|new|baseline)(?![a-z])|前|后|後", re.IGNORECASE
)  # "54 → 74 → 255": a short chain of steps


def _between_arrows(s: str) -> list[tuple[int, int]]:
    """The spans of ``s`` between its arrows, as offsets (one span when it has none)."""
    bounds = [0, *(c for m in _ARROW.finditer(s) for c in (m.start(), m.end())), len(s)]
    return [(bounds[k], bounds[k + 1]) for k in range(0, len(bounds), 2)]


def side_headers(header: str, n: int) -> list[tuple[int, int]] | None:
    """Where each of ``n`` sides' own names stand in a header cut by as many arrows
    ("AR → MTP", "vLLM -> SGLang"), as offsets in the header; None when it is not so cut."""
    spans = _between_arrows(header)
    return spans if len(spans) == n else None


def arrow_parts(
    cell: str, header: str, *, paired: bool = False
) -> list[tuple[str, int, str]] | None:
    """(side text, offset in the cell, header) for each side of an arrow cell, or None when
    the cell is not one (no arrow, a word beside a figure, a side that is no figure). Under a
    header cut by as many arrows, each side is read under its own part of the header. A
    ``paired`` column (every cell a pair, ``change_columns``) names its change by its cells."""
    if "→" not in cell and ">" not in cell and "⟶" not in cell:
        return None
    if not paired and not _CHANGE_HEADER.search(header):
        return None  # a bare arrow under a plain column: a note, a trend, a range of loads
    sides = _between_arrows(cell)
    if not 2 <= len(sides) <= _MAX_SIDES:
        return None
    units = []
    for lo, hi in sides:
        m = _SIDE.fullmatch(cell, lo, hi)
        if m is None:
            return None
        unit = (m.group("unit") or "").strip()
        if unit and not UNIT_ONLY.fullmatch(unit):
            return None  # "30 t/s on 2 GPUs": words beside the figure, not a bare pair
        units.append(unit)
    last = units[-1]
    if any(u and u != last for u in units[:-1]):
        return None  # "12 ms → 3 s": sides in different units read themselves
    heads = side_headers(header, len(sides))
    names = [header[lo:hi] for lo, hi in heads] if heads else [header] * len(sides)
    unit_of = _header_unit(header)
    out = []
    for (lo, hi), name in zip(sides, names, strict=True):
        text = cell[lo:hi]
        lead = len(text) - len(text.lstrip())
        if unit_of is not None and _header_unit(name) is None:
            name = f"{name} ({unit_of.group(0)})"  # "Decode tok/s: AR → MTP"
        sub = name if not last or _header_unit(name) else f"{name} ({last})"
        out.append((text.strip(), lo + lead, sub))
    return out
