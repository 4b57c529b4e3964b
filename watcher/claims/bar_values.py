"""Figures a bar's own words give: the bar's value or a margin over it, not a run (rules §2).

Goals, targets and requirements are no measurements. Three ways of writing one are read here,
where ``goals`` looks for a goal's word with a met word that would make its figure a result:

- the bar's value in brackets right after its name: "**Minimum Target (50 tok/s)**: EXCEEDED",
  "Goal (< 200 ms): met" (the met word after it says the run cleared the bar; the figure is
  still the bar's), or a figure set as one: "Setting 35 tok/s/user as the target, ...";
- a rule of thumb: "Use 6 tok/s as your back-of-envelope number" (worked out, not run);
- a minimum named as such: "Production minimum: 5 tokens/sec", "< 5 tok/s minimum viable",
  "Minimum acceptable speed: 10 tok/s";
- the margin a run clears a bar by: "exceeding the 10 TPS interactive threshold by 3x",
  "beat the target by 2x" (a multiple of the bar, no speedup over another run).

Patterns hold only literals and bounded quantifiers.
"""

from __future__ import annotations

import re

_BAR_NOUN = r"(?:targets?|goals?|thresholds?|minimums?|requirements?|slos?|slas?|budgets?|bars?)"

_BAR_BEFORE = re.compile(
    # "Minimum Target (50 tok/s)", "Goal (< 200 ms)"
    r"(?<![a-z])" + _BAR_NOUN + r"[ \t*_]{0,3}[(（][ \t]{0,2}(?:[<>≤≥~≈]=?[ \t]{0,2})?$"
    # "Production Minimum: 5", "Minimum acceptable speed: 10", "Minimum viable rate ="
    r"|(?<![a-z])(?:production|acceptable|usable|viable|practical|recommended|required)"
    r"[ \t]minimum[ \t*_]{0,3}[:：=][ \t*_]{0,3}(?:[<>≤≥~≈]=?[ \t]{0,2})?$"
    r"|(?<![a-z])minimum[ \t](?:viable|acceptable|usable|practical|required)"
    r"(?:[ \t](?:speed|rate|throughput|performance|latency|ttft|tps))?"
    r"[ \t*_]{0,3}(?:[:：=]|is|of)[ \t*_]{0,3}(?:[<>≤≥~≈]=?[ \t]{0,2})?$"
    # "exceeding the 10 TPS interactive threshold by 3x", "beats the target by 2x"
    r"|(?<![a-z])" + _BAR_NOUN + r"[ \t]by[ \t]{1,2}(?:(?:about|around|roughly|over|nearly"
    r"|almost|more[ \t]than)[ \t]{1,2}|[~≈][ \t]?)?$",
    re.IGNORECASE,
)

# "< 5 tok/s minimum viable", "10 tok/s as the minimum acceptable"; "Setting 35 tok/s/user as
# the target, ...": a figure set as a bar; "Use 6 tok/s as your back-of-envelope number": a
# rule of thumb, worked out rather than run
_BAR_AFTER = re.compile(
    r"[ \t]{0,2}(?:(?:is|as)[ \t](?:the|a|our)[ \t])?(?:bare[ \t])?minimum[ \t](?:viable"
    r"|acceptable|usable|practical|required|needed)(?![a-z])"
    r"|(?:/[a-z]{1,8})?[ \t]{0,2}as[ \t](?:the|a|an|our|your|my)[ \t](?:(?:new|main|hard|soft"
    r"|minimum|interactive|latency|speed|performance)[ \t]){0,2}"
    r"(?:target|goal|threshold|bar|floor|slo|sla)(?![a-z])"
    r"|[ \t]{0,2}as[ \t](?:the|a|an|our|your|my)[ \t]"
    r"(?:back[ \t\-]of[ \t\-](?:the[ \t\-])?envelope"
    r"|rule[ \t\-]of[ \t\-]thumb|ballpark|planning)[ \t](?:numbers?|figures?|estimates?|values?)",
    re.IGNORECASE,
)


def is_bar_value(text: str, before: str, end: int) -> bool:
    """True for a figure its bar's own words give: the value in brackets after a target's
    name, a minimum named as such, or the margin a run clears a bar by."""
    return _BAR_BEFORE.search(before[-60:]) is not None or _BAR_AFTER.match(text, end) is not None
