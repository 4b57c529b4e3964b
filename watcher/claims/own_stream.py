"""A rate whose own words say it was run serially ("439 tok/s serial", "sent sequentially")
in a sentence that states a larger load for another figure ("32 concurrent requests deliver
341 tok/s total — below the same server's 439 tok/s serial"): the rate's own words are the
nearest unit and decide its load (reading rules §2), so its concurrency is one."""

from __future__ import annotations

import re

from watcher.claims.column_loads import serial_yields
from watcher.claims.document import _Doc, _Figure, _Local
from watcher.claims.own_words import own_words
from watcher.claims.stream_words import SERIAL_RUN

_SERIAL = re.compile(SERIAL_RUN, re.IGNORECASE)


def ran_serially(fig: _Figure, local: _Local, doc: _Doc) -> bool:
    """True when the words of the figure's own clause (before it back to the previous figure,
    after it to the next clause) say it was run serially."""
    return any(_SERIAL.search(words) for words in own_words(fig, local, doc)) and not (
        serial_yields(fig, local, doc)  # "| serial | 129.3 |" under a "C=16" column
    )
