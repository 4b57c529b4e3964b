"""A bare multiple in brackets after a token rate is that rate's speedup (reading rules §4).

"vLLM reaches 10,098 tok/s at the same concurrency (~30×)", "decode runs at 120 tok/s
(3x)": the multiple stands alone in its brackets right after a clause that states a token
rate, so it is the ratio of that rate to a baseline, a relative figure of the same metric.
A multiple with words in its brackets ("(2x H100)", "(3x less memory)") is left to the
other rules; so is one after a size, a time or nothing measured.
"""

from __future__ import annotations

import re

from watcher.claims.patterns import TOKEN_RATE_UNIT

# the bracket opened right before the multiple ("(~30×", "( 3x"), and closed right after it
_OPEN_BEFORE = re.compile(r"[(（][ \t]{0,2}(?:~|≈|about[ \t]|roughly[ \t]|nearly[ \t])?[ \t]{0,2}$")
_CLOSE_AFTER = re.compile(r"[ \t]{0,2}[)）]")
# a number and a token rate, then at most a short clause of words (no sentence end, no
# other bracket) before the bracket: "10,098 tok/s at the same concurrency ("
_RATE_BEFORE = re.compile(
    rf"\d[ \t\u00a0]{{0,3}}(?:{TOKEN_RATE_UNIT})(?![A-Za-z0-9_])[^.;:!?()（）\n]{{0,48}}$",
    re.IGNORECASE,
)
_REACH = 110  # the rate, its number and the clause after it


def rate_ratio_in_brackets(text: str, seg_start: int, start: int, end: int) -> bool:
    """True for the multiple from ``start`` to ``end`` standing alone in brackets right
    after a clause of its segment (from ``seg_start``) that states a token rate."""
    opened = _OPEN_BEFORE.search(text, max(seg_start, start - 12), start)
    if opened is None or not _CLOSE_AFTER.match(text, end):
        return False
    return (
        _RATE_BEFORE.search(text, max(seg_start, opened.start() - _REACH), opened.start())
        is not None
    )
