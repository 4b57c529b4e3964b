"""A rate "each" after the streams it shares out is one stream's: "serves 64 users at 30 tok/s
each", "64 concurrent users at 1.9k tok/s total (≈30 tok/s each)".

Reading rules §4: decode_tok_s is one stream or per user. The streams may be named in the
figure's own words or earlier in its sentence, past the total's clause; a card, node or
instance named since makes it that one's share ("256 requests across 4 nodes at 9,000 tok/s
each" is each node's output).
"""

from __future__ import annotations

import re

from watcher.claims.document import _Doc, _Figure, _Local

# "at 30 tok/s each" after the streams it shares out ("64 concurrent users", "16 requests"):
# each stream's own rate, as "per user" is (a GPU's or node's share is not one stream's)
_EACH_AFTER = re.compile(r"[ \t]{1,2}each(?![a-z])", re.IGNORECASE)
_STREAMS_NAMED = re.compile(
    r"(?<![a-z])(?:users|requests|streams|sequences|clients|sessions|connections|slots)(?![a-z])",
    re.IGNORECASE,
)

# what else a rate may be shared over: "8 GPUs at 500 tok/s each" is each card's output
_SHARED_OVER = re.compile(r"(?<![a-z])(?:gpus|cards|nodes|chips|devices|instances)(?![a-z])", re.I)


def _streams_earlier(fig: _Figure, local: _Local, doc: _Doc) -> bool:
    """True when the figure's sentence names streams before it, and no cards since: "64
    concurrent users at 1.9k tok/s total (≈30 tok/s each)" is each user's share."""
    if local.sentence is None:
        return False
    return _last_shared_over_streams(
        doc.text[max(local.sentence.start, fig.start - 160) : fig.start]
    )


def _last_shared_over_streams(words: str) -> bool:
    """True when ``words`` (up to a figure) name streams, and no cards after them."""
    last = None
    for last in _STREAMS_NAMED.finditer(words):  # noqa: B007
        pass
    return last is not None and _SHARED_OVER.search(words, last.end()) is None


def each_streams_share(before: str, after: str, fig: _Figure, local: _Local, doc: _Doc) -> bool:
    """True when "each" follows the figure (``after``) and its own words (``before``) or its
    sentence name the streams it is shared over."""
    if not _EACH_AFTER.match(after):
        return False
    return _last_shared_over_streams(before) or _streams_earlier(fig, local, doc)
