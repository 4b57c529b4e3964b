"""A rate "each" after the streams it shares out is one stream's: "serves 64 users at 30 tok/s
each", "64 concurrent users at 1.9k tok/s total (≈30 tok/s each)".

Reading rules §4: decode_tok_s is one stream or per user. The streams may be named in the
figure's own words or earlier in its sentence, past the total's clause; a card, node or
instance named since makes it that one's share ("256 requests across 4 nodes at 9,000 tok/s
each" is each node's output).

That share is output (LABELLING: "up to 30,000 tokens per GPU" is `output_tok_s`): "each" after
cards, nodes or instances named in the figure's own words or earlier in its sentence, with no
streams named since ("served 512 users on 8 GPUs, about 3,000 tok/s each"), is what each of
them puts out of a served load, as "per GPU" is. The load must be named in those words (streams,
serving, traffic): "tried both cards, 45 tok/s each" is each card's own one stream.
"""

from __future__ import annotations

import re

from watcher.claims.document import _Doc, _Figure, _Local

# "at 30 tok/s each" after the streams it shares out ("64 concurrent users", "16 requests"):
# each stream's own rate, as "per user" is (a GPU's or node's share is not one stream's)
_EACH_AFTER = re.compile(r"[ \t]{1,2}(?:each|apiece)(?![a-z])", re.IGNORECASE)
# "each gets 28 tok/s", "each user sees about 30": "each" before the rate, as its subject
_EACH_BEFORE = re.compile(
    r"(?<![a-z])each(?:[ \t]{1,2}(?:user|request|stream|client|session|one))?[ \t]{1,2}"
    r"(?:gets|got|sees|saw|receives|received|averages|averaged|enjoys|enjoyed)"
    r"(?:[ \t]{1,2}(?:about|around|roughly|nearly|over))?[ \t]{0,2}[~≈]?[ \t]{0,2}$",
    re.IGNORECASE,
)
_STREAMS_NAMED = re.compile(
    r"(?<![a-z])(?:users|requests|streams|sequences|clients|sessions|connections|slots)(?![a-z])",
    re.IGNORECASE,
)

# a served load named: what cards share out ("served 512 users", "handled the traffic")
_LOAD_NAMED = re.compile(
    r"(?<![a-z])(?:serv(?:e|es|ed|ing)|traffic|load|concurren\w*|batch\w*)(?![a-z])", re.I
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


def _last_named(words: str) -> str | None:
    """What ``words`` (up to a figure) name last: "streams", "cards" or None."""
    last = None
    for last in _STREAMS_NAMED.finditer(words):  # noqa: B007
        pass
    cards = None
    for cards in _SHARED_OVER.finditer(words, last.end() if last else 0):  # noqa: B007
        pass
    if cards is not None:
        return "cards"
    return "streams" if last is not None else None


def _last_shared_over_streams(words: str) -> bool:
    """True when ``words`` (up to a figure) name streams, and no cards after them."""
    last = None
    for last in _STREAMS_NAMED.finditer(words):  # noqa: B007
        pass
    return last is not None and _SHARED_OVER.search(words, last.end()) is None


def each_streams_share(before: str, after: str, fig: _Figure, local: _Local, doc: _Doc) -> bool:
    """True when "each" follows the figure (``after``), or stands before it as the subject
    ("with 64 concurrent users, each gets 28 tok/s"), and its own words (``before``) or its
    sentence name the streams it is shared over."""
    if not (_EACH_BEFORE.search(before[-60:]) or _EACH_AFTER.match(after)):
        return False
    return _last_shared_over_streams(before) or _streams_earlier(fig, local, doc)


def each_cards_share(before: str, after: str, fig: _Figure, local: _Local, doc: _Doc) -> bool:
    """True when "each" follows the figure and the last thing its words or its sentence name
    before it is cards, nodes or instances: each one's share of the output ("on 8 GPUs,
    3,000 tok/s each")."""
    if not _EACH_AFTER.match(after):
        return False
    words = before
    if local.sentence is not None:
        words = doc.text[max(local.sentence.start, fig.start - 160) : fig.start]
    if not (_STREAMS_NAMED.search(words) or _LOAD_NAMED.search(words)):
        return False  # no served load: "tried both cards, 45 tok/s each" is one stream each
    if _STREAMS_NAMED.search(before) or _SHARED_OVER.search(before):
        return _last_named(before) == "cards"
    return _last_named(words) == "cards"
