"""A list of metric names paired in order with as many figures written after it.

Writers name two or more metrics together and then give one figure each: "Prefill/decode on
RTX 3090 with llama.cpp: 2400/38 tok/s", "On the 3090, prefill and decode are 2400 and 38
tok/s", "TTFT/TPOT with SGLang on H100: 120/15 ms", "TTFT/throughput: 120 ms / 3,200 tok/s",
or the names after the figures' unit ("2400 and 38 tok/s for prefill and decode"). The i-th
figure takes the i-th metric (reading rules §4: prefill, decode, TTFT, per-token latency and
end-to-end latency are distinct metrics; a prefill figure is never a decode figure).
``series`` already reads a slash list of names right before or right after a slash series
("prefill/decode: 2,900 / 48 tok/s"); this module reads the list farther off in the sentence,
with setup words between, and lists joined by "and" or commas.

Pairs only when the counts agree, the metrics differ, each figure's unit fits its metric (a
rate for prefill and decode, a time for TTFT, TPOT and latency) and nothing between the names
and the figures is a number of its own (a load series "at concurrency 1/4", a date, a
version) or another metric's name. One load there ("Input and output throughput with vLLM at
64 users: 52,000 and 9,800 tok/s") is every figure's setup, not a member, when the figures
after it state their unit once; the list then names each figure's side, so "output" beside a
rate read as a total of both sides is the output side (``summed_rate`` leaves it). A slash
inside a unit ("tok/s", "ms/token") is no list.
Patterns are anchored or bounded; the search is bounded to the sentence.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from watcher.claims.counts import _in_name
from watcher.claims.document import _Doc, _Figure, _Span
from watcher.claims.models import DECODE, OUTPUT, TOTAL
from watcher.claims.numbers import _NUM, _num
from watcher.claims.patterns import UNIT_ONLY
from watcher.claims.questions import question_start
from watcher.claims.series import (
    _METRIC_WORD,
    _METRIC_WORDS,
    _NAME,
    _TIMES,
    MAX_MEMBERS,
    _fresh,
    _unit_after,
)

# what joins two names or two figures: "/", ",", "and", "&", "、", "和", "と"
_JOIN = (
    r"(?:[ \t]{0,2}[/,、][ \t]{0,2}(?:(?:and|&)[ \t]{1,2})?|[ \t]{1,2}(?:and|&)[ \t]{1,2}"
    r"|[ \t]{0,2}[和与及と][ \t]{0,2})"
)
_NAME_LIST = re.compile(
    rf"(?<![A-Za-z0-9_])(?P<names>{_NAME}(?:{_JOIN}{_NAME}){{1,{MAX_MEMBERS - 1}}})"
    r"(?![A-Za-z])",
    re.IGNORECASE,
)
_JOIN_NUMBER = re.compile(_JOIN + rf"(?=[~≈]?{_NUM})", re.IGNORECASE)
# a number that may open a series: not part of a word, a version, a date or a ratio
_OPENING = re.compile(rf"(?<![A-Za-z0-9_.,/\-])[~≈]?(?P<n>{_NUM})(?![\w.]|,\d)")
_NUMBER = re.compile(rf"[~≈]?(?P<n>{_NUM})(?![\w.]|,\d)")
_DIGIT = re.compile(r"\d")
_CARD_COUNT = re.compile(r"(?<![\w.])\d{1,3}[ \t]{0,2}[x×][ \t]{0,2}", re.IGNORECASE)
_ANY_NAME = re.compile(rf"(?<![A-Za-z]){_NAME}(?![A-Za-z])", re.IGNORECASE)
# a sentence or clause break, or a word that starts another reading, between names and figures
_BREAK = re.compile(r"[;!?。；]|\.[ \t]|(?<![a-z])(?:vs\.?|versus|from|than)(?![a-z])", re.I)
# the names after the figures' unit: "2400 and 38 tok/s for prefill and decode", "(pp/tg)";
# lengths are no metrics ("at input/output 1024/128")
_NAMES_AFTER = re.compile(
    r"[ \t]{0,2}[(（]?[ \t]{0,2}(?:(?:for|in)[ \t]{1,2}(?:the[ \t]{1,2})?)?"
    + _NAME_LIST.pattern
    + r"(?![ \t]{0,2}(?:lengths?|len|tokens?|[:=]?[ \t]{0,2}\d))",
    re.IGNORECASE,
)
# "Prefill / Decode (tok/s): 2400 / 38": the unit of the bare figures in brackets after the names
_OPEN_BRACKET = re.compile(r"[ \t]{0,2}[(（\[][ \t]?")
_CLOSE_BRACKET = re.compile(r"[ \t]?[)）\]]")
# one load between the names and the figures ("at 64 users", "at concurrency 64", "batch 8"):
# a setup of every figure after, not a member of a series (a load series still stops the pairing)
_LOAD_NOUN = re.compile(
    r"\d{1,5}[ \t\-]{0,2}(?:concurrent[ \t]{1,2})?(?:users?|requests?|streams?|clients?)(?![\w/])",
    re.IGNORECASE,
)
_LOAD_KEY = re.compile(
    r"(?<![A-Za-z])(?:batch(?:[ \t\-]size)?|bs|concurrency|conc)[ \t]{0,2}[=:]?[ \t]{0,2}$",
    re.IGNORECASE,
)
_LOAD_VALUE = re.compile(r"\d{1,5}(?![\d.,/]|[ \t]{0,2}(?:/|and[ \t]|&|,[ \t]{0,2}\d))", re.I)
# ``doc.flags`` key of a figure given its side by a list: ``summed_rate`` leaves it that side
LISTED_SIDE = "metric named by a list"
_REACH = 100  # characters between the names and their figures: one clause of setup words


def metric_pairs(
    text: str, seg: _Span, doc: _Doc, figures: list[_Figure], covered: Callable[[int], bool]
) -> list[_Figure]:
    """Give each figure of a series its metric from a list of as many metric names before or
    after it in the sentence (set in place on ``figures``); the members no reader took are
    returned as new figures."""
    out: list[_Figure] = []
    read: dict[int, list[_Figure]] = {}
    for f in figures:
        read.setdefault(f.start, []).append(f)
    lists = list(_NAME_LIST.finditer(text, seg.start, seg.end))
    for names in lists:
        metrics = _metrics(names.group("names"))
        members = _series_after(text, seg, doc, names.end())
        if members is None:
            continue
        label = _label_unit(text, names.end(), seg.end)
        if label is not None and all(u is None for *_, u in members):
            members = [(s, e, v, label) for s, e, v, _ in members]
        out.extend(_pair(text, seg, doc, metrics, members, read, covered))
    done = seg.start
    for m in _OPENING.finditer(text, seg.start, seg.end) if lists else ():
        if m.start() < done:
            continue  # a later member of a series already tried
        members = _series_from(text, seg, m.start())
        done = members[-1][1] if members else m.end()
        if not members or members[-1][3] is None:
            continue
        after = _NAMES_AFTER.match(text, members[-1][3].end(), seg.end)
        if after is not None:
            metrics = _metrics(after.group("names"))
            out.extend(_pair(text, seg, doc, metrics, members, read, covered))
    return out


def _metrics(names: str) -> list[str]:
    return [
        _METRIC_WORDS[int(next(k for k, v in w.groupdict().items() if v)[1:])][0]
        for w in _METRIC_WORD.finditer(names)
    ]


_Member = tuple[int, int, float, re.Match[str] | None]


def _series_after(text: str, seg: _Span, doc: _Doc, at: int) -> list[_Member] | None:
    """The series of figures that opens the first number after ``at`` in the clause, or None
    when what lies between is more than setup words (another number, metric or clause)."""
    limit = min(seg.end, at + _REACH)
    past = at  # the end of a load already skipped
    for d in _DIGIT.finditer(text, at, limit):
        if d.start() < past:
            continue
        load = _one_load(text, at, d.start(), limit)
        if load is not None:
            past = load
            continue  # "at 64 users": the figures' load
        if any(_in_mention(doc, d.start())):
            continue  # "RTX 3090", "Llama-3-8B": a name's digits
        count = _CARD_COUNT.match(text, d.start(), limit)
        if count is not None and doc.near("hardware", count.end(), count.end() + 1):
            continue  # "2x 3090": the cards' count
        opening = _OPENING.match(text, max(at, d.start() - 1)) or _OPENING.match(text, d.start())
        if opening is None:
            return None
        gap = text[at : opening.start()]
        if _BREAK.search(gap) or _ANY_NAME.search(gap):
            return None
        members = _series_from(text, seg, opening.start())
        if past > at and any(u is not None for *_, u in members[:-1]):
            return None  # past a load, only a series with its unit written once is the list's
        return members
    return None


def _one_load(text: str, at: int, start: int, limit: int) -> int | None:
    """Where a single load that opens at ``start`` ends ("64 users", "concurrency 64"), or
    None when the number there is no load or opens a series of loads."""
    noun = _LOAD_NOUN.match(text, start, limit)
    if noun is not None:
        return noun.end()
    if _LOAD_KEY.search(text[max(at, start - 20) : start]) is None:
        return None
    value = _LOAD_VALUE.match(text, start, limit)
    return value.end() if value is not None else None


def _label_unit(text: str, at: int, limit: int) -> re.Match[str] | None:
    """The unit in brackets right after the names ("Prefill / Decode (tok/s)"), or None."""
    opened = _OPEN_BRACKET.match(text, at, limit)
    unit_m = UNIT_ONLY.match(text, opened.end(), limit) if opened is not None else None
    if unit_m is None or _CLOSE_BRACKET.match(text, unit_m.end(), limit) is None:
        return None
    return unit_m


def _in_mention(doc: _Doc, at: int) -> list[bool]:
    """For each name near ``at``, whether ``at`` lies inside it."""
    return [
        m.start <= at < m.end
        for category in doc.index
        for m in doc.near(category, max(0, at - 40), at + 1)
    ]


def _series_from(text: str, seg: _Span, at: int) -> list[_Member]:
    """Numbers joined by "/", "," or "and" from ``at``, each with the unit written right
    after it, if any: (start, end, value, unit)."""
    members: list[_Member] = []
    while len(members) < MAX_MEMBERS:
        m = _NUMBER.match(text, at, seg.end)
        if m is None:
            break
        unit_m = _unit_after(text, m.end(), seg.end)
        members.append((m.start("n"), m.end("n"), _num(m.group("n")), unit_m))
        at = unit_m.end() if unit_m is not None else m.end()
        join = _JOIN_NUMBER.match(text, at, seg.end)
        if join is None:
            break
        at = join.end()
    return members


def _pair(
    text: str,
    seg: _Span,
    doc: _Doc,
    metrics: list[str],
    members: list[_Member],
    read: dict[int, list[_Figure]],
    covered: Callable[[int], bool],
) -> list[_Figure]:
    if len(members) != len(metrics) or len(set(metrics)) != len(metrics) or len(members) < 2:
        return []
    units: list[re.Match[str] | None] = []
    for i in range(len(members)):  # a bare member takes the next unit written
        units.append(next((u for _, _, _, u in members[i:] if u is not None), None))
    for unit_m, metric in zip(units, metrics, strict=True):
        if unit_m is None or not _fits(unit_m, metric):
            return []
    if any(_in_name(doc, start) for start, _, _, _ in members):
        return []  # "RTX 3090/4090": the cards' numbers
    out: list[_Figure] = []
    asked = question_start(text, seg)
    for (start, end, value, own), unit_m, metric in zip(members, units, metrics, strict=True):
        doc.flags[(LISTED_SIDE, "names the side of", start)] = True
        if start in read:
            for fig in read[start]:
                fig.metric = _phase(metric, fig.metric)
            continue
        if covered(start) or unit_m is None:
            continue
        new = _fresh(text, seg, doc, (start, value), unit_m, asked)
        if new is None:
            continue  # a goal, a question, a difference, a bound: no figure
        new.metric = _phase(metric, new.metric)
        new.end = own.end() if own is not None else end
        out.append(new)
        read[start] = [new]
    return out


def _phase(named: str, read: str) -> str:
    """The named metric, except that "output" or "decode" beside a server's aggregate or
    total rate leaves that rate as read (LABELLING: a load decides decode against output); a
    total rate named as the output side of a list ("input and output throughput") is output."""
    if named == DECODE and read == TOTAL:
        return OUTPUT
    return read if named == DECODE and read == OUTPUT else named


def _fits(unit_m: re.Match[str], metric: str) -> bool:
    """A time for TTFT, TPOT and latency; a token rate for prefill and decode."""
    if metric in _TIMES:
        return bool(unit_m.group("time") or unit_m.group("tpot"))
    return bool(unit_m.group("toks"))
