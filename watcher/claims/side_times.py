"""Times written beside a run that are not the run's: settings and steps around it.

Reading rules §4 keep out what is not a measurement of a run: CLI defaults and setting
values, load, build and sample times (LABELLING: "Not claims"). A timeout, a polling
interval or a sleep is a setting ("with a 30 s timeout", "measured every 5 s"); a model's
start-up ("the model loads in 40 s") times a step before the run. Both sit in sentences
that time the run itself, which is why they need saying apart from the run's own figures.
"""

from __future__ import annotations

import re

# "every 5 s", "timeout of 30 s", "interval=10s", "sleeps for 2 s", "loads in 40 s"
_SIDE_BEFORE = re.compile(
    r"(?:(?<![a-z])(?:every|each)"
    r"|(?<![a-z])(?:time[ \t\-]?outs?|intervals?|cool[ \t\-]?downs?|deadlines?|ttl"
    r"|sleep(?:s|ing)?|poll(?:s|ing)?)(?:[ \t]{1,2}(?:of|for|every))?[ \t]{0,2}[=:]?"
    r"|(?<![a-z])(?:loads?|loaded|compiles?|compiled|starts?(?:[ \t]up)?|started(?:[ \t]up)?"
    r"|boots?|booted|warms?[ \t]up)[ \t]{1,2}(?:in|within|after)"
    r"|超时|间隔|每隔|タイムアウト|間隔|타임아웃|간격)"
    r"[ \t]{0,2}(?:(?:about|around|roughly|~|≈)[ \t]{0,2})?$",
    re.IGNORECASE,
)
# "a 30 s timeout", "a 5-second polling interval", "10 s cooldown"
_SIDE_AFTER = re.compile(
    r"[ \t\-]{0,2}(?:(?:polling|poll|request|read|connect(?:ion)?|idle)[ \t\-]{1,2})?"
    r"(?:time[ \t\-]?outs?|intervals?|cool[ \t\-]?downs?|deadlines?|ttl|heartbeats?)(?![a-z])"
    r"|[ \t]{0,2}(?:超时|间隔|タイムアウト|間隔|타임아웃|간격)",
    re.IGNORECASE,
)


def is_side_time(text: str, seg_start: int, start: int, end: int) -> bool:
    """True for a time (the number at ``start``..``end``) that is a setting or a step
    around the run: a timeout, an interval, a sleep, a load or start-up time."""
    return bool(
        _SIDE_BEFORE.search(text, max(seg_start, start - 40), start) or _SIDE_AFTER.match(text, end)
    )
