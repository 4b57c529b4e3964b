"""Pipe tables whose line breaks were lost: a whole table written on one line.

A page stored with its line breaks turned into spaces keeps a Markdown table's pipes but
puts its header, separator and rows on one line, between the prose around them::

    ... in 141 GB. | Workload | Winner | Margin | |---|---|---| | MoE decode | H200 | 2.72x | ...

Read as one line, no cell keeps its row or its column (reading rules §2: a cell's scope is
its row with its headers). The separator says how many columns there are (n), so the table
is put back: the n cells right before the separator are the header, and each run of n
cells after it, opened by a pipe after nothing but spaces, is a row; the first text that
is not such a run (the prose after the table, the end of the line) ends it, as does the
header of the next table on the line. The table is written on lines of its own, set apart
from the prose by blank lines. Anything else is left as written: a separator alone on its
line is an ordinary table's, and a header or a row that does not fill the separator's
columns leaves the line as it was. One pass over each line that holds a separator after
other text: linear time.
"""

from __future__ import annotations

import re

# "|---|---|---|", "| :--- | ---: |": a separator run inside a line, after a space
_SEPARATOR = re.compile(r"(?<=[ \t])\|(?:[ \t]{0,2}:?-{3,}:?[ \t]{0,2}\|){1,32}")
_QUICK = re.compile(r"[ \t]\|[ \t]{0,2}:?---")
MAX_LINE = 200_000


def _header_start(line: str, sep_start: int, columns: int, floor: int) -> int | None:
    """Where the header of ``columns`` cells right before the separator opens (its first
    pipe), when the header's closing pipe is followed by nothing but spaces and it opens at
    or after ``floor``."""
    close = line.rfind("|", floor, sep_start)
    if close < 0 or line[close + 1 : sep_start].strip():
        return None
    at = close
    for _ in range(columns):
        at = line.rfind("|", floor, at)
        if at < 0:
            return None
    if at > 0 and not line[at - 1].isspace():
        return None  # "a|b | c |": the header's first pipe must open it
    return at


def _rows(line: str, start: int, columns: int, limit: int) -> tuple[list[str], int]:
    """The rows of ``columns`` cells that follow ``start``, each opened by a pipe after
    nothing but spaces, none past ``limit``; and where the last of them ends."""
    rows: list[str] = []
    pos = start
    while True:
        open_at = pos
        while open_at < limit and line[open_at] in " \t":
            open_at += 1
        if open_at >= limit or line[open_at] != "|":
            return rows, pos
        at = open_at
        for _ in range(columns):
            at = line.find("|", at + 1, limit)
            if at < 0:
                return rows, pos
        if not line[open_at + 1 : line.find("|", open_at + 1)].strip():
            return rows, pos  # a row opens with its name, never with an empty cell
        rows.append(line[open_at : at + 1])
        pos = at + 1


def _unflattened(line: str) -> str | None:
    """``line`` with each pipe table written on it put on lines of its own, or None."""
    seps = list(_SEPARATOR.finditer(line))
    if not seps:
        return None
    # header start, separator start and end, rows, where the last row ends
    found: list[tuple[int, int, int, list[str], int]] = []
    floor = 0
    for k, sep in enumerate(seps):
        columns = sep.group(0).count("|") - 1
        head = _header_start(line, sep.start(), columns, floor)
        if head is None:
            continue
        limit = len(line)
        if k + 1 < len(seps):
            nxt = seps[k + 1]
            nxt_head = _header_start(line, nxt.start(), nxt.group(0).count("|") - 1, sep.end())
            limit = nxt_head if nxt_head is not None else nxt.start()
        rows, floor_at = _rows(line, sep.end(), columns, limit)
        if not rows:
            continue
        found.append((head, sep.start(), sep.end(), rows, floor_at))
        floor = floor_at
    if not found:
        return None
    parts: list[str] = []
    pos = 0
    for head, sep_start, sep_end, rows, rows_end in found:
        before = line[pos:head].strip()
        if before:
            parts.append(before)  # the prose before the table, a paragraph of its own
        parts.append("\n".join([line[head:sep_start].strip(), line[sep_start:sep_end], *rows]))
        pos = rows_end
    if line[pos:].strip():
        parts.append(line[pos:].strip())
    return "\n\n".join(parts)


def unflatten_tables(text: str) -> str:
    """``text`` with every pipe table written on one line among other text put back on
    lines of its own (see the module docstring)."""
    if "|" not in text or _QUICK.search(text) is None:
        return text
    lines = text.split("\n")
    changed = False
    for i, line in enumerate(lines):
        if len(line) > MAX_LINE or _QUICK.search(line) is None:
            continue
        got = _unflattened(line)
        if got is not None:
            lines[i] = got
            changed = True
    return "\n".join(lines) if changed else text
