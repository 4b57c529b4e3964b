"""A name after a pair of peers of another kind is shared by both sides, not the baseline's.

"MI300X vs H100 on vLLM: 1,850 vs 1,420 tok/s", "FP8 vs BF16 with SGLang", "EAGLE-3 vs plain
decoding on vLLM": the pair sets two cards (two precisions, two decodings) against each other,
and the engine named after the second side is what both ran on; the comparison changes only
what the two sides name (reading rules §2: each side takes its own setup, and what the
sentence states for the pair holds for both; LABELLING: "the comparison changes only the
engine", so the card stays both figures'). "faster than vLLM on H100" stays a baseline's
setup: there the word before "than" is no name of the side's kind.

Only a name right after a connective ("on", "with", "using", "in", "under", "via") that
follows one name of another kind, itself right after "vs" with a name of the same kind right
before the "vs", is taken as shared. The pattern is anchored at the name and bounded.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from itertools import pairwise
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from watcher.claims.document import _Doc
    from watcher.claims.names import Mention

# the connective right before the shared name: "on vLLM", "with SGLang", "using the llama.cpp"
_CONNECTIVE = re.compile(
    r"[ \t]{1,2}(?:on|with|using|in|under|via)[ \t]{1,2}(?:the[ \t]{1,2})?$", re.IGNORECASE
)
# a comparison verb between two listed peers: "the 4090 is 2x faster than the 3090", "beats the
# 3090" (``clauses`` pairs such peers with "140 vs 70 tok/s" after them; a name after the second
# peer stays the baseline's: "2.1x faster than vLLM on H100" names the baseline's card)
COMPARED_GAP = re.compile(
    r"[ \t]{1,2}(?:(?:is|was|runs|ran)[ \t]{1,2})?(?:(?:about|roughly|nearly|almost|~|≈)[ \t]?)?"
    r"(?:\d{1,3}(?:\.\d{1,2})?[ \t]?[x×][ \t]{1,2})?(?:faster|quicker|slower)[ \t]{1,2}than"
    r"[ \t]{1,2}(?:the[ \t]{1,2})?"
    r"|[ \t]{1,2}(?:beats|beat|outperforms|outperformed|outruns|trails|trailed)[ \t]{1,2}"
    r"(?:the[ \t]{1,2})?",
    re.IGNORECASE,
)
# the figures of such a pair open right after the colon closing the comparison ("…: 140 vs 70")
_COLON_THEN_FIGURE = re.compile(r":[ \t*_]{0,4}$")


def compared_pair_ok(text: str, members: list[Mention], first: int) -> bool:
    """False when ``members`` are joined by a comparison verb ("SGLang beats vLLM") and the
    figures paired with them do not open right after the colon closing it: "SGLang beats vLLM:
    with EAGLE-3 it reaches 120 tok/s vs 60 tok/s without it" pairs a method, not the names."""
    verb = any(COMPARED_GAP.fullmatch(text, a.end, b.start) for a, b in pairwise(members))
    return not verb or _COLON_THEN_FIGURE.search(text, members[-1].end, first) is not None


# what joins the two peers: "MI300X vs H100", "FP8 vs. BF16", "EAGLE-3 versus plain decoding"
_VERSUS = re.compile(r"[ \t]{1,2}(?:vs\.?|versus)[ \t]{1,2}$", re.IGNORECASE)
# a GPU count right before its card: "8x ", "2 × ", "4x" ("vs 8x H100"; ``document`` asks it of
# a number before a compared card too)
COUNT_BEFORE = re.compile(r"\d{1,3}[ \t]?[x×][ \t]{0,2}", re.IGNORECASE)
_COUNT_ENDING = re.compile(COUNT_BEFORE.pattern + "$", re.IGNORECASE)  # the count ends at the card
_REACH = 40  # how far back the connective's words may start
_KINDS = ("hardware", "precision", "mode", "engine")


def _ending_at(doc: _Doc, kind: str, end: int) -> Mention | None:
    """The mention of ``kind`` that ends at ``end``, if one does (the page's names are asked
    while the page's index is still being built, so its sorted lists are read directly)."""
    found = doc.mentions.get(kind) or []
    i = bisect_left(found, end, key=lambda x: x.start) - 1
    while i >= 0 and end - found[i].start <= 48:
        if found[i].end == end:
            return found[i]
        i -= 1
    return None


def shared_by_pair(doc: _Doc, m: Mention) -> bool:
    """True when ``m`` follows "A vs B on|with ..." where A and B are names of one other kind:
    the name is both sides' condition, not the baseline's (see the module's docstring)."""
    lo = max(0, m.start - _REACH)
    link = _CONNECTIVE.search(doc.text, lo, m.start)
    if link is None:
        return False
    for kind in _KINDS:
        if kind == m.category:
            continue
        side = _ending_at(doc, kind, link.start())
        if side is None:
            continue
        at = side.start
        count = _COUNT_ENDING.search(doc.text, max(0, at - 8), at)
        if count is not None:
            at = count.start()
        versus = _VERSUS.search(doc.text, max(0, at - 12), at)
        if versus is None:
            continue
        first = _ending_at(doc, kind, versus.start())
        if first is not None and first.name != side.name:
            return True
    return False
