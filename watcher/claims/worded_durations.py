"""Durations written as words with two or three parts: "1 minute and 3 seconds", "21 minutes
49 seconds", "1 hour and 57 minutes", "1m 4.3s", "2分30秒", "1小时57分钟", "3분 20초".

Read part by part, "1 minute and 3 seconds" gives two figures (60 s and 3 s), neither of which
the text states (LABELLING: a response time "in just 1 minute and 3 seconds" is 63 s). The whole
span is one time in seconds; ``durations`` asks, as for any time, which metric its words name.
Patterns hold only literals and bounded quantifiers.
"""

from __future__ import annotations

import re

from watcher.claims.goals import is_goal
from watcher.claims.time_words import aux_time_in

_AND = r"[ \t]{0,2}(?:,[ \t]{0,2}|and[ \t]{1,2}|et[ \t]{1,2}|y[ \t]{1,2}|und[ \t]{1,2})?"
_HOURS = r"(?P<h>\d{1,3})[ \t]{0,2}(?:hours?|hrs?|h(?=[ \t]{1,2}\d))"
_MINUTES = r"(?P<m>\d{1,4})[ \t]{0,2}(?:minutes?|mins?|m(?=[ \t]{1,2}\d))"
_SECONDS = r"(?P<s>\d{1,2}(?:\.\d{1,12})?)[ \t]{0,2}(?:seconds?|secs?|s)(?![a-z])"
_CJK_HOURS = r"(?P<ch>\d{1,3})[ \t]?(?:个?小时|個?小時|時間|시간)"
_CJK_MINUTES = r"(?P<cm>\d{1,4})[ \t]?(?:分钟|分鐘|分|분)"
_CJK_SECONDS = r"(?P<cs>\d{1,2}(?:\.\d{1,6})?)[ \t]?(?:秒钟|秒鐘|秒|초)"

# two parts at least: hours and minutes (seconds may follow), or minutes and seconds
WORDED = re.compile(
    r"(?<![\w.,])(?:" + _HOURS + _AND + _MINUTES + r"(?:" + _AND + _SECONDS + r")?"
    r"|" + _MINUTES.replace("?P<m>", "?P<m2>") + _AND + _SECONDS.replace("?P<s>", "?P<s2>") + r")"
    r"|(?<![\d.,])(?:" + _CJK_HOURS + r"[ \t]?" + _CJK_MINUTES + r"(?:[ \t]?" + _CJK_SECONDS + r")?"
    r"|"
    + _CJK_MINUTES.replace("?P<cm>", "?P<cm2>")
    + r"[ \t]?"
    + _CJK_SECONDS.replace("?P<cs>", "?P<cs2>")
    + r")",
    re.IGNORECASE,
)


def seconds_of(m: re.Match[str]) -> float:
    """The duration a ``WORDED`` match spells, in seconds."""
    g = m.groupdict()
    hours = g["h"] or g["ch"] or 0
    minutes = g["m"] or g["m2"] or g["cm"] or g["cm2"] or 0
    seconds = g["s"] or g["s2"] or g["cs"] or g["cs2"] or 0
    return round(int(hours) * 3600 + int(minutes) * 60 + float(seconds), 9)


_CLAUSE_BREAK = re.compile(r"[,;:!?()，；：！？（）]|\.[ \t]|。")


def is_side_duration(text: str, seg_start: int, start: int, end: int) -> bool:
    """True when a worded duration is no run's time: its clause names a step around the run
    ("The install took 3 minutes and 20 seconds", "loading took ...") or a goal ("we aim for
    under 1 minute 30 seconds"). The plain figure reader asks the same of its figures."""
    before = text[max(seg_start, start - 80) : start]
    clause = before
    for c in _CLAUSE_BREAK.finditer(before):
        clause = before[c.end() :]
    return aux_time_in(clause) or is_goal(text, before, end)
