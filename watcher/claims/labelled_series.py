"""Members of a number series whose unit is written once, away from the series' end.

``series`` reads a series whose unit follows its last member ("88 / 84 / 77 tok/s"). A writer
also states the unit once in two other places, and every member is a figure of that unit and
metric all the same (reading rules §4: a unit may be written once for several figures;
LABELLING: "A / B" pairs are two figures):

- in the label before the series: "Decode speed (tok/s): 41 / 45 / 52" — the label reader
  (``patterns.LABELLED``) reads the first member, the others take its unit, metric and label;
- on the series a further one is set against: "p50 591 / 1,183 ms against 360 / 356", "TTFT
  240 / 310 ms vs. 280 / 330" — the other side's members, as many as the first side's and
  with no unit of their own, are figures of the first side's unit and metric.

Each member is within ``paired`` reach of its neighbour (a sweep moves step by step; "4112 / 18"
is a build beside a rate), and a number already read or covered is left as it is. Patterns
are anchored and bounded.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from itertools import pairwise

from watcher.claims.document import _Figure, _Span
from watcher.claims.numbers import _NUM, _num
from watcher.claims.pairs import paired
from watcher.claims.patterns import UNIT_ONLY

_MAX_MEMBERS = 12
_SLASH = r"[ \t]{0,2}/[ \t]{0,2}"
# "against 360 / 356", "vs. 280 / 330", "compared to 30 / 28": the other side, right after a unit
_AGAINST = re.compile(
    r"[ \t]{0,2}[,;]?[ \t]{0,2}(?:against|vs\.?|versus|compared[ \t](?:to|with))[ \t]{1,2}"
    rf"(?P<items>(?:{_NUM}{_SLASH}){{1,{_MAX_MEMBERS - 1}}}{_NUM})"
    r"(?![\w.,/%]|[ \t]{0,2}/|[ \t]{0,2}[-–~]\d)",
    re.IGNORECASE,
)
_MEMBER = re.compile(_NUM)
# a label naming a setting: "Batch size (tok/s): 1 / 8 / 32" lists the settings, not figures
_SETTING_LABEL = re.compile(
    r"(?<![a-z])(?:batch|bs|concurrency|conc|context|ctx|users?|threads?|gpus?|tp|length|len"
    r"|date|version)(?![a-z])",
    re.IGNORECASE,
)
_BLANKS = re.compile(r"[ \t]{0,2}")

Member = tuple[int, int, float]


def labelled_members(
    text: str,
    seg: _Span,
    members: list[Member],
    read: dict[int, _Figure],
    covered: Callable[[int], bool],
) -> list[_Figure]:
    """The later members of a series with no unit after it whose first member the label
    reader read ("Decode speed (tok/s): 41 / 45 / 52"): figures of that member's unit."""
    first = read.get(members[0][0])
    if first is None or first.label is None or first.end != members[0][1]:
        return []  # no label's unit: "3/4 of", "2026/05/12", "1 / 8 / 32"
    if first.vmax is not None or first.unit == "x" or _SETTING_LABEL.search(first.label):
        return []
    values = [v for _, _, v in members]
    if min(values) <= 0 or not all(paired(a, b) for a, b in pairwise(values)):
        return []  # "Throughput (tok/s): 45 / 0": a count or a failure beside the rate
    out: list[_Figure] = []
    for start, end, value in members[1:]:
        if start in read or covered(start) or not seg.start <= start < seg.end:
            continue
        fig = _copy(first, start, end, value)
        fig.label, fig.stat = first.label, first.stat
        out.append(fig)
        read[start] = fig
    return out


def against_members(
    text: str,
    seg: _Span,
    at: int,
    sides: list[float],
    model: _Figure,
    read: dict[int, _Figure],
    covered: Callable[[int], bool],
) -> list[_Figure]:
    """The members of a series set against a series of figures (``sides``, of ``model``'s
    unit, which ends at ``at``): "591 / 1,183 ms against 360 / 356" — as many members, each
    within reach of its own run's figure, and no unit of their own."""
    m = _AGAINST.match(text, at, seg.end)
    if m is None:
        return []
    found = list(_MEMBER.finditer(text, m.start("items"), m.end("items")))
    if len(found) != len(sides):
        return []  # "1 / 2 / 3 ms against 4 / 5": not the same runs
    blank = _BLANKS.match(text, m.end(), seg.end)
    after = blank.end() if blank is not None else m.end()
    if UNIT_ONLY.match(text, after, seg.end) is not None:
        return []  # a unit of its own: the series reader reads that side
    values = [_num(n.group(0)) for n in found]
    if not all(paired(a, b) for a, b in zip(sides, values, strict=True)):
        return []
    out: list[_Figure] = []
    for n, value in zip(found, values, strict=True):
        if n.start() in read or covered(n.start()):
            continue
        fig = _copy(model, n.start(), n.end(), value)
        fig.role = None  # the other side of a comparison, no earlier run of the same
        out.append(fig)
        read[n.start()] = fig
    return out


def _copy(model: _Figure, start: int, end: int, value: float) -> _Figure:
    fig = _Figure(start, end, value, None, None, model.unit, model.metric, model.kind)
    fig.role, fig.qualifier = model.role, model.qualifier
    return fig
