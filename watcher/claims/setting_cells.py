"""A table's setting cells: the load, GPU count or context a row was run at.

A cell holds one number, so a space inside it groups thousands ("1 230", reading rules §4:
a thin space is a plain one after normalising), as a comma does.
"""

from __future__ import annotations

import re

from watcher.claims.setup_patterns import _SETUP_HEADER
from watcher.claims.units import _cells, _Table

# a setting cell: "8", "1,230" or "1 230" (a batch of 1,230 requests: a cell holds one
# number, so a space there groups thousands, reading rules §4), "1.5k", "32k" (a context)
# ("c8", "bs=4", "B 16": a load cell that repeats its letter)
_SETUP_CELL = re.compile(
    r"\s*(?:(?:c|bs|b|conc)[ \t]?[=:]?[ \t]?)?"
    r"(\d{1,3}(?:,\d{3})+|\d{1,3}(?: \d{3})+|\d{1,7}|\d{1,4}\.\d{1,3}(?=[ \t]?[kK]))\s*([kK])?\s*",
    re.IGNORECASE,
)


def setup_value(cell: str, kind: str) -> int | None:
    """The whole count a setting cell holds: "1,230", "1 230", "1.5k" (1500); "32k" of a
    context is 32768 tokens, a load's "4k" 4000 requests."""
    n = _SETUP_CELL.fullmatch(cell)
    if n is None:
        return None
    digits = n.group(1).replace(",", "").replace(" ", "")
    if not n.group(2):
        return int(digits)
    if "." in digits or kind != "context":
        return round(float(digits) * 1000)
    return int(digits) * 1024


# "| Batch Size, Prompt Length |" over "| 4, 256 |", "| BS / ISL |" over "| 8 / 1024 |": a
# header naming two settings, each row's cell giving their values in the same order
_PARTS = re.compile(r"[ \t]*[,/][ \t]*")
_LETTER = re.compile(r"[A-Za-z]")


def _kind(sm: re.Match[str]) -> str:
    if sm.group("gpu"):
        return "gpu_count"
    if sm.group("conc"):
        return "concurrency"
    return "bits" if sm.group("bits") else "context"


def setup_columns(headers: list[str]) -> tuple[dict[int, str], dict[int, tuple[int, int]]]:
    """The setting columns of a table (index: kind), and for a header that names several
    settings at once, which of its parts (position, number of parts) is that setting."""
    cols: dict[int, str] = {}
    parts: dict[int, tuple[int, int]] = {}
    # "| Metric | A | B |": columns named by single letters name runs, not a batch ("B")
    lettered = sum(1 for h in headers if _LETTER.fullmatch(h.strip())) >= 2
    for i, h in enumerate(headers):
        bare = re.sub(r"\(.*?\)", "", h).strip()
        sm = _SETUP_HEADER.fullmatch(bare)
        if sm and lettered and _LETTER.fullmatch(bare):
            continue
        if sm:
            cols[i] = _kind(sm)
            continue
        names = _PARTS.split(bare) if len(bare) <= 60 else []
        if not 2 <= len(names) <= 4:
            continue
        found = [(k, _SETUP_HEADER.fullmatch(n)) for k, n in enumerate(names)]
        loads = [(k, sm) for k, sm in found if sm is not None and sm.group("conc")]
        if len(loads) == 1:
            cols[i] = "concurrency"
            parts[i] = (loads[0][0], len(names))
    return cols, parts


def setting_in(cell: str, kind: str, part: tuple[int, int] | None) -> int | None:
    """The setting ``cell`` holds, or its ``part`` when its header names several settings."""
    if part is None:
        return setup_value(cell, kind)
    values = _PARTS.split(cell.strip())
    return setup_value(values[part[0]], kind) if len(values) == part[1] else None


MAX_BITS_ROWS = 8  # rows searched for a bit-width row: it sits with the table's settings


def row_bits(rows: list[list[str]]) -> dict[int, dict[str, int]]:
    """Each column's bit width from a row that names it ("| 量化 | 16 | 4 |", "| Bits | 8 |"
    in a table whose columns are models): the setting holds for that column's figures, as a
    `bits` column's cell does for its row's (LABELLING.md: `bits 16` gives FP16)."""
    for cells in rows[:MAX_BITS_ROWS]:
        if len(cells) < 2:
            continue
        sm = _SETUP_HEADER.fullmatch(re.sub(r"\(.*?\)", "", cells[0]).strip())
        if sm is None or sm.group("bits") is None:
            continue
        out: dict[int, dict[str, int]] = {}
        for i, cell in enumerate(cells[1:], start=1):
            n = setup_value(cell, "bits")
            if n is not None:
                out[i] = {"bits": n}
        return out
    return {}


_NUMBER_OF = re.compile(r"^(?:number[ \t]of|num(?:ber)?[ \t_]?|#)[ \t]?", re.IGNORECASE)


def key_value_setup(text: str, table: _Table) -> dict[str, int]:
    """A key/value table's setting rows ("| Number of concurrency | 5 |", "| Batch size | 8 |")
    hold for every figure of the table: they describe the one run it reports."""
    stated: dict[str, int] = {}
    for row in table.rows:
        cells = [c.strip() for c in _cells(text[row.start : row.end])]
        if len(cells) != 2:
            return {}
        key = _NUMBER_OF.sub("", re.sub(r"\(.*?\)", "", cells[0]).strip())
        sm = _SETUP_HEADER.fullmatch(key)
        if sm and (sm.group("conc") or sm.group("gpu")):
            kind = "concurrency" if sm.group("conc") else "gpu_count"
            n = setup_value(cells[1], kind) if re.fullmatch(r"[\d ,]{1,9}", cells[1]) else None
            if n is not None:
                stated.setdefault(kind, n)
    return stated
