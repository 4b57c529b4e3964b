"""The heading right above a code block: the block's lead-in.

Pasted tool output often sits in a code block under a heading that names what it measures
once, and each line gives only its setting and its number::

    #### Time to First Token (TTFT)
    ```
    Short prompt:    21.31ms (avg), 18.95ms (min)
    Long prompt:     21.47ms (avg), 20.00ms (min)
    ```

The heading directly above is the block's context (reading rules §1), as it is a list's
(``lead_metric``): a figure whose own words name no metric takes the one metric it names.
Only a heading with nothing but blank lines between it and the fence leads a block in, and
only a short line (a setting and its numbers, not a log line) is led.
"""

from __future__ import annotations

from bisect import bisect_right

from watcher.claims.document import _Doc
from watcher.claims.layout import Span

_GAP = 8  # blank lines between a heading and its block
_MAX_LINE = 100  # a led line gives a setting and its numbers, no more


def headed_code(at: int, doc: _Doc) -> Span | None:
    """The heading right above the code block holding ``at``; None when ``at`` is in no
    code block, its line is long, or anything but blank lines lies between."""
    layout = doc.layout
    if layout is None or not layout.codes or not layout.headings:
        return None
    codes = layout.codes
    starts = layout.memo.get("code starts")
    if starts is None:  # found once per text, not once per figure
        starts = layout.memo["code starts"] = [c.start for c in codes]
    i = bisect_right(starts, at) - 1  # code blocks are in document order
    if i < 0 or not codes[i].start <= at < codes[i].end:
        return None
    text = doc.text
    line_start = text.rfind("\n", 0, at) + 1
    line_end = text.find("\n", at)
    if (line_end if line_end >= 0 else len(text)) - line_start > _MAX_LINE:
        return None
    above = layout.enclosing(codes[i].start)
    if not above:
        return None
    heading = above[0][0]
    gap = text[heading.end : codes[i].start]
    return heading if len(gap) <= _GAP and gap.strip() == "" else None
