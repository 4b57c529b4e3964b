"""Which one name a set of mentions gives: one name, a method over its family, no list.

Names stated apart from a figure (a setup line, a heading, the page title) give the figure
a name only when they name one thing. A drafting method and the family it belongs to name
one mode (the method); a name only enumerated among others ("features (A, B, C)") is
supported, not used.
"""

from __future__ import annotations

import re
from itertools import pairwise

from watcher.claims.document import _Doc
from watcher.claims.names import Mention
from watcher.claims.patterns import (
    PLAIN_MODE,
)
from watcher.claims.plain_described import negates_drafting
from watcher.claims.slash_pairs import slash_paired

_GENERIC_MODE = "speculative"
_ENDS_ENTRY = re.compile(r"[.!?。)][ \t]?$")
_ITEM_BEFORE = re.compile(r"[(,、，][ \t]{0,2}$")
_ITEM_AFTER = re.compile(r"[ \t]{0,2}[,、，)]")


def _enumerated(m: Mention, text: str) -> bool:
    """True for a name that is one item of a comma-separated enumeration ("(A, B, C)"). A
    drafter switched off ("(TP2, no spec, prefix caching off)") is a run's condition listed
    with the others, as "no speculative decoding" is, not a feature supported."""
    return bool(
        _ITEM_BEFORE.search(text, max(0, m.start - 3), m.start)
        and _ITEM_AFTER.match(text, m.end)
        and not negates_drafting(m, text)
    )


def _single(category: str, named: list[Mention], doc: _Doc, first: bool = False) -> Mention | None:
    """The one name these mentions give, or None when they name several.

    A drafting method and the family it belongs to ("MTP speculative decoding", a title
    "Speculative decoding with EAGLE2" over a setup naming EAGLE) name one mode: the method.
    A method listed among other names ("speculative decoding, Medusa, and others") is one
    of several, not the method used.
    """
    names = {m.name for m in named}
    if len(names) == 1:
        return named[0] if first else named[-1]
    if category == "mode" and _GENERIC_MODE in names:
        listed = _listed(named, doc)  # one sort for all: a long paragraph names hundreds
        methods = [
            m
            for m in named
            if m.name not in (_GENERIC_MODE, PLAIN_MODE) and (m.start, m.end) not in listed
        ]
        if len(names) == 2 and methods:
            return methods[0] if first else methods[-1]
    return None


_LIST_GAP = re.compile(
    # "a 3090 + 3060 setup", "a 3090 plus two 3060s": a mix of cards names no single one
    r"[\s,/&+]{0,4}(?:(?:and|or|und|et|y|и|plus)[\s,/&]{1,3}(?:the[ \t])?)?"
    # "SGLang 和 vLLM", "H100、H200", "vLLM と SGLang": lists joined the CJK way
    r"|[ \t]{0,2}(?:和|与|及|或|、|と|및)[ \t]{0,2}",
    re.IGNORECASE,
)


def _in_list(m: Mention, mentions: list[Mention], doc: _Doc) -> bool:
    """True when ``m`` is one of a list of names ("A100, H100, GB200" or "H100 and H200")."""
    ordered = sorted(mentions, key=lambda x: x.start)
    i = ordered.index(m)
    neighbours = []
    if i > 0:
        neighbours.append((ordered[i - 1].end, m.start))
    if i + 1 < len(ordered):
        neighbours.append((m.end, ordered[i + 1].start))
    return any(
        b > a and _LIST_GAP.fullmatch(doc.text[a:b]) and doc.text[a:b].strip() != ""
        for a, b in neighbours
    )


def _listed(mentions: list[Mention], doc: _Doc) -> set[tuple[int, int]]:
    """(start, end) of each of ``mentions`` that ``_in_list`` would call one of a list."""
    ordered = sorted(mentions, key=lambda x: x.start)
    joined = [
        b > a and _LIST_GAP.fullmatch(doc.text[a:b]) is not None and doc.text[a:b].strip() != ""
        for a, b in ((x.end, y.start) for x, y in pairwise(ordered))
    ]
    return {
        (m.start, m.end)
        for i, m in enumerate(ordered)
        if (i > 0 and joined[i - 1]) or (i < len(joined) and joined[i])
    }


def in_long_list(m: Mention, mentions: list[Mention], doc: _Doc) -> bool:
    """True when ``m`` stands in a list of three or more names naming at least two things
    ("with llama-server, llama.cpp, vLLM and more"): the figure is said of all of them, and
    names no single one (reading rules §2). Two names ("SGLang and vLLM") are often a pair
    whose figures follow "respectively" or "vs", which the reader pairs up before this."""
    ordered = sorted(mentions, key=lambda x: x.start)
    i = ordered.index(m)
    lo = hi = i

    def joined(a: Mention, b: Mention) -> bool:
        gap = doc.text[a.end : b.start]
        return b.start > a.end and gap.strip() != "" and _LIST_GAP.fullmatch(gap) is not None

    while lo > 0 and joined(ordered[lo - 1], ordered[lo]):
        lo -= 1
    while hi + 1 < len(ordered) and joined(ordered[hi], ordered[hi + 1]):
        hi += 1
    listed = ordered[lo : hi + 1]
    return len(listed) > 2 and len({x.name for x in listed}) > 1


_OR_GAP = re.compile(r",?[ \t]+or[ \t]+(?:with[ \t]+|via[ \t]+|on[ \t]+)?")


def either_of(m: Mention, mentions: list[Mention], doc: _Doc) -> bool:
    """True when ``m`` is one side of "A or B" with another name ("through llama.cpp or
    Ollama"), or of "A / B" ("LM Studio / llama.cpp"): the figure is said of either, and
    names neither (reading rules §1: literal)."""
    for other in mentions:
        if other.name == m.name:
            continue
        a, b = (other, m) if other.start < m.start else (m, other)
        if 0 < b.start - a.end <= 16 and _OR_GAP.fullmatch(doc.text, a.end, b.start):
            return True
        if slash_paired(a, b, doc.text):
            return True
    return False


_SETUP_NEAR = 40


def listed_engine(m: Mention, doc: _Doc) -> bool:
    """True for an engine that is one item of a list of names with no card or precision."""
    if not _enumerated(m, doc.text):
        return False
    lo, hi = max(0, m.start - _SETUP_NEAR), m.end + _SETUP_NEAR
    return not any(doc.near(c, lo, hi) for c in ("hardware", "precision"))
