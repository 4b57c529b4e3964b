"""llama-bench's machine-readable records (``-o json``, ``-o jsonl``).

Its markdown table names each test ("pp512", "tg128"); its records instead give one rate,
``avg_ts`` (tokens per second), and say which phase it timed by the token counts beside it:
``n_prompt`` > 0 with ``n_gen`` = 0 is prompt processing, ``n_gen`` > 0 with ``n_prompt`` = 0
text generation (LABELLING: ``pp`` is prefill, ``tg`` decode). A mixed test (both counts, the
"pg" test) times neither phase alone and is left out. Reading rules §4: units vary, a unit
may sit only in a key. One pass over the block; each record is read once: linear time. Its
CSV lines are read as a table instead (``bench_columns``).
"""

from __future__ import annotations

import re

from watcher.claims.document import _Doc, _Figure, _Span
from watcher.claims.metric import _keyed_figure
from watcher.claims.numbers import _num
from watcher.claims.patterns import MAX_FIGURES, UNIT_ONLY

_AVG_TS = re.compile(r"\"avg_ts\"[ \t]{0,4}:[ \t]{0,4}(?P<lo>\d{1,12}(?:\.\d{1,20})?)(?![\d.eE])")
_COUNT = re.compile(r"\"(?P<key>n_prompt|n_gen)\"[ \t]{0,4}:[ \t]{0,4}(?P<n>\d{1,9})(?!\d)")
_RECORD_REACH = 4096
"""A record is a few dozen short fields: its counts lie this close to its rate."""


def _phase(n_prompt: int | None, n_gen: int | None) -> str | None:
    """The phase a record timed, in the words the metric reader knows."""
    if n_prompt and not n_gen and n_gen is not None:
        return "prompt"
    if n_gen and not n_prompt and n_prompt is not None:
        return "generation"
    return None


def _figure(text: str, start: int, end: int, seg: _Span, doc: _Doc, phase: str) -> _Figure | None:
    words = f"{phase} tok/s"
    unit_m = UNIT_ONLY.fullmatch("tok/s")
    if unit_m is None:
        return None
    value = _num(text[start:end])
    return _keyed_figure(
        unit_m.groupdict(),
        text,
        start,
        end,
        seg,
        doc,
        value=value,
        words=words,
        anchor=len(words),
        stat="avg",
    )


def _json_records(text: str, seg: _Span, doc: _Doc) -> list[_Figure]:
    out: list[_Figure] = []
    for m in _AVG_TS.finditer(text, seg.start, seg.end):
        lo = text.rfind("{", max(seg.start, m.start() - _RECORD_REACH), m.start())
        hi = text.find("}", m.end(), min(seg.end, m.end() + _RECORD_REACH))
        if lo < 0 or hi < 0:
            continue
        counts = {c.group("key"): int(c.group("n")) for c in _COUNT.finditer(text, lo, hi)}
        phase = _phase(counts.get("n_prompt"), counts.get("n_gen"))
        if phase is None:
            continue
        fig = _figure(text, m.start("lo"), m.end("lo"), seg, doc, phase)
        if fig is not None:
            out.append(fig)
        if len(out) >= MAX_FIGURES:
            break
    return out


def bench_record_figures(text: str, seg: _Span, doc: _Doc) -> list[_Figure]:
    """The rates of llama-bench's JSON records in ``seg``, each with its phase."""
    if "avg_ts" not in text[seg.start : seg.end]:
        return []
    return sorted(_json_records(text, seg, doc), key=lambda f: f.start)
