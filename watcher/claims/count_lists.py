"""Two or more counts of cards in one slashed list: "For TP=2/4, I get 77 tps", "2/4 GPUs".

A segment naming such a list states two setups at once, so its figures take no single count
(reading rules §4). Every figure of a segment asks: the segment is searched once, and only
when it holds the "/" every list holds (a page-long sentence of thousands of figures stays
linear).
"""

from __future__ import annotations

import re

from watcher.claims.document import _Doc, _Span

_COUNT_LIST = re.compile(
    r"(?<![a-z])(?:tp|tp[_\-]size|tensor[ \t\-_]parallel(?:ism)?)[ \t]{0,2}[=:]?[ \t]{0,2}"
    r"\d{1,4}(?:/\d{1,4})+|(?<![\w.])\d{1,4}(?:/\d{1,4})+[ \t\-]?gpus?(?![a-z])",
    re.IGNORECASE,
)


def count_list(text: str, seg: _Span, doc: _Doc) -> bool:
    """True when ``_COUNT_LIST`` matches in text[seg.start:seg.end] (asked once a segment)."""
    key = ((count_list, seg.end), "count_list", seg.start)
    known = doc.flags.get(key)
    if known is None:
        known = doc.flags[key] = text.find("/", seg.start, seg.end) >= 0 and bool(
            _COUNT_LIST.search(text, seg.start, seg.end)
        )
    return bool(known)
