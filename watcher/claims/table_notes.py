"""The note right under a table: a line that names what every row shares.

"Measured at BF16 on one H100." under a table gives its rows that precision and card
(reading rules §1: context may imply, and a caption or note directly by the table is
context). A line under the table that holds a figure of its own is a claim, not a note.
"""

from __future__ import annotations

import re
from bisect import bisect_left

from watcher.claims.document import _Doc, _Local, _Span
from watcher.claims.engine_asides import not_run
from watcher.claims.load_hints import may_state_load, may_state_one
from watcher.claims.names import Mention
from watcher.claims.naming import _single
from watcher.claims.setup_patterns import _CONCURRENCY_N, _CONCURRENCY_ONE, load_of

NOTED = ("precision", "hardware", "engine")
_RANGE_AFTER = re.compile(r"[ \t]{0,2}(?:[-–~～]|to[ \t])[ \t]{0,2}\d")
_REPEATS_AFTER = re.compile(
    r"[ \t]{1,2}(?:test[ \t])?(?:runs?|trials?|repetitions?|samples?)(?![a-z])", re.IGNORECASE
)
MAX_NOTE = 200  # a note is one short line; a paragraph under a table is prose of its own
# a note is a finished sentence or a bracketed remark; a line that ends open or with ':'
# introduces what follows it ("Same model on vLLM" over the next table)
_NOTE_END = re.compile(r"[.)。][ \t*_]*$")


def noted_below(category: str, local: _Local, doc: _Doc) -> Mention | None:
    """The one name a table's note right under it gives its rows ("Measured at BF16 on ...").

    A line under the table that holds a figure of its own is a claim, not the table's note.
    """
    below = _note(local, doc)
    if below is None:
        return None
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


def _note(local: _Local, doc: _Doc) -> _Span | None:
    """The line right under the figure's table when it is a note: no figure of its own."""
    below = local.below
    if below is None or below.end <= below.start:
        return None
    if doc.busy_starts_between(below.start, below.end):
        return None
    i = bisect_left(doc.busy, (below.start, -1))
    if i > 0 and doc.busy[i - 1][1] > below.start:
        return None  # the line is the end of a sentence with figures
    return below


def load_below(local: _Local, doc: _Doc) -> int | None:
    """The one load the note right under a table states for every row ("Both at batch size 32
    on 1x H100.", "Single stream, BF16."), as a caption above would (a set-up stated after the
    figures is their context); a note naming two loads names no one row's."""
    below = _note(local, doc) if local.header is not None else None
    if below is None or below.end - below.start > MAX_NOTE:
        return None
    ones = doc.scan(_CONCURRENCY_ONE, below.start, below.end, may_state_one)
    many = doc.scan(_CONCURRENCY_N, below.start, below.end, may_state_load)
    if len(ones) + len(many) != 1:
        return None
    end = (ones or many)[0][1]
    if _RANGE_AFTER.match(doc.text, end) or _REPEATS_AFTER.match(doc.text, end):
        return None  # "batch size 1-4", "18 parallel test runs": no one row's load
    return 1 if ones else load_of(many[0][2])
