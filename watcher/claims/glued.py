"""Tables whose cells were glued together: a rendered page's table copied without gaps.

Copying a web page's table can drop every separator between cells::

    MethodThroughputSpeedup
    Plain decoding96.20 tokens/s1.0x
    Draft model-7201.10 tokens/s2.09x

The header's names are joined CamelCase ("MethodThroughputSpeedup": a capital right after a
small letter or a closing bracket starts the next name), and each row is a name glued to its
figures, each figure's unit (or a space) parting it from the next. The grid is rebuilt when
every row under the header holds a name and exactly one figure per remaining column, the
figures before the last each closed by a unit or a space (two bare numbers glued together
cannot be parted), and a row shows the glue.

Where the first figure is glued to a name that may end in a digit ("model-7201.10": is the
name "model-7" and the figure 201.10, or "model-72" and 1.10?), the table's own figures
decide: a speedup column and a row whose speedup is 1 (the baseline) fix, for each such row,
the one split whose figure over the baseline's gives the row's speedup (or, where the row
holds a second figure of the same unit, whose ratio to it does); the split must be the only
one that fits, for one baseline only. Otherwise the table is refused: a wrong split
gives a wrong figure (reading rules §4: read the number as displayed, or not at all). Each
line is scanned a bounded number of times: linear time.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from itertools import pairwise

from watcher.claims.glued_runs import metric_rows, metric_split, parallel_names
from watcher.claims.grid import rebuilt_tables

# where a glued header's next name starts: a capital after a small letter or a bracket
_NAME_START = re.compile(r"(?<=[a-z)\]%])(?=[A-Z])")
# a figure's digits: "158.34", "1,204.5", "2.36"
_BODY = re.compile(r"\d{1,12}(?:,\d{3})*(?:\.\d{1,12})?")
_MULTIPLE = re.compile(r"[x×X]")
_UNIT_SIGN = re.compile(r"[^\W\d_]|[%×]")
_CLEAN_BEFORE = re.compile(r"[\s()\[\]:=|/）]")
# a glued header: Latin words, spaces, bracketed units ("Throughput (tok/s)"), no digits
_HEADER = re.compile(r"[A-Za-z][A-Za-z ()\[\]/%.\-]{2,}")
MAX_HEADER_NAME = 30
MAX_HEADER_WORDS = 4
MAX_NAME = 60
MAX_LINE = 300
MAX_UNIT = 16
MAX_COLUMNS = 12
MIN_ROWS = 2
MAX_ROWS = 200
# a row's speedup over the baseline's, read back from the figures: rounding slack
_RATIO_SLACK = 0.02


@dataclass
class _Row:
    """One glued row: its name, its figures' text, and the ways its first figure may split."""

    name: str
    cells: list[str]  # figure cells (digits and unit) after the first
    unit: str  # the first figure's unit
    choices: list[tuple[str, str]]  # (name, first figure's digits) splits that are well formed
    glued: bool  # the first figure touches the name: no space between


def header_names(line: str) -> list[str] | None:
    """The names a glued header line holds, or None when it is not one: Latin words and
    bracketed units only (CamelCase parts names in a Latin script alone), each name short."""
    if len(line) > MAX_LINE or not _HEADER.fullmatch(line):
        return None
    names = parallel_names([n.strip() for n in _NAME_START.split(line)])  # "Run A Run B"
    if not 2 <= len(names) <= MAX_COLUMNS or not all(names):
        return None
    if any(len(n) > MAX_HEADER_NAME or n.count(" ") >= MAX_HEADER_WORDS for n in names):
        return None
    return names


def _row(line: str, width: int, metrics: bool = False) -> _Row | None:
    """A row of ``width`` cells (a name, then figures each closed by its unit), or None;
    ``metrics``: the corner says each row names a metric (``glued_runs``)."""
    if len(line) > MAX_LINE:
        return None
    bodies = list(_BODY.finditer(line))
    if len(bodies) < width - 1:
        return None
    figs = bodies[len(bodies) - (width - 1) :]
    units = [line[a.end() : b.start()] for a, b in pairwise(figs)]
    units.append(line[figs[-1].end() :])
    if not all(_unit(u) or _gap(u) for u in units[:-1]):
        return None  # two figures parted by neither a unit nor a space: never split
    if units[-1].strip() and not _unit(units[-1]):
        return None
    # the figures touch each other's units ("tokens/s1.0x"): the row was glued
    touching = any(u[-1:].strip() for u in units[:-1])
    first = figs[0]
    name = line[: first.start()]
    if not any(c.isalpha() for c in name) or len(name) > MAX_NAME:
        return None
    cells = [f"{f.group(0)}{u.rstrip()}" for f, u in zip(figs[1:], units[1:], strict=True)]
    digits = first.group(0)
    if _CLEAN_BEFORE.match(name[-1]):
        glued = touching or not name[-1].isspace()
        return _Row(name.strip(), cells, units[0].strip(), [(name.strip(), digits)], glued)
    if metrics and (split := metric_split(name, digits)) is not None:
        return _Row(name.strip(), cells, units[0].strip(), split, True)  # "Duration320.74 s"
    choices = []
    whole = digits.split(".")[0].replace(",", "")
    for k in range(len(whole)):
        rest = digits[k:] if "," not in digits else None
        if rest is None:
            continue  # "EAGLE-21,244.10": grouped digits glued to a name: never parted
        if not _BODY.fullmatch(rest) or (rest[0] == "0" and not rest.startswith("0.")):
            continue
        choices.append(((name + digits[:k]).strip(), rest))
    return _Row(name.strip(), cells, units[0].strip(), choices, True) if choices else None


def _unit(text: str) -> bool:
    """A unit after a glued figure: a short run of letters or signs ("tokens/s", "ms", "x",
    "%"), no digit, at most two words; a bracket or a stop alone closes no figure."""
    u = text.strip()
    return (
        0 < len(u) <= MAX_UNIT
        # "4-bit", "8-way", "3-shot": a hyphen makes the number part of a word, not a figure
        and not u.startswith("-")
        and _UNIT_SIGN.search(u) is not None
        and not any(c.isdigit() for c in u)
        and u.count(" ") <= 1
    )


def _gap(text: str) -> bool:
    """Spaces alone between two figures part them as a unit would ("158.34 1.0x")."""
    return 0 < len(text) <= MAX_UNIT and not text.strip()


def _value(digits: str) -> float:
    return float(digits.replace(",", ""))


def _leading(cell: str) -> float:
    """The figure a rebuilt cell opens with (every cell is written digits first)."""
    m = _BODY.match(cell)
    return _value(m.group(0)) if m is not None else 0.0


def _speedup_column(rows: list[_Row]) -> int | None:
    """The index (among the later figure cells) of the column of multiples, if one."""
    if not rows or not rows[0].cells:
        return None
    cols = [
        k
        for k in range(len(rows[0].cells))
        if all(_MULTIPLE.fullmatch(r.cells[k].lstrip("0123456789.,").strip()) for r in rows)
    ]
    return cols[0] if len(cols) == 1 else None


def _resolved(rows: list[_Row]) -> list[tuple[str, str]] | None:
    """Each row's (name, first figure) split, or None when a row's split stays open."""
    if all(len(r.choices) == 1 for r in rows):
        return [r.choices[0] for r in rows]
    col = _speedup_column(rows)
    if col is None:
        return None
    speedups = [_leading(r.cells[col]) for r in rows]
    own = [_in_row(r, s, col) for r, s in zip(rows, speedups, strict=True)]
    if all(o is not None for o in own):
        return [o for o in own if o is not None]
    base_row = next((r for r, s in zip(rows, speedups, strict=True) if _fits(1.0, s)), None)
    if base_row is None:
        return None  # no baseline row: nothing to read the other rows' figures back from
    found: list[list[tuple[str, str]]] = []
    for _, base_digits in base_row.choices:
        base = _value(base_digits)
        if base <= 0:
            continue
        picks = []
        for row, want in zip(rows, speedups, strict=True):
            fit = [c for c in row.choices if _fits(_value(c[1]) / base, want)]
            if len(fit) != 1:
                break
            picks.append(fit[0])
        else:
            found.append(picks)
    unique = {tuple(p) for p in found}
    return list(found[0]) if len(unique) == 1 else None


def _in_row(row: _Row, speedup: float, col: int) -> tuple[str, str] | None:
    """The one split whose figure and the row's other figure of the same unit give the
    row's speedup ("| Draft-7 | 64.2 tok/s | 128.4 tok/s | 2.0x |", either way round)."""
    if len(row.choices) == 1:
        return row.choices[0]
    others = [
        _leading(c)
        for k, c in enumerate(row.cells)
        if k != col and row.unit and c.lstrip("0123456789.,").strip() == row.unit
    ]
    if len(others) != 1 or others[0] <= 0:
        return None
    other = others[0]
    fit = [
        c
        for c in row.choices
        if _value(c[1]) > 0
        and (_fits(other / _value(c[1]), speedup) or _fits(_value(c[1]) / other, speedup))
    ]
    return fit[0] if len(fit) == 1 else None


def _fits(ratio: float, speedup: float) -> bool:
    """Whether a figure over the baseline's gives the printed speedup, within rounding."""
    return abs(ratio - speedup) <= _RATIO_SLACK * speedup


def glued(lines: list[str], start: int = 0) -> tuple[int, int, list[str], list[list[str]]] | None:
    """``(first line, end line, header, rows)`` of the first glued table in ``lines`` at or
    after ``start``."""
    for i in range(start, len(lines) - MIN_ROWS):
        names = header_names(lines[i].strip())
        if names is None:
            continue
        rows: list[_Row] = []
        end = i + 1
        while end < len(lines) and len(rows) < MAX_ROWS:
            row = _row(lines[end].strip(), len(names), metric_rows(names))
            if row is None:
                break
            rows.append(row)
            end += 1
        if len(rows) < MIN_ROWS or not any(r.glued for r in rows):
            continue  # rows parted by spaces are no glued table (a header's case is no proof)
        splits = _resolved(rows)
        if splits is None:
            continue  # a glued table whose figures cannot be parted for sure: refused
        cells = [
            [name, f"{digits} {row.unit}".strip(), *row.cells]
            for row, (name, digits) in zip(rows, splits, strict=True)
        ]
        return i, end, names, cells
    return None


def glued_table(content: str) -> str | None:
    """``content`` with each glued table as a pipe table, or None when it has none."""
    return rebuilt_tables(content, glued)
