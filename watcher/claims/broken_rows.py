"""Pipe table rows broken over several lines, each line closed by a pipe.

A web table pasted as text sometimes keeps each cell's closing pipe but loses where a row
ends, so that one row's cells sit on successive lines: one cell a line, or a row broken
after any of its cells::

    Backend |                      | Prompt set | TTFT (ms) | Decode (tok/s) |
    Prompt t/s |                   |---|---|---|
    Gen t/s |                      | Short chats | 410 |
    CPU |                          655 |
    31.2 |                         | Long chats |
    9.8 |                          288 | 502 |

Read line by line, no figure keeps its row or its column (reading rules §2: a cell's scope
is its row with its headers). The rows are put back only where the width is known and the
lines can be dealt into rows of it one way alone:

- a separator line ("---|---|---|") gives the width: the lines right above it must hold
  exactly that many cells (the header), and the lines under it are dealt into rows that
  fill exactly that width, each row ending at a line's end; a line that opens with a pipe
  and a cell opens a row;
- with no separator, a line that opens with a pipe opens each row, and every row must be
  as wide as the first (the header);
- with no separator and no opening pipes, the table is read as cells stacked one per line
  (``stacked``): a header of names right above a first row of a name and bare figures, as
  many as the header's names, and further rows of that shape.

Any line that breaks this (a row overfilled, a row opened before the one above is full, a
last row left short, a second separator among the rows) leaves the whole table as written:
a row dealt off by one cell would put every figure in the wrong column. A table whose rows
already sit one per line is a table as written and is left alone. The rows put back are
written as a plain pipe table with a blank line either side, so the Markdown parser reads it
as any other. This runs before ``split_rows``'s narrower joins, which would join a row's
last cell to the row under it. Lines in fenced code are left alone. Each line is read a
bounded number of times: linear time.
"""

from __future__ import annotations

import re

from watcher.claims.patterns import FENCE
from watcher.claims.stacked import MIN_ROWS, stacked

# "|---|---|", "---|---|---|", "| :--- | ---: |": the separator, whose dashes count columns
_SEPARATOR = re.compile(r"[ \t]*\|?(?:[ \t]*:?-{3,}:?[ \t]*\|){1,64}[ \t]*(?::?-{3,}:?)?[ \t]*")
_DASHES = re.compile(r"-{3,}")
_PIPE = re.compile(r"(?<!\\)\|")  # a cell's own pipe is escaped: "a \| b"
_DIGIT = re.compile(r"\d")
MIN_COLUMNS = 2
MAX_COLUMNS = 64
MIN_FIGURE_ROWS = 2  # rows holding a figure, for the lines to be a table of results
MAX_LINE = 2_000  # a longer line is prose or a whole row, not a broken one


def _closed(line: str) -> bool:
    """A line closed by its cell's pipe ("B200 |", "| 7B | 41.0 |"), not a separator."""
    s = line.strip()
    return (
        len(s) <= MAX_LINE
        and s.endswith("|")
        and not s.endswith("\\|")
        and _SEPARATOR.fullmatch(line) is None
    )


def _separator(line: str) -> bool:
    return "-" in line and len(line) <= MAX_LINE and _SEPARATOR.fullmatch(line) is not None


def _opens(line: str) -> bool:
    """A line that opens a row with its pipe ("| 7B | 41.0 |"), not a run of empty cells."""
    s = line.strip()
    return s.startswith("|") and s.strip("| \t") != ""


def _cells(line: str) -> list[str]:
    """The cells one closed line holds: each pipe closes one ("A | B |" two, "||||" four
    empty ones); a row's opening pipe closes none."""
    s = line.strip()[:-1]  # the last cell's closing pipe
    parts = _PIPE.split(s)
    if _opens(line):
        parts = parts[1:]  # the row's opening pipe
    return [p.strip() for p in parts]


def _figure_rows(rows: list[list[str]]) -> int:
    return sum(any(_DIGIT.search(c) for c in r[1:]) for r in rows)


def _dealt(lines: list[str], width: int) -> list[list[str]] | None:
    """``lines`` dealt into rows exactly ``width`` cells wide, each row ending at a line's
    end and each opening pipe opening a row; None when they cannot be."""
    rows: list[list[str]] = []
    row: list[str] = []
    for line in lines:
        if row and _opens(line):
            return None  # a row opened before the one above was full
        row.extend(_cells(line))
        if len(row) > width:
            return None
        if len(row) == width:
            rows.append(row)
            row = []
    return rows if not row else None


def _under_separator(lines: list[str], s: int) -> tuple[int, list[list[str]]] | None:
    """``(first, grid)`` of the table whose separator is ``lines[s]`` in a run of closed
    lines, its rows the run's lines under it, or None; its header is the lines right above
    the separator (those above the header stay as they are: the table's caption)."""
    width = len(_DASHES.findall(lines[s]))
    if not MIN_COLUMNS <= width <= MAX_COLUMNS:
        return None
    first, held = s, 0
    while first > 0 and held < width:
        first -= 1
        held += len(_cells(lines[first]))
    if held != width:
        return None
    header = _dealt(lines[first:s], width)
    rows = _dealt(lines[s + 1 :], width)
    if header is None or rows is None or not header[0][0]:
        return None
    if any(not r[0] for r in rows) or _figure_rows(rows) < MIN_FIGURE_ROWS:
        return None
    if len(lines) - first == len(rows) + 2:
        return None  # every row on a line of its own: a table as written
    return first, header + rows


def _opened_rows(lines: list[str]) -> list[list[str]] | None:
    """The grid of a run whose every row opens with its pipe, each as wide as the first."""
    if not _opens(lines[0]):
        return None
    width = len(_cells(lines[0]))
    k = 1
    while k < len(lines) and not _opens(lines[k]):
        width += len(_cells(lines[k]))
        k += 1
    if not MIN_COLUMNS <= width <= MAX_COLUMNS:
        return None
    grid = _dealt(lines, width)
    if grid is None or len(grid) == len(lines) or any(not r[0] for r in grid):
        return None
    return grid if _figure_rows(grid[1:]) >= MIN_FIGURE_ROWS else None


def _stacked_rows(lines: list[str]) -> tuple[int, list[list[str]]] | None:
    """``(lines used, grid)`` of a run of cells stacked one or more per line (``stacked``),
    each row ending at a line's end; None when it is no such table."""
    cells: list[str] = []
    ends: set[int] = set()  # how many cells the lines up to each line's end hold
    for line in lines:
        cells.extend(_cells(line))
        ends.add(len(cells))
    got = stacked(cells)
    if got is None:
        return None
    used, header, rows = got
    width = len(header)
    if any(k not in ends for k in range(width, used + 1, width)):
        return None  # a line holds cells of two rows
    count = sum(1 for k in ends if k <= used)
    if count == len(rows) + 1:
        return None  # every row on a line of its own: a table as written
    return count, [header, *rows]


def _table(grid: list[list[str]]) -> list[str]:
    """``grid`` as the lines of a plain pipe table, a blank line either side."""
    head, *rows = grid
    out = ["", "| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    out.extend("| " + " | ".join(r) + " |" for r in rows)
    out.append("")
    return out


def _rebuilt(run: list[str]) -> list[str] | None:
    """A run of closed and separator lines with its broken table rebuilt, or None."""
    # each reader below wants two rows holding a figure, every row whole lines of the run:
    # a run with fewer lines holding a digit is none of their tables (asked before the
    # costlier reading, so a page of thousands of tiny tables reads each run once)
    if sum(1 for line in run if _DIGIT.search(line)) < min(MIN_FIGURE_ROWS, MIN_ROWS):
        return None
    seps = [k for k, line in enumerate(run) if _separator(line)]
    if len(seps) > 1:
        return None  # two tables, or a table with a separator among its rows: not read
    if seps:
        got = _under_separator(run, seps[0])
        return None if got is None else run[: got[0]] + _table(got[1])
    opened = _opened_rows(run)
    if opened is not None:
        return _table(opened)
    stack = _stacked_rows(run)
    return None if stack is None else _table(stack[1]) + run[stack[0] :]


def rejoined_rows(text: str) -> str:
    """``text`` with each pipe table whose rows were broken over lines rebuilt (see the
    module docstring)."""
    if "|" not in text:
        return text
    lines = text.split("\n")
    out: list[str] = []
    fenced = False
    changed = False
    i = 0
    while i < len(lines):
        line = lines[i]
        if FENCE.match(line):
            fenced = not fenced
        if fenced or not (_closed(line) or _separator(line)):
            out.append(line)
            i += 1
            continue
        j = i
        while j < len(lines) and (_closed(lines[j]) or _separator(lines[j])):
            j += 1
        run = lines[i:j]
        got = _rebuilt(run) if len(run) >= 3 else None
        if got is None:
            out.extend(run)
        else:
            out.extend(got)
            changed = True
        i = j
    return "\n".join(out) if changed else text
