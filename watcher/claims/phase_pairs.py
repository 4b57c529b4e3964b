"""Two token rates of two phases under one unit: "3670.42 pp / 82.74 tg tok/s".

A tool's summary line or a results card writes the prompt-processing and the generation
rate of one run side by side, each number followed (or preceded) by its phase word and the
unit written once, after the second. The second number is read with the unit as usual; the
first borrows it, and its own phase word says which rate it is (reading rules §4: a unit may
be stated once; a prefill figure is never a decode figure). The two numbers may lie far
apart (prefill is often tens of times faster than decoding), so the spread test of
``pairs.slashed_pairs`` does not hold here: the two phase words, which must differ, are what
make the pair. Every pattern is anchored or bounded.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from watcher.claims.document import _Doc, _Figure, _Span
from watcher.claims.models import DECODE, PREFILL
from watcher.claims.numbers import _NUM, _num
from watcher.claims.patterns import MAX_FIGURES, UNIT_ONLY

_PREFILL_WORDS = ("pp", "prefill", "prompt")
# a phase word, with llama-bench's test sizes ("pp512", "tg128") allowed
_PHASE = r"(?:pp|tg|prefill|decode|prompt|gen|generation)(?:\d{1,5})?"
_PHASED_PAIR = re.compile(
    rf"(?<![\w.,/])(?:(?P<pa0>{_PHASE})[ \t]?[:=]?[ \t]?)?(?P<a>{_NUM})"
    rf"(?:[ \t]{{1,2}}(?P<pa>{_PHASE}))?[ \t]{{0,2}}/[ \t]{{0,2}}"
    rf"(?:(?P<pb0>{_PHASE})[ \t]?[:=]?[ \t]?)?[~≈]?(?P<b>{_NUM})"
    rf"(?:[ \t]{{1,2}}(?P<pb>{_PHASE}))?[ \t]{{1,2}}",
    re.IGNORECASE,
)


def _phase(word: str | None) -> str | None:
    """PREFILL or DECODE for a phase word, None for none."""
    if not word:
        return None
    bare = word.lower().rstrip("0123456789")
    return PREFILL if bare in _PREFILL_WORDS else DECODE


def phase_pairs(
    text: str, chunk: str, seg: _Span, doc: _Doc, covered: Callable[[int], bool]
) -> list[_Figure]:
    """The first figure of "A pp / B tg tok/s" (the second is read with its unit), where no
    other figure was read at it (``covered``)."""
    out: list[_Figure] = []
    for m in _PHASED_PAIR.finditer(chunk):
        if len(out) >= MAX_FIGURES:
            break
        a_phase = _phase(m.group("pa0")) if m.group("pa0") else _phase(m.group("pa"))
        b_phase = _phase(m.group("pb0")) if m.group("pb0") else _phase(m.group("pb"))
        if a_phase is None or b_phase is None or a_phase == b_phase:
            continue  # the phase words make the pair: both named, and different
        if bool(m.group("pa0")) == bool(m.group("pa")) or bool(m.group("pb0")) == bool(
            m.group("pb")
        ):
            continue  # each number has one phase word, before it or after it
        unit = UNIT_ONLY.match(chunk, m.end())
        if unit is None or not unit.group("toks"):
            continue  # a token rate's unit written once, after the second number
        a_start = seg.start + m.start("a")
        if covered(a_start):
            continue
        out.append(
            _Figure(
                a_start, seg.start + m.end("a"), _num(m.group("a")), None, None, "tok/s", a_phase
            )
        )
    return out
