"""A numbered item's nested lines, indented as a bulleted item's are, kept inside the item.

Writers indent what belongs to a list item by two spaces whatever its marker: "- RTX 3090:"
over "  - 350 W: 81 t/s", and just the same "1. RTX 3090:" over "  - 350 W: 81 t/s". To
CommonMark the second is no nesting: "1. " opens its item's content at the fourth column, so
a two-space line under it is a new list (or quote, or code fence) beside the item, and the
lead-in's GPU no longer reaches the bullets under it (reading rules §2: the list item
decides). A text is read the same with either marker, so before parsing each line under a
numbered item is moved right by what the wider marker takes ("1. " one column, "10. " two),
for every numbered item around it; a fenced block moves as one, its columns kept.
"""

from __future__ import annotations

import re

# an ordered item's marker and the spaces after it: "1. ", "12) "
_ORDERED = re.compile(r"( {0,12})\d{1,3}[.)]( {1,4})(?=\S)")
_ANY_ORDERED = re.compile(r"^ {0,12}\d{1,3}[.)] {1,4}\S.*\n(?:[ \t]*\n)* {2}", re.MULTILINE)
_FENCE = re.compile(r" {0,16}(?:```|~~~)")


def nest_numbered(text: str) -> str:
    """``text`` with the lines under each numbered item moved right so they nest in it."""
    if not _ANY_ORDERED.search(text):  # no numbered item with an indented line under it
        return text
    lines = text.split("\n")
    items: list[tuple[int, int]] = []  # open numbered items: (marker column, shift inside)
    fenced, fence_shift = False, 0
    for i, line in enumerate(lines):
        if fenced:  # a fenced block moves as one, so its columns stay as written
            lines[i] = " " * fence_shift + line
            fenced = not _FENCE.match(line)
            continue
        if not line.strip():
            continue
        indent = len(line) - len(line.lstrip(" "))
        while items and indent <= items[-1][0]:
            items.pop()  # the line stands at or left of that item's marker: the item ended
        shift = sum(s for _, s in items)
        lines[i] = " " * shift + line
        if _FENCE.match(line):
            fenced, fence_shift = True, shift
            continue
        m = _ORDERED.match(line)
        if m and m.end() - indent > 2:  # "1. " takes one column more than "- "
            items.append((indent, m.end() - indent - 2))
    return "\n".join(lines)
