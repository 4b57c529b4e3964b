"""A multiple a cost verb governs, or one set per hour or month, is a price ratio: no speedup.

Reading rules §4: prices are no claims; the labelling decisions leave "over 10x more expensive"
and "4.5x cheaper" unlabelled (a cost). The word after a multiple already sets "cheaper" and
"more expensive" aside; this module reads the verb before it and the rent after it, which a
speedup read earlier in the sentence would otherwise lend its metric to ("The H100 offers 2x
throughput but costs 2.5x more per hour": 2 is a speedup, 2.5 a price ratio):

- a cost verb right before the multiple: "costs 2.5x", "costing about 3x", "is priced 2x";
- a rent right after it: "1.6x more per GPU-hour", "3x per month".

A speed named between the multiple and the rent keeps it ("2x more tokens per hour" names
tokens, so the rent pattern, which wants "per" right after "more", does not match). Patterns hold
only literals and bounded quantifiers.
"""

from __future__ import annotations

import re

# "costs 2.5x", "costing roughly 3x", "priced at 2x", "charges 4x"
_COST_VERB_BEFORE = re.compile(
    r"(?<![a-z])(?:costs?|costing|priced(?:[ \t]at)?|charges?|charging|bills?|billed(?:[ \t]at)?)"
    r"(?:[ \t]{1,2}(?:up[ \t]to|about|around|roughly|nearly|almost|over|some))?[ \t]{1,2}[~≈]?$",
    re.IGNORECASE,
)
# "2.5x more per hour", "1.6x more per GPU-hour", "3x per month": a rent
_RENT_AFTER = re.compile(
    r"[ \t]{0,2}(?:(?:more|less|higher|lower)[ \t]{1,2})?per[ \t]{1,2}(?:gpu[ \t\-]?)?"
    r"(?:hours?|hr|month|year|day|week)(?![a-z])",
    re.IGNORECASE,
)


def is_cost_multiple(before: str, text: str, end: int) -> bool:
    """True for a multiple (ending at ``end``) a cost verb right before it governs (``before``
    is the text up to the multiple) or a rent right after it prices."""
    return bool(_COST_VERB_BEFORE.search(before[-40:]) or _RENT_AFTER.match(text, end))
