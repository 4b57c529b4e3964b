"""Figures of nested JSON: a value whose own key names no unit takes its object's key.

Benchmark tools write results such as::

    "ttft_ms": {"mean": 74.6, "p50": 75.1},
    "tokens_per_second": {"generation_mean": 284.2, "processing_mean": 147.3}

"mean" alone is no claim; under "ttft_ms" it is a time to first token in milliseconds. Other
tools (genai-perf) name the unit in the object instead of its key::

    "time_to_first_token": {"unit": "ms", "avg": 16.2, "p99": 17.1}

so a ``"unit"`` string met in an object joins its key for the values after it. One pass over
the text with a stack of open objects: linear time.
"""

from __future__ import annotations

import re

from watcher.claims.document import _Doc, _Figure, _Span
from watcher.claims.metric import _keyed_figure
from watcher.claims.numbers import _num
from watcher.claims.patterns import (
    _STAT,
    MAX_FIGURES,
    UNIT_ANYWHERE,
)

_TOKEN = re.compile(
    r"\"(?P<key>[A-Za-z][\w\- .]{0,40})\"[ \t]{0,4}:[ \t\n]{0,4}"
    r"(?:(?P<open>\{)|(?P<lo>\d{1,12}(?:\.\d{1,20})?)(?![\d.eE]))"
    r"|\"unit\"[ \t]{0,4}:[ \t]{0,4}\"(?P<unit>[^\"\n]{1,24})\""
    r"|(?P<anon>\{)|(?P<close>\})"
)
MAX_DEPTH = 64


def _words(key: str) -> str:
    return " ".join(re.sub(r"(?<=[a-z0-9])(?=[A-Z])|[_\-.]", " ", key).split())


def nested_json_figures(text: str, seg: _Span, doc: _Doc) -> list[_Figure]:
    """Figures whose unit is in the key of the object that holds them."""
    chunk = text[seg.start : seg.end]
    if "{" not in chunk:
        return []
    out: list[_Figure] = []
    stack: list[str | None] = []
    for m in _TOKEN.finditer(chunk):
        if m.group("close") is not None:
            if stack:
                stack.pop()
            continue
        if m.group("unit") is not None:
            if stack and stack[-1] is not None:
                stack[-1] = f"{stack[-1]} {m.group('unit')}"  # "time to first token ms"
            continue
        if m.group("anon") is not None or m.group("open") is not None:
            if len(stack) < MAX_DEPTH:
                stack.append(_words(m.group("key")) if m.group("open") else None)
            continue
        parent = next((k for k in reversed(stack) if k is not None), None)
        child = _words(m.group("key"))
        if parent is None or UNIT_ANYWHERE.search(child):
            continue  # no object key, or the value's own key names its unit
        unit_m = UNIT_ANYWHERE.search(parent)
        if unit_m is None:
            continue
        if child.lower().startswith("processing"):
            child = "prompt " + child  # a rate's "processing" is prompt processing (pp)
        words = f"{parent} {child}"
        start, end = seg.start + m.start("lo"), seg.start + m.end("lo")
        stat = _STAT.search(child)
        fig = _keyed_figure(
            unit_m.groupdict(),
            text,
            start,
            end,
            seg,
            doc,
            value=_num(m.group("lo")),
            words=words,
            anchor=len(words),
            stat=stat.group(1) if stat else None,
        )
        if fig is not None:
            out.append(fig)
        if len(out) >= MAX_FIGURES:
            break
    return out


# "hardware": {"chip": "M4 Pro", "memory_gb": 48.0}: an object that describes the machine
_MACHINE_OBJECT = re.compile(
    r"\"(?:hardware|system|system[_ ]info|device|devices|machine|host|platform|environment"
    r"|env|gpu[_ ]info|hw)\"[ \t]{0,4}:[ \t\n]{0,4}\{",
    re.IGNORECASE,
)


def machine_objects(text: str) -> list[tuple[int, int]]:
    """Spans of JSON objects that describe the machine: their numbers are its specs
    (memory size, bandwidth, core count), never a measurement. Sorted and apart."""
    out: list[tuple[int, int]] = []
    at = 0
    while True:
        m = _MACHINE_OBJECT.search(text, at)
        if m is None:
            return out
        depth, i, n = 1, m.end(), len(text)
        while i < n and depth:
            c = text[i]
            depth += (c == "{") - (c == "}")
            i += 1
        out.append((m.start(), i))
        at = i
