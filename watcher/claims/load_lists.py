"""A load stated as one of several ("at M=8, M=16, M=32", "batch 1, 8 and 32", a sweep
"concurrency 12 → 16 → 20 → 24"): a figure stated over a list of loads was measured at none
of them alone (reading rules §2: each figure takes its own setup), so the list gives it no
concurrency, in its own sentence or stated apart above it (``load._stated_apart``).
"""

from __future__ import annotations

import re

from watcher.claims.setup_patterns import LOAD_GROUPS

_SEP = r"[ \t]{0,2}(?:,|/|&|and|or|→|->)[ \t]{0,2}"
# the next number of the list ends its item: another separator, a bracket, the clause's end;
# "batch 8, 45 tok/s" or "batch 8, 2 GPUs" goes on to another quantity, not another load
_ITEM_END = r"(?=[ \t]{0,2}(?:[,;:).]|and(?![a-z])|or(?![a-z])|all(?![a-z])|→|->|\n|$))"
_KEY_SEP = r"[ \t]?[=:]?[ \t]?"
_SLASHED_ON = r"|[ \t]{0,2}/[ \t]{0,2}\d{1,6}[ \t]{0,2}/[ \t]{0,2}\d"
_REACH = 40


def listed_load(text: str, offset: int, m: re.Match[str]) -> bool:
    """True when the load ``m`` (matched on ``text[offset:]``) is an item of a list of loads:
    the same key with another number right before it, or another number (with or without
    the key again) right after it."""
    group = next((g for g in LOAD_GROUPS if m.group(g)), None)
    if group is None:
        return False
    key = m.group(0)[: m.start(group) - m.start()].strip(" \t=:：")
    if not key or len(key) > 24:
        return False
    start, end = offset + m.start(), offset + m.start(group) + len(m.group(group))
    # ("batch 16, 2,400 tok/s": a number grouped in thousands or with decimals is the next
    # quantity, no load of the list; "batch 1 / 8 / 32": a slash series of loads)
    after = re.compile(
        _SEP
        + rf"(?:{re.escape(key)}{_KEY_SEP})?\d{{1,6}}(?!\.\d|,\d{{3}}(?!\d))"
        + _ITEM_END
        + _SLASHED_ON,
        re.I,
    )
    if after.match(text, end, min(len(text), end + _REACH)):
        return True
    before = re.compile(rf"{re.escape(key)}{_KEY_SEP}\d{{1,6}}" + _SEP + "$", re.I)
    return before.search(text, max(0, start - _REACH), start) is not None
