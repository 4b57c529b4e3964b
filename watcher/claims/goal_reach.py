"""A plan or goal named early in its clause, with a long setup before its figure (rules §2).

``is_goal`` reads the goal's words only a few dozen characters back, which is right for
most goals ("our goal is 100 tok/s"). A plan often names its whole setup first: "The original
plan was FP8 + multi-token prediction speculative decoding via vLLM for ~85–120 tok/s" is a
goal too, but its words sit a hundred characters before the figure. ``is_far_goal`` looks
back further, bounded by the clause (and by 120 characters, so each figure's look stays
short), and only for a plan, goal or target said to be something ("the plan was", "our goal
is") or a writer's verb of intent ("we planned to run FP8 with MTP via vLLM for 90 tok/s",
"we aimed to hit", "we hoped for"): a measured figure after it ("we planned X and got 90
tok/s", "…, but it ran at 61 tok/s", "We planned X. It ran at 90 tok/s", "the target was
100 tok/s and we hit 120 tok/s") stays a claim.
"""

from __future__ import annotations

import re

from watcher.claims.goals import GOAL_MET, turns_away

_REACH = 120  # how far back a figure looks for its plan's words

# "the original plan was", "our goal here was", "my target going in was": a goal said to be
# something ("the target model is" names a drafter's verifier; "test plan" how it was tested)
_GOAL_IS = re.compile(
    r"(?<![a-z])(?<!test[ \t])(?<!testing[ \t])(?:plans?|goals?|targets?|aims?|objectives?)"
    r"(?![a-z])(?![ \t\-]?(?:model|llm|network|verif|hardware|gpu|device|platform|machine|card))"
    r"(?:[ \t][a-z]{1,8}){0,2}?"
    r"[ \t](?:was|is|were|are|had[ \t]been)(?![a-z])"
    # "We planned to run FP8 with MTP via vLLM for 90 tok/s", "we aimed to hit", "we hoped
    # for", "I intend to": the writer's verb of intent holds the figure as the plan's noun does
    r"|(?<![a-z])(?:we|i|they|the[ \t]team)[ \t](?:had[ \t])?(?:(?:originally|initially"
    r"|first)[ \t])?(?:plan(?:ned)?|aim(?:ed)?|hoped?|intend(?:ed)?|set[ \t]out)[ \t]"
    r"(?:to|for|that)(?![a-z])",
    re.IGNORECASE,
)
# where the clause ends: a comma, a semicolon, a colon, a line, or a sentence's full stop (a
# dot inside a name, "llama.cpp", "v0.6", ends nothing)
_CLAUSE_BREAK = re.compile(r"[,;:!?\n，；：。]|\.(?![^\s.])")
# words that say what happened rather than what was planned: "the plan was dropped because
# vLLM ran at 40 tok/s", "the goal was 100 tok/s; we got"
_RAN = re.compile(
    r"(?<![a-z])(?:ran|runs|got|gets|measured|decoded|decodes|did|does|saw|hit|hits|reached"
    r"|achieved|managed|gave|gives|delivered|delivers|produced|produces|generated|benchmarked"
    r"|serves|served|sustains|sustained|averaged|averages|peaked|topped|clocked|measures"
    r"|because|since|after|instead|dropped|abandoned|scrapped|failed|turned|shelved|changed)"
    r"(?![a-z])",
    re.IGNORECASE,
)
# an earlier figure of a rate, a time or a multiple between the goal's words and this one: the
# goal names that one ("the target was 100 tok/s and we hit 120 tok/s")
_EARLIER_FIGURE = re.compile(
    r"\d[\t ]{0,2}(?:tok|t/s|tps|tokens?(?![a-z]{2})|ms(?![a-z])|x(?![a-z0-9])|×|%)",
    re.IGNORECASE,
)


def is_far_goal(text: str, seg_start: int, start: int, end: int) -> bool:
    """True for a figure a plan, goal or target earlier in its clause names ("The plan was BF16
    weights plus multi-token prediction heads on one H100 for roughly 90 tok/s"), with no
    earlier figure, run or contrast between, and no word saying the goal was met."""
    window = text[max(seg_start, start - _REACH) : start]
    breaks = [m.end() for m in _CLAUSE_BREAK.finditer(window)]
    clause = window[breaks[-1] :] if breaks else window
    goal = _GOAL_IS.search(clause)
    if goal is None:
        return False
    words = clause[goal.end() :]
    if _RAN.search(words) or _EARLIER_FIGURE.search(words) or turns_away(words):
        return False
    after = text[end : end + 60]
    return not (
        GOAL_MET.search(clause) or GOAL_MET.search(_CLAUSE_BREAK.split(after, maxsplit=1)[0])
    )
