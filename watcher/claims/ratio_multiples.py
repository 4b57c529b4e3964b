"""Multiples that two rates read beside them divide to: a speedup, whatever words surround it.

A multiple in prose is read as a speedup when words name a speed ("faster", "throughput",
"speedup") or an engine or method stands next to it. Writers often leave those words out
when the two rates compared are written right before it: "8,064 tokens per second per GPU,
up from 2,907 tokens six months prior. Identical chips, 2.77x extra output", "Ollama 46
tok/s · vLLM 156 tok/s · ×3.4", "63 tok/s 126 tok/s 2×", "throughput 18.55 tok/s. The 3×
gap between this number and DeepSeek's 6.10 tok/s". The two rates dividing to the multiple
say what it is a multiple of (reading rules §4: "N× faster" between two runs is a speedup),
as a speedup word would. Every other test a multiple meets still applies (a count of cards,
a cost, a size, a goal, a question; "2x3090", "2-3×", "3.4 × 643" are none). The rates
looked at are few and near: of one unit and metric, at most ``_NEAR`` read before the
multiple in its sentence and the sentence before it, and the first read after it in its
sentence; a size's ratio is no speedup (LABELLING: size ratios are not speedups).
"""

from __future__ import annotations

import re
from itertools import combinations

from watcher.claims.document import _Doc, _Figure, _Span
from watcher.claims.filters import is_component_speedup
from watcher.claims.goals import is_goal
from watcher.claims.metric import _unit_figure
from watcher.claims.models import MEMORY, SPEEDUP
from watcher.claims.numbers import _NUM, _num
from watcher.claims.other_runs import is_not_inference
from watcher.claims.pairs import RATIO_TOLERANCE
from watcher.claims.patterns import MAX_FIGURES, MAX_WEIGHED
from watcher.claims.questions import is_asked, question_start

# "2.77x", "~2.0×", "2×", "×3.4", "3.3倍": a multiple standing alone ("2x3090", "4x4",
# "x86" and "\unicode{x2014}" are no multiples); a range's end ("2-3×", "2~3x") or a
# percentage after it is another figure's, and "3.4 × 643" is arithmetic
_MULTIPLE = re.compile(
    r"(?<![\w.,/$\-–{])(?<!\d~)(?<!\d[ \t])"
    rf"(?:[x×][ \t]?(?P<pre>{_NUM})(?![\d.,]|[ \t]?(?:[x×%]|[-–~]\d))"
    rf"|(?P<n>{_NUM})[ \t]?(?P<u>[x×X](?![A-Za-z0-9])|倍|배)(?![ \t]{{0,2}}\d))"
)
# emphasis or a space between a count's "x" and the card it counts ("8x **H100**")
_CARD_GAP = re.compile(r"[ \t]{0,2}[*_]{0,3}")
_NEAR = 4
"""How many rates before a multiple may be its pair's sides."""


def _divides_to(value: float, rates: list[_Figure]) -> bool:
    """Whether two of ``rates``, of one unit and metric, divide to ``value``."""
    for a, b in combinations(rates, 2):
        if a.unit != b.unit or a.metric != b.metric or not a.value or not b.value:
            continue
        ratio = max(a.value, b.value) / min(a.value, b.value)
        if abs(ratio - value) <= value * RATIO_TOLERANCE:
            return True
    return False


def ratio_multiples(
    text: str, sentence: _Span, figures: list[_Figure], before: list[_Figure], doc: _Doc
) -> list[_Figure]:
    """The multiples of ``sentence`` no figure was read at whose value two rates of its
    sentence (``figures``) or of the sentence before (``before``) divide to."""
    if len(figures) >= MAX_FIGURES or doc.weighed > MAX_WEIGHED:
        return []
    rates = [
        f for f in (*before, *figures) if f.kind == "absolute" and f.metric not in (MEMORY, SPEEDUP)
    ]
    if len(rates) < 2:
        return []
    chunk = text[sentence.start : sentence.end]
    if not any(c in chunk for c in "xX×倍배"):
        return []
    out: list[_Figure] = []
    asked_from: int | None = None
    asked_read = False
    for looked, m in enumerate(_MULTIPLE.finditer(chunk)):
        if looked >= MAX_FIGURES or doc.weighed > MAX_WEIGHED:
            break  # a sentence of thousands of multiples is looked at no further
        group = "pre" if m.group("pre") is not None else "n"
        start, end = sentence.start + m.start(group), sentence.start + m.end(group)
        if any(f.start <= start < f.end or start <= f.start < end for f in figures):
            continue
        value = _num(m.group(group))
        if value <= 1:
            continue
        earlier = [f for f in rates if f.end <= m.start() + sentence.start][-_NEAR:]
        later = [f for f in rates if f.start >= end and f.start < sentence.end][:1]
        unit_end = sentence.start + m.end()
        if not _divides_to(value, earlier + later):
            continue
        before_text = text[max(sentence.start, start - 60) : start]
        if not asked_read:
            asked_from, asked_read = question_start(text, sentence), True
        if (
            is_goal(text, before_text, unit_end)
            or is_asked(text, sentence, start, asked_from)
            or is_not_inference(text, start, unit_end, before_text)
            or is_component_speedup(text, unit_end, before_text)
        ):
            continue
        if any(
            _CARD_GAP.fullmatch(text, unit_end, h.start)
            for h in doc.near("hardware", unit_end, unit_end + 6)
        ):
            continue  # "4x**A100**": a count of the cards named next
        raw = m.group("u") or "x"
        # the rates stand for the speed words: every other test of a multiple still holds
        if _unit_figure({"speed": raw}, text, start, unit_end, sentence, doc, sibling=SPEEDUP):
            out.append(_Figure(start, end, value, None, None, "x", SPEEDUP, "speedup"))
    return out
