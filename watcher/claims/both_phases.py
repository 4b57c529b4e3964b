"""A rate's phase read from its sentence (reading rules §4: a prefill figure is never a decode
figure, and prompt processing and generation are distinct metrics).

One rate given for both phases ("the prefill and token generation speed is low, like 10 tok/s",
"PP and TG are both ~22 t/s"): when a sentence names both phases, joined, as the subject of one
rate, the writer states that rate for each, so it is two figures at the same place, one prefill
and one decode. Two rates after the pair ("prefill and decode at 900 and 45 tok/s") are one
each, and are read as they are written.

A rate set against a prefill rate of its sentence ("the prefill speed is 4-6 tok/s, which
diverges from the 1000 tok/s claimed in the paper") and naming no phase of its own is the same
metric of another run: prefill, as a time set against a time keeps the pair's metric.
"""

from __future__ import annotations

import re
from dataclasses import replace

from watcher.claims.document import _Figure, _Span
from watcher.claims.models import DECODE, PREFILL
from watcher.claims.phase_after import phase_after
from watcher.claims.phases import _phase_of
from watcher.claims.word_window import words_before

_PROMPT_SIDE = (
    r"(?:prefill(?:ing)?|pp(?:\d{1,6})?|prompt(?:[ \t\-](?:processing|eval(?:uation)?|reading))?"
    r"|预填充|预填|提示词处理)"
)
_GENERATION_SIDE = (
    r"(?:(?:token[ \t])?(?:generation|decode|decoding)|tg(?:\d{1,6})?|gen|eval|解码|生成)"
)
_JOIN = r"[ \t]{0,2}(?:and|&|/|\+|和|与|與|及)[ \t]{0,2}"
# the words between the joined phases and their rate: a noun of speed, then a colon or a verb
# with up to three words of degree ("speed is low like", "are both ~", "speeds: ")
_TAIL = (
    r"(?:[ \t]{1,2}(?:speeds?|rates?|throughputs?|performance))?"
    r"(?:[ \t]{0,2}:|[ \t]{1,2}(?:(?:is|are|was|were|stays?|stayed|sits?|runs?|ran|comes?|came)"
    r"(?:[ \t]{1,2}(?:both|each|all|low|slow|high|fast|only|just|about|around|roughly"
    r"|approximately|like|at|similar|equal|identical|the[ \t]same|to)){0,3}|both|each|at))?"
    r"[ \t]{0,2}[~≈]?$"
)
# the two phases joined as the subject of the rate right after them ("the prefill and token
# generation speed is low like ", "PP and TG are both ~"); "split between prefill and decode"
# or "disaggregated prefill/decode" name what is shared or how a server is built, no rate's
_BOTH = re.compile(
    rf"(?<![a-z\d])(?<!disaggregated[ \t])(?<!between[ \t])"
    rf"(?:{_PROMPT_SIDE}{_JOIN}{_GENERATION_SIDE}|{_GENERATION_SIDE}{_JOIN}{_PROMPT_SIDE})"
    rf"(?![a-z\d]){_TAIL}",
    re.IGNORECASE,
)
_REACH = 120  # characters back from the rate: its own clause
_SERIES = 24  # characters on from the rate: a second rate there shares the pair out


def both_phases(text: str, sentence: _Span, figures: list[_Figure]) -> list[_Figure]:
    """The other phase's figure for each rate of ``figures`` whose own words name prefill and
    generation together as its subject; the rate itself is the phase it was read as."""
    extra: list[_Figure] = []
    for fig in figures:
        if fig.unit != "tok/s" or fig.metric not in (DECODE, PREFILL) or fig.role is not None:
            continue
        lo = max(sentence.start, fig.start - _REACH)
        both = _BOTH.search(text, lo, fig.start)
        if both is None:
            continue
        if any(
            f is not fig and f.unit == "tok/s" and both.start() <= f.start <= fig.end + _SERIES
            for f in figures
        ):
            continue  # "prefill and decode at 900 and 45 tok/s", "prompt/gen: 900/31 t/s": each
        extra.append(replace(fig, metric=PREFILL if fig.metric == DECODE else DECODE))
    return extra


# words that set a second rate against the first as the same measurement of another run or
# source ("which diverges from the 1000 tok/s claimed", "compared to", "versus", "up from");
# a bare separator ("43.48/15.82 tok/s") pairs two phases, and is read by the pair's words
_SET_AGAINST = re.compile(
    r"(?<![a-z])(?:vs\.?|versus|than|compared[ \t](?:to|with)|against|from|instead[ \t]of"
    r"|diverg\w{0,4}|differ\w{0,4}|matches|match(?:ing)?)(?![a-z])",
    re.IGNORECASE,
)


def carried_phase(text: str, sentence: _Span, figures: list[_Figure]) -> None:
    """Read as prefill, in place, each rate of ``figures`` that names no phase of its own (its
    decode reading was the default) and is set against a prefill rate before it in the
    sentence by a word of comparison."""
    prev: _Figure | None = None
    for fig in sorted(figures, key=lambda f: f.start):
        if fig.unit != "tok/s":
            continue
        if (
            prev is not None
            and prev.metric == PREFILL
            and fig.metric == DECODE
            and fig.label is None
            and _phase_of(text[prev.end : fig.start]) is None
            and _SET_AGAINST.search(text, prev.end, fig.start) is not None
            and _phase_of(words_before(text, fig.start, sentence.start, 100)) is None
            and phase_after(text, fig.end) is None
        ):
            fig.metric = PREFILL
        prev = fig
