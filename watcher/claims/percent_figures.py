"""A number written as a percentage is a share, never a rate, a time or a size.

Reading rules §4 list what a claim's number is: a token rate, a latency, a memory size or a
speedup; acceptance rates and other shares are not claims ("Not claims: ... acceptance
rates"). A table reader that takes its unit from a row or a column name ("tok/s", "Generation
Speed") can still land on a cell that is a percentage: an acceptance column's "77% / 49%"
beside the run's tok/s, a "Generation Speed" row's "8–15% slower", or a "diff t/s %" column
whose header states the percent for every bare number under it. Such a figure is read as a
share of something, not as the thing itself. A speedup is left alone: "20% faster" is a
multiple the reader turns into one on purpose. Patterns hold only literals and bounded
quantifiers and are tried at one figure's start or one header cell.
"""

from __future__ import annotations

import re

from watcher.claims.document import _Doc, _Figure, _Local
from watcher.claims.header_columns import header_cell

# the figure's own written number (or range) carries the percent sign: "77%", "8–15%",
# "~54 %", "2-5 %"
_PERCENT_WRITTEN = re.compile(
    r"[~≈]?[ \t]{0,2}\d{1,6}(?:[.,]\d{1,4})?"
    r"(?:[ \t]{0,2}(?:-|–|—|~|to)[ \t]{0,2}\d{1,6}(?:[.,]\d{1,4})?)?[ \t]{0,2}%"
)
# a header cell that ends with the percent as its unit: "diff t/s %", "Δ (%)", "change [%]"
_PERCENT_HEADER = re.compile(r"(?:%|\(%\)|\[%\])[ \t*_]{0,4}$")


def written_as_percent(fig: _Figure, local: _Local, doc: _Doc) -> bool:
    """True when a rate, time or size figure is written as a percentage: its own number
    carries "%" ("77% / 49%", "8–15% slower"), or its table column's header ends in one
    ("diff t/s %")."""
    if fig.unit == "x" or fig.kind != "absolute":
        return False  # a speedup written as a percent is a multiple on purpose
    text = doc.text
    if _PERCENT_WRITTEN.match(text, fig.start, min(fig.end + 4, len(text))):
        return True
    if local.header is None:
        return False
    cell = header_cell(text, local.header, fig.start)  # the column's header
    return cell is not None and _PERCENT_HEADER.search(cell.strip()) is not None
