"""A per-user unit written once for several figures is every one of them's.

Reading rules §4: ``decode_tok_s`` is one stream or per user, apart from the server's
aggregate output. Writers give a change, a list or a restatement of per-user rates one unit,
after the last figure or before the brackets, and the figures that borrow it are per-user
rates too, whatever load the sentence names::

    at 128 clients, decode went 4.05 -> 5.52 tok/s/seq           4.05 is one sequence's
    from 20.1 to 24.6 tok/s per user under 32 concurrent users     20.1 likewise
    44.0 / 47.5 / 51.2 tok/s/user at concurrency 16               all three
    5.52 tok/s/seq median (5.96 mean)                              5.96 restates the same rate

Only a figure with no unit of its own is read so: "2,100 tok/s and 52 tok/s per user" keeps
the first figure's own reading (the server's), and a bracket that names words of its own
("(1,660 tok/s aggregate)") is not a restatement of a bare number.
"""

from __future__ import annotations

import re

from watcher.claims.patterns import ARROW, RATE_SPELLING
from watcher.claims.stream_words import _PER_USER

_NUMBER = r"[~≈]?[ \t]?\d[\d,]{0,8}(?:\.\d{1,4})?"
# what joins the figures of one change or list: an arrow, "to", a slash, a comma, "and", "vs"
_JOIN = (
    r"(?:" + ARROW + r"|[ \t]{0,2}(?:/|,|;|[–~])[ \t]{0,2}"
    r"|[ \t]{1,2}(?:to|and|or|vs\.?)[ \t]{1,2})"
)
# from a unitless figure's end: joiners and figures up to the shared rate unit
_TO_SHARED_UNIT = re.compile(
    _JOIN + r"(?:" + _NUMBER + _JOIN + r"){0,6}" + _NUMBER + r"[ \t]{0,2}" + RATE_SPELLING,
    re.IGNORECASE,
)
# a rate's statistic after its per-user words: "tok/s/seq median", "tok/s per user (mean)"
_STAT = re.compile(r"[ \t]{0,2}(?:median|mean|avg|average|p50|p90|p99)?[ \t]{0,2}$", re.I)
# before a bracketed restatement: a rate unit, then what comes after it up to the bracket
_UNIT_BEFORE = re.compile(RATE_SPELLING + r"(?P<rest>[^\d()\n]{0,24})$", re.IGNORECASE)
# inside the bracket before the figure: nothing but figures and their joiners
_BARE_LEAD = re.compile(r"[ \t]{0,2}(?:" + _NUMBER + _JOIN + r"){0,3}[~≈]?[ \t]?$")


def shares_per_user_unit(text: str, start: int, end: int, seg_start: int, seg_end: int) -> bool:
    """True when the figure at ``text[start:end]`` (a number with no unit of its own) takes a
    per-user rate unit: the one its change or list ends on ("4.05 -> 5.52 tok/s/seq"), or the
    one right before the bracket it restates ("5.52 tok/s/seq median (5.96 mean)")."""
    tail = text[end : min(seg_end, end + 120)]
    shared = _TO_SHARED_UNIT.match(tail)
    if shared is not None:
        return _per_user_words(tail[shared.end() : shared.end() + 40], closed=False)
    head = text[max(seg_start, start - 80) : start]
    bracket = head.rfind("(")
    if bracket < 0 or ")" in head[bracket:] or not _BARE_LEAD.fullmatch(head[bracket + 1 :]):
        return False
    unit = _UNIT_BEFORE.search(head[:bracket].rstrip())
    return unit is not None and _per_user_words(unit.group("rest"), closed=True)


def _per_user_words(rest: str, *, closed: bool) -> bool:
    """True when ``rest`` (the words right after a rate unit) opens with per-user words: when
    ``closed``, with nothing after them but a statistic's name."""
    own = _PER_USER.match(rest.lstrip())
    if own is None:
        return False
    return not closed or _STAT.fullmatch(rest.lstrip()[own.end() :]) is not None
