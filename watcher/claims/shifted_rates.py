"""Token rates in a table whose rows slid off their headers: each rate by its place in turn.

A tool's key/value output pasted into a Markdown table of a fixed width can wrap one record
across rows, so each row's cells slide under the wrong headers ("| 30.1ms | 464.52 tokens/s
| 813 token(s) |" under "| total duration | load duration | prompt eval count |"). The
cells still carry their own units, and the records their fields in the header's order, so a
rate cell standing under a header of a duration or a count shows the table is shifted; its
rates then follow the table's rate headers in turn ("prompt eval rate", "eval rate",
"prompt eval rate", ...), as a reader who sees the shift reads them (reading rules §4: a
prefill figure is never a decode figure; §2: a row's headers are its figures' context only
when they are its own). Its times are dropped: total, load, prompt and generation durations
share one unit, and with the headers gone none of them can be told from the others.
"""

from __future__ import annotations

import re

from watcher.claims.document import _Figure, _Local
from watcher.claims.models import DECODE, PREFILL
from watcher.claims.phases import header_phase

_TIME_UNITS = frozenset({"s", "ms"})
# a header of a rate: its words, or a rate's unit
_RATE_HEADER = re.compile(
    r"rate|speed|throughput|tok(?:en)?s?[ \t]?/[ \t]?s|(?<![a-z])t/s|(?<![a-z])tps(?![a-z])",
    re.IGNORECASE,
)
# a header of another kind of quantity: a duration or a count
_OTHER_HEADER = re.compile(r"(?<![a-z])(?:duration|time|count|latency)(?![a-z])", re.IGNORECASE)


def reread_shifted(out: list[tuple[_Figure, _Local]], headers: list[str]) -> None:
    """Give the token rates of ``out`` (one table's figures, in order) the phases of the
    table's rate headers in turn, and drop its times, when one of its rates stands under a
    duration or count header."""
    rates = [fig for fig, _ in out if fig.unit == "tok/s" and fig.metric in (DECODE, PREFILL)]
    if len(rates) < 2:
        return
    phases = [header_phase(h) or DECODE for h in headers if _RATE_HEADER.search(h)]
    if len(set(phases)) < 2:
        return  # one phase: the shift changes nothing a reader records
    if not any(
        fig.label and _OTHER_HEADER.search(fig.label) and not _RATE_HEADER.search(fig.label)
        for fig in rates
    ):
        return
    for k, fig in enumerate(rates):
        fig.metric = phases[k % len(phases)]
    out[:] = [(fig, local) for fig, local in out if fig.unit not in _TIME_UNITS]
