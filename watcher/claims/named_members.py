"""A series whose members each carry their metric's name, one unit after the last.

People name the phase of each figure beside it and write the unit once: "3670 pp / 82.7 tg
tok/s", "1,500 prefill, 45 decode t/s", "pp 3670 / tg 82.7 t/s", "pp512: 3670 / tg128: 82.7 tok/s",
"TTFT 240 / TPOT 31 ms".
Every member is a figure of the one unit (reading rules §4: a unit may be stated once for
several figures; LABELLING: "A / B" pairs are two figures) and of the metric its own name
gives (§4: a prefill figure is never a decode one). ``series`` reads the names when they
stand together before or after the numbers ("prefill/decode: 2,900 / 48 tok/s"); this module
reads them when each stands by its number.

The series holds two to ``MAX_MEMBERS`` members joined by "/", ",", "、" or "and", every
member named on the same side of its number, the names of at least two metrics, and all of a
token rate (with a token-rate unit) or all times (with a time unit); otherwise it is no such
series and nothing is read. The last member is the figure reader's when it read it (its
metric is then set from its name) and is read here with the same checks when it did not; a
refused last member (a goal, a question) refuses the series. Every pattern is bounded.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from watcher.claims.document import _Figure, _Span
from watcher.claims.models import DECODE, E2E, PREFILL, TPOT, TTFT
from watcher.claims.numbers import _NUM, _num

MAX_MEMBERS = 4
"""The most members a named series holds (prefill, decode, and two latencies at most)."""

# the metric names a member may carry, with their metrics
_NAMES = (
    (PREFILL, r"prefill|prompt[ \t]processing|prompt|pp\d{0,5}|input"),
    (DECODE, r"decode|generation|gen|tg\d{0,5}|eval|output"),
    (TTFT, r"ttft"),
    (TPOT, r"tpot|itl|tbt"),
    (E2E, r"e2e"),
)
_TIMES = (TTFT, TPOT, E2E)
_NAME = rf"(?<![\w.])(?:{'|'.join(words for _, words in _NAMES)})(?![\w.])"
_NAME_OF = [(metric, re.compile(rf"(?:{words})", re.IGNORECASE)) for metric, words in _NAMES]
_VALUE = rf"(?<![\w.,/~≈])[~≈]?(?:{_NUM})(?![\w./%]|,\d)"
_JOIN = r"(?:[ \t]{0,2}[/,、][ \t]{0,2}|[ \t]{1,2}and[ \t]{1,2})"
# "3670 pp / 82.7 tg tok/s": each name after its number
_NAME_AFTER = re.compile(
    rf"{_VALUE}[ \t]{{1,2}}{_NAME}(?:{_JOIN}{_VALUE}[ \t]{{1,2}}{_NAME}){{1,{MAX_MEMBERS - 1}}}",
    re.IGNORECASE,
)
# "pp 3670 / tg 82.7 t/s": each name before its number
_KEYED = r"(?:[ \t]?[:=][ \t]{0,2}|[ \t]{1,2})"  # "pp 3670", "pp512: 3670", "tg=82.7"
_NAME_BEFORE = re.compile(
    rf"{_NAME}{_KEYED}{_VALUE}(?:{_JOIN}{_NAME}{_KEYED}{_VALUE}){{1,{MAX_MEMBERS - 1}}}",
    re.IGNORECASE,
)
_NUMBER = rf"(?<![\w.,/~≈])[~≈]?(?P<n>{_NUM})(?![\w./%]|,\d)"
_MEMBER_AFTER = re.compile(rf"{_NUMBER}[ \t]{{1,2}}(?P<name>{_NAME})", re.IGNORECASE)
_MEMBER_BEFORE = re.compile(rf"(?P<name>{_NAME}){_KEYED}{_NUMBER}", re.IGNORECASE)


def named_members(
    text: str,
    seg: _Span,
    read: dict[int, _Figure],
    unit_after: Callable[[int], re.Match[str] | None],
    fresh: Callable[[int, float, re.Match[str]], _Figure | None],
    covered: Callable[[int], bool],
) -> list[_Figure]:
    """The members of ``seg``'s named series (module doc): the new figures; a member the
    figure reader took gets its name's metric in place. ``unit_after(at)`` is the unit right
    after ``at``; ``fresh(start, value, unit)`` reads an unread last member with the figure
    reader's checks."""
    out: list[_Figure] = []
    for pattern, member in ((_NAME_AFTER, _MEMBER_AFTER), (_NAME_BEFORE, _MEMBER_BEFORE)):
        for m in pattern.finditer(text, seg.start, seg.end):
            unit_m = unit_after(m.end())
            if unit_m is None:
                continue
            found = [
                (n.start("n"), n.end("n"), _num(n.group("n")), _metric(n["name"]))
                for n in member.finditer(text, m.start(), m.end())
            ]
            if not _one_kind(found, unit_m):
                continue
            start, _, value, _ = found[-1]
            last = read.get(start)
            if last is None and not covered(start):
                last = fresh(start, value, unit_m)
                if last is not None:
                    out.append(last)
                    read[start] = last
            if last is None or last.vmax is not None or last.unit == "x":
                continue  # the last member was refused (a goal, a question): so is the rest
            for start, end, value, metric in found:
                fig = read.get(start)
                if fig is not None:
                    fig.metric = metric
                    continue
                if covered(start):
                    continue
                fig = _Figure(start, end, value, None, None, last.unit, metric, last.kind)
                fig.qualifier = last.qualifier
                out.append(fig)
                read[start] = fig
    return out


def _metric(name: str) -> str:
    return next(metric for metric, words in _NAME_OF if words.fullmatch(name))


def _one_kind(found: list[tuple[int, int, float, str]], unit_m: re.Match[str]) -> bool:
    """True when the members name two metrics or more, all of the unit's kind."""
    metrics = [f[3] for f in found]
    if len(found) < 2 or len(set(metrics)) < 2 or min(f[2] for f in found) <= 0:
        return False
    timed = bool(unit_m.group("time") or unit_m.group("tpot"))
    if any((metric in _TIMES) != timed for metric in metrics):
        return False
    return timed or bool(unit_m.group("toks"))
