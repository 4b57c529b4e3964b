"""Bounds a demand sets: a figure written as a limit in a sentence that states what is needed.

Reading rules §2: goals, targets and requirements are not measurements. A requirement is
often written as a bound inside a sentence about what a deployment faces or must meet,
with no bound noun heading it ("bound_lists"): "enterprises face three challenges: low
latency (<200ms), …", "la production impose des contraintes : latence inférieure à 200
millisecondes", "organizations prioritizing … sub-100ms latency", "当模型需要 … 还要保证首token
延迟低于800ms时", "The brief: build a service … with end-to-end p95 < 4 seconds".

A figure is such a bound when a bound's sign or word stands right before it ("<", "≤",
"sub-", "under", "below", "less than", "inférieure à", "低于", "小于", "不超过") and a word
that demands (a challenge, a constraint, a requirement, a priority, a brief, a guarantee, an
SLO, "must", "needs", "挑战", "保证", "要求", "容忍") stands earlier in the same sentence. A
bound measured ("TTFT stays under 500 ms", "the wait drops to under 12 ms") names no demand
and stays, even after a demand word, when a verb of running or of a measured change stands
between the two ("needs fewer steps, and TPOT drops to under 12 ms"). Patterns hold only
literals and bounded quantifiers.
"""

from __future__ import annotations

import re

from watcher.claims.hints import folded, hinted

# a bound's sign or word, right before the figure
_BOUND_BEFORE = re.compile(
    r"(?:<=?|＜|≤|⩽|(?<![a-z])sub[ \t\-]|(?<![a-z])(?:under|below|within|less[ \t]than"
    r"|no[ \t]more[ \t]than)[ \t]|(?<![a-z])inférieure?s?[ \t]à[ \t]|(?<![a-z])moins[ \t]de[ \t]"
    r"|低于|小于|不超过|不高于)[ \t]{0,2}[~≈]?$",
    re.IGNORECASE,
)
# a word that demands, earlier in the figure's sentence
_DEMAND = re.compile(
    r"(?<![a-z])(?:challenges?|constraints?|contraintes?|exigences?|demands?|demanding"
    r"|prioriti[sz](?:e|es|ed|ing)|brief|must|needs?|requires?|requirements?|ensures?"
    r"|guarantees?|slos?|slas?|budgets?|targets?|goals?|impose[sz]?|exige[sz]?"
    # a criterion a result is judged by: "TTFT over spec (spec<5s)", "pass criteria: p99 <
    # 200 ms", "industry standard: <100ms", "阈值", "标准：TTFT<4s" (a spec sheet's "Spec" column
    # names hardware and "spec decode" a mode, so "spec" only as the bar itself)
    r"|criteri(?:a|on)|thresholds?|industry[ \t]standards?|standards"
    r"|(?:over|within|per|out[ \t]of|meets?|meeting|the|our)[ \t]spec|spec(?=[ \t]{0,2}[<≤＜:：]))"
    r"(?![a-z])"
    r"|挑战|挑戰|需求|要求|需要|保证|保證|确保|確保|容忍|必须|必須|目标|目標|要件|요구|목표"
    r"|标准|標準|阈值|閾值|门槛|門檻|基準値|기준치",
    re.IGNORECASE,
)
# a line led by a demand as its key ("标准：TTFT(p99)<4s；TPOT(P99)<160ms", "Requirements:
# TTFT < 4 s; TPOT < 160 ms"): the key governs every bound of its line, past a semicolon
_LEAD_DEMAND = re.compile(
    r"[ \t>*_#•\-]{0,8}(?:[a-z]{1,16}[ \t]){0,2}(?:" + _DEMAND.pattern + r")[ \t*_]{0,3}"
    r"(?:\([^()\n]{0,20}\)[ \t*_]{0,3})?[:：]",
    re.IGNORECASE,
)
# a verb of running or of a change measured, between the demand and the bound: the bound is
# a run's result ("needs fewer steps, and TPOT drops to under 12 ms", "target was met: SGLang
# decodes with TPOT under 12 ms"), not the demand's
_MEASURED = re.compile(
    r"(?<![a-z])(?:drop(?:s|ped)?|f[ae]ll|falls|stay(?:s|ed)?|c[oa]mes?[ \t]in"
    r"|reach(?:es|ed)?|measur(?:es|ed)|got|gets|decod(?:es|ed)|runs|ran|achiev(?:es|ed)"
    r"|deliver(?:s|ed)|kept|keeps|hits?|shrinks?|shrank|cut[ \t]to)(?![a-z])"
    r"|降至|降到|降低到|实测|跑出|达到",
    re.IGNORECASE,
)
# a verb the demand governs is no result: "must stay responsive", "has to drop to"
_MODAL_BEFORE = re.compile(
    r"(?<![a-z])(?:must|should|shall|will|to|needs?|has|have|could|would)[ \t]{1,2}$", re.IGNORECASE
)
# literals one of which ``_BOUND_BEFORE`` needs: a cheap test before the pattern
_HINTS = (
    "<", "＜", "≤", "⩽", "sub", "under", "below", "within", "less", "more", "inférieur", "moins",
    "低于", "小于", "不超过", "不高于",
)  # fmt: skip
# a sentence's stop (not a decimal point: "Llama 3.3 70B"), a semicolon or a line's end
_STOP = re.compile(r"[;!?；！？。\n]|\.(?![\d\w])")
_REACH = 200  # how far back the sentence is read


def is_demanded_bound(text: str, start: int) -> bool:
    """True when the figure at ``start`` is written as a bound ("<200ms", "sub-100ms",
    "inférieure à 200 ms", "低于800ms") in a sentence that states a demand before it."""
    near = folded(text[max(0, start - 16) : start])
    if not hinted(near, _HINTS):
        return False
    if _BOUND_BEFORE.search(near) is None:
        return False
    lo = max(0, start - _REACH)
    for stop in _STOP.finditer(text, lo, start):
        lo = stop.end()
    demands = list(_DEMAND.finditer(text, lo, start))
    if not demands:
        line_start = text.rfind("\n", 0, start) + 1
        lead = _LEAD_DEMAND.match(text, line_start, start)
        if lead is None:
            return False
        demands = [lead]
    return not any(
        _MODAL_BEFORE.search(text, max(0, m.start() - 12), m.start()) is None
        for m in _MEASURED.finditer(text, demands[-1].end(), start)
    )
