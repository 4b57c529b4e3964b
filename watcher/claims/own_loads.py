"""Loads written after each of several figures of a sentence: each figure takes its own.

Reading rules §2 (each figure takes its own setup; pairs in order) and §4 (concurrency: batch
size, concurrent requests, users, "c=16"). When two or more figures of one metric in a
sentence are each followed by a load ("1.8x for batch size 1 and 1.5x for batch size 32",
"1250 tok/s at c=16 and 1410 tok/s at c=32", "640 tok/s with 8 users and 910 tok/s with 32
users"), each takes the load written right after it, not the nearest load, which may be the
previous figure's. A later figure may leave the load's word out once an earlier one stated
it: in "1250 tok/s at 16 concurrent requests and 1410 tok/s at 32" the 32 counts requests too.
A bare number is read so only where the clause ends right after it ("at 32k context", "at 32
ms", "at 32%" are no loads).

A change whose load changes with it pairs its sides in order: in "from 84 to 609 tok/s as
concurrency goes from 1 to 64" the 84 was measured at concurrency 1 and the 609 at 64 (a
context or a request rate that goes from one value to another is no load).

A load stated once for the whole sentence ("At concurrency 8, vLLM does 900 tok/s and SGLang
1,000 tok/s") is left to ``load``: it follows no figure of its own. Patterns are anchored or
bounded.
"""

from __future__ import annotations

import re
from itertools import pairwise

from watcher.claims.approx_words import APPROX_REACH
from watcher.claims.cjk_own_loads import load_before
from watcher.claims.document import _Figure, _Span
from watcher.claims.foreign_preps import FOREIGN_AND, FOREIGN_LOAD, LOAD_PREP
from watcher.claims.pairs import _RANGES_FROM
from watcher.claims.patterns import UNIT_ONLY

_PREP = (
    r"[*_`)]{0,2}[ \t]{1,2}(?P<prep>for|at|with|on|under|@)[ \t]{1,2}(?:(?:a|an|the)[ \t]{1,2})?"
)
# the same outside English: "bei 16 gleichzeitigen Anfragen", "avec 16 requêtes simultanées"
_FOREIGN_PREP = rf"[*_`)]{{0,2}}[ \t]{{1,2}}(?:{LOAD_PREP})[ \t]{{1,2}}"
# what ends a load's number: no letter, slash, percent sign or decimal part after it
_LOAD_END = r"(?![\w/%]|[.,]\d)"
# a load written right after its own figure: "1.8x for batch size 1", "640 tok/s at batch 32",
# "at c=32", "2.1x at 16 concurrent users", "with 64 users", "at 16 requests"
_OWN_LOAD = re.compile(
    _PREP + r"(?:(?:batch(?:[ \t\-]size)?|bs|concurrency|conc)[ \t]{0,2}[=:]?[ \t]{0,2}"
    r"(?P<keyed>\d{1,4})|c[ \t]?=[ \t]?(?P<short>\d{1,4})"
    r"|(?P<counted>\d{1,4})[ \t]{1,2}concurrent[ \t]{1,2}(?:users?|requests?|streams?|clients?)"
    r"|(?P<people>\d{1,4})[ \t]{1,2}(?:simultaneous[ \t]{1,2})?(?P<noun>users|clients|streams"
    r"|requests(?![ \t]{0,2}(?:/|per[ \t]|in[ \t]total|total|overall))))"
    + _LOAD_END
    + rf"|{_FOREIGN_PREP}(?P<foreign>\d{{1,4}})[ \t]{{1,2}}(?:{FOREIGN_LOAD})(?!\w)",
    re.IGNORECASE,
)
# "… and 1410 tok/s at 32": the number alone, the clause ending right after it
_ELIDED_LOAD = re.compile(
    _PREP
    + r"(?P<bare>\d{1,4})(?=[ \t]{0,2}(?:[,;)]|\.(?!\d)|and(?![a-z])|\n|$))"
    # "… und 1410 Token/s bei 32", "… 1410 tok/s avec 32 ;"
    + rf"|{_FOREIGN_PREP}(?P<bare2>\d{{1,4}})"
    rf"(?=[ \t]{{0,2}}(?:[,;)]|\.(?!\d)|(?:{FOREIGN_AND})(?!\w)|\n|$))",
    re.IGNORECASE,
)

_LOAD_KEY = r"(?:concurrency|batch[ \t\-]size|batch|bs)"
_LOAD_NOUN = r"(?:concurrent[ \t]{1,2})?(?:users|requests|streams|clients)"
# "as concurrency goes from 1 to 64", "when the batch size rises from 1 to 32", "going from 1
# to 64 concurrent users", "from batch 1 to batch 64"
_LOAD_CHANGE = re.compile(
    r"[ \t]{0,2},?[ \t]{1,2}(?:as|when|while|with|going|moving)[ \t]{1,2}(?:the[ \t]{1,2})?"
    rf"(?:(?P<key>{_LOAD_KEY}|number[ \t]of[ \t]{_LOAD_NOUN})[ \t]{{1,2}}"
    r"(?:[a-z]{2,10}[ \t]{1,2}){0,2}?)?"
    rf"from[ \t]{{1,2}}(?P<key1>{_LOAD_KEY}[ \t]{{0,2}}[=:]?[ \t]{{0,2}})?(?P<x>\d{{1,4}})"
    rf"[ \t]{{1,2}}(?:to|→|->)[ \t]{{1,2}}(?:{_LOAD_KEY}[ \t]{{0,2}}[=:]?[ \t]{{0,2}})?"
    rf"(?P<y>\d{{1,4}})(?:[ \t]{{1,2}}(?P<noun>{_LOAD_NOUN}))?" + _LOAD_END,
    re.IGNORECASE,
)
# "from 84 to 609 tok/s": the earlier side's figure, and what joins it to the later one
_FROM_BEFORE = re.compile(r"from[ \t]{1,2}(?:about[ \t]{1,2}|around[ \t]{1,2}|~)?$", re.IGNORECASE)
_TO_BETWEEN = re.compile(r"[ \t]{1,2}(?:to|→|->)[ \t]{1,2}(?:about[ \t]{1,2}|~)?", re.IGNORECASE)


_GROUPS = ("keyed", "short", "counted", "people", "foreign", "bare", "bare2")


def _set(fig: _Figure, load: int) -> None:
    if "concurrency" not in fig.setup:
        fig.setup = {**fig.setup, "concurrency": load}


def pair_own_loads(text: str, figures: list[_Figure]) -> None:
    """Give each of two or more figures of one metric in a sentence (``figures`` in text
    order) the load written right after it (set in place), when they state different loads."""
    owned: dict[str, list[tuple[_Figure, int]]] = {}
    for fig in figures:
        m = _OWN_LOAD.match(text, fig.end)
        if m is not None and m.group("people") and not _counts_load(m):
            m = None
        if m is None and fig.metric in owned:
            m = _ELIDED_LOAD.match(text, fig.end)  # the load's word left out: the earlier one's
        load = (
            int(next(m[g] for g in _GROUPS if m.groupdict().get(g)))
            if m is not None
            else load_before(text, fig.start, fig.metric in owned)  # "同時実行16で1250 tok/s"
        )
        if load is not None:
            owned.setdefault(fig.metric, []).append((fig, load))
    for pairs in owned.values():
        loads = [load for _, load in pairs]
        if len(pairs) < 2 or len(set(loads)) < 2 or min(loads) < 1:
            continue
        for fig, load in pairs:
            _set(fig, load)


def _counts_load(m: re.Match[str]) -> bool:
    """True when a count of people or requests is a load: "with 64 users", "at 16 requests";
    "for 500 requests" counts the requests of a run, not those in flight together."""
    prep = m.group("prep").lower()
    if m.group("noun").lower() == "requests":
        return prep in ("at", "@")
    return prep in ("at", "with", "@", "for")


def pair_change_loads(text: str, seg: _Span, figures: list[_Figure]) -> None:
    """ "from 84 to 609 tok/s as concurrency goes from 1 to 64": the two sides of a change of
    one metric take, in order, the two sides of the load change written right after it."""
    for a, b in pairwise(figures):
        if a.metric != b.metric or a.vmax is not None or b.vmax is not None:
            continue
        if not _TO_BETWEEN.fullmatch(text, a.end, b.start):
            continue
        if not _FROM_BEFORE.search(text, max(seg.start, a.start - 16), a.start):
            continue
        if _RANGES_FROM.search(text, max(0, a.start - 24 - APPROX_REACH), a.start):
            continue  # "ranges from 84 to 609 tok/s as …": one range over loads, no one load
        at = b.end  # "from 84 to 609 tok/s": the later side's figure may end before its unit
        unit = UNIT_ONLY.match(text, at + 1, seg.end) if text[at : at + 1] == " " else None
        m = _LOAD_CHANGE.match(text, unit.end() if unit is not None else at, seg.end)
        if m is None or not (m.group("key") or m.group("key1") or m.group("noun")):
            continue
        x, y = int(m.group("x")), int(m.group("y"))
        if min(x, y) < 1 or x == y:
            continue
        _set(a, x)
        _set(b, y)
