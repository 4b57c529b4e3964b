"""A multiple in a table cell read as the gain of the column before it, and the marks an
approximate or checked cell carries before its figure.

"| Q4_0 | Q4_0_R8 | Speedup |": a multiple whose header names nothing is the ratio of the two
columns before it when those divide to it, the nearer one the better (the higher rate, or
the shorter time when its header names a time).
"""

from __future__ import annotations

import re

from watcher.claims.approx_words import APPROX_MARK
from watcher.claims.numbers import _value
from watcher.claims.patterns import NUMBER

# "~38 ms", "<1 tok/s", "up to ~380": an approximate figure or a bound is read as its number
# "✅ 14.68 token/s", "⚠️ 3.1 tok/s": a status mark before the figure (it ran, with a warning)
# is no part of it; a crossed-out run ("❌ 2.1") is left unread
APPROX_CELL = re.compile(
    r"^(?:[✅✔✓☑⚠]\ufe0f?[ \t]{0,2})?"
    r"(?:(?:" + APPROX_MARK + r"|[<>≤≥]=?|up[ \t]to[ \t])[ \t]{0,2}){0,2}",
    re.IGNORECASE,
)

_LOWER_IS_BETTER = re.compile(
    r"(?<![a-z/])(?:ms|s|sec|seconds?|latency|time|ttft|tpot|itl)(?![a-z/])|延迟|时间|時間|지연",
    re.IGNORECASE,
)


# "tokens per second", "t/s", "TPS": a rate, whose higher figure is the better
_A_RATE = re.compile(r"per[ \t]s|/[ \t]?s(?![a-z])|tps|tok|token", re.IGNORECASE)


def left_is_better(cells: list[str], headers: list[str], i: int, ratio: float) -> bool:
    """True when the multiple in column ``i`` is column ``i - 1``'s gain over column
    ``i - 2``: the two cells divide to it, and ``i - 1`` holds the better figure (the higher
    rate, or the shorter time when its header names a time)."""
    if i >= len(cells) or i - 1 >= len(headers):
        return False
    a = NUMBER.match(APPROX_CELL.sub("", cells[i - 2].strip().replace("**", "")))
    b = NUMBER.match(APPROX_CELL.sub("", cells[i - 1].strip().replace("**", "")))
    if a is None or b is None:
        return False
    before, after = _value(a.group("lo"), None)[0], _value(b.group("lo"), None)[0]
    if before <= 0 or after <= 0 or ratio <= 1:
        return False
    lower = bool(_LOWER_IS_BETTER.search(headers[i - 1])) and not _A_RATE.search(headers[i - 1])
    gain = before / after if lower else after / before
    return abs(gain - ratio) <= ratio * 0.06
