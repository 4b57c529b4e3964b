"""A decoding method named as one topic of a list: what a page covers, not a run's setup.

"Quantization, Speculative Decoding & Cross-Device Benchmarks" (a title), "Consolidate ROCm
exactness, distributed v3, DSpark speculation, and NHI tensor parallelism" (a PR title), "the
full suite of innovations (cutting-edge speculative decoding, compute reduction with SwiftKV
and optimized embedding inference)": the method is one item of a comma list of topics or
features, each item a few words long, so it names what the page is about, not the mode of a
figure stated apart from it (reading rules §2: each figure takes its own setup; §3: a plain
benchmark that names no method has mode null). A list that also names an engine, card or
precision close by ("vLLM, EAGLE-3, 8x H100", "used an ik_llama.cpp fork, Gemma drafter
models, and ...") is a run's setup and stays one, as does a negated item ("..., no
speculative decoding, ...": the run's conditions). The bare comma item
("(A, B, C)") is ``naming._enumerated``; this reads the items a modifier word or two opens
("cutting-edge speculative decoding") or a word closes ("DSpark speculation"), and lists
closed by "&" or ", and". In the body only a bracketed list is read so (a list in running
prose, "used a fork, drafter models, and flags", may be the run's setup); a title's list is
what the page covers. Patterns are bounded.
"""

from __future__ import annotations

import re
from bisect import bisect_left

from watcher.claims.document import _Doc
from watcher.claims.names import Mention

# the list's separator before the item, then at most two words of the item ("cutting-edge")
_TOPIC_BEFORE = re.compile(r"[(,、，;][ \t]{0,2}(?P<words>(?:[\w\-]{1,24}[ \t]{1,2}){0,2})$")
# at most two words closing the item ("speculation"), then the next separator
_TOPIC_AFTER = re.compile(
    r"(?P<words>(?:[ \t]{1,2}[\w\-]{1,24}(?![\w\-])){0,2})[ \t]{0,2}(?:[,、，;)]|&|and[ \t])",
    re.IGNORECASE,
)
# "no speculative decoding", "MTP off": a run's condition negated, not a topic
_NEGATION = re.compile(r"(?<![\w\-])(?:no|not|non|without|disabled?|off)(?![\w\-])", re.I)
_WINDOW = 60  # the two words and the separator before the item fit in this many characters
_SETUP_NEAR = (
    24  # an engine, card or precision this close (an item of the same list) makes it a setup line
)


def topic_item(m: Mention, text: str, setup_starts: list[int]) -> bool:
    """True for a mode ``m`` of ``text`` that is one item of a list of topics;
    ``setup_starts`` (sorted) are where the engines, cards and precisions of ``text`` start
    (a list naming one close by is a setup line)."""
    if m.category != "mode":
        return False
    before = _TOPIC_BEFORE.search(text, max(0, m.start - _WINDOW), m.start)
    after = _TOPIC_AFTER.match(text, m.end) if before else None
    if before is None or after is None:
        return False
    if _NEGATION.search(before["words"] + after["words"]):
        return False  # "…, no speculative decoding, Engram tables": the run's conditions
    i = bisect_left(setup_starts, m.start - _SETUP_NEAR)
    return not (i < len(setup_starts) and setup_starts[i] < m.end + _SETUP_NEAR)


def topic_here(m: Mention, doc: _Doc) -> bool:
    """``topic_item`` for a mode of the body, the setup names' starts gathered once per text."""
    key = (topic_here, "setup", -1)
    starts = doc.flags.get(key)
    if not isinstance(starts, list):
        starts = sorted(
            n.start for c in ("hardware", "precision", "engine") for n in doc.index[c].items
        )
        doc.flags[key] = starts
    return in_brackets(m, doc.text) and topic_item(m, doc.text, starts)


_BRACKET_REACH = 200  # how far back a body item's opening bracket may stand


def in_brackets(m: Mention, text: str) -> bool:
    """True when ``m`` stands inside a bracket opened earlier on its line ("the suite (A,
    cutting-edge speculative decoding, B)"): in the body, a list of topics is read only
    there; a list in running prose ("used a fork, drafter models, and flags") may be the
    run's setup."""
    lo = max(0, m.start - _BRACKET_REACH, text.rfind("\n", 0, m.start) + 1)
    return text.rfind("(", lo, m.start) > text.rfind(")", lo, m.start)


def without_topics(title: str, found: list[Mention], setup: list[Mention]) -> list[Mention]:
    """The title's modes less those it names as one of its topics ("Quantization,
    Speculative Decoding & Cross-Device Benchmarks"); ``setup`` are its cards, precisions
    and engines."""
    starts = sorted(n.start for n in setup)
    return [m for m in found if not topic_item(m, title, starts)]
