"""One stream or many: whether a generation rate is one user's or a server's under load.

CLAIMS.md §4 keeps ``decode_tok_s`` (one stream, per user) apart from aggregate output
throughput (``output_tok_s``, many requests at once). The words that name a figure
(``metric``, ``cells``, ``keyed``) give its phase (prefill, generation, total); this module
decides, for a generation rate, between one stream and many from the evidence in the figure's
own scope, strongest first, the same way for a sentence, a table row and a tool's output line.
"""

from __future__ import annotations

from watcher.claims.document import _Doc, _Figure, _Local
from watcher.claims.metric_words import _MANY_STREAMS, _PER_GPU_AFTER, _PER_USER
from watcher.claims.models import DECODE, OUTPUT
from watcher.claims.patterns import FIGURE

ONE_STREAM_MAX = 6500.0
"""tok/s: faster than general-purpose accelerators decode one stream (wafer-scale chips
reach about 3,000), so a rate above it that names no phase and no single request is many
streams at once: the server's output. Derived on the development part alone: any bound from
6,201 (a labelled per-stream 6,200) to about 7,300 (the lowest unmarked server rate there)
scores the same, and dropping the bound loses recall and precision there; 6,500 sits inside
that band. A hard-wired chip's 16,000 per user is read as output, a known miss."""


def stream_metric(fig: _Figure, local: _Local, doc: _Doc, concurrency: int | None) -> str:
    """The figure's metric once its load is weighed: decode (one stream) or output (many)."""
    metric = fig.metric
    if metric == OUTPUT and _per_user(fig, local, doc):
        metric = DECODE  # "Output token throughput per user": one stream's rate
    many = (concurrency is not None and concurrency > 1) or (
        concurrency is None
        and (
            bool(doc.scan(_MANY_STREAMS, local.segment.start, local.segment.end))
            or _many_on_line(fig, doc)
            or (fig.unit == "tok/s" and fig.value > ONE_STREAM_MAX)
        )
    )
    if (
        metric == DECODE
        and many
        and not _PER_USER.search(doc.text[local.segment.start : local.segment.end])
    ):
        metric = OUTPUT  # many streams at once: the server's output rate
    return metric


def _many_on_line(fig: _Figure, doc: _Doc) -> bool:
    """Many streams named earlier on the figure's own line (a log line of several sentences:
    "Processed prompts: ... est. speed input: ..., output: 2210 toks/s")."""
    lo = doc.text.rfind("\n", max(0, fig.start - 400), fig.start) + 1 or max(0, fig.start - 400)
    return _MANY_STREAMS.search(doc.text, lo, fig.start) is not None


def _per_user(fig: _Figure, local: _Local, doc: _Doc) -> bool:
    """The figure's own words say one user's rate: its label, the words just after it, or
    those before it back to the previous figure ("250 tok/s per user or a maximum throughput
    of 30,000 tok/s": the second is the server's)."""
    if fig.label and _PER_USER.search(fig.label):
        return True
    if _PER_GPU_AFTER.match(doc.text, fig.end):
        return False  # "2,256 tok/s/GPU at 9.4 tok/s/user": the first is the server's share
    seg = local.segment
    before = doc.text[max(seg.start, fig.start - 80) : fig.start]
    ends = [m.end() for m in FIGURE.finditer(before)]
    if ends:
        # words right after the previous figure ("250 tok/s per user") are that figure's
        before = before[ends[-1] :]
        own = _PER_USER.match(before.lstrip())
        if own is not None:
            before = before.lstrip()[own.end() :]
    after = doc.text[fig.end : min(seg.end, fig.end + 40)]
    nxt = FIGURE.search(after)
    if nxt is not None:
        after = after[: nxt.start()]  # words after the next figure are that figure's
    return bool(_PER_USER.search(before) or _PER_USER.search(after))
