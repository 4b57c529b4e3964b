"""Bare figures after a metric word that carries its unit in brackets, no colon between.

The label that states a unit once need not end in a colon: the metric word takes the unit in
brackets and the sentence runs on to its bare figures::

    Per-user decode speed (tok/s) ranges from 172.5 (one user) down to 13.2 (32 concurrent).
    Mean TTFT (ms) improved from 135.34 to 115.42.
    The token speed (t/s) is 10.0 vs 30 to 40.

Reading rules §4: a unit may be written once for several figures, and a label's unit is that
of what it labels; §2: the sentence is the scope. ``label_leads`` reads a lead that closes
with a colon; this module reads the bracket right after a word, when the sentence names no
other unit and no colon follows it. A change ("from A to B", "A → B") gives its two sides,
the first the one it started from; a range ("30 to 40", "between 60 and 80") one figure with
both ends; any other number is a figure only when it ends its clause or a connecting word
("and", "vs", "with", "on" ...) follows it: "32 concurrent", "45-token", "7B", "batch 8",
"c=16", a year, a GPU's or model's number are no figures, a row of cells ("7.40 12.10") is
left to the table readers, and the figures of one label must be of one order of magnitude.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from itertools import pairwise

from watcher.claims.captions import SETTING_KEY
from watcher.claims.changes import sides_of_change
from watcher.claims.document import _Doc, _Figure, _Span
from watcher.claims.label_leads import FIGURE, OWN_UNIT, YEAR, lent_unit, sentence_end
from watcher.claims.metric import _unit_figure
from watcher.claims.numbers import _NUM, _num, _value
from watcher.claims.patterns import _UNITS_UNNAMED, MAX_FIGURES, UNIT_ANYWHERE

# "speed (tok/s)", "TTFT [ms]", "latency（ms）": the unit in brackets right after a word
_BRACKET = re.compile(
    rf"(?<=[^\W\d_])[ \t]?[(（\[][ \t]?(?:in[ \t])?(?P<u>{_UNITS_UNNAMED})[ \t]?[)）\]]",
    re.IGNORECASE,
)
_TO = rf"[ \t]{{0,2}}(?:-{{1,2}}>|→|=>|to|-|–|~)[ \t]{{0,2}}(?:~|≈|about[ \t])?(?P<b>{_NUM})"
_SECOND = re.compile(_TO, re.IGNORECASE)
_AND_SECOND = re.compile(rf"[ \t]{{1,2}}and[ \t]{{1,2}}(?P<b>{_NUM})", re.IGNORECASE)
_FROM_BEFORE = re.compile(r"(?<![\w])from[ \t]{1,2}(?:~|≈|about[ \t])?$", re.IGNORECASE)
_BETWEEN_BEFORE = re.compile(r"(?<![\w])between[ \t]{1,2}$", re.IGNORECASE)
_ARROW = re.compile(r"[ \t]{0,2}(?:-{1,2}>|→|=>)")
# what may follow a figure: its clause's end, a bracketed note, a link word
_FOLLOW = re.compile(
    r"[ \t]*(?:$|[,;:.!?)）(（\]]|[-–—](?:[ \t]|$)|(?:and|or|by|vs\.?|versus"
    r"|with|without|on|at|for|in|when|under|using|via|over|after|before|while|whereas|but|compared|against"
    r"|achieved|respectively)(?![\w]))",
    re.IGNORECASE,
)
# a name and its number: "Llama 3", "GPU 106" ("VS 30" compares)
_NAME_BEFORE = re.compile(r"(?<![\w])(?!vs[ \t])[A-Z][\w.\-]*[ \t]{1,2}$", re.IGNORECASE)
# a number worked into a formula ("/ 1000") or a log's key ("tokensPerSec 2259.24")
_NOT_FIGURE_BEFORE = re.compile(r"(?:[/*÷×+=]|[A-Za-z]*(?:[a-z][A-Z]|_)\w*)[ \t]{0,2}$")
# a device named before its figure: "CPU 7.5, GPU 106" (no count of GPUs, no model's number)
_DEVICE_BEFORE = re.compile(r"(?<![\w])(?:CPU|GPU|NPU)[ \t]{1,2}$")
_CELL_AFTER = re.compile(r"[ \t]{1,4}\d")
_SPREAD = 40.0  # "from 172.5 (one user) down to 13.2 (32 users)": one label's figures
_MAX_BEFORE = 200  # the bracket opens the sentence's figures, not ends a paragraph

# (start, end, value, low, high, a change's second side)
Spot = tuple[int, int, float, float | None, float | None, tuple[int, int] | None]


def bracket_label_figures(
    text: str, seg: _Span, doc: _Doc, covered: Callable[[int], bool]
) -> list[_Figure]:
    """The bare figures after a bracketed unit that follows a metric word in ``seg``."""
    m = _BRACKET.search(text, seg.start, min(seg.end, seg.start + _MAX_BEFORE))
    if m is None:
        return []
    stop = sentence_end(text, m.end(), seg.end)
    first = FIGURE.search(text, m.end(), stop)
    if first is None or any(ch in ":：" for ch in text[m.end() : first.start()]):
        return []  # no figure, or a colon leads them in: ``label_leads``
    groups = lent_unit(text, m.start("u"), m.end("u"), seg.start, m.start())
    if groups is None:
        return []  # not a rate or a time, or a setting's label: "Batch size (tok/s) 1 8 32"
    units = [u for u in UNIT_ANYWHERE.finditer(text, seg.start, stop) if u.start() != m.start("u")]
    if units:
        return []  # another unit in the sentence: whose figures are which?
    spots = _spots(text, m.end(), stop, doc)
    values = [s[2] for s in spots]
    if not spots or not all(_near(a, b) for a, b in pairwise(values)):
        return []
    label = " ".join(text[seg.start : m.end()].replace("_", " ").split())
    key = (m.start("u"), m.end("u"))
    out: list[_Figure] = []
    for start, end, value, low, high, b_span in spots[:MAX_FIGURES]:
        if covered(start):
            continue
        if b_span is not None:  # a change: its two sides, the first the one it left
            sides = sides_of_change(text, key, (start, end), b_span, seg, doc)
            if sides is not None:
                out.extend(f for f in sides if not covered(f.start))
            continue
        got = _unit_figure(groups, text, start, end, seg, doc, keywords_text=label)
        if got is not None:
            metric, unit, kind = got
            out.append(_Figure(start, end, value, low, high, unit, metric, kind, label=label))
    return out


def _spots(text: str, start: int, stop: int, doc: _Doc) -> list[Spot]:
    """Each bare figure after ``start`` up to ``stop``, as a ``Spot``."""
    names = [
        (n.start, n.end)
        for kind in ("hardware", "model", "precision")
        for n in doc.mentions.get(kind, ())
        if start <= n.start < stop
    ]
    out: list[Spot] = []
    at = start
    for n in FIGURE.finditer(text, start, stop):
        a, e = n.start("n"), n.end("n")
        if a < at or any(s <= a < t for s, t in names):
            continue
        word = text[max(start, a - 16) : a]
        named = SETTING_KEY.search(word) or _named(word)
        if YEAR.fullmatch(n.group("n")) or (named and not _DEVICE_BEFORE.search(word)):
            continue
        if _NOT_FIGURE_BEFORE.search(word):
            continue
        second = _SECOND.match(text, e, stop) or (
            _AND_SECOND.match(text, e, stop) if _BETWEEN_BEFORE.search(word) else None
        )
        if second is not None:
            b_span = second.span("b")
            if OWN_UNIT.match(text, b_span[1], stop) or not _FOLLOW.match(text, b_span[1], stop):
                continue
            at = b_span[1]
            if _FROM_BEFORE.search(word) or _ARROW.match(text, e):
                out.append((a, e, _num(n.group("n")), None, None, b_span))
                continue
            value, low, high = _value(n.group("n"), second.group("b"))
            if low is not None:  # "211-202": no range
                out.append((a, b_span[1], value, low, high, None))
            continue
        if _CELL_AFTER.match(text, e, stop):
            return []  # "7.40 12.10": a row of cells, read by the table readers or not at all
        value = _num(n.group("n"))
        if value > 0 and not OWN_UNIT.match(text, e, stop) and _FOLLOW.match(text, e, stop):
            out.append((a, e, value, None, None, None))  # "P50 showing 0": a zero is no run
    return out


def _named(word: str) -> bool:
    """Whether the words before a number make it a name's ("Llama 3", "RTX 3090"): a word
    opening with a capital, right before it."""
    m = _NAME_BEFORE.search(word)
    return m is not None and m.group(0)[0].isupper()


def _near(a: float, b: float) -> bool:
    return a > 0 and b > 0 and a / _SPREAD <= b <= a * _SPREAD
