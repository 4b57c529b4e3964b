"""The "before" side of a keyed before/after pair: "before: 1.2 tok/s after: 1.6 tok/s".

A figure keyed "before" whose segment keys the next figure "after" is the side the change
started from, as "from 12 to 16 tok/s" is (reading rules §2: before/after pairs, the first is
the baseline's; with a drafting method named, the before side is plain decoding). The key
must sit right before the number ("before: 12", "Before 12 tok/s"): "before the fix 30 tok/s"
says when, not which side.
"""

from __future__ import annotations

import re

# "before:", "Before =", "before" right before the number
_KEY_BEFORE = re.compile(r"(?<![a-z])before[ \t]{0,2}[:：=]?[ \t]{0,2}\**$", re.IGNORECASE)
# the other side's key after the figure's unit, in the same line: "after:", "after 16"
_KEY_AFTER = re.compile(
    r"[^\n]{0,40}?(?<![a-z])after[ \t]{0,2}(?:[:：=]|\d)",
    re.IGNORECASE,
)


def keyed_before(before: str, text: str, end: int, seg_end: int) -> bool:
    """True for a figure keyed "before" (``before``: its words up to the number) whose line
    keys an "after" side next; ``end``: where the figure ends."""
    return _KEY_BEFORE.search(before[-12:]) is not None and (
        _KEY_AFTER.match(text, end, seg_end) is not None
    )
