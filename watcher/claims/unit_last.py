"""Bare figures before the one figure of a series that carries the unit, each with its setup.

Writers drop a repeated unit and keep it only on the last figure of a series, each figure with
its own setup written beside it: "38 with Q8_0 and 52 t/s with Q4_K_M", "38 on the RTX 3090 and
52 t/s on the RTX 4090", "1250 (c=16), 1410 (c=32) and 1500 tok/s (c=64)", or close the
sentence with the unit in brackets: "38 at 4k context and 31 at 32k (tok/s)." Reading rules §4:
a unit may be stated once for several figures; §2: each figure takes its own setup (the setup
readers give each number the names beside it). ``coordinated`` reads the clauses *after* a
rate; this module the ones before it, and only where they are parallel to it:

- each earlier clause is joined by a coordinator ("and", a comma, a semicolon, "vs", "to", an
  arrow) and repeats the rate's shape: both numbers followed by a setup phrase ("with",
  "without", "on", "at", "for", "using", "under", "via", "@" or a bracket), or both after the
  same word ("ran at 9.6; … ran at 15.7 tok/s", "Amazon (291) and Groq (276 TPS)") or a
  statistic's ("avg 6.78, median 7.33 t/s") with nothing but the join after, or the number is
  the side a change starts from ("from `30` to `60 tokens/s`"); so "with 2 GPUs, 52 t/s with
  Q4" coordinates nothing;
- the number passes the checks a coordinated number passes (``coordinated``): no unit, counted
  noun, model size, version, bound or key sign beside it, no setting or other measure named
  right before it, and it stays within ``_SPREAD`` of the rate;
- the chain stops at the first clause that fails and never leaves the sentence.

Two clauses set against each other need not repeat a shape: a comma or semicolon with a
contrast word after it or opening the earlier clause ("gives ~15, but Vulkan drops to ~9 t/s",
"While an iGPU can hit 20, the NPU's 10 tokens/sec ...") gives the rate's unit to the bare
number closing the earlier clause (or followed by its own setup phrase), under the same checks.
"compared to" joins like "vs" ("lower speed (~7) compared to Vulkan (~20 t/s)").

A context length written right before the unit ("25 at 64k tok/s") is the setting of the bare
number before it, not a rate (§4: context lengths are no claims): ``context_before_unit`` says
which number the unit belongs to.
"""

from __future__ import annotations

import re
from bisect import insort
from collections.abc import Callable
from dataclasses import replace

from watcher.claims.baselines import _OTHER_MEASURE, stated_bare
from watcher.claims.closing_units import closing_unit
from watcher.claims.coordinated import (
    _BOUND_BEFORE,
    _COUNTED,
    _MODEL_SIZE,
    _NOT_A_RATE_AFTER,
    _OTHER_KIND,
    _SPREAD,
    _alone,
    _versioned,
)
from watcher.claims.document import _Doc, _Figure, _Span
from watcher.claims.metric import _unit_figure
from watcher.claims.numbers import _NUM, _num
from watcher.claims.questions import question_start

MAX_CLAUSES = 6
_PHRASE_LONGEST = 40  # characters of a figure's own setup phrase
_GAP_LONGEST = 32  # characters between the rate's coordinator and its number
_BEFORE_LOOK = 24  # characters before a number looked at for a setting's word

# what joins two figures of the series
_JOIN = re.compile(
    r"(?<!\d),|,(?!\d)|;|→|->|(?<=[ \t])"
    r"(?:and|vs\.?|versus|compared[ \t](?:to|with)|(?<![Uu]p[ \t])to)(?=[ \t])",
    re.IGNORECASE,
)
_ARROW = re.compile(r"→|->")  # the side before it is the baseline's, as after "from … to"
_FROM = re.compile(r"(?<![a-z])from[ \t~≈`*_]{1,4}\Z", re.IGNORECASE)
_TO = re.compile(r"to|→|->", re.IGNORECASE)  # a change's join: "from 30 to 60 tok/s"
# a statistic's word: "avg 6.78, median 7.33 t/s", "P50 224, P99 267 ms" are one series
_STAT_WORD = re.compile(r"avg|average|mean|median|p\d{2}|min|max|best|worst|peak", re.IGNORECASE)
# where a clause may begin besides a join: a colon, the line's start, the sentence's start
_OPEN = re.compile(r"[:：]")
# the word opening a figure's own setup phrase
_LEAD = re.compile(
    r"[ \t]{0,2}(?:[(（]|(?:on|with|without|using|for|at|in|under|via|@)[ \t])", re.IGNORECASE
)
# the word right before a number, past an approximation ("reaches ~15", "ran at about 9.6")
_WORD_BEFORE = re.compile(
    r"(?:(?<![\w.\-])(?P<w>[A-Za-z][A-Za-z0-9]{1,15})|(?P<b>[(（]))[ \t~≈`*_:=]{0,4}"
    r"(?:(?:about|around|approx\.?|approximately|roughly|nearly|almost|only|just)[ \t~≈]{1,3})?\Z",
    re.IGNORECASE,
)
_JOIN_WORD = re.compile(r"and|vs|versus|to|or|but|than", re.IGNORECASE)
# what may close a figure's clause right after its number: a bracket, emphasis, spaces
_CLOSE = re.compile(r"[ \t)）`*_]*\Z")
# a number glued to letters is a name or a size ("4k", "7B", "4bpw"), no figure
_GLUED = re.compile(r"[A-Za-z]")
_SETTING_BEFORE = re.compile(r"(?:batch|bs|ctx|context|conc\w*|c)[ \t=:]{0,3}\Z", re.IGNORECASE)


# a word holding a digit is a name ("Qwen2-VL-2B-Instruct-4bit", "RTX 3090"): its letters
# ("bit", "b") name no setting or measure
_NAME_TOKEN = re.compile(r"[^\s(),;]*\d[^\s(),;]*")


def _names_other(words: str) -> bool:
    """Whether ``words`` before a number name a setting or another measure."""
    plain = _NAME_TOKEN.sub(" ", words)
    return bool(_OTHER_KIND.search(plain) or _OTHER_MEASURE.search(plain))


def _word_before(text: str, lo: int, at: int) -> str | None:
    """The word (or opening bracket) right before the number at ``at``, not a join's word."""
    m = _WORD_BEFORE.search(text[max(lo, at - 40) : at])
    if m is None:
        return None
    if m.group("b"):
        return "("
    word = m.group("w").lower()
    if _STAT_WORD.fullmatch(word):
        return "stat"
    return None if _JOIN_WORD.fullmatch(word) or not word.isalpha() else word


def _joins(text: str, lo: int, hi: int) -> list[re.Match[str]]:
    """The joins in ``lo``-``hi`` outside brackets: none closes between the join and ``hi``
    that did not open there ("(for A, B) and 52" joins nothing at its comma)."""
    out = []
    for m in _JOIN.finditer(text, lo, hi):
        if text.count(")", m.end(), hi) <= text.count("(", m.end(), hi):
            out.append(m)
    return out


def _plain(text: str, lo: int, hi: int, doc: _Doc) -> list[re.Match[str]]:
    """The numbers standing alone in ``lo``-``hi`` that are not glued to letters."""
    return [
        m
        for m in _alone(text, lo, hi, doc)
        if not _GLUED.match(text, m.end("n")) and not _GLUED.search(m.group("n"))
    ]


def _parallel(
    text: str, lo: int, hi: int, m: re.Match[str], shape: tuple[bool, str | None], join: str
) -> bool:
    """Whether the number ``m`` of the clause ``lo``-``hi`` repeats the rate's shape: both
    followed by a setup phrase, both after the same word (or a statistic's) with nothing but
    the join after, or the side a change starts from ("from 30 to 60 tok/s")."""
    led, before = shape
    if _LEAD.match(text, m.end()):
        return led and hi - m.end() <= _PHRASE_LONGEST
    if not _CLOSE.match(text[m.end() : hi]):
        return False
    if _TO.fullmatch(join) and _FROM.search(text[max(lo, m.start() - 12) : m.start()]):
        return True
    return before is not None and _word_before(text, lo, m.start()) == before


def _member(
    text: str,
    lo: int,
    hi: int,
    shape: tuple[bool, str | None],
    join: str,
    anchor: _Figure,
    doc: _Doc,
) -> _Figure | None:
    """The figure of the clause ``lo``-``hi``: its number repeating the rate's shape
    (``_parallel``); the clause's words before it name no setting, no other measure."""
    for m in _plain(text, lo, hi, doc):
        if not _parallel(text, lo, hi, m, shape, join):
            continue
        return _checked(text, lo, hi, m, anchor, doc)
    return None


def _checked(
    text: str, lo: int, hi: int, m: re.Match[str], anchor: _Figure, doc: _Doc
) -> _Figure | None:
    """The figure of the bare number ``m`` of the clause ``lo``-``hi`` taking ``anchor``'s unit,
    or None where it is a range, a count, a size, a setting, a bound or far from the rate."""
    if m.group("hi") is not None or _other_kind(text, lo, lo, hi, m, doc):
        return None
    words = text[max(lo, m.start() - _BEFORE_LOOK) : m.start()]
    value = _num(m.group("n"))
    if not anchor.value / _SPREAD <= value <= anchor.value * _SPREAD:
        return None
    return replace(
        anchor, start=m.start("n"), end=m.end("n"), value=value, vmin=None, vmax=None,
        role="before" if _FROM.search(words) else None, label=None, stat=None,
        qualifier=None, names={},
    )  # fmt: skip


def _other_kind(text: str, clause: int, lo: int, hi: int, m: re.Match[str], doc: _Doc) -> bool:
    """Whether the bare number ``m`` is another kind of quantity than a rate: its clause's
    words (from ``clause``) name a setting or another measure, a counted noun follows it
    before ``hi``, it is a model size or a bound, or a version of a name begun after ``lo``."""
    words = text[max(clause, m.start() - _BEFORE_LOOK) : m.start()]
    return bool(
        _names_other(words)
        or _NOT_A_RATE_AFTER.match(text, m.end())
        or _MODEL_SIZE.match(text, m.end())
        or _COUNTED.match(text, m.end(), hi)
        or _BOUND_BEFORE.search(words[-16:])
        or _SETTING_BEFORE.search(words)
        or _versioned(text, lo, m.start(), doc)
    )


def _clause_start(text: str, seg: _Span, hi: int) -> int:
    lo = max(seg.start, hi - 120)
    at = lo
    for m in _OPEN.finditer(text, lo, hi):
        at = m.end()
    return max(at, text.rfind("\n", lo, hi) + 1)


def _chain(text: str, seg: _Span, anchor: _Figure, doc: _Doc) -> list[_Figure]:
    """The bare figures of the clauses before ``anchor`` that repeat its shape."""
    lo = max(seg.start, anchor.start - _GAP_LONGEST - 8)
    joins = _joins(text, lo, anchor.start)
    if not joins or anchor.start - joins[-1].end() > _GAP_LONGEST:
        return []
    join = joins[-1]
    if _alone(text, join.end(), anchor.start, doc):
        return []
    shape = (bool(_LEAD.match(text, anchor.end)), _word_before(text, join.end(), anchor.start))
    if not shape[0] and shape[1] is None and not _TO.fullmatch(join.group()):
        return []
    out: list[_Figure] = []
    while len(out) < MAX_CLAUSES:
        hi = join.start()
        start = _clause_start(text, seg, hi)
        earlier = _joins(text, start, hi)
        lo = earlier[-1].end() if earlier else start
        fig = _member(text, lo, hi, shape, join.group(), anchor, doc)
        if fig is None:
            break
        if out:
            out[-1].role = None  # "180 -> 57 -> 38": only a chain's first side is a baseline
        if _ARROW.fullmatch(join.group()):
            fig.role = "before"
        out.append(fig)
        if not earlier:
            break
        join = earlier[-1]
    return out


# a contrast between two clauses: "gives ~15, but Vulkan drops to ~9 t/s", "delivers ~20,
# whereas SYCL achieves only ~7 t/s", "While an iGPU can hit 20, the NPU's 10 tokens/sec"
_CONTRAST_AFTER = re.compile(
    r"[ \t]{0,2}(?:but|whereas|while|whilst|yet|though|although)(?![\w'])", re.IGNORECASE
)
_CONTRAST_OPEN = re.compile(
    r"[ \t*_>#\-–—]{0,6}(?:while|whilst|whereas|though|although)(?![\w'])", re.IGNORECASE
)
_CONTRAST_GAP = 64  # characters between the contrast's comma and the rate's number


def _contrast(text: str, seg: _Span, anchor: _Figure, doc: _Doc) -> _Figure | None:
    """The bare number closing the clause before ``anchor``'s (or followed by its own setup
    phrase: "gives ~41 on the A100, but ...") when a comma or semicolon joins
    the two as a contrast: a contrast word after the join ("..., but ...", "..., whereas ...")
    or opening the earlier clause ("While ..., ..."); the rate's clause holds no other number."""
    lo = max(seg.start, anchor.start - _CONTRAST_GAP)
    joins = [j for j in _joins(text, lo, anchor.start) if j.group() in (",", ";")]
    if not joins:
        return None
    join = joins[-1]
    if _alone(text, join.end(), anchor.start, doc):
        return None
    hi = join.start()
    start = _clause_start(text, seg, hi)
    earlier = _joins(text, start, hi)
    clause = earlier[-1].end() if earlier else start
    if not (_CONTRAST_AFTER.match(text, join.end()) or _CONTRAST_OPEN.match(text, clause)):
        return None
    bare = _plain(text, clause, hi, doc)
    if not bare:
        return None
    after = bare[-1].end()  # it closes the clause, or its own setup phrase does
    if not (
        _CLOSE.match(text[after:hi]) or (_LEAD.match(text, after) and hi - after <= _PHRASE_LONGEST)
    ):
        return None
    return _checked(text, clause, hi, bare[-1], anchor, doc)


def unit_last_figures(
    text: str, seg: _Span, doc: _Doc, figures: list[_Figure], fresh: Callable[[_Figure], bool]
) -> list[_Figure]:
    """The bare figures of ``seg`` before a figure with a unit whose setups they repeat."""
    out: list[_Figure] = []
    starts = sorted(f.start for f in figures)
    for anchor in sorted(figures, key=lambda f: f.start):
        if anchor.kind != "absolute" or anchor.unit not in ("tok/s", "ms"):
            continue
        if not seg.start <= anchor.start < seg.end:
            continue
        chain = _chain(text, seg, anchor, doc)
        pair = None if chain else _contrast(text, seg, anchor, doc)
        for fig in chain or ([pair] if pair else []):
            if any(s == fig.start for s in starts) or not fresh(fig):
                break
            out.append(fig)
            insort(starts, fig.start)
    return out


# "25 at 64k tok/s": the number, the setting's word and a context length glued to "k"
_CONTEXT_BEFORE = re.compile(rf"(?P<n>{_NUM})[ \t]{{1,2}}(?:at|@)[ \t]{{0,2}}\Z", re.IGNORECASE)
_CONTEXT_SIZE = re.compile(r"\d{1,3}[kK](?![\w.,])")
_CONTEXT_WORD = re.compile(r"(?<![a-z])(?:context|ctx|tokens?[ \t]of[ \t]context)(?![a-z])", re.I)


def context_before_unit(text: str, seg: _Span, start: int) -> tuple[int, int] | None:
    """Where the figure of "25 at 64k tok/s" stands when the number written before the unit at
    ``start`` is a context length ("64k", "32K") set after a bare number in a sentence that
    names context: the bare number's span, or None."""
    if not _CONTEXT_SIZE.match(text, start):
        return None
    m = _CONTEXT_BEFORE.search(text[max(seg.start, start - 20) : start])
    if m is None or not _CONTEXT_WORD.search(text, seg.start, seg.end):
        return None
    at = start - (m.end() - m.start("n"))
    return at, at + len(m.group("n"))


def closing_figures(
    text: str, seg: _Span, doc: _Doc, figures: list[_Figure], covered: Callable[[int], bool]
) -> list[_Figure]:
    """The bare figures of a sentence closed by its unit in brackets ("38 at 4k context and 31
    at 32k (tok/s)."): each number followed by its own setup phrase or a join; a sentence with
    a figure of its own keeps its unit."""
    end = seg.end
    while end > seg.start and text[end - 1] in " \t\n.!":
        end -= 1
    if end <= seg.start or text[end - 1] not in ")）]" or end - seg.start > 400:
        return []
    if any(seg.start <= f.start < seg.end for f in figures):
        return []
    lo = max(seg.start, end - 24)
    unit = closing_unit(text[lo:end])
    if unit is None:
        return []
    opened = max(text.rfind(c, lo, lo + unit.start()) for c in "(（[")
    start = _clause_start(text, seg, opened)
    out: list[_Figure] = []
    asked = question_start(text, seg)
    for m in _plain(text, start, opened, doc):
        after = m.end()
        gap = len(text[after : after + 2]) - len(text[after : after + 2].lstrip())
        joined = _JOIN.match(text, after + gap) or after + gap == opened
        if m.group("hi") is not None or not (_LEAD.match(text, after) or joined):
            continue
        joins = _joins(text, start, m.start())
        clause = joins[-1].end() if joins else start
        if _other_kind(text, clause, start, opened, m, doc):
            continue
        got = _unit_figure(unit.groupdict(), text, m.start("n"), after, seg, doc)
        if got is None:
            continue
        metric, name, kind = got
        fig = _Figure(m.start("n"), after, _num(m.group("n")), None, None, name, metric, kind)
        if not covered(fig.start) and stated_bare(text, seg, fig.start, after, asked):
            out.append(fig)
    return out
