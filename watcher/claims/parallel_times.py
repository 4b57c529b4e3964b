"""Parallel clauses: a later clause's bare times follow the earlier clause's metrics in order.

"An H100 gives 3.1 ms TPOT and a TTFT of 120 ms; an A100 gives 5.4 ms and 210 ms": the second
clause repeats the first's shape on another setup and names no metric of its own, so its
times are, in order, the metrics the first clause named (5.4 ms TPOT, 210 ms TTFT), not the
metric written nearest before them (reading rules §2: the clause first; the nearest word is
the earlier clause's last figure's). Only a clause of as many times as the earlier one, which
named at least two distinct metrics, is read so. The earlier clause may be the previous sentence
of the same line ("The H100 reaches 95 ms TTFT and 12 ms TPOT. The A100 reaches 160 ms and 19
ms."): a sentence that names no metric repeats the one before it as a clause would. Patterns are
bounded.
"""

from __future__ import annotations

import re

from watcher.claims.timing import metric_named_after, time_metric_spans

_TIME = re.compile(
    r"(?<![\w.,])\d{1,6}(?:\.\d{1,3})?[ \t]{0,2}"
    r"(?:ms|msec|milliseconds?|s|sec|secs|seconds?|毫秒|秒)(?![a-z])",
    re.IGNORECASE,
)
_BREAK = re.compile(r"[;；]|[.!?](?=[ \t]{1,2}[A-Z])|。|,[ \t]{1,2}(?:while|whereas)(?![a-z])")
_REACH = 200  # characters a clause pair spans either way
_SENTENCE_END = re.compile(r"[.!?。！？][ \t]{0,2}$")


def _named(text: str, times: list[re.Match[str]], lo: int) -> list[str] | None:
    """The metric each of ``times`` (an earlier clause's, opening at ``lo``) is named with."""
    out = []
    for i, fig in enumerate(times):
        which = metric_named_after(text, fig.end())
        if which is None:
            spans = time_metric_spans(text[times[i - 1].end() if i else lo : fig.start()])
            which = max(spans)[2] if spans else None  # the nearest before it
        if which is None:
            return None
        out.append(which)
    return out


def parallel_time_metric(text: str, floor: int, ceiling: int, start: int) -> str | None:
    """The metric of the time at ``start`` read from the earlier clause it repeats, if any."""
    line = text.rfind("\n", max(0, floor - _REACH), floor) + 1 or max(0, floor - _REACH)
    if line < floor and _SENTENCE_END.search(text, line, floor):
        floor = line  # the sentence before, on the same line, is the earlier clause
    breaks = list(_BREAK.finditer(text, max(floor, start - _REACH), start))
    if not breaks:
        return None
    own_lo = breaks[-1].end()
    nxt = _BREAK.search(text, start, min(ceiling, start + _REACH))
    own_hi = nxt.start() if nxt else min(ceiling, start + _REACH)
    if time_metric_spans(text[own_lo:own_hi]):
        return None  # the clause names its own metric
    own = list(_TIME.finditer(text, own_lo, own_hi))
    prev_lo = breaks[-2].end() if len(breaks) > 1 else max(floor, start - _REACH)
    prev = list(_TIME.finditer(text, prev_lo, breaks[-1].start()))
    if len(own) < 2 or len(prev) != len(own):
        return None
    named = _named(text, prev, prev_lo)
    if named is None or len(set(named)) < 2:
        return None
    for fig, which in zip(own, named, strict=True):
        if fig.start() - 2 <= start < fig.end():
            return which
    return None
