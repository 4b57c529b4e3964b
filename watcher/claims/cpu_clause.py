"""A figure whose own clause puts its run on the CPU is not the card's named in an earlier
clause: "95 tok/s on a 4090 but only 12 tok/s on CPU", "on the RTX 4090 it's 95 tok/s;
CPU-only it's 12 tok/s".

Reading rules §2: each figure takes its own setup, and the clause comes before the sentence; a
bare "CPU" names no model (LABELLING: "CPU only" gives no hardware), so the figure has none. A
card named in the figure's own clause ("12 tok/s on CPU, 95 on the 4090" asks about 95's own
clause), a CPU model, and a run split over both ("CPU offload", "GPU+CPU", hybrid) keep the
card.

Patterns hold literals and bounded quantifiers.
"""

from __future__ import annotations

import re

from watcher.claims.document import _Doc, _Figure, _Local
from watcher.claims.model_scale import GPU_NAME
from watcher.claims.names import Mention
from watcher.claims.patterns import FIGURE

# where a clause opens or closes: its punctuation, or a contrast or coordinator word
_CLAUSE_MARK = re.compile(
    r"[,;:，；。、|\n]|[ \t](?:and|but|while|whereas|vs\.?|versus)(?![a-z])", re.IGNORECASE
)
# the clause's device: "on (the) CPU", "CPU only", "CPU-only", "on CPU alone", "(CPU)"
_CPU_RUN = re.compile(
    r"(?<![a-z])(?:(?:on|using|via)[ \t]{1,2}(?:the[ \t]{1,2}|a[ \t]{1,2}|just[ \t]{1,2})?cpu"
    r"(?![a-z\-+/])(?![ \t]{1,2}(?:offload|and|\+|/))"
    r"|cpu[ \t\-]?only|only[ \t]{1,2}(?:the[ \t]{1,2})?cpu(?![a-z])|\([ \t]?cpu[ \t]?\))",
    re.IGNORECASE,
)
# a run split over both devices is the card's
_SHARED = re.compile(r"hybrid|offload|partial|gpu[ \t]?\+|\+[ \t]?gpu", re.IGNORECASE)
_REACH = 80  # how far either side of the figure its clause may reach


def cpu_clause_card(card: Mention | None, fig: _Figure, local: _Local, doc: _Doc) -> Mention | None:
    """``card``, or None when the figure's own clause says it ran on the CPU and ``card``
    lies before that clause."""
    if card is None or card.start > fig.start:
        return card
    own = local.sentence or local.segment
    text = doc.text
    lo = max(own.start, fig.start - _REACH)
    marks = [m.end() for m in _CLAUSE_MARK.finditer(text, lo, fig.start)]
    marks += [m.end() for m in FIGURE.finditer(text, lo, fig.start)]  # "on CPU (6.2 t/s) vs"
    begin = max(marks, default=lo)
    if card.start >= begin:
        return card  # the card is the clause's own
    hi = min(own.end, fig.end + _REACH)
    nxt = _CLAUSE_MARK.search(text, fig.end, hi)
    end = nxt.start() if nxt else hi
    after = FIGURE.search(text, fig.end, end)
    end = after.start() if after else end
    clause = text[begin:end]
    if not _CPU_RUN.search(clause) or _SHARED.search(clause):
        return card
    if not GPU_NAME.fullmatch(card.name):
        return card  # a CPU model or an SoC ("RK3588") may be the run's hardware already
    return None
