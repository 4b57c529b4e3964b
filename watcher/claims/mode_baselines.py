"""A comparison whose baseline is a decoding mode keeps the engine the subject's.

Reading rules §2: comparisons name a baseline, not the subject, so names in a multiple's
compared clause ("2.1x faster than vLLM on H100") describe the baseline. But "DFlash gives 3.2x
over autoregressive decoding on B200 with SGLang" compares two decodings of one run: the
baseline the comparison names is a mode, and an engine named after it in the same clause is
the engine both decodings ran on, the subject's too. A second engine named between the
comparison and the name makes it the baseline's again ("3x over plain vLLM with SGLang").
"""

from __future__ import annotations

import re

from watcher.claims.clauses import _BASELINE_OF_MULTIPLE, _COMPARISON, clause_start
from watcher.claims.document import _Doc, _Local
from watcher.claims.names import Mention

_MODE_NEAR = 24  # characters from the comparison word to the mode it names


def shared_past_mode(m: Mention, local: _Local, doc: _Doc) -> bool:
    """True when the comparison opening ``m``'s clause compares against a decoding mode and
    names no engine before ``m``: ``m`` then ran both sides."""
    start = clause_start(m, local, doc)
    last: re.Match[str] | None = None
    for pattern in (_COMPARISON, _BASELINE_OF_MULTIPLE):
        for c in pattern.finditer(doc.text, start, m.start):
            if last is None or c.end() > last.end():
                last = c
    if last is None:
        return False
    modes = doc.near("mode", last.end(), min(m.start, last.end() + _MODE_NEAR))
    if not modes:
        return False
    return not any(e.end <= m.start and e is not m for e in doc.near("engine", last.end(), m.start))
