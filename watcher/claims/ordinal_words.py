""" "Second" as an ordinal ("the second card", "Why is the second run slower?") is no unit.

Reading rules §4: a unit may sit only in a table's header or caption, and the reader looks for
one in a caption's words. "Second" names a time unit only as a measure ("in seconds", "per
second", "(second)"); after a determiner ("the second", "our second") or before the noun it
ranks ("second card", "second request") it counts, and gives the table's figures no unit.
A number before it ("a 2 second wait") is a figure's unit, which these words do not judge.
"""

from __future__ import annotations

# the words after "second" that leave it a measure: "per second and GPU", "second or so"
_MEASURE_AFTER = (
    r"(?:per|and|or|of|for|on|in|at|to|with|by|is|are|was|were|from|than|each|delay|wait"
    r"|latency|latencies|ttft|tpot|itl|timeout|intervals?|units?)(?![a-z])"
)

ORDINAL_SECOND = (
    # "2 second run": a figure's unit, judged elsewhere; "tokens per second", "tok/second"
    r"(?<!\d)(?<!\d[ \t])(?<!per[ \t])(?<!/)"
    r"(?:(?<=the[ \t])|(?<=this[ \t])|(?<=that[ \t])|(?<=our[ \t])|(?<=my[ \t])|(?<=its[ \t])"
    r"|(?<=their[ \t])|(?=second[ \t]{1,3}(?!" + _MEASURE_AFTER + r")[a-z]{2}))"
    r"second(?![a-z])"
)
"""A lookahead body: put ``(?!`` + ORDINAL_SECOND + ``)`` before a unit pattern, compiled with
``re.IGNORECASE``, so an ordinal "second" is not read as the unit."""
