"""A load's number is no side of a change: in "Concurrency=16 → 77 tok/s", "bs=16 -> 77",
"并发 16 → 77 tok/s" the arrow leads from the setting to the rate it gave, so 16 is the
concurrency (reading rules §4: batch size and concurrency are the load) and 77 the only rate.
Nor is it the start of a span: Korean 에서 marks both "at" and "from", and in "배치 8에서 900
tok/s" the 8 is the batch ("at batch 8"), no range from 8 to 900.
"""

from __future__ import annotations

from watcher.claims.cjk_own_loads import is_keyed_load
from watcher.claims.setup_patterns import _CONCURRENCY_N

_REACH = 48  # characters back from the number to the start of its load's word
_AFTER = 24  # characters after it that the load pattern's lookaheads read


def is_load_number(text: str, start: int, end: int) -> bool:
    """True when the number at ``start:end`` is the value a load word names ("batch size
    16", "concurrency=16", "并发 16")."""
    for m in _CONCURRENCY_N.finditer(text, max(0, start - _REACH), min(len(text), end + _AFTER)):
        if m.start() > start:
            break
        if any(m.span(g) == (start, end) for g, v in m.groupdict().items() if v is not None):
            return True
    return is_keyed_load(text, start, end)  # "배치 8에서 900 tok/s": batch 8, no span from 8
