"""One stream or many: whether a generation rate is one user's or a server's under load.

The reading rules (docs/READING_RULES.md §4) keep ``decode_tok_s`` (one stream, per user)
apart from aggregate output throughput (``output_tok_s``, many requests at once). The words
that name a figure (``metric``, ``cells``, ``keyed``) give its phase (prefill, generation,
total); this module
decides, for a generation rate, between one stream and many from the evidence in the figure's
own scope, strongest first, the same way for a sentence, a table row and a tool's output line.
"""

from __future__ import annotations

import re

from watcher.claims.clause_marks import OWN_WORDS_END
from watcher.claims.document import _Doc, _Figure, _Local
from watcher.claims.metric_words import _MANY_STREAMS, _PER_GPU_AFTER, _PER_USER, ONE_STREAM
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
    """The figure's metric once its load is weighed: decode (one stream) or output (many).

    The evidence is weighed strongest first: the figure's own words (its label, the words
    back to the previous figure's clause and on to the end of its own clause) naming one
    stream or a sum; then the load stated for it; then words of many streams in its segment
    or on its line; then a rate no single stream reaches. Prefill and total rates keep their
    phase: a load changes who the tokens are summed over, not which tokens they are."""
    metric = fig.metric
    if metric not in (DECODE, OUTPUT) or fig.unit != "tok/s":
        return metric
    before, after = _own_words(fig, local, doc)
    # a tool's key spells its words with underscores ("per_user_tps", "system_throughput")
    own = (before, after, (fig.label or "").replace("_", " "))
    if any(_PER_USER.search(words) or ONE_STREAM.search(words) for words in own):
        return DECODE  # "Output token throughput per user", "95 tok/s for a single user"
    if any(_SUM_OWN.search(words) for words in own) or _PER_GPU_AFTER.match(doc.text, fig.end):
        return OUTPUT  # "the server as a whole gets 2,100 tok/s", "310 tok/s combined"
    if concurrency is not None:
        # "at batch 16: 820 tok/s" is the server's; a run at concurrency 1 keeps what its
        # words say (bench_serving's "Output token throughput" stays the server's output)
        return OUTPUT if concurrency > 1 else metric
    if (
        doc.scan(_MANY_STREAMS, local.segment.start, local.segment.end)
        or _many_on_line(fig, doc)
        or fig.value > ONE_STREAM_MAX
    ):
        return OUTPUT  # many streams at once: the server's output rate
    return metric


def _own_words(fig: _Figure, local: _Local, doc: _Doc) -> tuple[str, str]:
    """The words of the figure's own clause: before it back to the previous figure (past the
    clause that figure's trailing words close), after it up to the next clause or figure."""
    seg = local.segment
    text = doc.text
    before = _own_before(text[max(seg.start, fig.start - 100) : fig.start])
    after = text[fig.end : min(seg.end, fig.end + 40)]
    nxt = FIGURE.search(after)
    if nxt is not None:
        after = after[: nxt.start()]
    cut = OWN_WORDS_END.search(after)
    if cut is not None:
        after = after[: cut.start()]  # ", while each user sees": the next clause's words
    return before, after


def _own_before(before: str) -> str:
    """The part of ``before`` (the words leading up to a figure) that is the figure's own:
    back to the previous figure, past the clause that figure's trailing words close ("95
    tok/s per user, and 2,100 tok/s": "per user" is the first figure's)."""
    ends = [m.end() for m in FIGURE.finditer(before)]
    if not ends:
        return before
    rest = before[ends[-1] :]
    cut = OWN_WORDS_END.search(rest)
    return rest[cut.end() :] if cut else rest[_lead_len(rest) :]


def _lead_len(rest: str) -> int:
    """How many leading characters of ``rest`` are the previous figure's own per-user words."""
    own = _PER_USER.match(rest.lstrip())
    return len(rest) - len(rest.lstrip()) + own.end() if own else 0


# a sum over many streams named in the figure's own words: "aggregate", "combined", "in
# total across 64 requests", "the server as a whole", "system throughput", "batched"
_SUM_OWN = re.compile(
    r"(?<![a-z])(?:aggregate[ds]?|combined|as[ \t]a[ \t]whole|system[ \t\-]wide"
    r"|system[ \t](?:throughput|output|tok(?:en)?s?|tps)|batched"
    r"|(?:across|over)[ \t](?:all[ \t]|the[ \t])?(?:\d[\d,]{0,6}[ \t])?"
    r"(?:users|requests|streams|sessions|clients|prompts)"
    r"|concurrent[ \t](?:users|requests|streams)"
    r"|(?:\d[\d,]{0,6})[ \t](?:concurrent|parallel|simultaneous)(?![a-z]))(?![a-z])"
    r"|(?<![a-z])batch[ \t](?:inference|processing|generation|decoding|mode)(?![a-z])"
    r"|(?<![a-z])(?:under|with|at|for|to|serving)[ \t](?:a[ \t]load[ \t]of[ \t])?\d[\d,]{0,6}[ \t]"
    r"(?:users|requests|clients|streams|sessions)(?![a-z])"
    # "总吞吐", "系统吞吐量", "整体吞吐": the sum, and the system's, in Chinese
    r"|(?:总|系统|整体|集群)吞吐|聚合|合计",
    re.IGNORECASE,
)


def _many_on_line(fig: _Figure, doc: _Doc) -> bool:
    """Many streams named earlier on the figure's own line (a log line of several sentences:
    "Processed prompts: ... est. speed input: ..., output: 2210 toks/s")."""
    lo = doc.text.rfind("\n", max(0, fig.start - 400), fig.start) + 1 or max(0, fig.start - 400)
    return _MANY_STREAMS.search(doc.text, lo, fig.start) is not None
