"""A table whose rows cannot hold a figure: "| H100 | vLLM |" over "| FP8 | AR |".

A table's cells are read by ``cell_figure`` (a figure at the cell's start, or at the start
of a part of the cell) and by ``prose_cells`` (a sentence in a cell). A table of names only
holds digits, but each inside a word ("FP8", "H100", "W4A16"), and none can start a figure:

- every figure the cell reader takes starts at a digit that opens its part of the cell, or
  follows only what the reader sets aside before a number: spaces, Markdown emphasis ("**"),
  a status mark, or an approximation ("~", "≈", "<", "about ", "up to "). Every part a cell
  is cut into (``headers._compound``, ``arrow_cells.arrow_parts``) but the whole cell opens
  with a space or a "~" before its digit, or at a digit itself, and a cell opens after a
  pipe, a space or the line's start. So such a digit never follows a letter, a digit or an
  underscore on its line;
- a cell read as prose holds a digit and is a sentence (``prose_cells.holds_prose``).

So a table whose every digit follows an ASCII letter, digit or underscore on its row's line,
and none of whose cells with a digit is a sentence, yields no figure: its cells need not be
weighed (no number is weighed, so ``_Doc.weighed`` stands as it would). A cell reading that
starts a figure anywhere else (after a letter: "x1.5", "v2") must change this test with it.
"""

from __future__ import annotations

import re

from watcher.claims.prose_cells import holds_prose
from watcher.claims.units import _cells, _Table

_DIGIT = re.compile(r"\d")
# a digit that may open a number: at the line's start, or after anything but [A-Za-z0-9_]
_OPEN_DIGIT = re.compile(r"(?<![A-Za-z0-9_])\d")


def holds_no_figure(text: str, table: _Table) -> bool:
    """True when no row of ``table`` can yield a figure (see the module's account)."""
    for row in table.rows:
        line = text[row.start : row.end]
        if _DIGIT.search(line) is None:
            continue
        if _OPEN_DIGIT.search(line) is not None:
            return False
        if any(holds_prose(cell) for cell in _cells(line) if _DIGIT.search(cell)):
            return False
    return True
