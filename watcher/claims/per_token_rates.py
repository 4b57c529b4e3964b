"""A throughput beside its run's own per-token latency: one stream when it is 1/TPOT.

A benchmark's report often gives, for one run, both a generation rate and the time each output
token took (TPOT, ITL, ms/token). One stream makes one token per TPOT, so its rate is 1000 /
TPOT in ms; a server answering many requests at once makes as many tokens per TPOT as it has
streams. The labelling decisions read the pair so (LABELLING.md, the eleventh pass: a script's
"Throughput 36.0 tok/s" equal to 1/TPOT of 27.5 ms is one stream, ``decode_tok_s``; one
benchmark script's "Throughput" equal to 1/TPOT likewise).

So a throughput read as the server's output (a tool's keyed "Throughput: N" with latency
statistics around it) whose value is 1/TPOT of its own run, within ``SAME_RATE``, is one
stream's rate, when nothing else says many streams: no load above one, no sum in its own words
("aggregate", "total", "peak", "per GPU") and no many-stream cue around it (many requests in
its report, words of load in its scope). A serving tool's "Output token throughput" is one
stream's too when it is 1/TPOT: a run of many streams could not make it (the twenty-fifth pass).

The run is the figure's table row, or, in prose, the lines next to it (``PROSE_LINES``,
blank lines not counted) where they hold this one rate; its latencies must agree
(``ONE_PACE``). Tail percentiles (p90, p99, max) are a few slow tokens', not the run's pace,
and are left out.
The converse (the same pass: recipes #847's cells at 5.5-7.1 times 1/TPOT, a card's 947 tok/s
against the ~71 one stream makes at 14.07 ms): a rate read as one stream's that is ``FAR`` times
its own run's 1000 / TPOT or more is many streams' sum, ``output_tok_s``, when nothing says one
stream: no load stated (a concurrency-1 row keeps its reading), no per-user, single-stream or
decode words of its own, and no latency that is a step's (one step of a drafter makes several
tokens). Only a table's cell or a keyed rate ("Output tok/s: 947") is weighed so: a rate in
running prose may sit beside the TPOT of another run (a baseline's, a drafter's) in the lines
around it.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections import defaultdict

from watcher.claims.document import _Doc, _Figure, _Local
from watcher.claims.models import DECODE, OUTPUT, TPOT, Claim
from watcher.claims.own_words import own_words
from watcher.claims.stream import many_streams_around, sums_many
from watcher.claims.stream_words import _PER_USER, ONE_STREAM

SAME_RATE = (0.90, 1.05)
"""a rate this share of 1000 / TPOT is that one stream's: the first token's wait, counted in a
rate taken over the whole request, puts it a few per cent below (LABELLING, the twenty-fifth
pass: 0.976-0.978 of 1000 / TPOT is one stream), and rounding or a mean TPOT against a median
rate a little either side."""

FAR = 1.8
"""a rate this many times 1000 / TPOT is two or more streams': two streams put it near twice
1000 / TPOT, less the first token's wait (``SAME_RATE``'s 0.90); tenfold rates are common."""

ONE_PACE = 1.25
"""the most the run's own per-token latencies (a median ITL, a mean TPOT) differ by; further
apart they are two runs' (a latency before and after a change)."""

PROSE_LINES = 2  # lines either side of a rate in prose: its own report's key lines

_BLANK_LINE = re.compile(r"\n[ \t]*\n")
_MS = {"ms": 1.0, "s": 1000.0, "us": 0.001, "µs": 0.001}
_TAIL = re.compile(r"p9\d|p100|max", re.IGNORECASE)
# a sum named in the rate's own words or label: "Total token throughput", "Peak output",
# "tok/s / GPU" (an "Output token throughput" at 1/TPOT is still one stream's: the
# twenty-fifth pass)
_SIDE = re.compile(
    r"(?<![a-z])(?:aggregate|agg|total|system|overall|combined|peak"
    r"|max(?:imum)?|sum)(?![a-z])|/[ \t]?gpu|per[ \t]gpu|总",
    re.IGNORECASE,
)

# a rate's own words that make it one stream's whatever its size: per user, one request, the
# decode phase named ("decode", "tg128", "eval rate"); a latency of a drafter's step
_ONE_OWN = re.compile(
    r"decod|解码|解碼|(?<![a-z])tg(?:[ \t]?\d|(?![a-z]))|eval[ \t]rate|per[ \t]token",
    re.IGNORECASE,
)
# a load of one stated above the rate in its block: "num requests: 1", "concurrency = 1"
_ONE_LOAD = re.compile(
    r"(?<![a-z])(?:num[_ \t]?(?:requests?|prompts)|(?:successful[ \t])?requests|concurrency"
    r"|batch[_ \t]?size|bs)[ \t]{0,24}[:=][ \t]{0,24}1(?![\d.,])",
    re.IGNORECASE,
)
# a key ending right before the figure on its line: "- Output tok/s: 1204", "Throughput ="
_KEY_END = re.compile(r"[:：=][ \t*_`]{0,4}$")
_STEP = re.compile(r"(?<![a-z])step|/[ \t]?iter|每步", re.IGNORECASE)

_Found = tuple[_Figure, _Local, Claim]


def per_token_metrics(found: list[_Found], claims: list[Claim], doc: _Doc) -> list[Claim]:
    """``claims`` (one per item of ``found``, in order) with each rate weighed against the
    per-token latency of its own run (see the module)."""
    if not any(_is_pace(c) for c in claims):
        return claims  # no per-token latency read: nothing to set a rate against
    rows: dict[tuple[int, int], list[int]] = defaultdict(list)
    for i, (_fig, local, _claim) in enumerate(found):
        if local.header is not None:
            rows[(local.segment.start, local.segment.end)].append(i)
    out = list(claims)
    lines: list[int] | None = None  # each figure's line, found when a prose rate asks
    for i, (fig, local, _claim) in enumerate(found):
        claim = claims[i]
        if claim.unit != "tok/s" or claim.metric not in (OUTPUT, DECODE) or claim.value_max:
            continue
        if claim.metric == DECODE and not _weighable(fig, local, claim, doc):
            continue  # one stream's rate in running prose or at a stated load: left as read
        if local.header is not None:
            run = rows[(local.segment.start, local.segment.end)]
        else:
            lines = lines if lines is not None else _lines_of(found, doc)
            run = _prose_run(i, found, claims, lines)
        paces = [_per_second(claims[j]) for j in run if _is_pace(claims[j])]
        rates = [p for p in paces if p]
        if not rates or max(rates) > ONE_PACE * min(rates):
            continue  # "延迟从320ms降至90ms": two runs' paces, before and after a change
        if claim.metric == DECODE:
            steps = (_STEP.search(claims[j].label or claims[j].text) for j in run)
            if not any(steps) and _many_streams(fig, local, claim, rates, doc):
                out[i] = claim.with_(metric=OUTPUT)  # "Output tok/s: 947" at "TPOT 14.07"
            continue
        if _one_stream(fig, local, claim, rates, doc):
            out[i] = claim.with_(metric=DECODE)  # "Throughput: 24.35" beside "TPOT: 41.83 ms"
    return out


def _prose_run(i: int, found: list[_Found], claims: list[Claim], lines: list[int]) -> list[int]:
    """The prose figures on the rate ``i``'s own line or within ``PROSE_LINES`` lines of it,
    blank lines not counted (a report's key lines, a list's items, which the layout sets
    apart by blank lines), when they hold no other generation rate (two rates may be two
    runs); else none."""
    run = []
    for j, (_other, olocal, _) in enumerate(found):
        if olocal.header is not None or abs(lines[j] - lines[i]) > PROSE_LINES:
            continue
        if j != i and claims[j].metric in (DECODE, OUTPUT):
            return []
        run.append(j)
    return run


def _lines_of(found: list[_Found], doc: _Doc) -> list[int]:
    """Each figure's line number with blank lines not counted: one pass over the text, not
    one per pair of figures. The lines are the document's, split once; the blank lines are
    the pattern's matches, which do not overlap (two blank lines in a row count as one)."""
    blanks = [m.end() for m in _BLANK_LINE.finditer(doc.text)]
    return [doc.lines.index(fig.start) - bisect_left(blanks, fig.start + 1) for fig, _, _ in found]


def _is_pace(claim: Claim) -> bool:
    """True for a per-token latency that is the run's pace: no tail percentile."""
    if claim.metric != TPOT or claim.unit not in _MS or claim.value_max:
        return False
    return not any(_TAIL.search(w or "") for w in (claim.stat, claim.label))


def _per_second(claim: Claim) -> float | None:
    """Tokens per second one stream makes at this per-token latency."""
    ms = claim.value * _MS[claim.unit]
    return 1000.0 / ms if ms > 0 else None


def _one_stream(fig: _Figure, local: _Local, claim: Claim, paces: list[float], doc: _Doc) -> bool:
    """True when the server's output rate is 1/TPOT of its run and nothing says many streams."""
    if claim.concurrency is not None and claim.concurrency > 1:
        return False
    before, _after = own_words(fig, local, doc)
    label = (fig.label or claim.label or "").replace("_", " ")
    if sums_many(fig, local, doc) or _SIDE.search(label) or _SIDE.search(before[-40:]):
        return False  # "Output token throughput", "agg out tok/s": a serving tool's sum
    if many_streams_around(fig, local, doc):
        return False  # "num requests: 256" keyed over the report: many requests at once
    low, high = SAME_RATE
    return any(low <= claim.value / pace <= high for pace in paces)


def _many_streams(fig: _Figure, local: _Local, claim: Claim, paces: list[float], doc: _Doc) -> bool:
    """True when a rate read as one stream's is ``FAR`` times its run's 1000 / TPOT or more and
    nothing names one stream (see the module)."""
    if claim.value < FAR * max(paces):
        return False
    if _ONE_LOAD.search(doc.text, max(local.block.start, fig.start - 400), fig.start):
        return False  # "num requests: 1" over the report: one request's rate
    before, after = own_words(fig, local, doc)
    label = (fig.label or claim.label or "").replace("_", " ")
    own = (before[-60:], after[:40], label)
    return not any(_ONE_OWN.search(w) or _PER_USER.search(w) or ONE_STREAM.search(w) for w in own)


def _weighable(fig: _Figure, local: _Local, claim: Claim, doc: _Doc) -> bool:
    """True when a rate read as one stream's may be weighed against its TPOT: no load stated,
    and a table's cell or a key's value (a rate in running prose may sit beside the TPOT of
    another run in the lines around it)."""
    if claim.concurrency is not None:
        return False
    return local.header is not None or bool(fig.label) or _keyed(fig, doc)


def _keyed(fig: _Figure, doc: _Doc) -> bool:
    """True when the figure is a key's value on its line ("Output tok/s: 1204"), not prose."""
    start = doc.lines.at(fig.start).start  # the document's lines, split once
    return _KEY_END.search(doc.text, max(start, fig.start - 80), fig.start) is not None
