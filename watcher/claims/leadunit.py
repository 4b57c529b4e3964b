"""Bare numbers under a line that names their unit.

PR bodies often state the unit once and list the values below it::

    Output tokens/s on H100 BS1

    vanilla: 133
    * K=2: 201.69, speedup: 1.51x

A short line with a unit and no figure of its own is the lead; ``label: number`` pairs in
the few blocks after it (the number ending its clause, with no unit of its own) take its
unit. Linear: each block is read once.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from watcher.claims.captions import SETTING_KEY
from watcher.claims.document import _Doc, _Figure, _Span
from watcher.claims.metric import _unit_figure
from watcher.claims.numbers import _num
from watcher.claims.patterns import (
    _CONCURRENCY_N,
    _CONCURRENCY_ONE,
    FIGURE,
    MAX_FIGURES,
    UNIT_ANYWHERE,
)

LEAD_BLOCKS = 6  # blocks after the lead that its unit reaches
_PAIR = re.compile(
    r"(?:^|(?<=[\s*•\-]))(?P<label>[A-Za-z][^:\n]{0,60}?)[ \t]{0,2}[:=][ \t]{0,3}"
    r"(?P<n>\d{1,7}(?:\.\d{1,4})?)(?=[ \t]{0,2}(?:[,;(]|$))",
    re.MULTILINE,
)


@dataclass
class Lead:
    """A line naming a unit for the bare numbers below it."""

    groups: dict[str, str | None]
    words: str
    left: int = LEAD_BLOCKS
    setup: dict[str, int] = field(default_factory=dict)  # "BS1": the load it states


def lead_of(text: str, block: _Span) -> Lead | None:
    """The block as a lead: one short line with a token-rate or time unit and no figure."""
    line = text[block.start : block.end]
    if "\n" in line or len(line) > 80 or FIGURE.search(line):
        return None
    m = UNIT_ANYWHERE.search(line)
    if m is None or not (m.group("toks") or m.group("tpot")):
        return None
    setup: dict[str, int] = {}
    if _CONCURRENCY_ONE.search(line):
        setup["concurrency"] = 1
    else:
        n = _CONCURRENCY_N.search(line)
        value = n and next((g for g in n.groups() if g and g.isdigit()), None)
        if value:
            setup["concurrency"] = int(value)
    return Lead(m.groupdict(), line, setup=setup)


def lead_figures(text: str, block: _Span, lead: Lead, doc: _Doc) -> list[_Figure]:
    """The bare ``label: number`` figures of a block under a lead."""
    out: list[_Figure] = []
    for m in _PAIR.finditer(text, block.start, block.end):
        if len(out) >= MAX_FIGURES:
            break
        label = m.group("label").strip()
        if UNIT_ANYWHERE.search(label) or re.search(r"speed[ \t\-]?up", label, re.IGNORECASE):
            continue  # the label names its own unit or a ratio
        if "=" not in label and SETTING_KEY.search(label):
            continue  # "Batch size: 8" under the lead is a setting, not a figure
        start, end = m.start("n"), m.end("n")
        words = f"{lead.words} {label}"
        got = _unit_figure(lead.groups, text, start, end, block, doc, keywords_text=words)
        if got is None:
            continue
        metric, unit, kind = got
        out.append(_Figure(start, end, _num(m.group("n")), None, None, unit, metric, kind))
    return out
