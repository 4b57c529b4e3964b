"""Token rates in table rows whose cells a page's converter glued together.

A web page's table copied as text can lose the gaps between its cells, so a rate's unit runs
into the next cell and its number into the cell before::

    Llama 3.1 8B1x H100 80GB~12,500 tok/sFlashInfer, 0.8 GPU util
    M1 (8 GB)Gemma 4 E2BQ4_K - Medium58.0 tok/sOllamaref
    - 8.0 tok/srtx-4090Q4_K_MEditorial

The number with its unit is still the figure as displayed (reading rules §4: read the number
as displayed); only the glue hides it from the prose reader, which wants a word boundary on
both sides. Read here, strictly:

- the unit is a token rate written with a slash ("tok/s", "tokens/s", "t/s");
- the unit runs into the next cell: a capital letter or a digit right after it, or a
  lower-case name that goes on into a hyphen, a digit or a capital ("rtx-4090", "vLLM");
  "tokens/step", "tok/sample" are other units and stay unread;
- the number either stands clear of what comes before it, or is glued to a word of two
  letters or more ("Medium58.0", "GB4,741"), a closing bracket or the "t/s" of the rate before
  ("(Hybrid)1635.35 t/s66.84 t/s"), and then only when the unit is glued as well
  (both sides glued: a row, not a name such as "INT4 tok/s"); a number inside a card's,
  or precision's name is no figure.

One scan of the segment: linear time.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from watcher.claims.document import _Doc, _Figure, _Span
from watcher.claims.metric import _unit_figure
from watcher.claims.numbers import _NUM, _value
from watcher.claims.patterns import MAX_FIGURES, UNIT_ONLY

_GLUED_RATE = re.compile(
    rf"(?P<lo>{_NUM})(?:[ \t]?[-–][ \t]?(?P<hi>{_NUM}))?[ \t]?"
    r"(?P<unit>tok(?:en)?s?/s|t/s)"
    r"(?=[A-Z0-9]|[a-z]{1,12}[\-\d]|(?!tep|ample)[a-z]{1,12}[A-Z]|[ ]\d)"
)
# a card's memory cell glued to the rate after it ("H100 80GB4,741 tok/s"): the rate's own
# cell starts after the size's unit, whatever follows the rate (normalising has already
# parted "tok/s100" into "tok/s 100")
_SIZE_BEFORE = re.compile(r"\d(?:GB|GiB|MB)$")
# what may stand right before a number that is clear of the cell before it
_CLEAR_BEFORE = re.compile(r"[\s~≈(\[|:*]")
# a word of two letters or more, a closing bracket ("(Hybrid)1635.35 t/s") or the rate of
# the cell before ("1635.35 t/s66.84 t/s": "t/s" is not parted from the number by normalising)
_WORD_BEFORE = re.compile(r"(?:[A-Za-z]{2}|\)|\d[ \t]?t/s)$")
_NAMES = ("hardware", "precision")


def glued_rates(text: str, seg: _Span, doc: _Doc, covered: Callable[[int], bool]) -> list[_Figure]:
    """The token rates of ``seg`` whose unit is glued to the next cell of a flattened row."""
    out: list[_Figure] = []
    if "/s" not in text[seg.start : seg.end]:
        return out
    for m in _GLUED_RATE.finditer(text, seg.start, seg.end):
        if len(out) >= MAX_FIGURES:
            break
        start, end = m.start("lo"), m.end("unit")
        if covered(start):
            continue
        if start > seg.start:
            prev = text[start - 1]
            if prev.isdigit() or prev in ".,":
                continue  # a fragment of a longer number
            clear = _CLEAR_BEFORE.match(prev) is not None
            if not clear and _WORD_BEFORE.search(text, max(seg.start, start - 5), start) is None:
                continue
            sized = _SIZE_BEFORE.search(text, max(seg.start, start - 4), start) is not None
            if text[end] == " " and not sized:
                continue  # "45 tok/s 3": only a glued size cell shows the row's glue
        elif text[end] == " ":
            continue
        if any(_inside(doc, c, start) for c in _NAMES):
            continue
        unit_m = UNIT_ONLY.fullmatch(m.group("unit"))
        if unit_m is None:
            continue
        got = _unit_figure(unit_m.groupdict(), text, start, end, seg, doc)
        if got is None:
            continue
        metric, unit, kind = got
        value, vmin, vmax = _value(m.group("lo"), m.group("hi"))
        out.append(_Figure(start, end, value, vmin, vmax, unit, metric, kind))
    return out


def _inside(doc: _Doc, category: str, pos: int) -> bool:
    """True when ``pos`` lies inside a name of ``category``."""
    return any(n.start <= pos < n.end for n in doc.near(category, pos - 24, pos + 1))
