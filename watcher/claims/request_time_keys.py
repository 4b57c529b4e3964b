"""A table key naming one request's or one generation's time makes its seconds end-to-end.

"| Mean generation time |" over "| 11.374 s |", "| Avg per Request |" over "| 0.68–2.46s |",
a row keyed "| Inference | 9.6s | 10.5s |": the cell writes its own time unit and the column
header or the row label says which time it is, the whole reply's (reading rules §4: end-to-end
latency is a metric of its own, and its name may sit only in a header; LABELLING: "a run's
generation time … is `e2e_latency`", "Mean generation time per run is `e2e_latency`",
"'Avg per Request' ranges are `e2e_latency`", "AIfred's per-turn 'Inference' seconds are
`e2e_latency`"). A key that names a phase or a step ("Token generation time", "Prompt eval
time", "Load time", "Decode time"), a whole benchmark's span ("Total Time": a run's duration,
decided elsewhere) or any narrower time metric keeps its own reading. The key must be the
name alone, with a statistic, marks and a unit in brackets around it. Every pattern holds
literals and bounded quantifiers only.
"""

from __future__ import annotations

import re

from watcher.claims.document import _Doc
from watcher.claims.models import E2E
from watcher.claims.patterns import MAX_WEIGHED, MILLIS
from watcher.claims.timing import time_metric_spans

_MARKS = r"[ \t*_`]{0,4}"
_STAT = r"(?:(?:mean|avg\.?|average|median|p50|typical)[ \t]{1,2})?"
_UNIT_TAIL = r"(?:[ \t]{0,2}[(\[](?:s|sec|secs|seconds|ms)[)\]])?"
# the name of one request's or one generation's whole time, alone in its key
_REQUEST_TIME_KEY = re.compile(
    _MARKS + _STAT + r"(?:(?:generation|response|reply|answer)[ \t]{1,2}time"
    r"|(?:time[ \t]{1,2})?per[ \t\-]{1,2}(?:request|query|prompt|response|reply|answer)"
    r"|per[ \t\-]request[ \t]{1,2}(?:time|latency)"
    r"|inference)" + _UNIT_TAIL + _MARKS,
    re.IGNORECASE,
)


# a generation time is the decode phase's when the table also times the prompt or the whole
# run (koboldcpp's "Processing Time | … | Generation Time | … | Total Time", TensorRT-LLM's
# `generation_time(ms)` beside `latency(ms)`; LABELLING: "Not labelled, as phase times")
_GENERATION = re.compile(r"(?<![a-z])generation[ \t_]{1,2}time(?![a-z])", re.IGNORECASE)
_PHASE_SIBLING = re.compile(
    r"(?<![a-z])(?:process(?:ing)?|prompt|prefill|pp|eval|total|latency|e2e"
    r"|end[ \t\-]to[ \t\-]end)(?![a-z])",
    re.IGNORECASE,
)


def names_request_time(key: str) -> bool:
    """True when a table key (a column header or a row label) is one request's or one
    generation's whole time and nothing else: "Mean generation time", "Avg per Request",
    "Inference", "Response time (s)"; never "Token generation time" or "Total time"."""
    return _REQUEST_TIME_KEY.fullmatch(key.strip()) is not None


def request_time_key(
    groups: dict[str, str | None],
    header: str,
    row_label: str,
    doc: _Doc,
    headers: tuple[str, ...] = (),
) -> tuple[str, str, str] | None:
    """(metric, unit, kind) for a time written with its unit in a cell whose column header or
    row label names one request's whole time (``names_request_time``), when the other key
    names no time metric of its own; else None (also once the text's weighing is spent). A
    generation time counts only as a column header of a table whose other ``headers`` time
    neither the prompt nor the whole run (then it is the decode phase's)."""
    raw = groups.get("time")
    if not raw or groups.get("tpot") or doc.weighed > MAX_WEIGHED:
        return None
    keys = [k for k in (header, row_label) if names_request_time(k)]
    if len(keys) != 1:
        return None  # neither key names it, or both do and the table is of another shape
    other = row_label if keys[0] is header else header
    if _GENERATION.search(keys[0]) and (
        keys[0] is not header
        or any(h.strip() != header.strip() and _PHASE_SIBLING.search(h) for h in headers)
    ):
        return None  # "| Processing Time | Generation Time | Total Time |": a phase's time
    if time_metric_spans(other):
        return None  # "| TTFT |" beside "| Inference |": the narrower name decides
    return E2E, ("ms" if MILLIS.fullmatch(raw.lower()) else "s"), "absolute"
