"""Methods and cards named by a change, not by a run: "- Add EAGLE-3 support (#1234)".

A changelog entry (a list item closing on the pull request or issue that made it: "(#1234)",
"by @alice in https://github.com/.../pull/1234") states what changed, not the setup of a
figure in another entry (reading rules §2: details never leak from one bullet into the next;
"features (... speculative decoding ...)" is supported, not the run's). A method such an
or card ("- Add support for MI300X (#12)") such an entry names, with no figure of its own,
gives no figure its mode or hardware. Patterns are bounded.

An entry needs no reference to be one: in a changelog's section (under a version, "What's
Changed", "New features", "Improvements"...), or among entries that close on references, a
list item that states no figure and is keyed by no "Key:" ("- EAGLE-3 support") names a
change too; each entry of a changelog is its own scope, and its method or count sets up no
other entry's figure (``changelog_item_at``).
"""

from __future__ import annotations

import re
from bisect import bisect_right
from typing import cast

from watcher.claims.document import _Doc
from watcher.claims.layout import Layout
from watcher.claims.names import Mention
from watcher.claims.untried import untried

# "(#1234)", "#1234.", "([#1234](https://...))", "in https://github.com/o/r/pull/1234"
_ENTRY_END = re.compile(r"(?:#\d{1,7}|/(?:pull|issues)/\d{1,7})[\])]{0,3}[.;]?[ \t]*\n?$")
_TAIL = 160
# a changelog's section, by its heading or lead-in: a version ("v0.5.0", "0.5.0 (2024-05-01)",
# "Release 1.2") or a category of changes
_CHANGELOG_HEAD = re.compile(
    # a version standing alone or before its date: "v0.5.0", "[0.1.9] - 2025-11-21", not a
    # section number before its title ("1.1 Performance Comparison")
    r"[#*_\[ \t]{0,6}(?:(?:release[ \t]{1,2})?v?\d{1,4}\.\d{1,4}(?:\.\d{1,4})?[\w.+-]{0,12}\]?"
    r"[ \t]{0,3}(?:$|[(:–—-])|release[ \t]{1,2}notes|what['’]s[ \t]{1,2}(?:new|changed)"
    r"|change[ \t]?log|changes(?![a-z])|new[ \t]features?|features(?![a-z])|added(?![a-z])"
    r"|changed(?![a-z])|fixed(?![a-z])|fixes(?![a-z])|bug[ \t]?fixes|improvements|enhancements)",
    re.IGNORECASE,
)
# "- GPU: 4x H100", "- Method: EAGLE-3": a keyed line states the setup, it changes nothing
_KEYED = re.compile(
    r"[ \t]{0,4}(?:[-*+•][ \t]{1,3})?[*_`]{0,2}[^\W\d][\w .()/-]{0,28}[*_`]{0,2}:[*_`]{0,2}[ \t]"
)


def change_entry(m: Mention, doc: _Doc) -> bool:
    """True when ``m`` lies in a changelog's entry (``changelog_item_at``)."""
    return change_entry_at(m.start, m.end, doc) or changelog_item_at(m.start, doc)


def _item_at(start: int, doc: _Doc) -> int | None:
    """Which of the layout's list items ``start`` lies in, if any (one bisection)."""
    layout = doc.layout
    if layout is None or not layout.items:
        return None
    i = bisect_right(layout.items, start, key=lambda span: span.start) - 1
    if i < 0 or start >= layout.items[i].end:
        return None
    return i


def change_entry_at(start: int, end: int, doc: _Doc) -> bool:
    """True when ``start``..``end`` lies in a list item closing on a pull request or issue
    reference ("- Fix batch 1 latency (#1)": a load a change names, not a run's)."""
    i = _item_at(start, doc)
    if i is None or doc.layout is None:
        return False
    stop = doc.layout.items[i].end
    tail = doc.text[max(end, stop - _TAIL) : stop].rstrip()
    return _ENTRY_END.search(tail) is not None


def changelog_item_at(start: int, doc: _Doc) -> bool:
    """True when ``start`` lies in a changelog's entry: a list item closing on a pull request
    or issue reference, or one with no figure and no key in a changelog's section or among
    such entries ("## v0.5.0" over "- EAGLE-3 support"). Worked out once per item."""
    i = _item_at(start, doc)
    if i is None or doc.layout is None:
        return False
    key = (changelog_item_at, "item", doc.layout.items[i].start)
    known = doc.flags.get(key)
    if known is None:
        known = doc.flags[key] = _entry(i, doc)
    return bool(known)


def other_entry(at: int, fig_start: int, doc: _Doc) -> bool:
    """True when ``at`` lies in a changelog's entry that does not hold ``fig_start``: what
    it states ("- Enable TP=4 (#1)") is that change's, not the figure's."""
    if not changelog_item_at(at, doc):
        return False
    assert doc.layout is not None
    items = doc.layout.items
    item = items[bisect_right(items, at, key=lambda span: span.start) - 1]
    return not item.start <= fig_start < item.end


def _closes_on_reference(start: int, end: int, doc: _Doc) -> bool:
    tail = doc.text[max(start, end - _TAIL) : end].rstrip()
    return _ENTRY_END.search(tail) is not None


def _leading(layout: Layout, doc: _Doc) -> frozenset[int]:
    """Where each bullet that leads in a nested list starts (found once per text)."""
    key = (_leading, "items", -1)
    found = doc.flags.get(key)
    if found is None:
        found = doc.flags[key] = frozenset(span.start for span in layout.lead_ins.values())
    return cast("frozenset[int]", found)


def _entry(i: int, doc: _Doc) -> bool:
    layout = doc.layout
    assert layout is not None
    item = layout.items[i]
    if _closes_on_reference(item.start, item.end, doc):
        return True
    if doc.busy_starts_between(item.start, item.end) or _KEYED.match(doc.text, item.start):
        return False
    if item.start in _leading(layout, doc):
        return False  # "- **Speculative Decoding API**" over its own bullets: their heading
    lead = layout.lead_ins.get(item.start)
    if lead is not None and _CHANGELOG_HEAD.match(doc.text, lead.start, lead.end):
        return True
    above = layout.enclosing(item.start)
    if above and _CHANGELOG_HEAD.match(doc.text, above[0][0].start, above[0][0].end):
        return True
    # a sibling entry right before or after closes on a reference: the list is a changelog
    for j in (i - 1, i + 1):
        if 0 <= j < len(layout.items):
            other = layout.items[j]
            gap = doc.text[min(item.end, other.end) : max(item.start, other.start)]
            if gap.count("\n") <= 2 and _closes_on_reference(other.start, other.end, doc):
                return True
    return False


def unrun(m: Mention, doc: _Doc) -> bool:
    """True for a method not stated as a run's: untried (``untried``) or a change's."""
    return untried(m, doc) or change_entry(m, doc)
