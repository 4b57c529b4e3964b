"""Names stated just above a figure: a short label line over its line, and the last name
before its block when no other figure's sentence or row stands between (reading rules §2:
the nearest unit decides first; a name another figure's scope holds is that figure's)."""

from __future__ import annotations

from watcher.claims.document import _Doc, _Figure, _Local, _plain_if_negated
from watcher.claims.families import _RATE
from watcher.claims.names import Mention
from watcher.claims.naming import _in_list
from watcher.claims.patterns import FIGURE

_LABEL_LINE_MAX = 48


def label_line_above(category: str, fig: _Figure, local: _Local, doc: _Doc) -> Mention | None:
    """The name a short label line right above the figure's line gives it.

    "without mtp" / a log line / "with mtp" / a log line: inside one paragraph, each label
    line (short, no figure, no sentence) introduces the line under it.
    """
    text = doc.text
    if local.header is not None:
        return None  # a table row: the row above is another run's, not a label (§2)
    line_start = text.rfind("\n", local.block.start, fig.start) + 1
    if line_start <= local.block.start:
        return None
    prev_start = max(local.block.start, text.rfind("\n", local.block.start, line_start - 1) + 1)
    label = text[prev_start : line_start - 1].strip()
    if not label or len(label) > _LABEL_LINE_MAX or label[-1] in ".!?。" or FIGURE.search(label):
        return None
    named = doc.near(category, prev_start, line_start - 1)
    if category == "mode":
        named = [p for p in (_plain_if_negated(m, doc) for m in named) if p is not None]
    return named[-1] if len({m.name for m in named}) == 1 else None


def nearest_above(items: list[Mention], fig: _Figure, local: _Local, doc: _Doc) -> Mention | None:
    """The last name stated before the figure's block when no figure stands between them.

    A name that is one of a list ("the L40S and the A10") names no single setup.
    """
    # from the end: the names before the block are the first ones (items are in order)
    k = len(items)
    while k and items[k - 1].end > local.block.start:
        k -= 1
    if not k:
        return None
    last = items[k - 1]
    if _in_list(last, items[max(0, k - 2) : k], doc):
        return None
    text = doc.text
    para_start = text.rfind("\n\n", 0, last.start) + 1
    para_end = text.find("\n\n", last.end)
    para_end = len(text) if para_end < 0 else para_end
    if any(m.name != last.name for m in doc.near(last.category, para_start, para_end)):
        return None  # "I have an X; I had a Y": a paragraph naming two cards names no one
    # a device listing ("nvidia-smi"'s table) states no speed: its own rows hold no other
    # run's figure, and the run below it is what it sets up
    listing = not _RATE.search(text, last.end, para_end)
    if doc.busy_starts_between(para_end if listing else last.end, local.block.start):
        return None  # another figure's sentence or row stands between: the name was its
    layout = doc.layout
    if layout is not None:
        if any(last.end <= span.start < fig.start for span, _ in layout.headings):
            return None  # a heading between opens another section
        if any(span.start <= last.start < span.end for span in layout.items):
            return None  # a bullet's detail never leaks into what follows the bullet
    return last
