"""A bound sign set right after a speed or latency metric's name is a threshold, not a run.

Reading rules §2: goals, targets and questions are not measurements. A criterion list states
the bar a run must clear by writing the metric's name and a bound sign before the figure:
"TTFT < 100ms", "Sustained throughput > 10 tokens/sec", "API Response Time: < 50ms",
"TTFT(p99)<4s；TPOT(P99)<160ms" (LABELLING: a Target column's "< 80ms, > 100 tps" and MLPerf's
TTFT thresholds are goals; comfort and guidance thresholds are not claims). A bound a run
reports keeps its reading when the words before it say so ("we measured TTFT < 100 ms").
Memory is left out: a size's bound is often what a run used ("peak < 20 GB"). An arrow ("42.3
-> 31.6 ms") is a change, no bound.
"""

from __future__ import annotations

import re

_METRIC = (
    r"(?:ttft|tpot|itl|tbt|e2el|latency|response[ \t]time|time[ \t]to[ \t]first[ \t]token"
    r"|time[ \t]per[ \t]output[ \t]token|throughput|tok(?:en)?s?/s(?:ec)?|tps"
    r"|tokens?[ \t]per[ \t]sec(?:ond)?)"
)
# the metric's name, a percentile or an abbreviation in brackets, a colon or emphasis, the sign
_THRESHOLD = re.compile(
    r"(?<![a-z])" + _METRIC + r"(?![a-z])"
    r"(?:[ \t]{0,2}[(（][ \t]?(?:p\d{2}(?:\.\d{1,2})?|[a-z]{2,5})[ \t]?[)）])?"
    r"[ \t*_]{0,3}[:：]?[ \t*_]{0,3}"
    r"(?:<=?|(?<!-)(?<!=)>=?|≤|≥|＜|＞)[ \t]{0,2}[~≈]?[ \t]{0,2}$",
    re.IGNORECASE,
)
# words that say the bound was measured
_RUN = re.compile(
    r"(?<![a-z])(?:measured|observed|achieve[sd]?|achieving|got|get|gets|reached|reaches"
    r"|deliver(?:s|ed)?|we[ \t]see|we[ \t]saw|results?)(?![a-z])|实测|測得|实现|達成|达到",
    re.IGNORECASE,
)


def is_threshold(before: str) -> bool:
    """True when ``before`` (a figure's words before it) ends on a speed or latency metric's
    name and a bound sign ("TTFT < ", "throughput > "), and no words of a run precede it."""
    window = before[-60:]
    m = _THRESHOLD.search(window)
    return m is not None and _RUN.search(window, 0, m.start()) is None
