"""A table's unit stated only in the page, issue or PR title.

An issue about a token rate often tables its runs with bare figures and names the unit once,
in its title::

    Title: Decode on GB10 stalls at 30 tok/s with MTP

    One GB10, median of 3:

    | path     | C=1  | C=16  |
    | baseline | 16.2 | 129.3 |

The title is the figures' context (reading rules §1), and a table's unit may be stated only
in its context (§4). One rule set, narrow on purpose, as a bare figure is easily a count:

- only a table whose header and row labels name no unit and no measure of their own (the
  test ``stated_above`` applies to a caption) reads its unit from the title;
- the title names a token rate, and every unit it names is a token rate: a title that names
  a time, a size or a multiple too ("40 tok/s and 200 ms TTFT") says nothing about which
  table holds which;
- the title names no other measure in words (latency, memory, accuracy, cost);
- the header names no property of a model or a release ("Params", "Layers", "Year",
  "Version"): such a table is a catalogue, and its bare figures are no runs;
- the caption above the table names no other measure either: "Acceptance per step:" over
  the table says what it holds. A formula in code that divides by a time
  ("`1000/median_TPOT`") defines a rate, so it names no other measure;
- only the unit is taken from the title, never its figures' setup: the title's GPU, load
  or phase may be another run's (§1 and §2), so the phase and load come from the table.
"""

from __future__ import annotations

import re

from watcher.claims.patterns import UNIT_ANYWHERE
from watcher.claims.stated_above import _OTHER_MEASURE, _names_its_measure
from watcher.claims.units import _Table

MAX_TITLE = 300
MAX_CAPTION = 600
# "`1000/median_TPOT`", "`completion_tokens / decode window`": a quotient written as code,
# a rate's definition rather than a measure of its own
_CODE_QUOTIENT = re.compile(r"`[^`\n]{0,80}/[^`\n]{0,80}`")
# a column of a model's or a release's properties: the table lists, it does not time
_PROPERTY = re.compile(
    r"(?<![a-z])(?:params?|parameters|layers|heads|year|date|released?|version|ver|rank"
    r"|vocab|license|参数|参数量|层数|版本|日期|年份)(?![a-z])",
    re.IGNORECASE,
)


def title_unit(title: str) -> str | None:
    """The token-rate unit ``title`` names, when every unit it names is one and it names no
    other measure in words; else None."""
    if not title or len(title) > MAX_TITLE or _OTHER_MEASURE.search(title):
        return None
    units = list(UNIT_ANYWHERE.finditer(title))
    if not units or any(m.group("toks") is None for m in units):
        return None
    return units[0].group(0)


def titled_rate(text: str, table: _Table, title: str) -> tuple[str, str] | None:
    """``(unit, words)`` for a table of bare figures whose only stated unit is the title's
    token rate; the words are the unit alone (the title's setup is not the table's)."""
    unit = title_unit(title)
    if unit is None or _names_its_measure(text, table):
        return None
    if any(_PROPERTY.search(cell) for cell in table.header_cells):
        return None
    caption = text[max(table.caption.start, table.caption.end - MAX_CAPTION) : table.caption.end]
    if _OTHER_MEASURE.search(_CODE_QUOTIENT.sub(" ", caption)):
        return None
    return unit, unit
