"""Changes written with the unit first: "t/s increases from 0.44 to 0.52", "tok/s: 41 -> 57".

The unit names the rate before the two numbers of a change, which then carry no unit of
their own; both are figures of that unit, the first the side the change starts from. The two
must lie within ``PAIR_SPREAD`` of each other (a count beside a rate is no change).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from watcher.claims.approx_words import APPROX_OPT
from watcher.claims.document import _Doc, _Figure, _Span
from watcher.claims.metric import _unit_figure
from watcher.claims.numbers import _NUM, _num
from watcher.claims.pairs import paired, paired_respectively
from watcher.claims.patterns import (
    _TOKS_UNIT,
    _UNITS_UNNAMED,
    MAX_FIGURES,
    UNIT_ONLY,
)

_UNIT_FIRST_CHANGE = re.compile(
    rf"(?<![\w/])(?P<key>{_TOKS_UNIT})"
    # "t/s increases from", "tok/s went up from", or a key: "tok/s: 41 -> 57"
    r"(?:[ \t]{1,2}(?:[a-z]{1,12}[ \t]{1,2}){0,3}?from[ \t]{1,2}|[ \t]{0,2}[:=][ \t]{0,3})"
    rf"{APPROX_OPT}(?P<a>{_NUM})[ \t]{{0,2}}(?:-{{1,2}}>|→|=>|to)[ \t]{{0,2}}"
    rf"{APPROX_OPT}(?P<b>{_NUM})"
    # the second number ends the change: no unit, multiple or percent of its own
    r"(?!\d|[.,]\d|[ \t]{0,2}(?:%|(?:" + _UNITS_UNNAMED + r")(?![A-Za-z0-9_])))",
    re.IGNORECASE,
)
_LABEL_REACH = 60


def change_sides(
    text: str, m: re.Match[str], offset: int, seg: _Span, doc: _Doc, reach: int = _LABEL_REACH
) -> tuple[_Figure, _Figure] | None:
    """The two sides of a change ``m`` (groups ``key``, ``a``, ``b``; positions ``offset`` into
    ``text``) whose unit is named first: see :func:`sides_of_change`."""
    return sides_of_change(
        text,
        (offset + m.start("key"), offset + m.end("key")),
        (offset + m.start("a"), offset + m.end("a")),
        (offset + m.start("b"), offset + m.end("b")),
        seg,
        doc,
        reach,
    )


def sides_of_change(
    text: str,
    key: tuple[int, int],
    a_span: tuple[int, int],
    b_span: tuple[int, int],
    seg: _Span,
    doc: _Doc,
    reach: int = _LABEL_REACH,
) -> tuple[_Figure, _Figure] | None:
    """The two sides of a change from the number at ``a_span`` to the one at ``b_span`` whose
    unit is named first, at ``key`` (spans in ``text``): the first side is the one the change
    starts from, the metric is the unit's, read with the words up to ``reach`` before it
    ("prompt t/s" is a prefill rate). None when the key is no bare unit or the sides are not
    of one scale."""
    unit_m = UNIT_ONLY.fullmatch(text[key[0] : key[1]])
    a, b = _num(text[a_span[0] : a_span[1]]), _num(text[b_span[0] : b_span[1]])
    if unit_m is None or not paired(a, b):
        return None
    label = text[max(seg.start, key[0] - reach) : key[1]]
    got = _unit_figure(unit_m.groupdict(), text, *b_span, seg, doc, keywords_text=label)
    if got is None:
        return None
    metric, unit, kind = got
    return (
        _Figure(*a_span, a, None, None, unit, metric, kind, role="before"),
        _Figure(*b_span, b, None, None, unit, metric, kind),
    )


def unit_first_changes(
    text: str, chunk: str, seg: _Span, doc: _Doc, covered: Callable[[int], bool]
) -> list[_Figure]:
    """Both sides of each change whose unit comes first, where no other figure was read at
    that number (``covered``)."""
    out: list[_Figure] = []
    for m in _UNIT_FIRST_CHANGE.finditer(chunk):
        if len(out) >= MAX_FIGURES:
            break
        sides = change_sides(text, m, seg.start, seg, doc)
        if sides is not None:
            out.extend(f for f in sides if not covered(f.start))
    return out


_LISTED_BEFORE = re.compile(
    # "45, 38, 30 t/s"; Chinese and Japanese list with the enumeration comma, unspaced:
    # "85、48、22 tokens/s" (reading rules §4: a unit may be stated once for several figures)
    rf"(?<![\w.,/#$、])(?P<items>(?:[~≈]?{_NUM}"
    # (a serial comma before the last item: "45, 40, and 38 t/s")
    r"(?:,[ \t]{1,2}(?:(?:and|or|&)[ \t]{1,2})?|[ \t]{0,2}、[ \t]{0,2})){1,8})"
    rf"(?:(?P<last>[~≈]?{_NUM})(?:[ \t]{{1,2}}(?:and|or|&)[ \t]{{1,2}}"
    # "120、850 和 2,600", "85、48 と 22": the last item joined the CJK way
    r"|[ \t]{0,2}(?:和|与|與|及|或|と|및)[ \t]{0,2}))?[~≈]?$",
    re.IGNORECASE,
)
_ITEM = re.compile(_NUM)
_LIST_REACH = 160


def listed_rates(
    text: str, seg: _Span, figures: list[_Figure], covered: Callable[[int], bool]
) -> list[_Figure]:
    """The leading numbers of a list that states its unit once, at its end: "45, 38 and 30
    t/s" gives 45 too (the pair reading gives 38 and 30). Three numbers at least, each within
    ``PAIR_SPREAD`` of the rate (or said to be each one's, "respectively"): "at batch 8, 45 t/s"
    lists nothing."""
    out: list[_Figure] = []
    starts = {f.start for f in figures}
    for fig in figures:
        if len(out) >= MAX_FIGURES:
            break
        if fig.unit != "tok/s" or fig.kind != "absolute" or fig.vmax is not None:
            continue
        lo = max(seg.start, fig.start - _LIST_REACH)
        m = _LISTED_BEFORE.search(text, lo, fig.start)
        if m is None:
            continue
        items = list(_ITEM.finditer(text, m.start("items"), m.end("items")))
        if m.group("last") is not None:
            items.extend(_ITEM.finditer(text, m.start("last"), m.end("last")))
        if len(items) < 2:
            continue  # "A, B t/s": a clause before a figure as often as a list
        for item in items:
            value = _num(item.group(0))
            if item.start() in starts or covered(item.start()):
                continue
            if not paired_respectively(fig.value, value, text, fig.end, seg.end):
                continue  # "11, 14 and 316 tok/s respectively": each is a name's own
            out.append(
                _Figure(item.start(), item.end(), value, None, None, fig.unit, fig.metric, fig.kind)
            )
            starts.add(item.start())
    return out
