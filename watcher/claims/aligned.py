"""Whitespace-aligned columns (pasted tool output) read as rows of cells.

A header line of names over rows of figures, columns two or more spaces apart::

    Metric        5070 Ti   4090
    TPOT p50      12.35ms   10.31ms
    decode tok/s  81.05     97.02

Each line is split at its gaps first. When the lines do not split into the same number of
cells (an empty cell under a grouped row, a double space inside a cell), the columns are
found where they are drawn: the runs of positions that are blank on every line. A header
may name cards or batch sizes by number ("4090", "8", a card's tier after it: "4060Ti"); a
first line that holds a measure ("45.20", "12ms") or opens with a number is a row, not a
header. Rows of words are a table
too when every cell starts where its column starts (a setup table typed left-aligned), as
the same rows written as a pipe table are; a first line that names only some columns over a
line naming each (but the corner, over an empty corner) is a header spanning the names under
it. Anything else is no table.
"""

from __future__ import annotations

import re

from watcher.claims.grid import shown
from watcher.claims.leading_measure import opens_with_measure

_RULE_LINE = re.compile(r"(?:={2,}|-{2,})(?:[ \t]{1,8}(?:={2,}|-{2,})){1,40}")
_COLUMN_GAP = re.compile(r"[ \t]{2,}|\t")
# "81.05", "12.35ms", "1.2 ± 0.1", and slashed figures of a slashed header: "14.33/6895.75"
# ("1 250": a single space inside a cell groups thousands, reading rules §4; columns are
# two or more spaces apart)
_DIGITS = r"(?:\d{1,3}(?:[ ]\d{3}){1,4}(?![\d,.])|\d[\d,.]*)"
_NUMERIC_CELL = re.compile(
    rf"^[~≈<>+\-]?{_DIGITS}(?:/[ ]?\d[\d,.]*){{0,5}}(?:[ ]?±[ ]?[\d.]+)?[A-Za-z%/]{{0,6}}$"
)
# a card named by its number, its tier after it or not: "4090", "4060Ti", "7900 XTX", "4070S"
_NAME_NUMBER = re.compile(r"\d{1,5}(?:[ ]?(?:Ti|TI|SUPER|Super|XTX|XT|GRE)|S|D)?")
# a cell of figures, a unit and a bracketed note after them or not: "81.05", "125–155 TPS",
# "~62 tok/s (Q4_K_M)", "116.9 / 120.7 / 120.7" (never a log line's piece, "12.3 ms /")
# a measure written with a fraction ("596.46 ms"): a header names columns by whole numbers
# at most ("4090", "2 GPUs", "128 tokens")
_FRACTION = re.compile(r"\d\.\d")
# a column named by a model's size: "7B", "1.5B (tok/s)", "8x7B"
_MODEL_SIZE = re.compile(r"(?:\d{1,2}x)?\d{1,4}(?:\.\d{1,2})?[Bb](?![A-Za-z0-9])")
_FIGURE_CELL = re.compile(
    rf"[~≈<>≤≥]?{_DIGITS}(?:[ ]?[–~-][ ]?{_DIGITS})?(?:[ ]?[A-Za-z%]{{1,6}}(?:/[A-Za-z]{{1,4}})?)?"
    r"(?:[ ]?/[ ]?\d[\d,.]*){0,5}(?:[ ]?\([^()]{1,40}\))?"
)
MIN_GAP = 2  # blank positions that part two columns
MAX_WIDTH = 400  # characters of a line looked at for drawn columns


def aligned(code: str, min_width: int = 3) -> tuple[str | None, list[list[str]]] | None:
    """``(caption, [header, *rows])`` of a block of aligned columns, or None.

    Tool output in a code block may be a table of two columns (``min_width`` 2); a
    paragraph's lines need three, as two gapped columns there are name and value lines.

    A line of one cell right above the header ("Decode speed, tok/s") is the table's
    caption. Rule lines of "=" or "-" runs under each column (reStructuredText's simple
    tables) are no rows."""
    lines = [ln for ln in code.split("\n") if ln.strip() and not _RULE_LINE.fullmatch(ln.strip())]
    if len(lines) < 3 or any("|" in ln for ln in lines):
        rows = aligned_rows(lines, min_width)
        return (None, rows) if rows else None
    first = [c for c in _COLUMN_GAP.split(lines[0].strip()) if c]
    if len(first) == 1 and not _NUMERIC_CELL.match(first[0]):
        rows = aligned_rows(lines[1:], min_width)
        if rows is not None:
            return lines[0].strip(), rows
    rows = aligned_rows(lines, min_width)
    return (None, rows) if rows else None


def aligned_rows(lines: list[str], min_width: int = 3) -> list[list[str]] | None:
    """``[header, *rows]`` when ``lines`` are a header of names over rows of figures, in
    ``min_width`` columns or more."""
    if len(lines) < 2 or any("|" in ln for ln in lines):
        return None
    split = _tab_cells(lines) or [[c for c in _COLUMN_GAP.split(ln.strip()) if c] for ln in lines]
    if any(len(r) != len(split[0]) for r in split[1:]):
        split = _drawn_columns([ln.expandtabs() for ln in lines], min_width) or split
    width = len(split[0])
    if width < min_width or any(len(r) != width for r in split[1:]):
        return None
    header, rows = split[0], split[1:]
    # "**141.2**", "`141.2`" are figures as GitHub shows them: shapes are judged so
    plain = [[shown(c) for c in r] for r in split]
    # a header may name cards or batch sizes by number ("4090", "8"), never hold a measure;
    # over two columns it names them in words ("arm", "decode tok/s")
    figures = [
        c
        for c in plain[0]
        if (_NUMERIC_CELL.match(c) or (_FIGURE_CELL.fullmatch(c) and _FRACTION.search(c)))
        and (width < 3 or not _NAME_NUMBER.fullmatch(c))
        and not _MODEL_SIZE.match(c)
    ]
    if _NUMERIC_CELL.match(plain[0][0]) or figures:
        return None
    if any(opens_with_measure(c) for c in plain[0]):
        return None  # a log line's run ("68124.92 ms /   315 tokens ("), not a header
    # rows of figures, some of them with a note ("~62 tok/s (Q4_K_M)"); a row of words
    # among them ("Best fit  laptops  servers") is a row all the same
    holding = sum(any(_FIGURE_CELL.fullmatch(c) for c in r) for r in plain[1:])
    # in a code block (``min_width`` 2), rows of words typed left-aligned in three or more
    # columns are a table all the same (a paragraph shows no columns at all)
    words = min_width == 2 and width >= 3 and _left_aligned(lines, width)
    if (not holding or 2 * holding < len(rows)) and not words:
        return None
    return [header, *rows]


def _cuts(lines: list[str], size: int) -> list[tuple[int, int]]:
    """(start, end) of each column: the runs between ``MIN_GAP`` positions blank on every
    line (of the first ``size`` positions)."""
    blank = [True] * size
    for ln in lines:
        for p, ch in enumerate(ln[:size]):
            if ch != " ":
                blank[p] = False
    cuts: list[tuple[int, int]] = []
    p = 0
    while p < size:
        if blank[p]:
            p += 1
            continue
        start = p
        while p < size and not (all(blank[p : p + MIN_GAP]) and p + MIN_GAP <= size):
            p += 1
        cuts.append((start, p))
    return cuts


def _left_aligned(lines: list[str], width: int) -> bool:
    """True when ``lines`` (no tabs) stand in ``width`` drawn columns, each line fills two
    of them at least, and every cell starts where its column starts: a table typed
    left-aligned, whatever its cells hold (a pipe table of words is a table too). Printed
    tool output aligns its figures right; "key:  value" lines fill one column each."""
    if any("\t" in ln for ln in lines):
        return False
    size = max(len(ln) for ln in lines)
    if size > MAX_WIDTH:
        return False
    cuts = _cuts(lines, size)
    if len(cuts) != width:
        return False
    for ln in lines:
        cells = [ln[a:b] for a, b in cuts]
        if sum(1 for c in cells if c.strip()) < 2 or any(c.strip() and c[0] == " " for c in cells):
            return False
    return True


def _tab_cells(lines: list[str]) -> list[list[str]] | None:
    """Cells of lines that are each cut by tabs (a web page's table copied as text), empty
    cells kept where they stand (a grouped row's empty first cell, a shifted row's empty
    last one); rows are cut or padded with empty cells to the header's width. None unless
    every line holds a tab."""
    if not all("\t" in ln for ln in lines):
        return None
    rows = [[c.strip() for c in ln.strip(" \r").split("\t")] for ln in lines]
    width = len(rows[0])
    while width > 1 and not rows[0][width - 1]:
        width -= 1  # a header's trailing tab names no column
    widest = max(len([c for c in r if c]) for r in rows[1:])
    if width < widest <= len(rows[0]):
        width = len(rows[0])  # "Model<tab>tok/s<tab>" over notes: a column left unnamed
    elif rows[0][0] and widest in (width + 1, len(rows[0]) + 1):
        # the empty corner above the row names was lost with the paragraph's leading tab
        # (a header spanning the names under it keeps its empty cells: "TPOT ms<tab><tab>
        # tok/s<tab>" over "batch<tab>vanilla<tab>Medusa<tab>vanilla<tab>Medusa")
        rows[0] = ["", *rows[0]][:widest]
        width = widest
    out = []
    for row in rows:
        if any(row[width:]):
            return None  # more cells than the header names: no table of these columns
        out.append((row + [""] * width)[:width])
    return out


def _drawn_columns(lines: list[str], min_width: int = 3) -> list[list[str]] | None:
    """Cells cut at the runs of at least ``MIN_GAP`` positions blank on every line; at
    least three columns, or two under a header over an empty corner (``min_width`` 2)."""
    size = min(MAX_WIDTH, max(len(ln) for ln in lines))
    cuts = _cuts(lines, size)
    if len(cuts) < max(3, min_width) and not (len(cuts) == min_width == 2):
        return None
    if any(len(ln) > size for ln in lines):
        return None
    rows = [[ln[a:b].strip() for a, b in cuts] for ln in lines]
    if len(cuts) == 2 and rows[0][0]:
        return None  # two columns drawn apart only under an empty corner
    if not any(rows[0][1:]):
        return None
    # the line under a spanning first line names every column; over an empty corner its
    # own corner may be empty too ("Raspberry Pi 4  4060Ti" over "Memory  TPS  TPS")
    under = rows[1][1:] if len(rows) > 2 and not rows[0][0] and not rows[1][0] else rows[1]
    if not all(rows[0][1:-1]) and not (len(rows) > 2 and _names_every_column(under)):
        # every column has a name; the corner above the row names may be empty, and so may
        # the last column's (notes beside the figures); or the first line spans the names
        # of a line under it ("TPOT ms" over "vanilla  Medusa")
        return None
    return rows


def _names_every_column(row: list[str]) -> bool:
    """True for a line of names in every column: no cell empty or a figure."""
    return all(c and not _NUMERIC_CELL.match(c) and not _FIGURE_CELL.fullmatch(c) for c in row)


def embedded(content: str) -> tuple[list[str], list[list[str]], list[str]] | None:
    """``(lines above, [header, *rows], lines below)`` for the first run of three or more
    lines with column gaps inside a paragraph of other lines: a table copied from a web page
    as tab-separated lines, glued to the prose around it. None when there is no such run, or
    it is no table of names over figures."""
    lines = content.split("\n")
    i = 0
    while i < len(lines):
        if not _gapped(lines[i]):
            i += 1
            continue
        j = i
        while j < len(lines) and _gapped(lines[j]):
            j += 1
        # tabs part cells and nothing else: two tabbed lines are a table, even one of names
        # only ("GPU<tab>RTX 4090", a setup table)
        tabbed = _tab_cells(lines[i:j]) if j - i >= 2 else None
        if tabbed is not None and len(tabbed[0]) >= 2 and not _NUMERIC_CELL.match(tabbed[0][0]):
            return lines[:i], tabbed, lines[j:]
        if j - i >= 3:
            rows = aligned_rows(lines[i:j])
            if rows is not None:
                return lines[:i], rows, lines[j:]
        i = j
    return None


def _gapped(line: str) -> bool:
    """A line with a gap between cells; a tab counts at either end too, where a row's
    first or last cells are empty ("Llama 3 8B<tab><tab>", a group's row)."""
    text = line.strip(" \r")
    return bool(text.strip()) and ("\t" in text or bool(_COLUMN_GAP.search(text.strip())))


def value_pairs(content: str) -> str | None:
    """``content`` with each run of two or more "name<gap>figure" lines written as "name:
    figure" ("Q4_0<tab>150" under a "Decode (tok/s)" caption is a value line, not a table
    whose header is a row), or None when it has no such run. A line of more tabs is a row
    of a wider table with empty cells ("Llama 3 8B<tab>88.1<tab>"), not a pair; nor are
    lines under a tabbed header of two names ("Quant<tab>Decode (tok/s)")."""
    lines = content.split("\n")
    cells = [[c for c in _COLUMN_GAP.split(ln.strip()) if c] for ln in lines]
    paired = [
        len(c) == 2
        and _COLUMN_GAP.search(ln.strip()) is not None
        and ln.strip(" \r").count("\t") <= 1
        and not _NUMERIC_CELL.match(c[0])
        and _NUMERIC_CELL.match(c[1]) is not None
        for ln, c in zip(lines, cells, strict=True)
    ]
    out, changed, i = list(lines), False, 0
    while i < len(lines):
        j = i
        while j < len(lines) and paired[j]:
            j += 1
        if j - i >= 2 and not _names_two_columns(lines[i - 1] if i else ""):
            for k in range(i, j):
                out[k] = f"{cells[k][0].rstrip(':：')}: {cells[k][1]}"
            changed = True
        i = max(j, i + 1)
    return "\n".join(out) if changed else None


def _names_two_columns(line: str) -> bool:
    """True for a tabbed line of two names ("Quant<tab>Decode (tok/s)"): the header of the
    pairs under it, which are then a table's rows."""
    cells = [c.strip() for c in line.strip(" \r").split("\t")]
    return (
        len(cells) == 2
        and all(cells)
        and not cells[0].endswith((":", "："))  # "Memory:<tab>96 GB": a key and its value
        and not any(_NUMERIC_CELL.match(c) or _FIGURE_CELL.fullmatch(c) for c in cells)
    )
