"""A pipe table each of whose lines was made a list item, read as the table it is.

A table copied through an editor that bulleted every line reaches the reader as a list::

    - | Quantization | Speed (2048 tokens) | Speed (8192 tokens) |
    - | ------------ | :-----------------: | :-----------------: |
    - | BF16         | 30.1                | 27.9                |

Markdown shows a list of lines, each holding its cells; no line is a table, so each row
is read apart from its header and the bare numbers, whose metric and unit only the header
names, are lost (reading rules §2: a table row is read with its headers; §4: a unit may sit
only in a table header). A run of list items that are each one pipe row, the second of
them a separator row, is the table: each item's marker is dropped, so the lines parse as a
table again. One pass over the lines: linear time.
"""

from __future__ import annotations

import re

# "- | a | b |": a bullet, then one pipe row (the bullet's own indent at most three spaces)
_LISTED_ROW = re.compile(r"[ ]{0,3}([-*+])[ \t]{1,4}(?=\|)")
# "| --- | :---: |": a separator row
_SEPARATOR = re.compile(r"\|(?:[ \t]{0,8}:?-{2,}:?[ \t]{0,8}\|){1,64}[ \t]*")
MIN_ROWS = 3  # a header, its separator and one row


def _row_marker(line: str) -> re.Match[str] | None:
    """The list marker of a line that is one listed pipe row, or None."""
    m = _LISTED_ROW.match(line)
    if m is None or not line.rstrip().endswith("|"):
        return None
    return m


def unlisted_tables(text: str) -> str:
    """``text`` with every bulleted pipe table's markers dropped (see the module docstring)."""
    if "|" not in text:
        return text
    lines = text.split("\n")
    i, n = 0, len(lines)
    while i < n:
        first = _row_marker(lines[i])
        if first is None:
            i += 1
            continue
        j = i + 1
        while j < n and (m := _row_marker(lines[j])) is not None and m.group(1) == first.group(1):
            j += 1
        second = _row_marker(lines[i + 1]) if i + 1 < j else None
        if (
            j - i >= MIN_ROWS
            and second is not None
            and _SEPARATOR.fullmatch(lines[i + 1][second.end() :].strip())
        ):
            for k in range(i, j):
                lines[k] = lines[k].lstrip(" ")[1:].lstrip(" \t")
        i = j
    return "\n".join(lines)
