"""Lists of statistics after one key: a profiler's "name(unit)(min, max, ave): 1, 2, 3".

lmdeploy's profilers print a latency's spread on one line::

    first token latency(s)(min, max, ave): 0.623, 12.899, 4.401
    per-token latency(s) percentile(50, 75, 95, 99): [0, 0, 0.708, 0.979]

and its newer profile_generation writes the unit after the names ("token_latency
percentiles(50%,75%,95%,99%)(s): [...]"). The key names the metric and its unit, the
bracket of names each value's statistic; as many values as names follow. Each value is a
figure of that metric (zeros are dropped later, as everywhere).
"""

from __future__ import annotations

import re

from watcher.claims.document import _Doc, _Figure, _Span
from watcher.claims.metric import _unit_figure
from watcher.claims.patterns import (
    MAX_FIGURES,
    UNIT_ONLY,
)

_STAT_LIST = re.compile(
    r"(?P<label>[A-Za-z][A-Za-z \-_]{0,40}?)[ \t]?(?:\((?P<unit>[A-Za-z/]{1,8})\)[ \t]?)?"
    r"(?:percentiles?[ \t]?)?\((?P<names>[A-Za-z0-9]{1,8}%?(?:,[ \t]?[A-Za-z0-9]{1,8}%?){1,7})\)"
    # the unit may follow the names instead: "token_latency percentiles(50%,75%)(s): [...]"
    r"(?:[ \t]?\((?P<unit_after>[A-Za-z/]{1,8})\))?"
    r"[ \t]?:[ \t]{0,3}\[?(?P<values>\d{1,9}(?:\.\d{1,9})?(?:,[ \t]{0,2}\d{1,9}(?:\.\d{1,9})?)"
    r"{1,7})\]?",
)
_VALUE = re.compile(r"\d{1,9}(?:\.\d{1,9})?")


def stat_list_figures(text: str, chunk: str, seg: _Span, doc: _Doc) -> list[_Figure]:
    """Figures of "name(unit)(stat, stat, ...): v, v, ..." lines in ``chunk``."""
    out: list[_Figure] = []
    if "):" not in chunk and ") :" not in chunk:
        return out  # no bracket of names closes before a colon: nothing to scan for
    for m in _STAT_LIST.finditer(chunk):
        names = [n.strip().rstrip("%") for n in m.group("names").split(",")]
        values = list(_VALUE.finditer(m.group("values")))
        unit_m = UNIT_ONLY.fullmatch(m.group("unit") or m.group("unit_after") or "")
        if unit_m is None or len(values) != len(names):
            continue
        label = " ".join(m.group("label").replace("_", " ").split())
        base = seg.start + m.start("values")
        for name, v in zip(names, values, strict=True):
            if len(out) >= MAX_FIGURES:
                return out
            start, end = base + v.start(), base + v.end()
            got = _unit_figure(unit_m.groupdict(), text, start, end, seg, doc, keywords_text=label)
            if got is None:
                continue
            metric, unit, kind = got
            stat = name.lower()
            stat = f"p{stat}" if stat.isdigit() else stat
            out.append(
                _Figure(
                    start,
                    end,
                    float(v.group(0)),
                    None,
                    None,
                    unit,
                    metric,
                    kind,
                    label=label,
                    stat=stat,
                )
            )
    return out
