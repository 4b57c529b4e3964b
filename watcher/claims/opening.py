"""The card a post's opening lines name, as the setup of the figures that follow.

LABELLING (hardware and count): when one post describes one setup in its opening lines and
then lists figures, the figures take that setup. "A megakernel achieving 530 tok/s decode
on RTX 3090" opening a README sets up its table's rows, though its sentence holds a figure
of its own. Only where the post names no other card (reading rules §1: a GPU named about
another setup is not this figure's), and never a comparison's baseline card.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Callable

from watcher.claims.document import _Doc, _Figure, _Local
from watcher.claims.names import Mention
from watcher.claims.naming import _in_list
from watcher.claims.scope import _in_item, same_post

_OPENING_REACH = 400  # how far into a post its opening lines reach


def opening_card(
    fig: _Figure, local: _Local, doc: _Doc, aside: Callable[[Mention], bool]
) -> Mention | None:
    """The one card of the figure's post, when its opening lines name it before the figure
    and the figure is one the post lists (a table row or a list item: "then lists figures");
    a prose sentence after it ("Another run gave 30 tok/s") states its own setup. A card
    ``aside`` sets aside (an example, a former card) opens nothing."""
    if local.header is None and (doc.layout is None or not _in_item(fig.start, doc.layout)):
        return None
    start, end = _post_of(fig.start, doc)
    quoted = doc.layout is not None and bool(doc.layout.quotes)
    key = (opening_card, "post", -1 if quoted else start)
    if quoted or key not in doc.flags:
        # the post's one card, read once per post (every figure of it asks the same)
        named = doc.near("hardware", start, end)
        if quoted and doc.layout is not None:
            named = same_post(named, fig.start, doc.layout)  # a quoted post's card is its own
        doc.flags[key] = _opening(named, start, end, doc, aside)
    first = doc.flags[key]
    if not isinstance(first, Mention) or first.start >= fig.start:
        return None
    if local.header is not None and first.start >= local.header.start:
        return None  # a card in another row of the figure's own table is that row's run
    return first


def _opening(
    named: list[Mention], start: int, end: int, doc: _Doc, aside: Callable[[Mention], bool]
) -> Mention | None:
    """The first of ``named`` when they name one card, none a baseline or set aside, and it
    stands in the opening lines of the post at [start, end)."""
    if len({m.name for m in named}) > 1:
        # "Requirements: a GPU with compute capability 8.6+ (RTX 3090, A100, etc.)": cards
        # listed together in a line with no figure name the kinds of machine it runs on,
        # not another run's setup; they neither count as the post's other card nor open it
        listed = {id(m) for m in named if m in doc.context["hardware"] and _in_list(m, named, doc)}
        named = [m for m in named if id(m) not in listed]
    if not named or len({m.name for m in named}) != 1:
        return None
    if any(doc.is_baseline(m) or aside(m) for m in named):
        return None
    opening_end = doc.text.find("\n\n", start)
    if opening_end < 0:
        opening_end = end
    first = named[0]
    return first if first.start < min(opening_end, start + _OPENING_REACH) else None


def _post_of(at: int, doc: _Doc) -> tuple[int, int]:
    """The (start, end) of the post holding ``at``: the whole text outside a thread."""
    layout = doc.layout
    if layout is None or not layout.posts:
        return 0, len(doc.text)
    starts = [p.start for p in layout.posts]
    i = bisect_right(starts, at) - 1
    start = starts[i] if i >= 0 else 0
    end = starts[i + 1] if i + 1 < len(starts) else len(doc.text)
    return start, end
