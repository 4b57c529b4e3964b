"""Tables whose columns are parted by single spaces: a web page's table copied as text.

A page's ``<table>`` pasted as plain text keeps one line per row and one space between
cells::

    Format PP (t/s) TG (t/s)
    Q4_0 143.23 32.27
    Q8_0 145.55 20.20

Every row is a name (one or more words) followed by the same number of figures. The header
line right above the rows is cut into that many column names from its right end (a
bracketed unit stays with the word before it, "PP (t/s)"); what is left of it names the
rows. Lines above the header stay as they are, a caption above the table. Anything else is
no table.
"""

from __future__ import annotations

import re

# "143.23", "20.20", "1,250", "32GB": one figure; a word with a digit inside ("Q4_0") is a name
_FIGURE_TOKEN = re.compile(r"[~≈]?\d[\d,]*(?:\.\d+)?(?:[A-Za-z%]{0,4})?")
# a cell: one figure, or "A vs B (1.21x)": two figures and their ratio
_PLAIN_CELL = re.compile(r"(?<!\S)[~≈]?\d[\d,]*(?:\.\d+)?(?:[A-Za-z%]{0,4})?(?!\S)")
_PAIR_CELL = re.compile(
    r"(?<!\S)\d[\d,]*(?:\.\d+)? vs\.? \d[\d,]*(?:\.\d+)?(?: \(\d+(?:\.\d+)?[x×]\))?(?!\S)"
)
MAX_WORDS = 60
MIN_ROWS = 3  # fewer lines of "word 1 2" are as likely prose as a table
MAX_LINES = 2000


def spaced(content: str) -> tuple[list[str], list[str], list[list[str]]] | None:
    """``(lines above, header, rows)`` of a single-space table at the end of ``content``."""
    lines = content.split("\n")
    if len(lines) < MIN_ROWS + 1 or len(lines) > MAX_LINES or "|" in content:
        return None
    rows: list[list[str]] = []
    width = 0
    i = len(lines) - 1
    while i >= 0:
        row = _row(lines[i])
        if row is None or (width and len(row) != width):
            break
        width = len(row)
        rows.append(row)
        i -= 1
    if len(rows) < MIN_ROWS or i < 0:
        return None
    header = _header(lines[i], width)
    if header is None:
        return None
    rows.reverse()
    return lines[:i], header, rows


def _row(line: str) -> list[str] | None:
    """``[name, cell, ...]`` of a row line: a name, then two or more cells of one shape
    (plain figures, or "9783 vs 8077 (1.21x)" pairs); the name takes the fewest words that
    leave the rest all of one shape ("RTX 4090 9783 vs 8077 ..." is named "RTX 4090")."""
    words = line.split()
    if not words or _FIGURE_TOKEN.fullmatch(words[0]) or len(words) > MAX_WORDS:
        return None
    for k in range(1, len(words) - 1):
        rest = " ".join(words[k:])
        for shape in (_PLAIN_CELL, _PAIR_CELL):
            cells = [m.group(0).strip() for m in shape.finditer(rest)]
            if len(cells) >= 2 and sum(len(c) for c in cells) + len(cells) - 1 == len(rest):
                return [" ".join(words[:k]), *cells]
    return None


def _header(line: str, width: int) -> list[str] | None:
    """The header cut into ``width`` cells from the right, or None when it cannot be."""
    groups: list[str] = []
    for word in line.split():
        if word.startswith("(") and groups:
            groups[-1] = f"{groups[-1]} {word}"  # "PP (t/s)": the unit stays with its name
        else:
            groups.append(word)
    if len(groups) < width or any(_FIGURE_TOKEN.fullmatch(g) for g in groups):
        return None
    names = len(groups) - (width - 1)
    return [" ".join(groups[:names]), *groups[names:]]
