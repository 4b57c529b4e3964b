"""Pipe-table rows broken after their first cell, joined again.

A wiki or blog page copied as text often breaks a table row after its first cell (the
cell held a line break, a link or a long name), so the row's name stands on a line of its
own and its figures on the next::

    Model | VRAM (GB) | Latency (s) | Throughput (tok/s) |
    ---|---|---|---|
    Llama-3.2-3B |
    2.1 | 1.59 | 38.2 |

Read line by line, every figure lands one column to the left of its header: the latency
under "VRAM", the rate under "Latency". Reading rules §2 give a table cell its row and its
headers, so the row is put back together first: a line inside a pipe table that holds one
cell closed by its pipe, followed by a line holding one cell fewer than the table's
separator counts, is one row. Anything else is left as written (a line of a row that fills
its columns, a caption, a blank line that ends the table).

Another copy breaks a row after every cell: the row opens with its pipe on one line and
each further cell sits on a line of its own, closed by its pipe::

    | Engine |
    Prefill |
    Decode |
    | vLLM |
    ~15000 tokens/s |
    ~98 tokens/s |

Such a run of lines is one row; the rows are joined when at least two of them hold the same
number of cells (a table, not a stray pipe). One pass over the lines for each layout.
"""

from __future__ import annotations

import re

# "|---|---|---|", "---|---|", "| :--- | ---: |": a table's separator, whose dashes count
# the columns
_SEPARATOR = re.compile(r"[ \t]*\|?(?:[ \t]*:?-{3,}:?[ \t]*\|){1,64}[ \t]*(?::?-{3,}:?)?[ \t]*")
_DASHES = re.compile(r"-{3,}")
# "Llama-3.2-3B |", "| Llama-3.2-3B |": one cell's text closed by its pipe, alone on a line
_ONE_CELL = re.compile(r"[ \t]*\|?[ \t]*[^|\s][^|\n]{0,199}\|[ \t]*")
MIN_COLUMNS = 3


def _cell_count(line: str) -> int:
    """How many cells a pipe-table line holds (its outer pipes are no cell borders)."""
    s = line.strip()
    if s.startswith("|"):
        s = s[1:]
    if s.endswith("|"):
        s = s[:-1]
    return s.count("|") + 1


def join_split_rows(text: str) -> str:
    """``text`` with each pipe-table row broken after its first cell on one line again."""
    if "---" not in text or "|" not in text:
        return text
    lines = text.split("\n")
    out: list[str] = []
    width = 0  # the columns of the table the line is in; 0 outside a table
    i = 0
    while i < len(lines):
        line = lines[i]
        i += 1
        if "-" in line and _SEPARATOR.fullmatch(line):
            width = len(_DASHES.findall(line))
        elif "|" not in line:
            width = 0  # a line with no cell ends the table
        elif (
            width >= MIN_COLUMNS
            and i < len(lines)
            and _ONE_CELL.fullmatch(line)
            and "|" in lines[i]
            and not _ONE_CELL.fullmatch(lines[i])
            and _cell_count(lines[i]) == width - 1
        ):
            out.append(f"{line.rstrip()} {lines[i].strip().lstrip('|').lstrip()}")
            i += 1
            continue
        out.append(line)
    return "\n".join(out)


# "| vLLM |": a row's first line, opened and closed by a pipe; "~98 tokens/s |": a further
# cell of the same row, closed by its pipe only
_OPENED = re.compile(r"[ \t]*\|[^\n]{0,400}\|[ \t]*")
_CLOSED_ONLY = re.compile(r"[ \t]*[^|\s][^\n]{0,400}\|[ \t]*")
MIN_ROWS = 2


def join_cell_lines(text: str) -> str:
    """``text`` with each pipe-table row written one cell per line on one line again."""
    if "|\n" not in text:
        return text
    lines = text.split("\n")
    rows: list[tuple[int, int, int]] = []  # first line, end line, cells of each broken row
    i = 0
    while i < len(lines):
        if not _OPENED.fullmatch(lines[i]):
            i += 1
            continue
        end = i + 1
        while end < len(lines) and _CLOSED_ONLY.fullmatch(lines[end]):
            end += 1
        if end > i + 1:
            cells = sum(_cell_count(line) for line in lines[i:end])
            rows.append((i, end, cells))
        i = end
    widths: dict[int, int] = {}
    for _, _, cells in rows:
        widths[cells] = widths.get(cells, 0) + 1
    joined = [r for r in rows if r[2] >= MIN_COLUMNS and widths[r[2]] >= MIN_ROWS]
    if not joined:
        return text
    out: list[str] = []
    at = 0
    for first, end, _ in joined:
        out.extend(lines[at:first])
        parts = [lines[first].rstrip()] + [line.strip() for line in lines[first + 1 : end]]
        out.append(" ".join(parts))
        at = end
    out.extend(lines[at:])
    return "\n".join(out)
