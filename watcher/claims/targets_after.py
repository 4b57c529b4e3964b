"""A figure that its own noun phrase names a target, a requirement or a scenario's bound.

Reading rules §2: goals, targets and requirements are not measurements (LABELLING: "goals and
targets", MLPerf's "TTFT thresholds and TPS/user targets" are no claims). Beside the bars
``filters._SLO_AFTER`` reads after a figure ("a 50 ms TPOT SLO", "the 1,000 TPS/user
threshold"), two shapes say so after the figure:

- the figure is the modifier of a target, requirement, goal, budget or objective noun, with
  its unit's tail, a bracketed abbreviation and a metric word or two between: "a 12.5
  tokens/second/user (TPS/user) target", "a shorter 4.5 second TTFT requirement", "a 40 ms
  ITL budget". The words between are a figure's own (units, metric names), never a verb or a
  preposition: "2 s meets the requirement" and "45 tok/s on the target model" stay runs.
- the figure sits in brackets that a scenario's, tier's or service level's name carries:
  "server (2 second TTFT, 10 TPS/user), and interactive (0.5 second TTFT, 33 TPS/user)
  scenarios" define the scenarios' bounds, not runs in them.
"""

from __future__ import annotations

import re

from watcher.claims.expected_after import is_expected_after
from watcher.claims.filters import _SLO_AFTER

# words that may sit between a figure and the target noun it modifies: units and metric
# names, not a verb, an article or a preposition (which would make the noun another thing's)
_OWN_WORD = (
    r"(?!(?:on|with|for|the|a|an|of|to|in|at|by|vs|and|or|than|per|is|was|are|were|be"
    r"|meets?|met|meeting|beats?|exceeds?|exceeded|hits?|missed|misses|above|below|under|over"
    r"|within|against|into|from|its|our|their|this|that)(?![\w\-]))"
    r"[A-Za-z0-9][\w\-/]{0,11}"
)
_TARGET_NOUN_AFTER = re.compile(
    r"(?:/[a-z]{1,8}){0,2}(?:[ \t]{0,2}\([A-Za-z/\-]{1,12}\))?"
    rf"(?:[ \t]{{1,2}}{_OWN_WORD}){{0,2}}[ \t]{{1,2}}"
    r"(?:targets?(?![ \t\-]?(?:model|llm|network|verif|only|side|forward|pass))"
    r"|requirements?|goals?|budgets?|objectives?)(?![a-z])",
    re.IGNORECASE,
)
# the rest of a bracket the figure sits in, then a scenario's name after it (another
# bracket of the same list may come between: "server (…), and interactive (…) scenarios")
_SCENARIO_BRACKET_AFTER = re.compile(
    r"[^()\n;]{0,40}\)(?:[ \t]{0,2},?[ \t]{0,2}(?:(?:and|or)[ \t]{1,2})?[\w\-]{1,16}[ \t]{0,2}"
    r"\([^()\n]{0,40}\)){0,3}[ \t]{1,2}(?:[\w\-]{1,16}[ \t]{1,2})?"
    r"(?:scenarios?|tiers?|service[ \t]levels?|slas?|slos?)(?![a-z])",
    re.IGNORECASE,
)


def is_target_after(text: str, end: int) -> bool:
    """True when the words after a figure ending at ``end`` make it a bound, a target or a
    requirement rather than a measurement."""
    return bool(
        _SLO_AFTER.match(text, end)
        or _TARGET_NOUN_AFTER.match(text, end)
        or _SCENARIO_BRACKET_AFTER.match(text, end)
        or is_expected_after(text, end)  # "(vs ~61 tok/s expected)": foreseen, not run
    )
