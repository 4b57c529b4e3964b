"""Tab-separated lines (a web page's table copied as text) kept whole for the Markdown parser.

A copied table is one line per row, its cells parted by tabs. Two of its lines mean
something else to CommonMark and would cut the table before its cells are found:

- an empty row is a line of tabs alone, which is blank to Markdown and ends the paragraph,
  so the rows under it lose their header; it is dropped, as the empty row it is;
- a header over an empty corner opens with a tab, which makes the line an indented code
  block apart from its rows; that leading tab is dropped (the corner is put back when the
  rows are cut into cells, as for any paragraph whose first tab was lost);
- a header whose first column is "#" (the rows' index) reads as a Markdown heading, and a
  separator row of dashes ("---<tab>---", a second table's header above it) as a thematic
  break; their first character is escaped, as a cell's text (the grid shows escaped
  characters as GitHub does).

Only lines between tabbed lines change, outside fenced code. One pass: linear time.
"""

from __future__ import annotations

import re

from watcher.claims.patterns import FENCE

_HASHES = re.compile(r"#{1,6}\t")
_DASHES = re.compile(r"[ ]{0,3}:?-{2,}:?(?:[ ]*\t[ ]*:?-{2,}:?)+[ \t]*")


def _tabbed(line: str) -> bool:
    """A line that holds text and a tab between cells."""
    return "\t" in line.strip(" \t") and bool(line.strip())


def tab_rows(text: str) -> str:
    """``text`` with the empty rows and tab-led headers of tabbed tables made plain rows."""
    if "\t" not in text:
        return text
    lines = text.split("\n")
    out: list[str] = []
    fenced = False
    n = len(lines)
    for i, line in enumerate(lines):
        if FENCE.match(line):
            fenced = not fenced
        if fenced or "\t" not in line:
            out.append(line)
            continue
        below = lines[i + 1] if i + 1 < n else ""
        if not line.strip(" \t"):
            if out and _tabbed(out[-1]) and _tabbed(below):
                continue  # an empty row between rows: the table goes on
        elif _tabbed(line) and _tabbed(below):
            if line.startswith("\t") and (not out or not out[-1].strip()):
                line = line.lstrip("\t")  # an empty corner, not an indented code block
            elif _HASHES.match(line) or _DASHES.fullmatch(line):
                # "#<tab>Model<tab>...": an index column, not a heading; "---<tab>---": a
                # separator row, not a thematic break
                line = "\\" + line.lstrip(" ")
        out.append(line)
    return "\n".join(out)
