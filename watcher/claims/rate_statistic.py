"""A token rate given as a percentile is one request's rate, not the server's sum.

Reading rules §4 keep one stream's rate (``decode_tok_s``, per user) apart from a server's
output over many requests (``output_tok_s``). A percentile is taken over a distribution, and
a serving run has one aggregate output rate but one rate per request: a "P50 tok/s" column,
a "P99" row of a tokens/s table or "41 tok/s (p90)" at 16 concurrent requests is what one
request saw (LABELLING: a benchmark report's per-request Mean/Median/P95 tokens/s are
``decode_tok_s``; "tok/s/req" at a load keeps the load as the concurrency). The load stays
the figure's concurrency; only the metric changes.

The percentile must be the rate's own: in its own key (the words right before it), its
column's label, or right after its unit. Not read here:

- a "median" or "mean": a writer's median is as often over repeated runs ("median of 3",
  "median throughput" of a server swept five times) as over requests, and a mean may be an
  average over time of the server's sum;
- a percentile that qualifies a latency ("TTFT p50 (10 req)", "P90 延迟", a tool's next key
  "percentile95(ms)"): it is another figure's;
- a rate no single stream reaches (the caller asks only below ``stream.ONE_STREAM_MAX``).
"""

from __future__ import annotations

import re

# "P50", "p99", "P99.9", "percentile", "percentile95", "95th percentile"
_STATISTIC = re.compile(
    r"(?<![a-z0-9.])p(?:50|75|90|95|99(?:\.9)?)(?![0-9.]|[a-z])"
    r"|(?<![a-z])percentile(?:[ \t_]?\d{1,2}(?:\.\d)?)?(?![a-z0-9])",
    re.IGNORECASE,
)
# a latency the percentile qualifies instead, right before it ("TTFT p50", "ITL P99 ")
_LATENCY_BEFORE = re.compile(
    r"(?:ttft|tpot|itl|e2el|latency|latencies|延迟|时延|遅延|지연)[ \t_:]{0,2}$",
    re.IGNORECASE,
)
# ... or right after it ("P90延迟", "p99 latency", "percentile95(ms)")
_LATENCY_AFTER = re.compile(
    r"[ \t_]{0,2}(?:\(?(?:ms|s|sec|ms/tok)\)|ttft|tpot|itl|e2el|latency|延迟|时延|遅延|지연)",
    re.IGNORECASE,
)
_MAY = re.compile(r"p\d|percentile", re.IGNORECASE)
_KEY_REACH = 24  # characters before the figure: its own key ("| P50 |", "p90 tok/s:")
# right after the figure's unit: "41 tok/s (p90)", "t/s, P50", "tok/s p99"
_UNIT_THEN = re.compile(r"[ \t]{0,2}(?:[a-z/]{1,12}[ \t]{0,2})?[(,（]?[ \t]{0,2}$", re.IGNORECASE)


def per_request_statistic(own: tuple[str, str, str]) -> bool:
    """True when the figure's own words (before it, after it, its column's label) name a
    percentile of the rate itself: one request's rate, not a sum. (The caller asks only of
    a rate one stream can reach: ``stream.ONE_STREAM_MAX``.)"""
    before, after, label = own
    return _names(before[-_KEY_REACH:]) or _names(label) or _names_after(after)


def _names(words: str) -> bool:
    """True when ``words`` hold a percentile that qualifies no latency."""
    if not _MAY.search(words):
        return False  # (one cheap look first: most figures' words name no percentile)
    for m in _STATISTIC.finditer(words):
        if not _LATENCY_BEFORE.search(words[max(0, m.start() - 12) : m.start()]) and not (
            _LATENCY_AFTER.match(words, m.end())
        ):
            return True
    return False


def _names_after(after: str) -> bool:
    """True when the words right after the figure (its unit, then a bracket or a comma) are
    a percentile that closes them, not the key of the next figure ("percentile95(ms)")."""
    if not _MAY.search(after):
        return False
    m = _STATISTIC.search(after)
    return (
        m is not None
        and _UNIT_THEN.match(after[: m.start()]) is not None
        and not _LATENCY_AFTER.match(after, m.end())
    )
