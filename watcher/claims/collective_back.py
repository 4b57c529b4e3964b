"""A figure-free sentence opening "Both", "All" or "Each" names the setup of the figures
before it in its paragraph.

Reading rules §2: the nearest enclosing unit decides, and a sentence that points back is
about the figures it points to (LABELLING: the setup sentence right after a figure gives its
names to the figures it is about). "Speculative decoding off: 44 tok/s. On: 71 tok/s. Both on
an RTX 4090 with llama.cpp." -- "Both" (and "All", "Each", "Both runs", "All numbers", "All
figures above", "Each of them") points back to every figure its paragraph gave before it, not
to the last sentence alone, so its card and engine are theirs. Bounds:

- the sentence opens with the collective word and holds no figure of its own; one that looks
  forward ("All numbers below ...", a line ending in a colon) introduces what follows;
- it lies in the figure's paragraph, at most ``REACH`` characters and ``MAX_BETWEEN``
  sentences after the figure's sentence; the sentences between hold figures or name nothing of
  the category (a sentence naming another card between them is nearer to the figures after it);
- it names exactly one name of the category that is no comparison's baseline.
"""

from __future__ import annotations

import re

from watcher.claims.document import _Doc, _Figure, _Local
from watcher.claims.names import Mention
from watcher.claims.naming import _single

REACH = 400
MAX_BETWEEN = 4
_COLLECTIVE = re.compile(
    r"[ \t*_>]{0,4}(?:both|all|each)(?:[ \t]|,)",
    re.IGNORECASE,
)
_FORWARD = re.compile(
    r"(?<![a-z])(?:below|following|next|later)(?![a-z])|[:：][ \t*]*$",
    re.IGNORECASE,
)


def collective_setup(category: str, fig: _Figure, local: _Local, doc: _Doc) -> Mention | None:
    """The one name a later "Both …"/"All …"/"Each …" sentence of the figure's paragraph
    gives to the figures before it."""
    sentence = local.sentence
    if sentence is None or doc.sentences is None:
        return None
    text = doc.text
    limit = min(local.block.end, sentence.end + REACH)
    start = sentence.end
    for _ in range(MAX_BETWEEN + 1):
        while start < limit and text[start] in " \t\n":
            start += 1
        if start >= limit:
            return None
        end = min(limit, doc.sentences.around(start).end)
        if end <= start:
            return None
        busy = doc.busy_starts_between(start, end)
        if not busy and _COLLECTIVE.match(text, start, end):
            if _FORWARD.search(text, start, end):
                return None
            named = [m for m in doc.near(category, start, end) if not doc.is_baseline(m)]
            return _single(category, named, doc)
        if not busy and doc.near(category, start, end):
            return None  # another sentence's setup stands between
        start = end
    return None
