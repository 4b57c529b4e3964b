"""Figures written in pairs, where one number borrows the other's unit.

- ``12 / 16 tok/s`` and ``44/61 tok/s``: two figures of one unit; ``16.2 + 3.1 GB`` (weights
  and KV cache) two sizes, and ``9.8/24 GB`` one size in use and the card's total;
- ``150.1 tok/s (was 145.6)``: the earlier value of the same measurement, in brackets;
- ``1.88x (3.3-->6.2)``: a multiple, then the two rates it is the ratio of.

A borrowed unit is only believed when the two numbers lie within ``PAIR_SPREAD`` of each
other (a build number or a count beside a rate is no pair), or, for a multiple, when the two
rates divide to it. Every pattern is anchored or bounded, so the work stays linear.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from watcher.claims.approx_words import APPROX_OPT, APPROX_REACH
from watcher.claims.bound_lists import bound_nouns, is_bound_listed
from watcher.claims.document import _Doc, _Figure, _Span
from watcher.claims.load_sides import is_load_number
from watcher.claims.memory_keys import is_usage_total
from watcher.claims.metric import _unit_figure
from watcher.claims.models import DECODE, MEMORY, SPEEDUP
from watcher.claims.numbers import _NUM, _num
from watcher.claims.patterns import (
    MAX_FIGURES,
    MAX_WEIGHED,
    UNIT_ONLY,
)

PAIR_SPREAD = 12.0
"""How far apart the two numbers of an "A / B tok/s" or "A vs B tok/s" pair may lie."""
RATIO_TOLERANCE = 0.06
"""How far the ratio of two bracketed rates may lie from the multiple before them."""

_EARLIER_AFTER = re.compile(
    # "288 tok/s on H100 (vs 61 ...)": a short place or method phrase may come first
    r"[*_`]{0,2}(?:[ \t]{1,2}(?:on|at|with|using|in)[ \t][^()\n,;.]{1,30}?)?"
    r"[ \t]{0,2}\((?:was|previously|before|from|up[ \t]from|down[ \t]from|vs\.?)"
    # "(was **145.6**)": emphasis may mark the earlier number too
    rf"[ \t:]{{1,3}}[~≈]?(?:\*{{1,2}}|`)?(?P<n>{_NUM})(?:\*{{1,2}}|`)?"
    rf"(?:[ \t]?[–\-~][ \t]?(?P<n2>{_NUM}))?"
    # "(vs 57 for the AR baseline)": the words say whose figure it is
    r"(?:[ \t]{1,2}(?:for|with|on|in|at|using|without|before|by)[ \t][^()\n]{1,40}?)?"
    r"[ \t]{0,2}\)"
    # ", up from 52 before ...": the same without brackets, the number bare
    rf"|[*_`]{{0,2}}[ \t]{{0,2}}[,;][ \t]{{1,2}}(?:up|down)[ \t]from[ \t]{{1,3}}[~≈]?(?P<m>{_NUM})"
    r"[*_`]{0,2}(?=[ \t]{0,2}(?:[.,;)\n]|$)|[ \t]{1,2}(?:on|with|in|at|before|previously"
    r"|last|earlier|for|without)(?![a-z]))",
    re.IGNORECASE,
)
_RATIO_PAIR_AFTER = re.compile(
    rf"[ \t]{{0,2}}\([ \t]?(?P<a>{_NUM})[ \t]{{0,2}}(?:-{{1,3}}>|→|=>)[ \t]{{0,2}}"
    rf"(?P<b>{_NUM})[ \t]?\)"
)
# "44/61 tok/s": the slash joins the two numbers without spaces (a spaced "44 / 61 tok/s"
# is read with the figure after it)
_SLASHED = re.compile(
    # "44/61 tok/s", "30.6 / 32 GB" (a spaced slash is the same pair), "2,924 + 286 MB"
    # ("GPT-4/27": the digit of a name glued by a hyphen is no figure)
    rf"(?<![\w.,/])(?<![^\W\d_]-)(?P<a>{_NUM})(?P<sep>[ \t]?/[ \t]?|[ \t]?\+[ \t]?)"
    rf"(?P<b>{_NUM})[ \t]{{0,2}}"
    r"(?P<unit>[^\s\d][^\s]{0,12})"
)


def paired(value: float, other: float) -> bool:
    """Whether two numbers are close enough to be two figures of one unit."""
    return value / PAIR_SPREAD <= other <= value * PAIR_SPREAD


def paired_respectively(value: float, other: float, text: str, end: int, stop: int) -> bool:
    """Whether two numbers before one unit are two figures: close enough, or said to be
    each one's ("27 and 339 tok/s, respectively": the sentence pairs them with two names,
    however far apart they lie)."""
    if paired(value, other):
        return True
    near = value / _RESPECTIVE_SPREAD <= other <= value * _RESPECTIVE_SPREAD
    return near and _RESPECTIVELY_AFTER.match(text, end, stop) is not None


_RESPECTIVE_SPREAD = 100.0
# "respectively" later in the figure's sentence (a dot inside a name or number goes on)
_RESPECTIVELY_AFTER = re.compile(
    r"(?:[^.;\n]|\.(?=\w)){0,80}?(?<![a-z])respectively(?![a-z])", re.IGNORECASE
)


def earlier_figure(text: str, end: int, seg: _Span, fig: _Figure) -> list[_Figure]:
    """The bracketed earlier value right after ``fig`` ("(was 145.6)"), if any."""
    m = _EARLIER_AFTER.match(text, end, seg.end)
    if m is None:
        return []
    group = "n" if m.group("n") is not None else "m"
    if not paired(fig.value, other := _num(m.group(group))):
        return []
    # "(was 145.6)", "(from 40)", ", up from 52": the side the change started from (a
    # before/after pair, reading rules §2); "(vs 61 ...)" only compares
    role = None if _VS_OPEN.search(text, end, m.start(group)) else "before"
    if group == "n" and m.group("n2") is not None:
        # "(previously 97–105)": the earlier range, both ends kept
        lo, hi = sorted((other, _num(m.group("n2"))))
        mid = round((lo + hi) / 2, 6)
        return [
            _Figure(
                m.start("n"), m.end("n2"), mid, lo, hi, fig.unit, fig.metric, fig.kind, role=role
            )
        ]
    return [
        _Figure(
            m.start(group),
            m.end(group),
            other,
            None,
            None,
            fig.unit,
            fig.metric,
            fig.kind,
            role=role,
        )
    ]


_VS_OPEN = re.compile(r"\([ \t]{0,2}vs", re.IGNORECASE)


# "41.6 -> 55.1", "54 → 74 → 255": a chain of bare numbers, each step a change
_BARE_CHAIN = re.compile(
    rf"(?<![\w.,/~≈])(?P<a>{_NUM})(?:[ \t]{{0,2}}(?:->|→|=>)[ \t]{{0,2}}{_NUM}){{1,6}}"
    r"(?![\w.,]|[ \t]?[%/×])"
)
_CHAIN_NUMBER = re.compile(_NUM)
_CHAIN_UNITS = frozenset({"tok/s", "ms", "s"})


def carried_chains(
    text: str, chunk: str, seg: _Span, figures: list[_Figure], covered: Callable[[int], bool]
) -> list[_Figure]:
    """Bare "A -> B" changes in a sentence whose earlier change stated its unit: "plain
    44.6 -> 59.7 tok/s at 1K, 41.6 -> 55.1 at 16K" gives 41.6 and 55.1 the same unit."""
    out: list[_Figure] = []
    if not figures:
        return out
    ordered = sorted(figures, key=lambda f: f.start)
    for m in _BARE_CHAIN.finditer(chunk):
        start = seg.start + m.start()
        if covered(start) or len(out) >= MAX_FIGURES:
            continue
        if is_load_number(text, start, start + len(m.group("a"))):
            continue  # "concurrency 32 → 120 tok/s": a load and the rate it gave, no change
        model = next((f for f in reversed(ordered) if f.end <= start), None)
        if model is None or model.unit not in _CHAIN_UNITS or model.kind != "absolute":
            continue
        if not _ARROW_NEAR.search(text, max(seg.start, model.start - 24), model.end):
            continue  # the unit's figure is itself one side of a change
        numbers = list(_CHAIN_NUMBER.finditer(m.group(0)))
        values = [_num(n.group(0)) for n in numbers]
        if not all(paired(model.value, v) for v in values):
            continue
        if model.vmax is not None and len(values) == 2:
            # the earlier change was a sweep's range: so is this one
            lo, hi = sorted(values)
            a = start + numbers[0].start()
            b = start + numbers[1].end()
            mid = round((lo + hi) / 2, 6)
            out.append(_Figure(a, b, mid, lo, hi, model.unit, model.metric, model.kind))
            continue
        for n, v in zip(numbers, values, strict=True):
            a = start + n.start()
            out.append(
                _Figure(
                    a,
                    a + len(n.group(0)),
                    v,
                    None,
                    None,
                    model.unit,
                    model.metric,
                    model.kind,
                )
            )
    return out


_ARROW_NEAR = re.compile(r"->|→|=>")


def ratio_pair(text: str, m: re.Match[str], start: int, end: int) -> list[_Figure]:
    """The multiple ``m`` and the two rates in brackets after it, when they divide to it."""
    pair = _RATIO_PAIR_AFTER.match(text, end)
    if pair is None or m.group("hi") is not None:
        return []
    value, a, b = _num(m.group("lo")), _num(pair.group("a")), _num(pair.group("b"))
    if not a or value <= 1 or abs(b / a - value) > value * RATIO_TOLERANCE:
        return []
    return [
        _Figure(start, end, value, None, None, "x", SPEEDUP, "speedup"),
        _Figure(pair.start("a"), pair.end("a"), a, None, None, "tok/s", DECODE, role="before"),
        _Figure(pair.start("b"), pair.end("b"), b, None, None, "tok/s", DECODE),
    ]


def ratio_of_last_two(text: str, start: int, figures: list[_Figure]) -> bool:
    """Whether the multiple in brackets at ``start`` is the ratio of the two figures of one
    unit read just before it: "5414 tok/s, A100 = 3723 tok/s (1.45x)", "4765 -> 7589 tok/s
    (1.59x)"."""
    if start < 1 or text[start - 1] != "(" or len(figures) < 2:
        return False
    # in document order: "4765 -> 7589 tok/s (1.59x)" reads the second figure first and
    # appends the side the change starts from after it
    a, b = sorted(figures[-2:], key=lambda f: f.start)
    m = re.match(rf"{_NUM}", text[start : start + 24])
    if a.unit != b.unit or a.end > b.start or m is None or not a.value or not b.value:
        return False
    value = _num(m.group(0))
    ratio = max(a.value, b.value) / min(a.value, b.value)
    return value > 1 and abs(ratio - value) <= value * RATIO_TOLERANCE


def slashed_pairs(
    text: str, chunk: str, seg: _Span, doc: _Doc, covered: Callable[[int], bool]
) -> list[_Figure]:
    """Both figures of "44/61 tok/s" (the unit after the second number), where no other
    figure was read at either number (``covered``)."""
    out: list[_Figure] = []
    for m in _SLASHED.finditer(chunk):
        if len(out) >= MAX_FIGURES or doc.weighed > MAX_WEIGHED:
            break
        unit_m = UNIT_ONLY.match(m.group("unit"))
        if unit_m is None or unit_m.group("speed"):
            continue  # "3/4x" is no pair of multiples
        a, b = _num(m.group("a")), _num(m.group("b"))
        if not paired(b, a):
            continue
        a_start, a_end = seg.start + m.start("a"), seg.start + m.end("a")
        b_start = seg.start + m.start("b")
        unit_end = seg.start + m.start("unit") + unit_m.end()
        if covered(a_start) or covered(b_start):
            continue
        # the pair is read from its first number: a second that is the first's total
        # ("9.8/24 GB") is no figure, yet the first still is
        got = _unit_figure(unit_m.groupdict(), text, a_start, unit_end, seg, doc)
        if got is None:
            continue
        metric, unit, kind = got
        if "+" in m.group("sep") and metric != MEMORY:
            continue  # "2,924 + 286 MB": sizes that add up; rates and times are not summed so
        if metric != MEMORY and is_bound_listed(text, bound_nouns(text, seg), a_start):
            continue  # "limits (p99 TTFT/TPOT: 450/40 ms)": a bound's pair, as each alone is
        out.append(_Figure(a_start, a_end, a, None, None, unit, metric, kind))
        if metric != MEMORY or not is_usage_total(text, b_start):
            out.append(_Figure(b_start, unit_end, b, None, None, unit, metric, kind))
    return out


# "ranges from ~6,972 tok/s/GPU at FP8 ... to 60,000 tok/s/GPU": the ends of one range
# ("speedups range from **2.37x** to **6.17x**": emphasis on each end leaves it one range)
_RANGES_FROM = re.compile(
    r"(?<![a-z])rang(?:e|es|ed|ing)[ \t]{1,2}from[ \t]{1,2}(?:\*{1,2}|_{1,2})?" + APPROX_OPT + "$",
    re.I,
)
_TO_BETWEEN = re.compile(
    r"[^.;\n]{0,120}?[ \t]to[ \t]{1,2}(?:\*{1,2}|_{1,2})?" + APPROX_OPT + "$", re.I
)
# "12.5 tok/s～15 tok/s", "12.5 tokens/s 至 15 tokens/s": CJK joins a range's two ends, each
# with its unit, by a wave dash or 至/到 alone (reading rules §4: ranges keep both ends); a
# change says where it starts ("从 12.5 tok/s 到 15 tok/s") and stays two figures
# An ASCII tilde spaced before and glued after ("45 tok/s ~270 tok/s") is "about" the second
# figure, not a join: it joins only when spaced alike on both sides
_CJK_RANGE_JOIN = re.compile(
    r"[ \t]{0,2}(?:[～〜]|至|到)[ \t]{0,2}|~[ \t]{0,2}|[ \t]{1,2}~[ \t]{1,2}"
)
_CHANGE_FROM = re.compile(r"(?:[从從由]|から|에서)[ \t]{0,2}(?:约|約)?[ \t]{0,2}$")


# "**1.37x** to **5.07x**": emphasis around each end leaves the range "1.37x to 5.07x" one
# range (reading rules §4); "from **1.2x** to **2.5x**" is a change, two figures
_EMPHASIS_RANGE = re.compile(
    r"[ \t]?(?:\*{1,2}|_{1,2})[ \t]{0,2}(?:to|[-–—~])[ \t]{0,2}(?:\*{1,2}|_{1,2})[ \t]?", re.I
)
_FROM_EMPHASIS = re.compile(r"(?<![a-z])from[ \t]{1,2}(?:\*{1,2}|_{1,2})?[~≈]?$", re.I)


def ranged_ends(text: str, figures: list[_Figure]) -> list[_Figure]:
    """``figures`` (in order) with "ranges from A ... to B" read as one range of A to B."""
    out: list[_Figure] = []
    i = 0
    while i < len(figures):
        a = figures[i]
        b = figures[i + 1] if i + 1 < len(figures) else None
        if (
            b is not None
            and a.vmax is None
            and b.vmax is None
            and (a.metric, a.unit) == (b.metric, b.unit)
            and a.value < b.value
            and (
                (
                    _RANGES_FROM.search(text, max(0, a.start - 24 - APPROX_REACH), a.start)
                    and _TO_BETWEEN.fullmatch(text, a.end, b.start)
                )
                or (
                    a.kind == "speedup"
                    and _EMPHASIS_RANGE.fullmatch(text, a.end, b.start)
                    and not _FROM_EMPHASIS.search(text, max(0, a.start - 12), a.start)
                )
                or (
                    _CJK_RANGE_JOIN.fullmatch(text, a.end, b.start)
                    and not _CHANGE_FROM.search(text, max(0, a.start - 8), a.start)
                    and a.role is None
                )
            )
        ):
            mid = round((a.value + b.value) / 2, 6)
            out.append(replace(a, value=mid, vmin=a.value, vmax=b.value, role=None))
            i += 2
            continue
        out.append(a)
        i += 1
    return out


def converted(
    text: str, start: int, figures: list[_Figure], size: tuple[float, str] | None = None
) -> bool:
    """True for a time in brackets right after another time, or a memory ``size`` (value,
    unit) in brackets after the same amount in another unit ("40 GB of VRAM (37.3 GiB)",
    "40,960 MB (40 GB)"): a unit conversion, one figure (reading rules §4)."""
    last = figures[-1] if figures else None
    if last is None or not 0 <= start - last.end <= (24 if size else 4):
        return False
    if size is None:
        gap = re.fullmatch(r"[ \t]{0,2}[(（][ \t]{0,2}[~约約]?", text[last.end : start])
        return last.unit in ("s", "ms") and gap is not None
    value, unit = size
    if last.metric != MEMORY or last.unit == unit or {unit, last.unit} - _BYTES.keys():
        return False
    a, b = last.value * _BYTES[last.unit], value * _BYTES[unit]
    return abs(a - b) <= 0.1 * max(a, b) and _SIZE_GAP.fullmatch(text, last.end, start) is not None


_BYTES = {"MB": 1e6, "MiB": 2.0**20, "GB": 1e9, "GiB": 2.0**30, "TB": 1e12, "TiB": 2.0**40}
# "40 GB (", "40 GB of VRAM (", "40 GB of GPU memory (": the size's own words, then a bracket
_SIZE_GAP = re.compile(
    r"[ \t]{0,2}(?:of[ \t]{1,2}(?:gpu[ \t])?(?:v?ram|memory)[ \t]{0,2})?[(（][ \t]{0,2}[~≈]?",
    re.IGNORECASE,
)


# "36 vs 34 vs 32 tok/s": the number before a pair's first side, joined by one more "vs"
_VS_BEFORE = re.compile(
    rf"(?<![\w.,/])(?P<n>{_NUM})[ \t]{{1,2}}(?:vs\.?|versus)[ \t]{{1,2}}$", re.I
)
_VS_PAIR = re.compile(r"(?<![a-z])(?:vs\.?|versus)(?![a-z])", re.IGNORECASE)


def third_side(
    text: str, seg: _Span, pair: str, side: _Figure, covered: Callable[[int], bool]
) -> list[_Figure]:
    """The first figure of a three-way "x vs y vs z tok/s" whose last two ``pair`` and
    ``side`` already read: each side is its own run's figure (reading rules §2: "A vs B"
    pairs give each side its own setup; the unit after the last serves them all)."""
    if _ARROW_NEAR.search(pair):
        return _chain_before(text, seg, side, covered)
    if not _VS_PAIR.search(pair):
        return []
    m = _VS_BEFORE.search(text, max(seg.start, side.start - 24), side.start)
    if m is None or covered(m.start("n")) or not paired(side.value, other := _num(m.group("n"))):
        return []
    return [_Figure(m.start("n"), m.end("n"), other, None, None, side.unit, side.metric, side.kind)]


# "22.8 → 24.4 → 26.1 tok/s": a number an arrow leads from to the chain's next step
_ARROW_BEFORE = re.compile(rf"(?<![\w.,/~≈])(?P<n>{_NUM})[ \t]{{0,2}}(?:->|→|=>)[ \t]{{0,2}}$")


def _chain_before(
    text: str, seg: _Span, side: _Figure, covered: Callable[[int], bool]
) -> list[_Figure]:
    """The earlier steps of an arrow chain whose last two steps were read as a pair: each step
    is a figure of the unit after the last (reading rules §4: a unit written once); only the
    first step is the side the change starts from, the middle of the chain is no start (as
    when each step carries its unit)."""
    out: list[_Figure] = []
    at = side.start
    for _ in range(MAX_CHAIN_STEPS):
        m = _ARROW_BEFORE.search(text, max(seg.start, at - 24), at)
        if m is None or covered(m.start("n")) or not paired(side.value, v := _num(m.group("n"))):
            break
        out.append(
            _Figure(m.start("n"), m.end("n"), v, None, None, side.unit, side.metric, side.kind)
        )
        at = m.start("n")
    if out:
        side.role = None  # "60 → 84 → 97 tok/s": 84 is a middle step
        out[-1].role = "before"
    return out


MAX_CHAIN_STEPS = 5
