"""A series of setups written before a parallel series of figures.

Writers pair a list of settings with a list of figures: "At 16 / 32 concurrent users the
TTFT rises from 210 / 380 ms to 250 / 460 ms", "Concurrency 1 / 4 / 16: 120 / 380 / 900
tok/s", "Batch size 1, 8 and 32 give 80, 300 and 650 tok/s respectively", "With 1 / 2 / 4
GPUs it reaches 40 / 75 / 130 tok/s". The i-th figure of every series of as many members that
follows in the sentence takes the i-th setting (reading rules §2: each figure takes its own
setup; a pair or series is an explicit construct, not an accident of proximity, so the
nearest setting never wins over the one in the figure's own place). ``series`` reads the
same construct with the settings after the figures ("95 / 410 tok/s at batch 1 / 8").

A name list of one category joined by slashes and then a colon ("vLLM / SGLang: 120 / 95
tok/s", "H100 / A100: 1,450 / 820 tok/s") gives the i-th figure the i-th name the same way.

In a sentence that says "respectively" (``respectively_words``), the nearest list of as many
names of one category before a slash series pairs the same way ("H100 / A100 reach 1,200 /
800 tok/s respectively"). Figures each followed by a load of their own ("1.8x for batch size
1 and 1.5x for batch size 32") are read by ``own_loads``.

Never pairs when the counts differ ("at batch 1 / 8 / 32 the rates are 95 / 410 tok/s"), when
the numbers have no key saying what they count ("at 1, 2 and 4: 40 / 75 / 130 tok/s"), or
across a further settings series (each series pairs with the figures up to the next one).
Patterns are anchored or bounded.
"""

from __future__ import annotations

import re

from watcher.claims.document import _Doc, _Figure, _Span
from watcher.claims.mode_lists import listed_modes
from watcher.claims.names import Mention
from watcher.claims.naming import _LIST_GAP
from watcher.claims.respectively_words import RESPECTIVELY
from watcher.claims.series import (
    _COUNT_AFTER,
    _COUNT_ITEM,
    _COUNT_KEYS,
    _ITEM_SEP,
    _LOAD_AFTER,
    _LOAD_KEYS,
    _NAME_SEP,
    _NAMED,
    MAX_MEMBERS,
    _setting,
    _widest,
)
from watcher.claims.series import chains as series_chains
from watcher.claims.switch_pairs import switched_modes
from watcher.claims.with_lists import labelled_switch, trailing_switch

# a settings series before its figures: "batch 1 and 8,", "with 1 / 2 / 4 GPUs", "16 and 32
# concurrent users" (a comma may follow it, unlike a series after its figures)
_SETTINGS = re.compile(
    r"(?<![\w.])(?P<key>batch(?:[ \t\-]sizes?)?|bs|concurrency|conc|tp"
    r"|tensor[ \t]parallel(?:ism)?)?[ \t]{0,2}[=:]?[ \t]{0,2}"
    rf"(?<![\w.,/])(?P<items>{_COUNT_ITEM}(?:{_ITEM_SEP}{_COUNT_ITEM}){{1,{MAX_MEMBERS - 1}}})"
    r"(?![\w/]|[.,]\d)(?:[ \t\-]{0,2}(?P<after>gpus?|cards?|accelerators?|devices?"
    r"|concurrent(?:[ \t](?:requests?|users?|streams?))?|users?|requests?|streams?)(?![a-z]))?",
    re.IGNORECASE,
)
# "both" / "the two" pointing back at the previous sentence's list: "We ran a 4090 and a
# 3090. Both reach 130 and 95 tok/s respectively", "两者分别达到 805 TPS 和 962 TPS"
_BOTH = re.compile(
    r"(?<![a-z])(?:both|the[ \t]two|beide|оба|обе)(?![a-z])|两者|二者|两款|两张卡", re.IGNORECASE
)
_SENTENCE_END = re.compile(r"[.!?](?=[ \t\n])|[。！？]|\n")
_MEMBER_GAP = re.compile(
    r"[ \t]{0,2}(?:,|/|&|、|和|与|及|и|und|,?[ \t]{0,2}and)?[ \t]{0,2}(?:(?:the|an?)[ \t]{1,2})?",
    re.IGNORECASE,
)
_PREVIOUS_REACH = 300  # characters: one sentence back, never a paragraph
# what lies between a name list and its figures: "vLLM / SGLang: 120 / 95"
_NAMES_COLON = re.compile(r"[*_`]{0,2}[ \t]{0,2}:[ \t]{0,3}[*_`]{0,2}")


def pair_setups_before(text: str, seg: _Span, doc: _Doc, figures: list[_Figure]) -> None:
    """Give each series of figures in ``seg`` (``figures`` in text order) the settings of a
    series of as many members written before it in the sentence (set in place)."""
    chains = series_chains(text, figures)
    if not chains:
        return
    taken = [(f.start, f.end) for f in figures]
    settings = _setting_series(text, seg, doc, taken)
    for i, (start, field, values) in enumerate(settings):
        stop = settings[i + 1][0] if i + 1 < len(settings) else seg.end
        for chain in chains:
            first = _widest(chain[0])
            if not start <= first.start < stop or len(chain) != len(values):
                continue
            for same, value in zip(chain, values, strict=True):
                if value is None:
                    continue
                for fig in same:
                    fig.setup = {**fig.setup, field: value}
    for chain in chains:  # "MTP off / on: 41 / 95 tok/s": the off side is plain decoding
        modes = switched_modes(doc, seg.start, _widest(chain[0]).start, len(chain))
        if modes is None:  # "50 and 70 tok/s without and with EAGLE-3": the pair after
            modes = trailing_switch(doc, _widest(chain[-1]).end, seg.end, len(chain))
        if modes is None:  # "(MTP / no MTP): 95 / 41 tok/s": negated or plain label
            modes = labelled_switch(doc, seg.start, _widest(chain[0]).start, len(chain))
        for same, mode in zip(chain, modes or [], strict=False):
            for fig in same:
                fig.names = {**fig.names, "mode": mode}
    said = RESPECTIVELY.search(text, seg.start, seg.end) is not None
    for chain in chains:
        begins = _widest(chain[0]).start
        names = _names_before(text, doc, seg, begins)
        if names is None and said:
            names = _listed_before(doc, seg.start, begins, len(chain))
            if names is None:  # "with EAGLE and without speculation": a lead per member
                names = listed_modes(doc, seg.start, begins, len(chain))
            if names is None and _BOTH.search(text, seg.start, begins):
                names = _listed_before(doc, _previous_start(text, seg.start), seg.start, len(chain))
        if names is None or len(names) != len(chain):
            continue
        for same, name in zip(chain, names, strict=True):
            for fig in same:
                fig.names = {**fig.names, name.category: name}


def _setting_series(
    text: str, seg: _Span, doc: _Doc, taken: list[tuple[int, int]]
) -> list[tuple[int, str, list[int | None]]]:
    """Each series of settings in the sentence that says what it counts: (where it ends,
    its field, the setting of each member)."""
    out: list[tuple[int, str, list[int | None]]] = []
    at = seg.start
    while at < seg.end:
        m = _SETTINGS.search(text, at, seg.end)
        if m is None:
            break
        at = m.end()
        items_at = m.start("items")
        if any(s < m.end("items") and items_at < e for s, e in taken):
            continue  # the numbers are figures, not settings
        key = (m.group("key") or "").lower()
        field = _field(key, (m.group("after") or "").lower(), doc, m.end())
        if field is None:
            continue
        items = re.findall(_COUNT_ITEM, m.group("items"))
        if len(items) > MAX_MEMBERS:
            continue
        out.append((m.end(), field, [_setting(item, field) for item in items]))
    return out


def _field(key: str, after: str, doc: _Doc, end: int) -> str | None:
    """What a settings series counts, from its key word or the word after it."""
    if key.startswith(_COUNT_KEYS) or after.startswith(_COUNT_AFTER):
        return "gpu_count"
    if doc.near("hardware", end, end + 3):
        return "gpu_count"  # "1 / 2 / 4 H100"
    if (key and key.split()[0].split("-")[0] in _LOAD_KEYS) or after.startswith(_LOAD_AFTER):
        return "concurrency"
    return None  # contexts are read by ``series``; bare numbers count nothing said


def _names_before(text: str, doc: _Doc, seg: _Span, first: int) -> list[Mention] | None:
    """The names of one category listed with slashes and closed by a colon right before
    ``first`` ("vLLM / SGLang: 120 / 95"), or None."""
    colon = None
    for c in _NAMES_COLON.finditer(text, max(seg.start, first - 8), first):
        if c.end() == first:
            colon = c
            break
    if colon is None:
        return None
    for category in _NAMED:
        last = doc.near(category, max(seg.start, colon.start() - 60), colon.start() + 1)
        if not last or last[-1].end != colon.start():
            continue
        listed = [last[-1]]
        earlier = doc.near(category, max(seg.start, listed[0].start - 60 * MAX_MEMBERS), first)
        for e in reversed([e for e in earlier if e.end <= listed[0].start]):
            gap = text[e.end : listed[0].start]
            if "/" not in gap or not _NAME_SEP.fullmatch(gap):
                break
            listed.insert(0, e)
        if len(listed) < 2 or len({e.name for e in listed}) != len(listed):
            return None
        return listed
    return None


def _member_gap(gap: str) -> bool:
    """True for the words between two members of one list: "A, the B", "A and an B", "A 和 B"."""
    return bool(gap) and bool(_LIST_GAP.fullmatch(gap) or _MEMBER_GAP.fullmatch(gap))


def _previous_start(text: str, start: int) -> int:
    """Where the sentence before the one starting at ``start`` starts (in its paragraph)."""
    lo = max(0, start - _PREVIOUS_REACH)
    ends = [m.end() for m in _SENTENCE_END.finditer(text, lo, max(lo, start - 1))]
    para = text.rfind("\n\n", lo, start)
    return max([lo, para + 2 if para >= 0 else lo, *ends[-1:]])


def _listed_before(doc: _Doc, lo: int, first: int, count: int) -> list[Mention] | None:
    """In a sentence that says "respectively", the nearest list of ``count`` different names
    of one category in [lo, first) ("H100 / A100 reach 1,200 / 800 tok/s respectively")."""
    for category in _NAMED:
        found = doc.near(category, lo, first)
        groups: list[list[Mention]] = []
        for m in found:
            if groups and _member_gap(doc.text[groups[-1][-1].end : m.start]):
                groups[-1].append(m)
            else:
                groups.append([m])
        if groups and len(groups[-1]) == count == len({m.name for m in groups[-1]}):
            return groups[-1]
    return None
