"""Figures a bound's noun lists: limits, constraints, requirements, goals, ceilings.

Reading rules §2: goals, targets and thresholds are not measurements; the labelling decisions
name a benchmark's latency limits ("p99 TTFT 450 ms, TPOT 40 ms"), an SLO's targets, a test's
pass threshold and a theoretical ceiling among them. A noun that names a bound ("latency
requirements", "stricter interactive limits", "latency constraints", "thresholds", "SLOs",
"goals", "the ceiling") often heads a list of figures rather than one: "latency requirements
of 6 seconds for TTFT and 175 ms for TPOT", "interactive limits for Llama-2-70B (p99 TTFT
450 ms, TPOT 40 ms)". Every figure of that list is the bound's, not only the first one right
after the noun.

A figure is the bound's when nothing but the list lies between the noun and it, in the same
sentence: figures, their units and metric names, names (a model, an acronym), and the small
words that join a list ("of", "for", "and", "per", "under"). Any other word ends the list: a
verb ("the B200 reached 3,000 tok/s"), a pronoun, a contrast. A comma outside brackets may only
lead to another short item of the list ("TTFT 450 ms, TPOT 40 ms"), never to a clause ("within
the SLO of 200 ms, throughput is 5,000 tok/s": the 5,000 ran). A size is left alone: a
model's memory requirement is its footprint, a claim (LABELLING: "requires 352 GB to fit").
Patterns hold only literals and bounded quantifiers.
"""

from __future__ import annotations

import re
from bisect import bisect_right

from watcher.claims.demanded_bounds import is_demanded_bound
from watcher.claims.document import _Span
from watcher.claims.hints import folded, hinted

# nouns that name a bound, followed by the word or sign that hands the bound its values ("a
# latency constraint of 50 ms", "limits for Llama-2-70B (…)", "thresholds: …"; "it limits
# decode to 20 tok/s" is a verb); the size a model needs ("memory requirements") is no bar
_BOUND_NOUN = re.compile(
    r"(?<![a-z\-])(?:(?<!memory[ \t])(?<!vram[ \t])(?<!hardware[ \t])(?<!system[ \t])"
    r"(?<!resource[ \t])(?<!storage[ \t])requirements?"
    r"|limits|constraints?|thresholds?|slos|slas|targets|goals|objectives|ceilings?"
    r"|(?:upper|lower)[ \t_]bounds?"
    r"|(?:latency|interactivity|interactive|slo|sla)[ \t]limit)"
    # ("lower_bound 355t/s/u -> 350t/s/u": a bound's name set right before its figure)
    r"(?=[ \t]{0,2}(?:[(:=：—–]|\d|(?:of|for|are|were|is|was|at|on|in|set|such[ \t]as|like|under"
    r"|below|within)(?![a-z])))",
    re.IGNORECASE,
)
# a ceiling a run hits ("we hit a ceiling of 45 tok/s") is the run's plateau, not a bound
_REACHED = re.compile(r"(?<![a-z])(?:hit|hits|hitting|reach\w{0,3}|touch\w{0,3})[ \t]", re.I)
_HINTS = (
    "requirement",
    "limit",
    "constraint",
    "threshold",
    "slo",
    "sla",
    "target",
    "ceil",
    "bound",
    "goal",
    "objective",
)

# how far after its noun a bound's list may run, and how many words it may hold
_REACH = 160
_MAX_WORDS = 24
# the words a list of bounds is made of, besides figures, units and names
_LIST_TEXT = (
    "of for and or at to the a an per under below within above over less more than no most"
    " least each every with on in by as is are was were be set respectively about around"
    " roughly approximately up both between from its their these time times first token"
    " tokens output input second seconds sec secs s ms millisecond milliseconds minute"
    " minutes user users request requests query queries latency latencies throughput ttft"
    " tpot itl tbt e2e tps tok toks t u x p50 p90 p95 p99 mean median average avg tail minimum"
    " maximum max min scenario scenarios server offline interactive generation decode"
    " decoding prefill speed rate end inter per-user per-token inter-token end-to-end"
    " time-to-first-token time-per-output-token single-stream multi-stream e.g i.e"
)
_LIST_WORDS = frozenset(_LIST_TEXT.split())
# names and acronyms in a list (a model, "TTFT", "Llama-2-70B") may be capitalised; these
# capitalised words open a clause of their own
_OPENERS_TEXT = "we i it they this these that there our he she you but while whereas however"
_CLAUSE_OPENERS = frozenset(_OPENERS_TEXT.split())
_TOKEN = re.compile(r"[^\W\d_][\w\-.'’]*|\d[\d.,]*|[^\w\s]")
# a sentence's stop (not a decimal point) or a clause break that no list crosses
_BREAK = re.compile(r"[;；!?！？。\n]|\.(?!\d)")


def bound_nouns(text: str, seg: _Span) -> list[int]:
    """The ends of the nouns naming a bound in the sentence ``seg``, in order."""
    low = folded(text[seg.start : seg.end])
    if not hinted(low, _HINTS):
        return []
    return [
        m.end()
        for m in _BOUND_NOUN.finditer(text, seg.start, seg.end)
        if not _REACHED.search(text, max(seg.start, m.start() - 16), m.start())
    ]


def is_bound_listed(text: str, nouns: list[int], start: int, memory: bool = False) -> bool:
    """True for the figure at ``start`` when the last bound noun before it (``nouns`` from
    ``bound_nouns``) heads the list it stands in: "latency constraints of 450 ms TTFT and
    40 ms TPOT", or when it is a bound a demand in its sentence sets ("face three challenges:
    low latency (<200ms)"). A size (``memory``) is never taken for a bound."""
    if memory:
        return False
    if is_demanded_bound(text, start):
        return True
    if not nouns:
        return False
    i = bisect_right(nouns, start) - 1  # the last noun before the figure
    if i < 0 or start - nouns[i] > _REACH:
        return False
    noun_end = nouns[i]
    return _lists_only(text[noun_end:start])


def _lists_only(path: str) -> bool:
    """True when ``path`` (from a bound's noun to a figure) holds only a list's material."""
    if _BREAK.search(path):
        return False
    depth = 0
    words = 0
    since_comma: int | None = None  # words since the last comma outside brackets
    for piece in _TOKEN.findall(path):
        if piece in "([（":
            depth += 1
            continue
        if piece in ")]）":
            depth = max(0, depth - 1)
            continue
        if piece in ",，" and depth == 0:
            since_comma = 0
            continue
        if not piece[0].isalpha():
            continue  # a figure, a unit's sign, a dash
        words += 1
        low = piece.lower().rstrip(".")
        if since_comma is not None and depth == 0:
            since_comma += 1
            if since_comma > 3 or low in ("is", "are", "was", "were", "be"):
                return False  # "…, throughput is 5,000 tok/s": a clause after the bound
        if low in _LIST_WORDS or "/" in low:
            continue  # "tokens/s", "tok/s"
        if piece[0].isupper() or any(c.isdigit() for c in piece):
            if low in _CLAUSE_OPENERS:
                return False
            continue  # a name or an acronym: "Llama-2-70B", "TTFT", "H100"
        return False  # a word of its own: a verb, another clause
    return words <= _MAX_WORDS
