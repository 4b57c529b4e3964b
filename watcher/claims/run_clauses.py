"""A clause of its own that reports a run, after the words that named a goal.

"Setting 35 tok/s/user as the target on DeepSeek R1, B200 produces 5,397 tok/s/GPU": the goal
words belong to the first clause (their figure stands before them); after the comma a subject
and a verb of producing state what was measured (reading rules §2: goals are no measurement,
but a measurement beside a goal still is one). A requirement ("B200 must produce ...") or a
plan ("B200 will reach ...") keeps the goal's reading: the verb must be a plain present or past.
"""

from __future__ import annotations

import re

# after a comma, a semicolon or an "and": a subject of one to four words, then a verb of
# producing in the present or past, with at most a few words ("only", "about") before the figure
_RUN_CLAUSE = re.compile(
    # ("…, the A100 sustains 149 t/s and the H200 sustains 80": "and" opens the next one)
    r"(?:[,;][ \t]{1,2}(?:and[ \t]{1,2})?|[ \t]and[ \t]{1,2})(?:the[ \t]{1,2})?"
    r"(?!(?:we|you|it|they|i)[ \t]{1,2}(?:must|should|need|want|aim|hope|plan|will|would))"
    r"(?:[\w.\-+']{1,24}[ \t]{1,2}){1,4}?"
    r"(?:produce[sd]|deliver(?:s|ed)|reach(?:es|ed)|achieve[sd]|hits|hit|gets|got"
    r"|manage[sd]|generate[sd]|sustain(?:s|ed)|does|did|runs[ \t]{1,2}at|ran[ \t]{1,2}at)"
    r"(?:[ \t]{1,2}(?:only|just|about|around|roughly|nearly|over|under|up[ \t]to))?[ \t]{1,2}"
    r"[~≈]?$",
    re.IGNORECASE,
)
# "We planned to run FP8 with MTP and got 90 tok/s": "and" and a verb of measuring in the
# past, the plan's own subject left out, report what the run gave (a present "and get" or
# "and hit" may still be the plan's: "we want to run X and hit 90 tok/s")
_AND_RAN = re.compile(
    r"[ \t]and[ \t]{1,2}(?:(?:then|finally|actually|only)[ \t]{1,2})?"
    r"(?:got|measured|saw|observed|recorded|clocked|averaged|reached|achieved|managed"
    r"|ran[ \t]{1,2}at|decoded[ \t]{1,2}at)"
    r"(?:[ \t]{1,2}(?:only|just|about|around|roughly|nearly|over|under|up[ \t]to))?[ \t]{1,2}"
    r"[~≈]?$",
    re.IGNORECASE,
)
# words that make the verb's clause a wish or a requirement after all
_NOT_RUN = re.compile(
    r"(?<![a-z])(?:must|should|needs?[ \t]to|has[ \t]to|will|would|could|can|may|might"
    r"|if|unless|when|until|whether)(?![a-z])",
    re.IGNORECASE,
)


def reports_run(words: str) -> bool:
    """Whether ``words`` (from a goal's name to a figure) end on a clause of their own that
    reports a run: "… as the target, B200 produces " before "5,397 tok/s", "we planned to run
    FP8 and got " before "90 tok/s"."""
    m = _RUN_CLAUSE.search(words) or _AND_RAN.search(words)
    return m is not None and _NOT_RUN.search(words, m.start()) is None
