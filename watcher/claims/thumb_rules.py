"""Rules of thumb: a multiple stated as a general relation, not measured in a run.

LABELLING: "Rules of thumb are not speedups" — a scaling relation ("モデルのパラメータ数が2倍に
なると、プロンプト処理速度はおよそ2倍遅くなります") and a habitual cliff ("If even one layer spills
to CPU, … typically 5-10x slower") name no run. Two signs, read from the figure's sentence:
a habitual hedge right before the multiple ("typically", "usually", "generally"), or a
doubling or halving condition before it in the same sentence ("if X doubles", "2倍になると").
Patterns hold only literals and bounded quantifiers.
"""

from __future__ import annotations

import re

# "typically 5-10x slower", "usually about 2x": a habit, not a run's result
_HABIT_BEFORE = re.compile(
    r"(?<![a-z])(?:typically|usually|generally|normally)[ \t]{1,2}"
    r"(?:(?:about|around|roughly|~|≈)[ \t]{0,2})?$",
    re.IGNORECASE,
)
# "パラメータ数が2倍になると、…", "if the model size doubles, …": a scaling relation's condition,
# said in the figure's sentence before it
_DOUBLING_BEFORE = re.compile(
    r"(?:[2２二]倍|半分)になると|翻倍(?:时|後|后)|(?<![a-z])(?:if|when|as)[ \t]"
    r"[^.;!?\n]{1,60}?(?<![a-z])(?:doubles|is[ \t]doubled|halves|is[ \t]halved)(?![a-z])",
    re.IGNORECASE,
)
_SENTENCE_END = re.compile(r"[.!?。！？\n](?:\s|$)|[。！？\n]")


def is_rule_of_thumb(before: str) -> bool:
    """True when the words before a multiple (``before``, its segment up to the figure) state
    a rule of thumb: a habitual hedge right before it, or a doubling condition earlier in
    its sentence."""
    if _HABIT_BEFORE.search(before[-24:]):
        return True
    tail = before[-160:]
    ends = [m.end() for m in _SENTENCE_END.finditer(tail)]
    sentence = tail[ends[-1] :] if ends else tail
    return _DOUBLING_BEFORE.search(sentence) is not None
