"""llama-bench's table pasted as plain text: its rows without the pipes.

Copying the rendered table from a web page gives lines such as
``gpt-oss 20B MXFP4 MoE 11.27 GiB 20.91 B Vulkan 99 1 pp512 963.70 ± 5.96``: the test's
name ("pp512", "tg128", "pp512 @ d4096"), then its rate in tokens per second and the spread,
at the line's end. The unit sat in the header line ("test t/s") and never reaches the row
(reading rules §4: a unit may sit only in a table header); ``pp`` is prefill and ``tg``
decode (LABELLING), as in the JSON records (``bench_records``); the mixed test
("pp512+tg128"), one average over prompt and generation, is the total (LABELLING). One
anchored match per line: linear time.
"""

from __future__ import annotations

import re

from watcher.claims.bench_records import _figure
from watcher.claims.document import _Doc, _Figure, _Span
from watcher.claims.models import MEMORY
from watcher.claims.patterns import MAX_FIGURES

_NUMBER = r"\d{1,9}(?:\.\d{1,6})?"
_ROW_END = re.compile(
    rf"(?<![\w.+])(?P<test>pp|tg)\d{{1,6}}(?P<mixed>\+tg\d{{1,6}})?"
    r"(?:[ \t]{1,3}@[ \t]{1,3}d\d{1,7})?"
    rf"[ \t]{{1,12}}(?P<rate>{_NUMBER})[ \t]{{0,3}}(?:±|\+/-)[ \t]{{0,3}}{_NUMBER}[ \t]*$",
    re.MULTILINE,
)
_PHASE = {"pp": "prompt", "tg": "generation"}


def _phase(m: re.Match[str]) -> str:
    return "total throughput" if m.group("mixed") else _PHASE[m.group("test")]


def bench_line_figures(text: str, seg: _Span, doc: _Doc) -> list[_Figure]:
    """The rates of llama-bench rows pasted without pipes in ``seg``, each with its phase."""
    if "±" not in text[seg.start : seg.end] and "+/-" not in text[seg.start : seg.end]:
        return []
    out: list[_Figure] = []
    for m in _ROW_END.finditer(text, seg.start, seg.end):
        fig = _figure(text, m.start("rate"), m.end("rate"), seg, doc, _phase(m))
        if fig is not None:
            out.append(fig)
        if len(out) >= MAX_FIGURES:
            break
    return out


_LINE_REACH = 400
"""A pasted llama-bench row is well under this long; a longer line is read as prose."""


def without_row_sizes(text: str, figures: list[_Figure]) -> list[_Figure]:
    """``figures`` less the sizes on pasted llama-bench rows: the ``size`` column is the model
    file's size, which a run reports and no one claims (LABELLING: not labelled)."""
    if not any(f.metric == MEMORY for f in figures):
        return figures
    kept = []
    for f in figures:
        if f.metric == MEMORY:
            lo = text.rfind("\n", max(0, f.start - _LINE_REACH), f.start) + 1
            hi = text.find("\n", f.end, f.end + _LINE_REACH)
            if hi < 0 and len(text) - f.end < _LINE_REACH:
                hi = len(text)
            whole = (lo > 0 or f.start < _LINE_REACH) and hi >= 0
            if whole and _ROW_END.search(text, lo, hi):
                continue
        kept.append(f)
    return kept
