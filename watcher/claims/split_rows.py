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
its columns, a caption, a blank line that ends the table). One pass over the lines.
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
