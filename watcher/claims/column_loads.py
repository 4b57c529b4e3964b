"""A table column whose header states a load ("| C=16 |", "| 16 concurrent |") sets that load
for its cells, whatever the row's label says of how the row's run decodes.

Reading rules §2 scope a cell by "the table row (with its headers)", and §4 read a load from
the words that state it. A row labelled "serial" or "sequential" ("serial, no speculation")
under columns of 1 and 16 concurrent requests names a way of decoding, run at each column's
load: its C=16 cell is sixteen streams' output, not one stream's. A "serial" row under a column
stating no load still reads as one request at a time.
"""

from __future__ import annotations

import re
from typing import cast

from watcher.claims.document import _Doc, _Figure, _Local
from watcher.claims.header_columns import ROW_REACH
from watcher.claims.rowsetup import _load_in
from watcher.claims.stream_words import SERIAL_RUN

_SERIAL = re.compile(SERIAL_RUN, re.IGNORECASE)


def column_load(fig: _Figure, local: _Local, doc: _Doc) -> int | None:
    """The load the header cell over a pipe-table figure's column states, or None (no pipe
    table, or a header cell stating none). The header's loads are read once per table."""
    if local.header is None:
        return None
    key = ((local.header.start, local.header.end), "column_loads", 0)
    known = doc.flags.get(key)
    if known is None:
        cells = doc.text[local.header.start : local.header.end].split("|")
        known = doc.flags[key] = tuple(_load_in(c) for c in cells)
    loads = cast("tuple[int | None, ...]", known)
    lo = max(0, fig.start - ROW_REACH)
    row_start = doc.text.rfind("\n", lo, fig.start) + 1
    if row_start == 0 and lo > 0:
        return None  # a row longer than the reach: read by its own columns
    column = doc.text.count("|", row_start, fig.start)
    return loads[column] if column < len(loads) else None


def serial_yields(fig: _Figure, local: _Local, doc: _Doc) -> bool:
    """True when the figure's column header states a load of more than one: a "serial" word
    of the row's label then names how the row decodes, not its load."""
    load = column_load(fig, local, doc)
    return load is not None and load > 1


def without_serial(
    own: tuple[str, str, str], fig: _Figure, local: _Local, doc: _Doc
) -> tuple[str, str, str]:
    """The figure's own words with "serial"/"sequential" blanked where its column states a
    load of more than one (``serial_yields``); unchanged otherwise."""
    if not any(_SERIAL.search(words) for words in own) or not serial_yields(fig, local, doc):
        return own
    before, after, label = (_SERIAL.sub(" ", words) for words in own)
    return before, after, label
