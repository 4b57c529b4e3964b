"""The ``unit-label`` rewrite for the metamorphic check (``claims_perturb.py``): a unit written
once in the label that leads a sentence or list item in, the figures after it left bare.

Realism, judged first: posts, READMEs and release notes often say "Decode speed (tok/s) on RTX
3090: 38 at 4k context, 31 at 32k" or "TTFT (ms) with SGLang: 120 at c=1, 340 at c=32" instead
of repeating the unit after each figure (reading rules §4: a unit may sit only in a header;
a label's unit applies to what it labels). Only the place of the unit changes.

A sentence or list item with at least two figures that carry the same token-rate or ms unit
right after them ("38 tok/s", "340 ms") loses that unit from each and states it once, in
brackets: before the sentence's first colon when the colon comes before the first figure and
what leads up to it names the metric ("Decode speed on RTX 3090:" -> "Decode speed on RTX 3090
(tok/s):"), else right after the metric word that comes before the first figure ("Throughput
(tok/s) reached 1250 at c=16 and 1410 at c=32"). So the labels stay true, it applies only when
every mention of the unit in the sentence is one of those figures' (no "tok/s/user", no other
rate or time unit beside them), no figure is a range's end or a change's side with a unit
elsewhere, and no other bare number ends a clause (which a reader could take for one more
figure of the unit); never in code, tables, headings or pasted logs.
"""

from __future__ import annotations

import re

from perturb_markup import _FENCE, _LOGGED

_UNIT = r"tok/s|tokens/s|t/s|tok/sec|tokens/sec|tokens per second|TPS|ms"
_NUM = r"\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?"
# a figure with its unit right after it: "38 tok/s", "1,250 tokens/s", "340ms"
_FIGURE = re.compile(
    rf"(?<![\w.,/\-–~])(?P<n>{_NUM})(?P<u>[ ]?(?:{_UNIT}))(?![\w/])(?![ ]?(?:per|/)\b)",
    re.IGNORECASE,
)
_ANY_UNIT = re.compile(
    r"(?<![A-Za-z/])(?:tok/s|tokens?/s|t/s|tok/sec|tokens?/sec|tokens? per second|TPS|ms|s|sec"
    r"|seconds?|GB|MB|x|%)(?![\w/])",
    re.IGNORECASE,
)
# the sentence's metric word: what the figures measure
_METRIC = re.compile(
    r"(?<![\w])(?:decode(?:[ ]speed|[ ]throughput)?|gen(?:eration)?(?:[ ]speed)?|throughput"
    r"|speed(?![ \-]?up)|TTFT|TPOT|ITL|latency|prefill(?:[ ]speed)?|tokens[ ]per[ ]second|tok/s)"
    r"(?![\w])",
    re.IGNORECASE,
)
_SENTENCE_BREAK = re.compile(r"(?<=[.!?])(?=\s)")
_STANDALONE = re.compile(rf"(?<![\w.,/=@#\-–~])(?:{_NUM})(?![\w.%/=×]|,\d)")
_CLAUSE_END = re.compile(r"[ ]?(?:[,;:)]|$|[.!?](?!\d))")
_SKIP_LINE = re.compile(r"^\s*(?:#|>|<|    |\t)")
# tables, and CJK text (its metric words are not this rewrite's)
_SKIP_ANYWHERE = re.compile(r"\||[\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af]")
# a figure worked into a sum or a ratio: "= 7.609 tok/s", "4141 ms / 1640 ms"
_WORKED = re.compile(r"=|[ ]/[ ]")


def _sentence(s: str) -> str:
    figs = list(_FIGURE.finditer(s))
    if len(figs) < 2:
        return s
    units = {f.group("u").strip().lower() for f in figs}
    if len(units) != 1:
        return s
    unit = figs[0].group("u").strip()
    if _WORKED.search(s, figs[0].start(), figs[-1].end()):
        return s
    if _METRIC.search(s, figs[0].end(), figs[-1].start()):
        return s  # a second metric among the figures: the label would say one for both
    spans = {(f.start("u"), f.end("u")) for f in figs}
    for m in _ANY_UNIT.finditer(s):
        if (m.start(), m.end()) not in {(a + (s[a] == " "), b) for a, b in spans}:
            return s  # another unit, or this one not after a figure: whose would it be?
    for m in _STANDALONE.finditer(s):
        if any(f.start("n") == m.start() for f in figs):
            continue
        if _CLAUSE_END.match(s, m.end()):
            return s  # a bare number ending its clause: one more figure, to a reader
    first = figs[0].start()
    colon = s.find(": ")
    if 0 < colon < first and _METRIC.search(s, 0, colon):
        at = colon
    else:
        metric = _METRIC.search(s, 0, first)
        if metric is None:
            return s
        at = metric.end()
    if s[at - 1 : at] in (")", "]") or "(" in s[at : at + 2]:
        return s
    out = s
    for f in reversed(figs):
        out = out[: f.start("u")] + out[f.end("u") :]
    return out[:at] + f" ({unit})" + out[at:]


def _line(line: str) -> str:
    if (
        _SKIP_LINE.match(line)
        or _SKIP_ANYWHERE.search(line)
        or _LOGGED.search(line)
        or re.search(r"\S {2,}\S", line)
    ):
        return line
    return "".join(_sentence(part) for part in _SENTENCE_BREAK.split(line))


def unit_label(text: str) -> str:
    """Each sentence of two or more figures of one unit, the unit stated once in its label."""
    out, fenced = [], False
    for line in text.split("\n"):
        opens = bool(_FENCE.match(line))
        fenced = fenced != opens
        out.append(line if fenced or opens else _line(line))
    return "\n".join(out)


UNITLABEL = {"unit-label": unit_label}
