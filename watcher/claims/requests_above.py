"""A table under a setup list that keys many requests: its token rates are the server's.

A benchmark's README often states the run's setup as a short list right above its results
table::

    **Test Configuration:**
    - Hardware: RTX 4070 Laptop (8GB)
    - Total Requests: 256 sequences

    | Inference Engine | Output Tokens | Time (s) | Throughput (tokens/s) |

The list is the setup every row of the table shares (reading rules §1: context directly
above a figure may imply; LABELLING: one post describing one setup in its opening lines),
so many requests sent there are the load the table's token rates were measured under: the
server's output over them, as a report block's "num request: 2000" makes its throughput
line (``request_block``). Only the text between the table's header and the nearest heading,
table or ``_REACH`` characters above is read, so another section's setup is not taken.
"""

from __future__ import annotations

import re

from watcher.claims.document import _Doc, _Local
from watcher.claims.request_block import keys_many_requests

_REACH = 600  # characters above the header: a setup list, not the page
# where a section or another table ends the setup above: a heading or a table row
_SECTION_END = re.compile(r"\n[ \t]{0,3}(?:#|\|)[^\n]{0,400}(?=\n)")


def many_requests_above(local: _Local, doc: _Doc) -> bool:
    """True when the setup list right above the figure's table keys more than one request
    sent (or any request rate above zero)."""
    header = local.header
    if header is None:
        return False
    key = ((header.start, header.end), "requests-above", 0)
    known = doc.flags.get(key)
    if known is None:  # one look per table, however many rows and rates it holds
        known = doc.flags[key] = _keyed_above(doc.text, header.start)
    return bool(known)


def _keyed_above(text: str, header_start: int) -> bool:
    """True when the lines above ``header_start`` (a table's header) key many requests."""
    lo = max(0, header_start - _REACH)
    ends = list(_SECTION_END.finditer(text, lo, max(lo, header_start - 1)))
    if ends:
        lo = ends[-1].end()
    return keys_many_requests(text, lo, header_start)
