"""Multiples written in words or without their sign: "five times faster", "a fourfold jump",
"twice as fast", and "2.2 higher throughput" where a paper's "2.2×" lost its sign.

LABELLING: multipliers in words and ones that lost their × sign are speedups ("doubled" and
"doubles" are not). The pattern itself requires the comparative, so only the multiple's own
filters (costs, kernels, a count of cards) are left to apply.
"""

from __future__ import annotations

import re

_WORDS = {
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
    "eleven": 11,
    "twelve": 12,
    "fifteen": 15,
    "twenty": 20,
    "thirty": 30,
    "fifty": 50,
    "hundred": 100,
}
_METRIC = (
    r"(?:[a-z\-]{2,12}[ \t]{1,2})?(?:throughput|latency|ttft|tbt|tpot|itl|speed|tokens?"
    r"|performance|inference|generation|decod(?:e|ing)|prefill)(?![a-z])"
)
_COMPARED = (
    r"(?:faster|quicker|slower|(?:higher|lower|greater|better|more|less)[ \t]{1,2}" + _METRIC + r")"
)
# a bare number before "more"/"less" counts things ("4 more tokens per second", "2 less
# GPUs"): only a comparative of speed or of a measure makes it a multiple that lost its sign
# ("2 faster GPUs" counts cards: a bare "faster" must end its phrase or open "than")
_COMPARED_BARE = (
    r"(?:(?:faster|quicker|slower|higher|lower|greater|better)[ \t]{1,2}"
    + _METRIC
    + r"|(?:faster|quicker|slower)(?=[ \t]{0,2}(?:[,.;:)]|$|than(?![a-z]))))"
)
_ALT = "|".join(_WORDS)
WORD_MULTIPLE = re.compile(
    # "twice as fast", "twice the throughput"
    r"(?<![A-Za-z\-])(?P<twice>twice)(?=[ \t]{1,2}(?:as[ \t]{1,2}(?:fast|quick)|the[ \t]{1,2}"
    r"(?:throughput|speed|tokens?)))"
    # "five times faster", "five-times higher throughput", "a fourfold jump"
    # "two to three times faster": a range, both ends kept
    r"|(?<![A-Za-z\-])(?P<w>" + _ALT + r")(?:[ \t]{1,2}(?:to|or)[ \t]{1,2}(?P<w2>" + _ALT + r"))?"
    r"(?:[ \t\-]{1,2}times|[ \t\-]?fold)"
    # "five times more than before"
    r"(?=[ \t]{1,2}(?:" + _COMPARED + r"|more[ \t]{1,2}than|as[ \t]{1,2}(?:fast|quick)"
    r"|(?:jump|increase|improvement|speed[ \t\-]?up|boost)(?![a-z])))"
    # "up to 2.2 higher throughput", "20 lower TTFT", "32.8 speedup": the sign lost
    r"|(?<![\w.,$€£#/\-])(?P<n>\d{1,3}(?:\.\d{1,2})?)(?=[ \t]{1,2}(?:"
    + _COMPARED_BARE
    + r"|speed[ \t\-]?up(?![a-z])))",
    re.IGNORECASE,
)


def multiple_value(m: re.Match[str]) -> tuple[float, float | None, float | None]:
    """(value, low end, high end) of the multiple a :data:`WORD_MULTIPLE` match states."""
    if m.group("twice"):
        return 2.0, None, None
    if m.group("w"):
        low = float(_WORDS[m.group("w").lower()])
        if m.group("w2"):
            high = float(_WORDS[m.group("w2").lower()])
            return (low + high) / 2, low, high
        return low, None, None
    return float(m.group("n")), None, None
