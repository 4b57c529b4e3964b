"""A comparison's baseline figure written bare after the subject's rate.

"X reaches 50 tok/s, compared to ~30 with llama.cpp", "118 tok/s vs GGUF's 60", "2,000
tok/s, against 1,200 for vLLM", "1,600 tok/s while the GPU struggles to hit 100": the number
after the comparison borrows the unit and metric of the rate before it (reading rules §2: a
comparison names a baseline, and each side is a figure with its own setup; ``sides`` gives
the baseline its own words). The borrowed unit is believed only when the two numbers lie
within ``PAIR_SPREAD`` of each other, the bare number carries no unit, multiple or name of
its own, and nothing but words lies between the rate and the comparison.

Another run's figure may follow the same way, its unit given once for both: "6.4 tok/s in
an 8 GB budget and 6.8 with no limit" (reading rules §4); the number must be followed by
words naming its own condition ("with", "on", "at" ...), and one bare figure may lead to
the next ("..., against 1.6 and 3.5 with mmap"). A bare figure's partner joined to it by
"and"/"or" is listed with it and takes the same unit ("against 1.6 and 3.5 memory-mapped"),
unless a unit or multiple of its own follows.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from watcher.claims.captions import SETTING_KEY
from watcher.claims.document import _Figure, _Span
from watcher.claims.goals import expects, is_goal
from watcher.claims.numbers import _NUM, _num
from watcher.claims.pairs import paired
from watcher.claims.patterns import MAX_FIGURES
from watcher.claims.questions import is_asked, question_start

_APPROX = r"(?:(?:about|around|roughly|only|just|approximately|nearly|barely|~|≈)[ \t]{0,2})?"
_BARE_BASELINE = re.compile(
    r"(?<![a-z])(?:"
    # "vs GGUF's 60", "compared to ~30", "against 1,200", "relative to 40"
    r"(?:vs\.?|versus|compared[ \t]{1,2}(?:to|with)|against|relative[ \t]to)[ \t]{1,2}"
    r"(?:(?:the[ \t]{1,2})?[\w.\-]{2,24}['’]s[ \t]{1,2})?"
    # "while llama.cpp manages 30", "when the GPU struggles to hit 100": another subject's rate
    r"|(?:while|whereas|when)[ \t]{1,2}(?:[\w.\-']{1,24}[ \t]{1,2}){1,4}?"
    r"(?:(?:struggles?|manages?|tries|fails)[ \t]{1,2}to[ \t]{1,2})?"
    r"(?:manages?|hits?|hit|gets?|reach(?:es)?|does|delivers?|achieves?|produces?"
    r"|runs?[ \t]{1,2}at|tops?[ \t]{1,2}out[ \t]{1,2}at|gives?)[ \t]{1,2}"
    # a year is no baseline figure ("compared to 2024")
    rf"){_APPROX}(?:\*{{1,2}}|`)?(?!(?:19|20)\d\d(?![\d,]|\.\d))(?P<n>{_NUM})(?:\*{{1,2}}|`)?"
    # the number ends its clause or the words after it name whose run it was
    r"(?=[ \t]{0,2}(?:[,;:!?)\]\n]|[.](?!\d)|$|(?:for|with|on|in|at|using|before|previously"
    r"|without|under|by|from|last|earlier|and|or|when|while|baseline)(?![\w\-])))",
    re.IGNORECASE,
)
# "6.4 tok/s in an 8 GB budget and 6.8 with no limit", "41 t/s on Q4 or 30 on Q8": a
# second run's figure after "and"/"or" or a comma ("45 t/s on Q4, 38 on Q8"), the unit given
# once for both (reading rules §4), believed only when words naming its own condition follow
_BARE_ALTERNATIVE = re.compile(
    r"(?:(?<![a-z])(?:and|or|but)[ \t]{1,2}|,[ \t]{1,2})"
    rf"{_APPROX}(?:\*{{1,2}}|`)?(?!(?:19|20)\d\d(?![\d,]|\.\d))(?P<n>{_NUM})(?:\*{{1,2}}|`)?"
    r"(?=[ \t]{1,2}(?:with|without|on|in|at|for|using|under|when|via|after|before)(?![\w\-]))",
    re.IGNORECASE,
)
# what may lie between a figure and the next run's: words and other measures ("8 GB"), no
# sentence end (a decimal point is no full stop)
_ALTERNATIVE_GAP = re.compile(r"(?:[^.;!?\n]|\.(?=\d)){0,80}")
# "llama.cpp: 45.1 tok/s, vLLM: 60.2, SGLang: 62.0": a "label: value" run flattened onto
# one line, the unit written once after its first value (reading rules §4); the next label
# follows the last figure right after a comma, semicolon or bar, its number ends its clause
_BARE_KEYED = re.compile(
    r"[ \t]{0,2}[,;|][ \t]{1,3}(?P<key>[^\W\d][\w.\-+/ ]{0,23}?)[ \t]{0,2}[:=][ \t]{0,3}"
    rf"(?:\*{{1,2}}|`)?(?!(?:19|20)\d\d(?![\d,]|\.\d))(?P<n>{_NUM})(?:\*{{1,2}}|`)?"
    r"(?=[ \t]{0,2}(?:[,;|)\n]|[.](?!\d)|$))",
)
# a label naming another measure or a setting keeps its bare value to itself ("TTFT: 120",
# "Batch: 8", "Acceptance: 3.1")
_OTHER_MEASURE = re.compile(
    r"(?<![a-z])(?:ttft|latency|tpot|itl|e2e|prefill|prompt|pp\d*|memory|vram|ram|mem|ppl"
    r"|perplexity|acc(?:uracy)?|score|accept\w*|price|cost|time|speed[ \-]?up|ratio|power"
    r"|watts?|gb|mb|gib|mib|draft|depth)(?![a-z])",
    re.IGNORECASE,
)
# "against 1.6 and 3.5 memory-mapped": the second of two bare numbers listed together
_PARTNER = re.compile(
    rf"[ \t]{{1,2}}(?:and|or)[ \t]{{1,2}}{_APPROX}(?P<n>{_NUM})(?![\d.,]?\d)"
    r"(?![ \t]{0,2}(?:%|x(?![a-z])|×|[a-z]{0,6}/|(?:gb|gib|mb|ms|s|sec|tok|tokens?|t)(?![a-z])))",
    re.IGNORECASE,
)
# "from 10 tokens/sec to 25": a change's end written bare, the unit given once at its start
# (reading rules §2: before/after pairs are two figures; §4: a unit may be written once)
_CHANGE_END = re.compile(
    rf"[ \t]{{1,2}}to[ \t]{{1,2}}{_APPROX}(?P<n>{_NUM})"
    r"(?=[ \t]{0,2}(?:[,;:!?)\]\n]|[.](?!\d)|$|(?:with|on|in|at|for|using|after|when|once)"
    r"(?![\w\-])))",
    re.IGNORECASE,
)
# "1,600 tok/s when NVIDIA struggles to hit 100": another subject's rate, said with a verb
# of reaching, may lie further from the subject's than a bare pair's (a chip start-up's
# headline against a GPU's); a build number or a count is never written so
_RIVAL_RATE = re.compile(
    r"(?<![a-z])(?:while|whereas|when)[ \t]{1,2}(?:[\w.\-']{1,24}[ \t]{1,2}){1,4}?"
    r"(?:(?:struggles?|manages?|tries|fails)[ \t]{1,2}to[ \t]{1,2})?"
    r"(?:manages?|hits?|gets?|reach(?:es)?|delivers?|achieves?|tops?[ \t]{1,2}out[ \t]{1,2}at)",
    re.IGNORECASE,
)
RIVAL_SPREAD = 30.0


def _far(value: float, other: float) -> bool:
    """Whether a rival's rate lies within ``RIVAL_SPREAD`` of the subject's."""
    return value / RIVAL_SPREAD <= other <= value * RIVAL_SPREAD


ALTERNATIVE_SPREAD = 6.0  # a second run's rate lies nearer its first than a baseline may
MAX_CHAIN = 6  # "6.8 with no limit, against 1.6 and 3.5 mapped": runs listed one after another
_REACH = 80  # characters from the rate's end to its baseline's number
_GAP = re.compile(r"[^\d.;!?\n]{0,80}")  # words only between the rate and the comparison


def stated_bare(text: str, seg: _Span, start: int, end: int, asked_from: int | None) -> bool:
    """Whether a bare figure passes the filters a figure with a unit passes: no goal, question
    or expectation ("…, while we aim to reach 60"; reading rules §2). The target-noun and
    SLO shapes after a figure are a unit's words ("a 50 ms TPOT SLO"): after a bare number
    they read its own run ("6.8 with no limit")."""
    before = text[max(seg.start, start - 60) : start]
    return not (
        is_goal(text, before, end)
        or expects(text, before, end)
        or is_asked(text, seg, start, asked_from)
    )


def bare_baselines(
    text: str, seg: _Span, figures: list[_Figure], covered: Callable[[int], bool]
) -> list[_Figure]:
    """The baseline figures written bare after a token rate of ``figures`` in ``seg``."""
    out: list[_Figure] = []
    asked: list[int | None] = []  # where a question in ``seg`` starts, worked out when asked
    for fig in sorted(figures, key=lambda f: f.start):
        if len(out) >= MAX_FIGURES:
            break
        if fig.unit != "tok/s" or fig.kind != "absolute" or fig.vmax is not None:
            continue
        end_m = _CHANGE_END.match(text, fig.end, seg.end) if fig.role == "before" else None
        if end_m is not None and not covered(end_m.start("n")):
            value = _num(end_m.group("n"))
            if paired(fig.value, value):
                n_start, n_end = end_m.start("n"), end_m.end("n")
                out.append(replace(fig, start=n_start, end=n_end, value=value, role=None))
            continue
        at = fig.end
        for step in range(MAX_CHAIN):
            partner = _PARTNER.match(text, at, min(seg.end, at + _REACH)) if step else None
            got = (
                (partner.start("n"), partner.end("n"), _num(partner.group("n")))
                if partner is not None
                else _next_bare(text, seg, at, figures, fig)
            )
            if got is None:
                break
            start, end, value = got
            rival = step == 0 and _RIVAL_RATE.search(text, at, start) is not None
            at = end
            if covered(start) or not (
                paired(fig.value, value) or (rival and _far(fig.value, value))
            ):
                break
            if not asked:
                asked.append(question_start(text, seg))
            if not stated_bare(text, seg, start, end, asked[0]):
                break
            out.append(
                replace(
                    fig,
                    start=start,
                    end=end,
                    value=value,
                    vmin=None,
                    vmax=None,
                    role=None,
                    label=None,
                    stat=None,
                )
            )
    return out


def _next_bare(
    text: str, seg: _Span, at: int, figures: list[_Figure], fig: _Figure
) -> tuple[int, int, float] | None:
    """(start, end, value) of the next bare figure of ``fig``'s unit after ``at``: a
    comparison's baseline ("against 1,200"), or another run's figure ("and 6.8 with ...")."""
    stop = min(seg.end, at + _REACH)
    keyed = _BARE_KEYED.match(text, at, stop)
    if keyed is not None:
        key = keyed.group("key")
        if SETTING_KEY.search(key) or _OTHER_MEASURE.search(key):
            return None  # "Batch: 8", "TTFT: 120": not a figure of this rate's unit
        value = _num(keyed.group("n"))
        if not fig.value / ALTERNATIVE_SPREAD <= value <= fig.value * ALTERNATIVE_SPREAD:
            return None
        return keyed.start("n"), keyed.end("n"), value
    m = _BARE_BASELINE.search(text, at, stop)
    if m is None or not _GAP.fullmatch(text, at, m.start()):
        m = _BARE_ALTERNATIVE.search(text, at, stop)
        if m is None or not _ALTERNATIVE_GAP.fullmatch(text, at, m.start()):
            return None
    start, end = m.start("n"), m.end("n")
    value = _num(m.group("n"))
    if m.re is _BARE_ALTERNATIVE and not (
        fig.value / ALTERNATIVE_SPREAD <= value <= fig.value * ALTERNATIVE_SPREAD
    ):
        return None  # "30 tok/s and 4 with errors": a count, not a second run's rate
    if any(at <= f.start < start and f.unit == fig.unit for f in figures):
        return None  # another rate stands between: the bare number is its, if anyone's
    if any(f.start <= start < f.end for f in figures):
        return None
    return start, end, value
