"""A token rate keyed by one numbered request: that request's own stream.

A serving test often prints each request's rate on its own line under the load it ran at::

    2 Parallel Requests:
    - Request 1: 76.80 tokens/sec (1.30s)
    - Request 2: 76.15 tokens/sec (1.31s)
    - Combined Effective: 152.14 tokens/sec

Each keyed line is one request's rate, a single stream whatever the load around it (reading
rules §4: one stream or per user is ``decode_tok_s``; LABELLING: "a single request" is one
stream), while the combined line is the server's sum. The key is a request, user, stream,
client, session or sequence with its number ("Request 1:", "User #3 =", "req 2:"), standing
right before the figure.
"""

from __future__ import annotations

import re

from watcher.claims.hints import folded, hinted

_NUMBERED = re.compile(
    r"(?:^|(?<=[\s\-*•>|(]))(?:request|req|user|stream|client|session|sequence|seq)"
    r"[ \t]?#?\d{1,4}[ \t]{0,2}[:：=][ \t*_`]{0,4}$",
    re.IGNORECASE,
)
_HINTS = ("req", "user", "stream", "client", "session", "seq")  # each of its keys holds one
_REACH = 40  # characters before the figure: its line's key


def keyed_by_one_request(before: str) -> bool:
    """True when the words right before a rate are one numbered request's key."""
    tail = before[-_REACH:]
    return hinted(folded(tail), _HINTS) and _NUMBERED.search(tail) is not None
