"""A sentence right after a figure's that points back to it names the figure's setup.

LABELLING: the setup sentence right after a figure ("This is with llama.cpp's defaults", "That
was on one H100") gives its names to the figures of the sentence before it only. A sentence
that opens with a word pointing back (this, that, these, it, all; 这, 此, これ, それ, 이는)
and holds no figure of its own is about the figures before it; one that does not point back
introduces what follows ("One year ago we ran on an A100"), and its names stay out. Only the
one next sentence inside the figure's paragraph is read, at most ``REACH`` characters.
"""

from __future__ import annotations

import re

from watcher.claims.collective_back import collective_setup
from watcher.claims.document import _Doc, _Figure, _Local
from watcher.claims.names import Mention
from watcher.claims.naming import _single
from watcher.claims.set_aside import _example

REACH = 240
_POINTS_BACK = re.compile(
    r"[ \t*_>]{0,4}(?:(?:this|that|these|those|it|all[ \t]of[ \t](?:this|these|them))"
    r"(?:[ \t]|['’]s[ \t])|这|這|此|该|該|これ|それ|この|その|이는|이것)",
    re.IGNORECASE,
)


def referred_setup(category: str, fig: _Figure, local: _Local, doc: _Doc) -> Mention | None:
    """The one name the next sentence gives when it points back to the figure's sentence."""
    sentence = local.sentence
    if sentence is None:
        return None
    text = doc.text
    start = sentence.end
    limit = min(local.block.end, start + REACH)
    while start < limit and text[start] in " \t":
        start += 1
    if start >= limit or not _POINTS_BACK.match(text, start, limit):
        return collective_setup(category, fig, local, doc)  # "…. Both on an RTX 4090."
    # the next sentence as the figures' sentences are cut (``units.Sentences``)
    end = limit if doc.sentences is None else min(limit, doc.sentences.around(start).end)
    if doc.busy_starts_between(start, end):
        return None  # a sentence with figures of its own: its names are its own
    # "これは、vLLMやllama.cppといった推論エンジンの活用": examples of a kind name no run's setup
    named = [
        m
        for m in doc.near(category, start, end)
        if not (doc.is_baseline(m) or (category == "engine" and doc.once(_example, m)))
    ]
    return _single(category, named, doc)
