"""A multiple in the last column of a plain-text table whose header ends in "Speedup".

A paper's or a docs page's table pasted without its borders keeps one line per row, the
header line above the rows and the multiple last on every row::

    GPU Target Draft Ours (ms/token) Baseline (ms/token) Speedup
    A100 Llama2-7B JackFram-68M 6.0 24.2 4.04x

The header names what the multiple is (reading rules §4: a speedup is a relative figure;
LABELLING: a Speedup column is a speedup), though no speed word sits within the row. Only a
multiple that ends its line, under a header line that ends in that word with only such rows
between, is read so; the look back is bounded, so a long body stays linear.
"""

from __future__ import annotations

import re

# how far above the multiple its header may lie
_REACH = 2000
_HEADER_END = re.compile(
    r"(?:speed[ \t\-]?ups?|加速比|加速倍数|高速化率|속도[ \t]?향상)"
    r"(?:[ \t]{0,2}[(（](?:x|×|倍)[)）])?[ \t*_|]{0,4}$",
    re.IGNORECASE,
)
_LINE_END = re.compile(r"[ \t*_|]{0,4}(?:\n|$)")
# a row of such a table: it ends in its own multiple
_ROW_END = re.compile(r"\d(?:\.\d{1,4})?[ \t]?[x×][ \t*_|]{0,4}$")


def in_speedup_column(text: str, start: int, end: int, memo: dict[int, int]) -> bool:
    """True for a multiple (``start``..``end``, its sign included) that ends its line under
    a header line ending in "Speedup" within reach, every line between them a row ending in
    a multiple. ``memo`` keeps each line's header start (-1: none) by the line's start, so
    every line is looked at once."""
    if _LINE_END.match(text, end) is None:
        return False
    line_start = text.rfind("\n", 0, start) + 1
    seen: list[int] = []
    header = -1
    while line_start not in memo:
        seen.append(line_start)
        if line_start == 0:
            break  # the text's first line: nothing above it
        above = text.rfind("\n", 0, line_start - 1) + 1
        if _HEADER_END.search(text, above, line_start - 1):
            header = above
            break
        if _ROW_END.search(text, above, line_start - 1) is None:
            break
        line_start = above
    else:
        header = memo[line_start]
    for s in seen:
        memo[s] = header
    return header >= 0 and start - header <= _REACH
