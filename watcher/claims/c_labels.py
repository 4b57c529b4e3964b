"""A benchmark summary's concurrency label: "C1: 45 tok/s, C8: 210 tok/s".

Load tests are summed up by their concurrency written short, a capital C and the number of
requests in flight, as a label before each figure ("• C1: ~45 tok/s", "• C8: ~270 tok/s").
Concurrency is a setup the reading rules record (docs/READING_RULES.md §4: batch size, "@ conc 8",
running requests), so the label's number is the figure's concurrency.

A text whose own "C1:" names something else ("C1: chatglm2-6B, 使用 chatglm.cpp", then
"- C1: 2.5 t/s") uses the labels for cases or configurations, not loads: its labels give none.
"""

from __future__ import annotations

import re

from watcher.claims.approx_words import APPROX_MARK, APPROX_OPT, APPROX_REACH
from watcher.claims.document import _Doc, _Figure

# the label right before the figure, at the start of its line, list item or clause
_LABEL_BEFORE = re.compile(
    r"(?:^|(?<=[\s,;(]))C(?P<n>\d{1,4})[ \t]{0,2}[:：][ \t]{0,3}" + APPROX_OPT + "$"
)
# "C1: chatglm2-6B": a label followed by a name, not a figure (a list mark may lead it)
_LABEL_NAMES = re.compile(
    r"(?:^|(?<=\n))[ \t]{0,3}(?:[-*•][ \t]{1,3})?C\d{1,4}[ \t]{0,2}[:：][ \t]{0,3}"
    # ("C1: roughly 45 tok/s" is a figure, marked approximate)
    r"(?!" + APPROX_MARK + r")[^\d\s~≈]"
)
# characters before the figure: "  • C128: ~ " at most, or a word ("  • C8: roughly ")
_REACH = 12 + APPROX_REACH


def c_label_load(fig: _Figure, doc: _Doc) -> int | None:
    """The load of a "C8: 270 tok/s" label right before the figure, or None (also where the
    text's labels name cases rather than loads)."""
    line = doc.text.rfind("\n", 0, fig.start) + 1
    m = _LABEL_BEFORE.search(doc.text, max(line, fig.start - _REACH), fig.start)
    if m is None or doc.scan(_LABEL_NAMES, 0, len(doc.text)):
        return None
    return int(m.group("n"))
