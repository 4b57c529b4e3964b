"""A figure whose metric is named in its sentence and whose unit is written nowhere beside it:
"The throughput is 1039", "TTFT was 180 on one H100", "Response time: 29.57", "a speedup of 2.6".

Reading rules §4 (units vary; a unit may sit away from its number) and LABELLING's eighteenth
pass, class 4: a metric word in the figure's scope suffices where no unit is written, and a named
rate with no unit is read in the set's rate units (tokens per second); a named time (TTFT, TPOT,
ITL, latency, response time) is labelled as displayed. A figure with neither a unit nor a metric
word stays no claim, and so does a bare number that counts or sizes something.

The sentence must say that the named metric *is* the number: the metric word, then a copula or
separator ("is", "was", "of", "reached", "dropped to", ':' or '='), perhaps an approximation
("about", "~"), then the number, which ends its clause or is followed by a word that starts the
next part of the sentence ("and", "with", "on", "vs"). A number followed by any other word
("throughput of 4 requests", "latency of 3 GPUs"), a unit, a percent or a multiple belongs to
another reader or to none. A range after the separator ("is 1039 to 1100", "was 120-180",
"40~45") is one figure valued at its mid-point with both ends kept, as other ranges are; a
dash whose ends fall or name years ("2024-05", "2023-2025") is none. Further figures that
repeat the first one's shape for another setup ("2.1 on A100 and 2.6 on H100") are
``named_coordinated``'s. A bound ("max throughput: 50", "TTFT target is 200"), another
thing's speed ("clock speed of 3", "network throughput is 10", "acceptance rate was 0.8") and
a version or date ("speed 2.0.1", "latency: 2024-05") are no claim.

One pattern searched per chunk, only when a metric word is in it: linear time.
"""

from __future__ import annotations

import re
from dataclasses import replace

from watcher.claims.document import _Doc, _Figure, _Span
from watcher.claims.hints import folded, hinted
from watcher.claims.named_coordinated import chain, coordinated_named
from watcher.claims.named_rate_keys import figure_named
from watcher.claims.numbers import _num, _value
from watcher.claims.patterns import MAX_FIGURES
from watcher.claims.phases import _throughput_metric
from watcher.claims.word_window import words_before

_PHASE = (
    r"(?:prefill|pre-fill|prompt(?:[ \t]processing)?|decode|decoding|generation|output"
    r"|token[ \t]generation|text[ \t]generation|inference)"
)
_TIME = (
    r"(?P<time>ttft|tpot|itl|time[ \-]to[ \-]first[ \-]token|first[ \-]token[ \t]latency"
    r"|inter[ \-]token[ \t]latency|time[ \t]per[ \t]output[ \t]token"
    r"|(?:e2e|end[ \-]to[ \-]end|request|average|mean|median|p50|p90|p95|p99)?[ \t]?latency"
    r"|response[ \t]time)"
)
_KEY = (
    r"(?P<key>" + _TIME + r"|(?P<speedup>speed[ \-]?up)"
    rf"|{_PHASE}[ \t](?:speed|throughput|rate)|throughput|speed)"
)
_APPROX = (
    r"(?:(?:only|just|about|around|roughly|approximately|approx\.|nearly|almost|some)[ \t]{1,2}"
    r"|[~≈∼][ \t]?)?"
)
_SEP = (
    r"(?:[ \t]{0,2}[:=][ \t]{0,3}|[ \t]{1,2}(?:is|was|are|were|of|reached|reaches|hit|hits"
    r"|became|becomes|stays[ \t]at|stayed[ \t]at|sits[ \t]at|sat[ \t]at|hovers[ \t]at"
    r"|(?:drops?|dropped|falls?|fell|rises?|rose|goes|went|jumps?|jumped|improves?|improved"
    r"|increases?|increased|decreases?|decreased|came|comes)[ \t]to"
    # "came out at 310", "clocked in at 95", "landed at 180": where a run's figure ended up
    r"|(?:came|comes|clocked|clocks)[ \t](?:out|in)[ \t]at|(?:landed|lands|settled|settles)[ \t]at"
    r")[ \t]{1,2}"
    # "TTFT went from 180 to 95": both ends of a change are the named metric's
    r"|(?P<from>[ \t]{1,2}(?:(?:went|goes|dropped|drops|fell|falls|rose|rises|improved|improves"
    r"|increased|increases|decreased|decreases|jumped|jumps|changed|changes|moved|moves)"
    r"[ \t]{1,2})?from[ \t]{1,2}))"
)
# the next part of the sentence after the number: its end, a mark, or a word that starts a
# clause or a setup ("and", "with vLLM", "on one H100", "vs 22116")
_NEXT = (
    r"(?=[ \t]*(?:$|[,;!?)\]}\"'`*]|\.(?!\d)|[—–][ \t]|\([^)\d]"
    r"|[ \t](?:and|but|with|on|in|for|when|while|vs\.?|versus|compared|after|before|using"
    r"|across|which|so|whereas|against|at|by|if|because|though|although|here|there|now"
    r"|today|this|that|than|under)(?![A-Za-z])"
    r"|[ \t]{1,2}(?:to|->|→)[ \t]{1,2}[~≈]?\d))"
)
# "1,250", "1039", "0.858": a number as displayed, never a part of a version or a range
_DIGITS = r"(?:\d{1,3}(?:,\d{3})+(?:\.\d{1,12})?|\d{1,9}(?:\.\d{1,20})?)"
_NUMBER = _DIGITS + r"(?![\d.,:/\-–~]\d|\d)"
_NAMED = re.compile(
    r"(?<![A-Za-z0-9_\-/.])"
    + _KEY
    + r"(?P<sep>"
    + _SEP
    + r")"
    + _APPROX
    + r"(?P<lo>"
    + _DIGITS
    + r"(?![\d.,:/]\d|\d))"
    # "TTFT was 120-180", "speed 40~45": a range joined by a dash or tilde, ends kept
    + r"(?:[-–~](?P<dash>"
    + _NUMBER
    + r")|(?![\-–~]\d))"
    + _NEXT,
    re.IGNORECASE | re.MULTILINE,
)
# the other end of "from 180 to 95"; a bare "to 1100" after any other separator is a range
_TO = re.compile(
    r"[ \t]{1,2}(?:to|->|→)[ \t]{1,2}" + _APPROX + r"(?P<hi>" + _NUMBER + ")" + _NEXT, re.M | re.I
)
_TO_AHEAD = re.compile(r"[ \t]{1,2}(?:to|->|→)[ \t]{1,2}[~≈]?\d")
# another thing's speed, or a bound rather than a run, in the words right before the key
_OTHER_BEFORE = re.compile(
    r"(?:clock|memory|disk|network|download|upload|read|write|link|bus|fan|cpu|gpu|core"
    r"|learning|acceptance|error|hit|sample|sampling|frame|bit|baud|data|transfer|request"
    r"|requests|query|queries|network|wire|scroll|reading|typing|walking|playback|max"
    r"|maximum|min|minimum|target|goal|expected|required|desired|limit|theoretical|slo"
    r"|timeout|budget|sla)[ \t_\-]{1,2}$",
    re.IGNORECASE,
)
_PER_TOKEN = ("tpot", "itl", "inter token latency", "time per output token")
_YEARS = re.compile(r"(?:19|20)\d\d-(?:19|20)\d\d")
HINTS = ("ttft", "tpot", "itl", "first", "token", "latency", "time", "speed", "throughput", "rate")


def _key_words(m: re.Match[str], top: float) -> str:
    """The key as the unit reader weighs it: its words, then the unit it stands for. A named
    time's unit is decided once for all the numbers it names, by the largest (``top``)."""
    key = " ".join(m.group("key").replace("-", " ").split()).lower()
    if m.group("speedup"):
        return "speedup x"
    if m.group("time"):
        # a time per token ("TPOT was 38") of a second or more is no stream's: milliseconds
        per_token = key in _PER_TOKEN
        return key + (" ms" if top >= (1 if per_token else 50) else " s")
    return key + " tok/s"


def _figure(text: str, seg: _Span, doc: _Doc, words: str, start: int, end: int) -> _Figure | None:
    """The figure of the number at ``start``..``end`` named by ``words`` (key, then unit)."""
    value = _num(text[start:end].replace(",", ""))
    if value == 0:
        return None
    fig = figure_named(words, value, text, start, end, seg, doc)
    if fig is not None and fig.unit == "tok/s":
        # a rate named in prose is one stream's unless its sentence gives a load cue
        # ("the throughput is 1039"): the words before it weigh, not a tool's key
        fig = replace(fig, metric=_throughput_metric(words_before(text, end, seg.start, 100)))
    return fig


def _ranged(
    text: str, chunk: str, seg: _Span, doc: _Doc, words: str, m: re.Match[str]
) -> _Figure | None:
    """The range of "is 1039 to 1100" or "was 120-180": its mid-point, both ends kept; none
    where the ends fall ("2024-05", a date) or name years ("2023-2024")."""
    if m.group("dash") is not None:
        hi_start, hi_end = m.start("dash"), m.end("dash")
    else:
        to = _TO.match(chunk, m.end("lo"))
        if to is None:
            return None
        hi_start, hi_end = to.start("hi"), to.end("hi")
    lo_text, hi_text = m.group("lo"), chunk[hi_start:hi_end]
    value, vmin, vmax = _value(lo_text.replace(",", ""), hi_text.replace(",", ""))
    if vmin is None or vmax is None or vmin == vmax or _YEARS.fullmatch(f"{lo_text}-{hi_text}"):
        return None
    fig = _figure(text, seg, doc, words, seg.start + m.start("lo"), seg.start + m.end("lo"))
    if fig is None:
        return None
    return replace(fig, end=seg.start + hi_end, value=value, vmin=vmin, vmax=vmax)


def named_value_figures(text: str, chunk: str, seg: _Span, doc: _Doc) -> list[_Figure]:
    """Figures whose metric is named and whose unit is not written (see the module)."""
    out: list[_Figure] = []
    if not hinted(folded(chunk), HINTS):
        return out
    for m in _NAMED.finditer(chunk):
        if len(out) >= MAX_FIGURES:
            break
        if _OTHER_BEFORE.search(chunk[max(0, m.start("key") - 24) : m.start("key")]):
            continue
        spans = [(m.start("lo"), m.end("lo"))]
        first = _num(m.group("lo").replace(",", ""))
        if m.group("from") is not None:
            to = _TO.match(chunk, m.end("lo"))
            if to is None:
                continue  # "from 4" with no other end: not a change of the metric
            spans.append((to.start("hi"), to.end("hi")))
        elif m.group("dash") is not None or _TO_AHEAD.match(chunk, m.end("lo")):
            # "is 1039 to 1100", "was 120-180": one range, valued as other ranges are
            fig = _ranged(text, chunk, seg, doc, _key_words(m, first), m)
            if fig is not None:
                out.append(fig)
            continue
        links = [] if len(spans) > 1 else chain(chunk, m.end("lo"), first, bool(m.group("time")))
        # "went from 30 to 120", "23 with ExLlamaV2 and 366 with vLLM": one unit for them all
        ends = [_num(chunk[lo:hi].replace(",", "")) for lo, hi in spans[1:]]
        words = _key_words(m, max([first, *ends, *(v for _, _, v in links)]))
        for lo, hi in spans:
            fig = _figure(text, seg, doc, words, seg.start + lo, seg.start + hi)
            if fig is not None:
                out.append(fig)
                out.extend(coordinated_named(seg, fig, links))
    return out
