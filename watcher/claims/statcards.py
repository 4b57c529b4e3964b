"""Stat cards: a figure alone on its line, its unit and caption on the line under it.

A web page's key-figure block, copied as text, puts the number on a line of its own and its
unit, with what it measures and on what, on the next line::

    12.5K
    tok/s, Qwen3 8B, 1xH100

Read line by line, the number has no unit and the caption no number. The two lines are one
statement (reading rules §4: a unit may be written apart from its number; §2: the caption is
the figure's own unit of scope, so its model, GPU and count are the figure's), so the line
break between them becomes a space. The text keeps its length, so every position found
later still points where it did.

The join is strict, so no table, list or log is rejoined by chance: the figure line holds
one number and nothing else (an approximate mark before it, a "k" or "M" after it, a "+"
for "1,000+"), and the caption line starts with a unit of the shared tables
(``patterns.UNIT_ONLY``: "tok/s", "토큰/초", "ms", "GB", "x"), which ends at a word boundary.
A caption that opens with a word a unit is also spelled as ("Go", "Mo", "mal", a lone
"s") joins nothing. One pass over the lines: linear time.
"""

from __future__ import annotations

import re

from watcher.claims.numbers import _NUM
from watcher.claims.patterns import UNIT_ONLY

# "12.5K", "4,741", "~1,700", "1,000+": the whole line is one number
_FIGURE_LINE = re.compile(rf"[ \t]*[~≈]?[ \t]?{_NUM}\+?[ \t]*")
# words a unit is also spelled as: French "Go"/"Mo" (octets) and German "mal" open prose
# as often as a caption, and a lone "s" is a letter
_WORD_UNITS = frozenset({"go", "mo", "mal", "s", "g"})
MAX_FIGURE_LINE = 24


def _caption_unit(line: str) -> bool:
    """True when ``line`` opens with a unit (not a word spelled like one)."""
    m = UNIT_ONLY.match(line.lstrip())
    return m is not None and m.group(0).lower() not in _WORD_UNITS


def join_stat_cards(text: str) -> str:
    """``text`` with each stat card's figure line joined to the unit caption under it."""
    if "\n" not in text:
        return text
    out = list(text)
    joined = False
    pos = 0
    prev: tuple[int, int] | None = None  # the last line, when it held only a figure
    while pos <= len(text):
        end = text.find("\n", pos)
        end = len(text) if end < 0 else end
        if prev is not None and _caption_unit(text[pos:end]):
            out[prev[1]] = " "  # the figure line's newline
            joined = True
        figure = end - pos <= MAX_FIGURE_LINE and _FIGURE_LINE.fullmatch(text, pos, end)
        prev = (pos, end) if figure and end < len(text) else None
        pos = end + 1
    return "".join(out) if joined else text
