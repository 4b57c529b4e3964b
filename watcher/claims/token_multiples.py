"""A multiple of how many tokens are used or made, not of how fast: no speedup.

"burned 6.4x the tokens of the dense model", "10,000 times more tokens", "uses ~1.5x tokens
for text": a multiple of a count of tokens (a bill, a budget, an agent's output) compares no
speed (reading rules §4: a speedup is relative, with the metric it is of; LABELLING:
token-count multipliers and "6.4x the tokens" are not labelled). A rate keeps it: "3x more
tokens per second", "2x the tokens/s", "twice the tokens in the same time". Patterns hold
only literals and bounded quantifiers.
"""

from __future__ import annotations

import re

_TOKENS_AFTER = re.compile(
    r"[ \t]{1,2}(?:(?:the|more|as[ \t]many|fewer|less|extra)[ \t]{1,2})?"
    r"(?:(?:output|input|generated|reasoning|thinking|prompt|completion)[ \t]{1,2})?tokens"
    # a rate, or the same span of time, makes it a speed
    r"(?![ \t]{0,2}(?:/|per(?![a-z])|a[ \t]sec|each[ \t]sec|every[ \t]sec|in[ \t](?:the[ \t]same"
    r"|half|a[ \t](?:second|minute))|within|out[ \t]per|generated[ \t]per|[\-‐]?per[\-‐]"
    r"|throughput|speed|rate|sec(?![a-z])))",
    re.IGNORECASE,
)


# "serves 1.4x more tokens under load": what a server serves is its throughput
_SERVED_BEFORE = re.compile(
    r"(?<![a-z])serv\w{0,4}"
    r"[ \t]{1,2}(?:(?:up[ \t]to|about|roughly|nearly|over|~|≈)[ \t]{0,2})?$",
    re.IGNORECASE,
)


def counts_tokens(text: str, end: int, before: str = "") -> bool:
    """True for a multiple (ending at ``end``) of a number of tokens rather than of a rate;
    a serving verb right before it (``before``) makes it the server's rate."""
    return _TOKENS_AFTER.match(text, end) is not None and not _SERVED_BEFORE.search(before[-40:])
