"""A key that spells its unit out in words: "Average seconds/token: 0.06".

Benchmark scripts print their summary as keys whose unit is written in full words over a
slash, the value standing alone after the colon::

    Average seconds/token (includes waiting time on server): 0.06
    Average milliseconds/request (includes waiting time on server): 18217.93
    Average milliseconds/output_token (includes waiting time on server): 83.83

Reading rules §4: units vary, and a unit may sit only in a label, away from its number; a
time per token is the per-token latency (TPOT), a time per request one request's end-to-end
latency. The written-out unit is read as its short form ("seconds/token" as s/token), so the
figure is weighed as "ms/token: 42.5" is. A key that is a setting ("timeout
seconds/request: 30", "max milliseconds/token = 50") names a bound one sets, not a
measurement, and stays unread. One anchored match per key, bounded gaps: linear time.
"""

from __future__ import annotations

import re

from watcher.claims.document import _Doc, _Figure, _Span
from watcher.claims.metric import _unit_figure
from watcher.claims.numbers import _num
from watcher.claims.patterns import MAX_FIGURES, UNIT_ONLY

_WORDED_KEY = re.compile(
    r"(?<![\w/])(?P<time>milliseconds?|msecs?|seconds?|secs?)[ \t]{0,1}/[ \t]{0,1}"
    r"(?P<per>(?:output[_ \t]|generated[_ \t])?tokens?|requests?)"
    # "(includes waiting time on server)": an aside about the figure, before its colon
    r"(?:[ \t]{1,2}\([^()\n]{1,80}\))?[ \t]{0,2}[:=][ \t]{0,3}"
    r"(?P<lo>\d{1,9}(?:\.\d{1,6})?)(?![\d.,]|[ \t]{0,2}[A-Za-z%/])",
    re.IGNORECASE,
)
# a bound one sets, in the key's words before the unit: no measurement
_SETTING_WORDS = re.compile(
    r"(?<![a-z])(?:timeout|limit|max|maximum|min|minimum|budget|deadline|target|wait|slo"
    r"|threshold|cap)(?![a-z])",
    re.IGNORECASE,
)
_KEY_REACH = 40
"""How far before the unit the key's own words are looked at (its line only)."""


def worded_unit_figures(text: str, chunk: str, seg: _Span, doc: _Doc) -> list[_Figure]:
    """Figures of keys whose unit is written in words over a slash ("seconds/token: 0.06")."""
    if "/" not in chunk:
        return []
    out: list[_Figure] = []
    for m in _WORDED_KEY.finditer(chunk):
        if len(out) >= MAX_FIGURES:
            break
        line_start = chunk.rfind("\n", 0, m.start()) + 1
        key_words = chunk[max(line_start, m.start() - _KEY_REACH) : m.start()]
        if _SETTING_WORDS.search(key_words):
            continue  # "timeout seconds/request: 30": a setting
        short = "ms" if m.group("time").lower().startswith("m") else "s"
        per_token = m.group("per").lower().rstrip("s").endswith("token")
        unit_m = UNIT_ONLY.fullmatch(f"{short}/token" if per_token else short)
        if unit_m is None:
            continue
        value = _num(m.group("lo"))
        if value == 0:
            continue
        start, end = seg.start + m.start("lo"), seg.start + m.end("lo")
        label = "per token latency" if per_token else "end to end latency per request"
        got = _unit_figure(unit_m.groupdict(), text, start, end, seg, doc, keywords_text=label)
        if got is None:
            continue
        metric, unit, kind = got
        out.append(_Figure(start, end, value, None, None, unit, metric, kind))
    return out
