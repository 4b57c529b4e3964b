"""A list's metric stated once in the line that leads it in.

A post often names what a list measures once, in the line that introduces it, and leaves
each item to give only its setting and its number::

    Here are the TTFT results on one H100:
    - 8k prompt: 4141 ms
    - 16k prompt: 8655 ms

A heading right above the list leads it in the same way ("## Model Size" over "- FP16:
~16 GB"), and so does the lead-in of a paragraph of bullets Markdown does not parse as a
list ("  • Original model: ~16 GB").

The lead-in is the items' context (reading rules §1: a heading or caption directly above a
figure), so a time whose own words name no metric takes the one time metric the lead-in
names (§4: a unit may sit only in a header; a list's lead-in is the list's header). Only a
line that ends with a colon, or a heading, leads a list in, and only when it names one time
metric (or memory, for sizes): a lead-in naming two ("TTFT and TPOT:") says nothing about
which item is which. Every
exclusion of the first reading still holds, because the figure is read again with only the
missing words supplied (as ``sweep`` supplies a sibling's metric).
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right

from watcher.claims.document import _Doc
from watcher.claims.headed_code import headed_code
from watcher.claims.layout import Span
from watcher.claims.metric_words import _MEMORY
from watcher.claims.models import MEMORY
from watcher.claims.timing import time_metric_spans

_LEAD_CLOSE = (":", "：")
_MAX_LEAD = 200  # a lead-in is one line, not a paragraph
_GAP = 8  # blank lines between a heading and its list, or two items of one list
# "  • Original model: ~16 GB": a bullet Markdown does not parse as a list's
_BULLET_LINE = re.compile(r"[ \t]{0,8}[•·▪◦‣∙][ \t]")


def _lead_line(at: int, doc: _Doc, code: bool = False) -> str | None:
    """The line that leads in the list holding ``at``: the lead-in ending with a colon, or
    the heading right above the list; None when the figure is in no list or nothing leads
    it in."""
    layout = doc.layout
    if layout is None:
        return None
    item = _item_at(at, doc)
    if item is not None:
        lead = layout.lead_ins.get(item[0]) or _heading_over(item[1], doc)
    else:
        # a bullet Markdown did not parse: its paragraph's lead-in
        line_start = doc.text.rfind("\n", 0, at) + 1
        if _BULLET_LINE.match(doc.text, line_start):
            lead = layout.lead_ins.get(doc.text.rfind("\n\n", 0, at) + 2)
        else:
            # "## Time to first token" over a code block of "short: 21.3ms" lines (times
            # only: a block under a memory heading also prints pools and caches)
            lead = headed_code(at, doc) if code else None
    if lead is None:
        return None
    text = doc.text[lead.start : lead.end].rstrip()
    line = text[text.rfind("\n") + 1 :].strip()
    if len(line) > _MAX_LEAD:
        return None
    if line.endswith(_LEAD_CLOSE) or _is_heading(lead.start, doc):
        return line
    return None


def _item_at(at: int, doc: _Doc) -> tuple[int, int] | None:
    """Where the list item holding ``at`` starts, and where the run of items it ends (its
    list, written item after item) starts; None when no item holds ``at``."""
    layout = doc.layout
    if layout is None or not layout.items:
        return None
    starts = layout.memo.get("item starts")
    if starts is None:
        starts = [span.start for span in layout.items]
        order = sorted(range(len(starts)), key=starts.__getitem__)
        layout.memo["item order"] = order
        starts = [starts[i] for i in order]
        layout.memo["item starts"] = starts
        # the first item of each run of items written one after another (one list)
        runs: list[int] = []
        for k, i in enumerate(order):
            span = layout.items[i]
            prev = layout.items[order[k - 1]] if k else None
            joined = (
                prev is not None
                and span.start - prev.end <= _GAP
                and doc.text[prev.end : span.start].strip() == ""
            )
            runs.append(runs[-1] if joined else span.start)
        layout.memo["item runs"] = runs
    i = bisect_right(starts, at) - 1
    if i < 0:
        return None
    item = layout.items[layout.memo["item order"][i]]
    if not item.start <= at < item.end:
        return None
    return item.start, layout.memo["item runs"][i]


def _heading_over(list_start: int, doc: _Doc) -> Span | None:
    """The heading right above a list (only blank lines between), if one is."""
    layout = doc.layout
    if layout is None or not layout.headings:
        return None
    above = layout.enclosing(list_start)
    if not above:
        return None
    span = above[0][0]
    between = doc.text[span.end : list_start] if list_start - span.end <= _GAP else "x"
    return span if between.strip() == "" else None


def _is_heading(start: int, doc: _Doc) -> bool:
    """True when a heading of the text starts at ``start``."""
    layout = doc.layout
    if layout is None:
        return False
    got = layout.memo.get("lead heading starts")
    if got is None:
        got = sorted(span.start for span, _ in layout.headings)
        layout.memo["lead heading starts"] = got
    i = bisect_left(got, start)
    return i < len(got) and got[i] == start


def lead_in_metric(at: int, doc: _Doc, kind: str) -> str | None:
    """The one metric of ``kind`` ("time", "mem") the lead-in line of the list item holding
    ``at`` names, if any."""
    line = _lead_line(at, doc, code=kind == "time")
    if line is None:
        return None
    if kind == "mem":
        return MEMORY if _MEMORY.search(line) and not time_metric_spans(line) else None
    spans = time_metric_spans(line)
    # "首 token 延迟", "first token latency": the generic word inside a specific phrase is
    # that phrase's, not a second metric
    named = {
        metric
        for start, end, metric in spans
        if not any(s <= start and end <= e and m != metric for s, e, m in spans)
    }
    return named.pop() if len(named) == 1 else None
