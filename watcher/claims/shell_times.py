"""The shell's ``time`` report: ``real 0m7.968s`` over ``user`` and ``sys`` lines.

Pasted tool output is visible text and yields claims (reading rules §2). Bash's ``time``
prints three lines, ``real``, ``user`` and ``sys``, each a compound duration; ``real`` is the
wall-clock time of the timed command, start to end: one request's (or one run's) end-to-end
time (reading rules §4, `e2e_latency`). ``user`` and ``sys`` are CPU times and no claim. The
word ``real`` names no metric to the plain reader, so the report is known by its shape: the
``real`` line, then a ``user`` line with its own duration.
"""

from __future__ import annotations

import re

_REAL_BEFORE = re.compile(r"(?:^|\n)[ \t]{0,8}real[ \t:]{1,12}$", re.IGNORECASE)
_USER_AFTER = re.compile(r"[ \t]*\r?\n[ \t]{0,8}user[ \t:]{1,12}\d{1,4}m\d", re.IGNORECASE)
_REACH = 24


def is_real_time(text: str, start: int, end: int) -> bool:
    """Whether the duration ``text[start:end]`` is the ``real`` line of a ``time`` report,
    with the ``user`` line right under it."""
    before = text[max(0, start - _REACH) : start]
    return bool(_REAL_BEFORE.search(before)) and _USER_AFTER.match(text, end) is not None
