"""A list's phase stated once in the line that leads it in, for rates that name none.

A post often names the phase a list of rates measures once, in the item that leads the
list in, and leaves each nested item its setting and number::

    - Prefill Speed (tokens/s):
      - Ours: 54.2 (32 cores) → 74.3 (64 cores)
      - Compared to 10.3 tokens/s in llama.cpp with 64 cores

The lead-in is the items' header (reading rules §1: a caption directly above a figure is its
context; §4: a unit, and so a phase, may sit only in a header), so a token rate whose own
words name no phase takes the one phase the lead-in names: prefill or total, never decode
(a prefill figure is never a decode figure). A rate whose own words name a phase keeps it.
"""

from __future__ import annotations

from watcher.claims.document import _Doc, _Figure, _Local
from watcher.claims.lead_metric import _lead_line
from watcher.claims.models import DECODE, OUTPUT, PREFILL, TOTAL
from watcher.claims.own_words import own_words
from watcher.claims.phases import _phase_of


def led_phase(fig: _Figure, local: _Local, doc: _Doc, metric: str) -> str:
    """``metric``, or the prefill or total phase the lead-in line of the figure's list names
    when the figure is a token rate read as a generation rate (one stream's by default, or
    many by its magnitude): its own words (and its column's label) name no phase of their own."""
    if fig.unit != "tok/s" or metric not in (DECODE, OUTPUT):
        return metric
    line = _lead_line(fig.start, doc)
    if line is None:
        return metric
    led = _phase_of(line)
    if led not in (PREFILL, TOTAL):
        return metric
    before, after = own_words(fig, local, doc)
    if _phase_of(f"{before[-80:]} {after} {fig.label or ''}") is not None:
        return metric  # "- Compared to 4.5 decode tok/s": its own words say
    return led
