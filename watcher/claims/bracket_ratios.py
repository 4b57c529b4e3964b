"""A bare multiple in brackets after a token rate is that rate's speedup (reading rules §4).

"vLLM reaches 10,098 tok/s at the same concurrency (~30×)", "decode runs at 120 tok/s
(3x)": the multiple stands alone in its brackets right after a clause that states a token
rate, so it is the ratio of that rate to a baseline, a relative figure of the same metric.
A multiple with words in its brackets ("(2x H100)", "(3x less memory)") is left to the
other rules; so is one after a size, a time or nothing measured.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from watcher.claims.approx_words import APPROX_OPT
from watcher.claims.document import _Figure, _Span
from watcher.claims.numbers import _NUM, _num
from watcher.claims.patterns import LINE_REACH, TOKEN_RATE_UNIT
from watcher.claims.phases import _throughput_metric
from watcher.claims.word_window import words_before

# the bracket opened right before the multiple ("(~30×", "( 3x"), and closed right after it
_OPEN_BEFORE = re.compile(r"[(（][ \t]{0,2}(?:~|≈|about[ \t]|roughly[ \t]|nearly[ \t])?[ \t]{0,2}$")
_CLOSE_AFTER = re.compile(r"[ \t]{0,2}[)）]")
# a number and a token rate, then at most a short clause of words (no sentence end, no
# other bracket) before the bracket: "10,098 tok/s at the same concurrency ("
_RATE = rf"\d[ \t\u00a0]{{0,3}}(?:{TOKEN_RATE_UNIT})(?![A-Za-z0-9_])"  # "10,098 tok/s"
_RATE_BEFORE = re.compile(rf"{_RATE}[^.;:!?()（）\n]{{0,48}}$", re.IGNORECASE)
_REACH = 110  # the rate, its number and the clause after it
_A_RATE = re.compile(_RATE, re.IGNORECASE)


def rate_ratio_in_brackets(text: str, seg_start: int, start: int, end: int) -> bool:
    """True for the multiple from ``start`` to ``end`` standing alone in brackets right
    after a clause of its segment (from ``seg_start``) that states a token rate."""
    opened = _OPEN_BEFORE.search(text, max(seg_start, start - 12), start)
    if opened is None or not _CLOSE_AFTER.match(text, end):
        return False
    if _RATE_BEFORE.search(text, max(seg_start, opened.start() - _REACH), opened.start()) is None:
        return False
    # two rates before it ("1210 tok/s, the chip 560 tok/s (3x)"): a ratio of the two or
    # nothing, which ``pairs.ratio_of_last_two`` decides
    rates = _A_RATE.finditer(text, max(seg_start, opened.start() - LINE_REACH), opened.start())
    return next(rates, None) is not None and next(rates, None) is None


# "~2.5x tokens/sec (≈170 vs ≈65)": a bracketed pair of bare numbers right after a token
# rate's unit are the two rates the unit names (reading rules §4)
_VS_PAIR_AFTER_RATE = re.compile(
    rf"(?:{TOKEN_RATE_UNIT})(?![A-Za-z0-9_])[ \t]{{0,2}}[(（][ \t]{{0,2}}{APPROX_OPT}(?P<a>{_NUM})"
    rf"[ \t]{{1,2}}(?:vs\.?|versus)[ \t]{{1,2}}{APPROX_OPT}(?P<b>{_NUM})[ \t]{{0,2}}[)）]",
    re.IGNORECASE,
)


def rate_pair_in_brackets(text: str, seg: _Span, covered: Callable[[int], bool]) -> list[_Figure]:
    """Both rates of "tok/s (170 vs 65)" in the segment ``seg`` where no other figure was
    read at either number (``covered``)."""
    out: list[_Figure] = []
    chunk = text[seg.start : seg.end]
    if "vs" not in chunk and "versus" not in chunk:
        return out
    for m in _VS_PAIR_AFTER_RATE.finditer(chunk):
        a_start, b_start = seg.start + m.start("a"), seg.start + m.start("b")
        if covered(a_start) or covered(b_start):
            continue
        metric = _throughput_metric(words_before(text, seg.start + m.start(), seg.start, 100))
        for name in ("a", "b"):
            out.append(
                _Figure(
                    seg.start + m.start(name),
                    seg.start + m.end(name),
                    _num(m.group(name)),
                    None,
                    None,
                    "tok/s",
                    metric,
                    "absolute",
                )
            )
    return out
