"""A list's metric stated once in the line that leads it in.

A post often names what a list measures once, in the line that introduces it, and leaves
each item to give only its setting and its number::

    Here are the TTFT results on one H100:
    - 8k prompt: 4141 ms
    - 16k prompt: 8655 ms

The lead-in is the items' context (reading rules §1: a heading or caption directly above a
figure), so a time whose own words name no metric takes the one time metric the lead-in
names (§4: a unit may sit only in a header; a list's lead-in is the list's header). Only a
line that ends with a colon leads a list in, and only when it names one time metric: a
lead-in naming two ("TTFT and TPOT:") says nothing about which item is which. Every
exclusion of the first reading still holds, because the figure is read again with only the
missing words supplied (as ``sweep`` supplies a sibling's metric).
"""

from __future__ import annotations

from bisect import bisect_right

from watcher.claims.document import _Doc
from watcher.claims.metric_words import _MEMORY
from watcher.claims.models import MEMORY
from watcher.claims.timing import time_metric_spans

_LEAD_CLOSE = (":", "：")
_MAX_LEAD = 200  # a lead-in is one line, not a paragraph


def lead_in_metric(at: int, doc: _Doc, kind: str) -> str | None:
    """The one metric of ``kind`` ("time", "mem") the lead-in line of the list item holding
    ``at`` names, if any."""
    layout = doc.layout
    if layout is None or not layout.items or not layout.lead_ins:
        return None
    starts = layout.memo.get("item starts")
    if starts is None:
        starts = [span.start for span in layout.items]
        order = sorted(range(len(starts)), key=starts.__getitem__)
        layout.memo["item order"] = order
        starts = [starts[i] for i in order]
        layout.memo["item starts"] = starts
    i = bisect_right(starts, at) - 1
    if i < 0:
        return None
    item = layout.items[layout.memo["item order"][i]]
    if not item.start <= at < item.end:
        return None
    lead = layout.lead_ins.get(item.start)
    if lead is None:
        return None
    text = doc.text[lead.start : lead.end].rstrip()
    line = text[text.rfind("\n") + 1 :].strip()
    if not line.endswith(_LEAD_CLOSE) or len(line) > _MAX_LEAD:
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
