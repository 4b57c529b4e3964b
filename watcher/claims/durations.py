"""Durations written in compound units, as Go and Ollama print them: "2m30.23s", "1h2m3s".

Ollama's verbose block gives ``total duration: 5m33.64s`` for a long run (LABELLING: 333.64 s,
`e2e_latency`); the number before the seconds is glued to a minute count, so the plain figure
pattern (which wants no letter before a number) never sees it. The whole span is read as one
time in seconds and asked, like any time, which metric its words name.
"""

from __future__ import annotations

import re
from itertools import chain

from watcher.claims.document import _Doc, _Figure, _Span
from watcher.claims.metric import _unit_figure
from watcher.claims.models import E2E
from watcher.claims.patterns import MAX_FIGURES
from watcher.claims.shell_times import is_real_time
from watcher.claims.worded_durations import WORDED, is_side_duration, seconds_of

# hours and minutes, then seconds: at least two parts, so "30s" alone stays the plain reader's
_COMPOUND = re.compile(
    r"(?<![\w.])(?:(?P<h>\d{1,3})h)?(?P<m>\d{1,4})m(?P<s>\d{1,2}(?:\.\d{1,12})?)s(?![a-z])"
    r"|(?<![\w.])(?P<h2>\d{1,3})h(?P<m2>\d{1,2})m(?![a-z\d])",
    re.IGNORECASE,
)


def compound_durations(text: str, chunk: str, seg: _Span, doc: _Doc) -> list[_Figure]:
    """Every compound duration of ``chunk`` (``seg``'s text) whose words name a run's time."""
    out: list[_Figure] = []
    for tries, m in enumerate(chain(_COMPOUND.finditer(chunk), WORDED.finditer(chunk))):
        if tries >= MAX_FIGURES:
            break  # a line of thousands of durations: each is asked its words once, at most
        if m.re is WORDED:  # "1 minute and 3 seconds", "2分30秒"
            hours, minutes, seconds = 0, 0, seconds_of(m)
        elif m.group("m") is not None:
            hours, minutes, seconds = int(m.group("h") or 0), int(m.group("m")), float(m.group("s"))
        else:
            hours, minutes, seconds = int(m.group("h2")), int(m.group("m2")), 0.0
        start, end = seg.start + m.start(), seg.start + m.end()
        if m.re is WORDED and is_side_duration(text, seg.start, start, end):
            continue  # "The install took 3 minutes and 20 seconds": the plain reader's to drop
        if m.re is not WORDED and is_real_time(text, start, end):
            metric, kind = E2E, "absolute"  # `time`'s "real 0m7.968s": the command's wall time
        else:
            got = _unit_figure({"time": "s", "lo": "1.5"}, text, start, end, seg, doc)
            if got is None:
                continue
            metric, _, kind = got
        value = round(hours * 3600 + minutes * 60 + seconds, 9)
        out.append(_Figure(start, end, value, None, None, "s", metric, kind))
    return out
