"""A time whose sentence names no metric, read with the metric of the sentence before it.

"Without EAGLE3, each token waited an average of nearly 28 ms. With EAGLE3, that wait drops
to under 12 ms." and "Inter-Token Latency, P50 showing 0ms and P90 showing 50ms. Meanwhile,
vllm shows a smoother variation, 12ms and 13ms respectively." go on measuring what the
sentence before named; so does "the first token ... always take long time. Sometimes even
more than 60 ms." Reading rules §2 make the paragraph the unit that encloses a sentence: a
time its own sentence gives no metric words takes the one time metric the sentence just
before it, in the same paragraph, measured (its time figure) or named (its words: a first
token's or a token's time; "latency" named in passing is a topic, not a figure's). The time
still goes through every check of a first reading (a setting, a step around the run, a goal,
a question), with only the missing words supplied. A sentence that names two time metrics,
or whose time figure is of another order of magnitude, carries none; nor does worked
arithmetic ("≈ 6.56ms + 5ms") or a line that ends on no full stop (a heading, a title), and
a sentence that names a time metric of its own keeps it.
"""

from __future__ import annotations

import re
from bisect import bisect_left

from watcher.claims.document import _Doc, _Figure, _Span
from watcher.claims.models import E2E, TPOT, TTFT
from watcher.claims.numbers import _value
from watcher.claims.pairs import paired
from watcher.claims.patterns import HOURS, MILLIS, MINUTES
from watcher.claims.timing import nearest_time_metric, time_metric_spans

_TIMES = (TTFT, TPOT, E2E)
# a sum, a product or an equation: "≈ 6.56ms + 5ms", "E2EL = TTFT + TPOT × 999"; a "≈" glued
# to its figure after a word ("take ≈2 minutes") marks the figure approximate, as "~" does
_ARITHMETIC = re.compile(r"=|≈(?!\d)|(?<![\s(\[:])≈|[\d)][ \t]{0,2}[+×÷*][ \t]{0,2}[\d(]")
# the metric carried, and the earlier figure's value in seconds (None: named by words only)
Carried = tuple[str, float | None]


def carried_time(
    text: str, sentence: _Span, block: _Span, before: list[_Figure], doc: _Doc
) -> Carried | None:
    """The time metric the sentence before ``sentence`` in its ``block`` hands on: ``before``
    are that sentence's figures. None when it names no time metric or several."""
    prev = _previous(sentence, block, doc)
    if prev is None or time_metric_spans(text[sentence.start : sentence.end]):
        return None  # a sentence that names a time metric has its own words
    if not text[prev.start : prev.end].rstrip().endswith((".", "!", "。", "！")):
        return None  # "Notes on TTFT\n4240 ms for the whole run.": a line, no sentence, above
    if any(_ARITHMETIC.search(text, s.start, s.end) for s in (prev, sentence)):
        return None  # "Latency = (1/W)(n-1) + B. ≈ 6.56ms + 5ms": worked arithmetic
    times = [f for f in before if f.metric in _TIMES and prev.start <= f.start < prev.end]
    if times:
        if len({f.metric for f in times}) != 1:
            return None  # "TTFT 80 ms, ITL 12 ms.": which one the next goes on with is unsaid
        last = times[-1]
        return last.metric, last.value / 1000 if last.unit == "ms" else last.value
    if before:
        return None  # the sentence measured something else: its words are its figures'
    words = text[prev.start : prev.end]
    named = {name for _, _, name in time_metric_spans(words)}
    if len(named - {E2E}) > 1:
        return None
    metric = nearest_time_metric(words, len(words))
    # "latency kills the user experience", "slower end to end": a whole request's time named
    # in passing is a topic; a first-token or per-token phrase names what is measured next
    return (metric, None) if metric in (TTFT, TPOT) else None


def carries_to(carried: Carried, m: re.Match[str]) -> bool:
    """Whether a time match (a ``FIGURE`` match with a ``time`` unit) may take ``carried``:
    with an earlier figure, when the two are of one order of magnitude."""
    if not m.group("time"):
        return False
    if carried[1] is None:
        return True
    raw = m.group("time")
    scale = 0.001 if MILLIS.fullmatch(raw) else 60 if MINUTES.fullmatch(raw) else 1
    scale = 3600 if HOURS.fullmatch(raw) else scale
    value = _value(m.group("lo"), m.group("hi"))[0] * scale
    return value > 0 and carried[1] > 0 and paired(carried[1], value)


def _previous(sentence: _Span, block: _Span, doc: _Doc) -> _Span | None:
    """The sentence just before ``sentence`` in ``block``, if there is one."""
    if doc.sentences is None:
        return None
    i = bisect_left(doc.sentences.starts, sentence.start)
    if i == 0:
        return None
    prev = doc.sentences.spans[i - 1]
    return prev if prev.start >= block.start and prev.end <= sentence.start else None
