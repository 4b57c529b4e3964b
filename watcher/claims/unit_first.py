"""A token rate whose unit is written before its number: "the estimated tokens/second rate of
117", "a tok/s figure of 85", "its tokens-per-second throughput was ~40" (reading rules §4:
units vary, "a token rate of 969 per second"). The number takes the unit named before it.

The unit must not follow a number of its own ("45 tok/s rate of ..." is that number's unit),
and the number is no figure of another unit ("rate of 30%", "of 2x", "of 12 ms").
"""

from __future__ import annotations

import re

from watcher.claims.numbers import _NUM

UNIT_FIRST = re.compile(
    r"(?<![\d.,])(?<![\d.,][ \t])(?<![\w/])"
    r"(?:tok(?:en)?s?[ \t]?/[ \t]?s(?:ec(?:ond)?)?|t/s|tps|tokens?[ \t\-]per[ \t\-]sec(?:ond)?)"
    r"[ \t](?:rate|speed|throughput|figure)[ \t]{1,2}(?:of|is|was|at|reached|hit)[ \t]{1,2}"
    r"(?:(?:about|around|roughly|approximately|nearly|just[ \t]over|over)[ \t]{1,2}|[~≈])?"
    rf"(?P<lo>{_NUM})"
    r"(?![\d.,]|[ \t]{0,2}(?:%|×|/|[xX](?![a-z])|(?:ms|s|secs?|seconds?|[gmk]i?b|k|tok|tokens?"
    r"|t/s|tps|times|users?|requests?|streams?)(?![A-Za-z])))",
    re.IGNORECASE,
)
