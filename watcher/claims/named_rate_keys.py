"""A rate named by its key alone, with no unit anywhere near: "speed 102.61", ``"pp512": 556.61``,
"Decode speed: 45.3", "the throughput is 1039", "PROMPT PROCESSING IS 250", "speedup: 0.073".

Reading rules §4: units vary, and a unit may sit away from its number; a metric word suffices
where the text states what is measured, and a named rate with no unit is read in the set's rate
units (tokens per second). Scripts, JSON dumps and quick notes write the key and nothing after
the value::

    speed 102.61022168131326
    "pp512": 556.61, "tg128": 6.1
    Decode speed: 45.3
    Receipt also records `speedup: 0.073`

Only a key that names a rate is read: llama-bench's tests (``pp512``, ``tg128``), "speed",
"throughput", a phase with a rate word ("prefill throughput", "generation speed", "decode
rate"), llama-bench's "prompt processing" and "token generation", and a speedup. A phase
named alone ("decode=128", "prompt=512 gen=1000") is a length, never a rate, and a value
with any unit, percent, multiple or spread after it is someone else's to read. A bound one
sets or aims for ("max speed: 50", "target throughput = 120") is no measurement. The key
must start its line or follow a bracket, a quote, a comma or a bullet, and the value end its
clause; "speed 102.61" without a ':' or '=' is read only as a line of its own.
One anchored pattern per line: linear time.
"""

from __future__ import annotations

import re

from watcher.claims.document import _Doc, _Figure, _Span
from watcher.claims.metric import _keyed_figure
from watcher.claims.numbers import _num
from watcher.claims.patterns import MAX_FIGURES, UNIT_ONLY

_RATE_WORD = r"(?:speed|throughput|rate|tps)"
_PHASE = (
    r"(?:prompt|prefill|pre-fill|decode|decoding|generation|gen|output|inference|eval"
    r"|token[ _]generation|text[ _]generation|prompt[ _]processing|prompt[ _]eval(?:uation)?)"
)
_KEY = (
    r"(?P<key>(?:pp|tg)\d{2,6}"
    rf"|{_PHASE}[ _]{_RATE_WORD}"
    r"|prompt[ _]processing|token[ _]generation"
    r"|speed[ _\-]?up(?:[ _]ratio)?"
    r"|speed\d?|throughput)"
)
# the key opens its line (after a bullet, a quote or bold) or follows a bracket, a comma or an
# inline code's backtick; the separator is ':' or '=', " is ", or, on a line of its own, spaces
_NAMED = re.compile(
    r"(?:^|(?<=[{,(\[`]))[ \t]{0,12}(?:[-*•][ \t]{1,3})?(?:the[ \t]{1,2})?[\"'`*]{0,2}"
    + _KEY
    + r"[\"'`*]{0,2}(?P<sep>[ \t]{0,3}[:=][ \t]{0,4}|[ \t]{1,2}(?:is|was)[ \t]{1,2}|[ \t]{1,12})"
    r"[\"'`*]{0,2}(?P<lo>\d{1,9}(?:\.\d{1,20})?)(?!\d|[,.]\d)"
    # the value ends its clause: nothing but a closing mark, a comma or the line's end after it
    # ("`speedup: 0.073` and": inline code closes it too)
    r"(?=`|[\"'*]{0,2}[ \t]{0,3}(?:[,;}\])|]|\.(?!\d)|$))",
    re.IGNORECASE | re.MULTILINE,
)
# a bound or an aim, not a run: "max speed", "target throughput", "required rate"
_BOUND_BEFORE = re.compile(
    r"(?:max(?:imum)?|min(?:imum)?|target|goal|expected|required|desired|limit|peak[ _]theoretical)"
    r"[ \t_]{1,2}$",
    re.IGNORECASE,
)
_SPEEDUP_KEY = re.compile(r"speed[ _\-]?up", re.IGNORECASE)
_PREFILL_KEY = re.compile(r"pp\d|prompt|prefill|pre-fill", re.IGNORECASE)
_DECODE_KEY = re.compile(r"tg\d|decode|decoding|generation|gen[ _]", re.IGNORECASE)


def _key_words(key: str) -> str:
    """The key as the unit reader weighs it: its phase in plain words, then the unit."""
    words = " ".join(key.replace("_", " ").split()).lower()
    if _SPEEDUP_KEY.match(words):
        return "speedup x"
    if _PREFILL_KEY.match(words):
        return "prefill tok/s"
    if _DECODE_KEY.match(words):
        return "decode tok/s"
    return words + " tok/s"


def figure_named(
    words: str, value: float, text: str, start: int, end: int, seg: _Span, doc: _Doc
) -> _Figure | None:
    """The figure of the number at ``start``..``end`` named by ``words`` (a metric's key, then
    the unit that key implies: "throughput tok/s"), or None when the last word is no unit."""
    unit_m = UNIT_ONLY.fullmatch(words.rsplit(" ", 1)[1])
    if unit_m is None:
        return None
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
        stat=None,
    )


def named_rate_figures(text: str, chunk: str, seg: _Span, doc: _Doc) -> list[_Figure]:
    """Figures whose key names a rate and whose value carries no unit (see the module)."""
    out: list[_Figure] = []
    for m in _NAMED.finditer(chunk):
        if len(out) >= MAX_FIGURES:
            break
        sep = m.group("sep")
        if not sep.strip():
            # "speed 102.61": a key and its value alone on a line
            line_start = chunk.rfind("\n", 0, m.start()) + 1
            line_end = chunk.find("\n", m.end())
            if line_end < 0:
                line_end = len(chunk)
            if chunk[line_start : m.start("key")].strip(" \t-*•\"'`") or chunk[
                m.end("lo") : line_end
            ].strip(" \t\"'`*,"):
                continue
        value = _num(m.group("lo"))
        if value == 0:
            continue
        before = chunk[max(0, m.start("key") - 24) : m.start("key")]
        if _BOUND_BEFORE.search(before):
            continue
        words = _key_words(m.group("key"))
        start, end = seg.start + m.start("lo"), seg.start + m.end("lo")
        fig = figure_named(words, value, text, start, end, seg, doc)
        if fig is not None:
            out.append(fig)
    return out
