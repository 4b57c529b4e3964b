"""Methods and cards named by a change, not by a run: "- Add EAGLE-3 support (#1234)".

A changelog entry (a list item closing on the pull request or issue that made it: "(#1234)",
"by @alice in https://github.com/.../pull/1234") states what changed, not the setup of a
figure in another entry (reading rules §2: details never leak from one bullet into the next;
"features (... speculative decoding ...)" is supported, not the run's). A method such an
or card ("- Add support for MI300X (#12)") such an entry names, with no figure of its own,
gives no figure its mode or hardware. Patterns are bounded.
"""

from __future__ import annotations

import re
from bisect import bisect_right

from watcher.claims.document import _Doc
from watcher.claims.names import Mention
from watcher.claims.untried import untried

# "(#1234)", "#1234.", "([#1234](https://...))", "in https://github.com/o/r/pull/1234"
_ENTRY_END = re.compile(r"(?:#\d{1,7}|/(?:pull|issues)/\d{1,7})[\])]{0,3}[.;]?[ \t]*\n?$")
_TAIL = 160


def change_entry(m: Mention, doc: _Doc) -> bool:
    """True when ``m`` lies in a list item that closes on a pull request or issue reference."""
    return change_entry_at(m.start, m.end, doc)


def change_entry_at(start: int, end: int, doc: _Doc) -> bool:
    """True when ``start``..``end`` lies in a list item closing on a pull request or issue
    reference ("- Fix batch 1 latency (#1)": a load a change names, not a run's)."""
    layout = doc.layout
    if layout is None or not layout.items:
        return False
    i = bisect_right(layout.items, start, key=lambda span: span.start) - 1
    if i < 0 or start >= layout.items[i].end:
        return False
    stop = layout.items[i].end
    tail = doc.text[max(end, stop - _TAIL) : stop].rstrip()
    return _ENTRY_END.search(tail) is not None


def unrun(m: Mention, doc: _Doc) -> bool:
    """True for a method not stated as a run's: untried (``untried``) or a change's."""
    return untried(m, doc) or change_entry(m, doc)
