"""The text's one card, stated once as single, gives its count of one to figures far from it.

Reading rules §3 and LABELLING ("a Show HN title 'on a single RTX 3090' gives the GPU and
count 1 to the write-up's figures"; "单卡" gives one card; only "single"/"1x"/"一块"/"1枚"
give 1, an article gives none): a figure whose card came from elsewhere in the text takes
that card's count of one when the card is the only one the text names, every count written
with it is one, and the text states no count above one for any setup (a comparison of one
card with two, "TP=4" in a command, "8x H100" elsewhere: the single card is not every run's).
A table's row is its own unit (reading rules §2): a single card stated in the body above the
table ("- Note: a single RTX 3090") counts no row; one stated with the title, or in a setup
section after the table ("All runs used a single RTX 4090"), counts the rows it describes.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import cast

from watcher.claims.document import _Doc, _Local
from watcher.claims.names import Mention
from watcher.claims.setup_patterns import _COUNT_TEXT
from watcher.claims.stated_counts import _stated

# "~2,000 output tok/s per H100 GPU": a rate divided by the cards, of no count of its own
_PER_CARD = re.compile(
    r"(?<![a-z])per[ \t]{1,2}(?:[\w-]{1,12}[ \t]{1,2}){0,2}(?:gpus?|cards?|devices?)(?![a-z])",
    re.IGNORECASE,
)

_CountAt = Callable[[str, Mention], "int | None"]
_CountOf = Callable[[re.Match[str]], int]


def sole_single(
    mention: Mention | None, local: _Local, doc: _Doc, count_at: _CountAt, count_of: _CountOf
) -> int | None:
    """1 when ``mention``'s card is the text's one card, stated single, with no other count
    (a thread's posts state their own setups: one post's single card is not another's)."""
    if mention is None or (doc.layout is not None and len(doc.layout.posts) > 1):
        return None
    own = local.sentence or local.segment
    per_card = (("per card", own.start), "sentence", own.end)  # asked once per sentence
    if per_card not in doc.flags:
        doc.flags[per_card] = _PER_CARD.search(doc.text, own.start, own.end) is not None
    if doc.flags[per_card]:
        return None
    key = (sole_single, "hardware", -2)
    found = doc.flags.get(key)
    if not isinstance(found, tuple):
        found = doc.flags[key] = _single_card(doc, count_at, count_of) or ("", -1)
    name, last = cast("tuple[str, int]", found)
    if not name or name != mention.name:
        return None
    # a row takes it from the title or from a statement after its table's header, not above
    return 1 if local.header is None or last == -1 or last > local.header.start else None


def _single_card(doc: _Doc, count_at: _CountAt, count_of: _CountOf) -> tuple[str, int] | None:
    """The name of the text's one card when it is written with a count of one and nothing
    in the text counts more than one GPU, and where the body's last such statement starts
    (-1 when the title states it)."""
    named = [(doc.text, m) for m in doc.pools["hardware"].items]
    named += [(doc.title, m) for m in doc.title_mentions.get("hardware", [])]
    if not named or len({m.name for _, m in named}) != 1:
        return None
    counts = {count_at(text, m) for text, m in named} - {None}
    if counts != {1}:
        return None
    titled = any(t is doc.title and count_at(t, m) == 1 for t, m in named)
    body = [m.start for t, m in named if t is doc.text and count_at(t, m) == 1]
    for text in (doc.title, doc.text):
        spans = [(m.start, m.end) for t, m in named if t is text]
        for m in _COUNT_TEXT.finditer(text):
            if any(a <= m.start() < b for a, b in spans):
                continue  # "RTX 4090": the card's own number counts nothing
            if _stated(text, m, m.start(), m.end()) and count_of(m) != 1:
                return None
    return named[0][1].name, (-1 if titled or not body else max(body))
