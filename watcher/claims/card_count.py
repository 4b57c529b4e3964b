"""A whole number written as the count of the card right after it: "8x H200", "2×A100",
"4 x MI300X".

Reading rules §3: "8×H100", "2x3090" give the GPU count. Such a number is part of the card's
name, not a figure standing alone in its clause (``coordinated``) nor the next figure a name
before it may belong to (``next_owner``). ``counts`` reads the count's value; this only says
where one stands.
"""

from __future__ import annotations

import re

from watcher.claims.document import _Doc

_TIMES = re.compile(r"[ \t]?[x×*][ \t]?")


def counts_card_at(end: int, doc: _Doc) -> bool:
    """True when the number ending at ``end`` is followed by a multiplication sign and, right
    after it, a card."""
    t = _TIMES.match(doc.text, end)
    return t is not None and any(
        m.start == t.end() for m in doc.near("hardware", t.end(), t.end() + 1)
    )
