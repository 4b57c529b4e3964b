"""The note right under a table: a line that names what every row shares.

"Measured at BF16 on one H100." under a table gives its rows that precision and card
(reading rules §1: context may imply, and a caption or note directly by the table is
context). A line under the table that holds a figure of its own is a claim, not a note.
"""

from __future__ import annotations

import re
from bisect import bisect_left

from watcher.claims.document import _Doc, _Local
from watcher.claims.engine_asides import not_run
from watcher.claims.names import Mention
from watcher.claims.naming import _single

NOTED = ("precision", "hardware", "engine")
# a note is a finished sentence or a bracketed remark; a line that ends open or with ':'
# introduces what follows it ("Same model on vLLM" over the next table)
_NOTE_END = re.compile(r"[.)。][ \t*_]*$")


def noted_below(category: str, local: _Local, doc: _Doc) -> Mention | None:
    """The one name a table's note right under it gives its rows ("Measured at BF16 on ...").

    A line under the table that holds a figure of its own is a claim, not the table's note.
    """
    below = local.below
    if below is None or below.end <= below.start:
        return None
    if doc.busy_starts_between(below.start, below.end):
        return None
    i = bisect_left(doc.busy, (below.start, -1))
    if i > 0 and doc.busy[i - 1][1] > below.start:
        return None  # the line is the end of a sentence with figures
    if category == "engine" and not _NOTE_END.search(doc.text, below.start, below.end):
        return None  # LABELLING: a methodology line under a table names the rows' engine
    named = [
        m
        for m in doc.near(category, below.start, below.end)
        if not doc.is_baseline(m)
        # "Note: llama.cpp does not support this model.": an engine that did not run
        and not (category == "engine" and doc.once(not_run, m))
    ]
    return _single(category, named, doc)
