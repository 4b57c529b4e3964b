"""List items a glyph marks ("• ", "・", "● "), as pasted web pages and release notes write
them: Markdown does not see them as a list, so their lines share one block, but each line is
an item of its own. Reading rules §2: the list item is a figure's nearest unit, and details
never leak from one bullet into the next (nor back into the one before).
"""

from __future__ import annotations

import re

# a list item marked by a glyph, as pasted web pages write them ("• ", "・", "● ")
GLYPH_ITEM = re.compile(r"[ \t]{0,8}[•・●▪◦‣∙○]")


def glyph_item(text: str, lo: int, at: int) -> tuple[int, int] | None:
    """The (start, end) of the glyph-marked line holding ``at``, when its line (which starts
    at or after ``lo``) is such an item; else None."""
    start = text.rfind("\n", lo, at) + 1
    start = max(start, lo)
    if not GLYPH_ITEM.match(text, start):
        return None
    end = text.find("\n", at)
    return start, len(text) if end < 0 else end


def in_other_item(text: str, lo: int, at: int, fig_at: int) -> bool:
    """True when ``at`` lies in a glyph-marked item (its line starting at or after ``lo``)
    that does not hold the figure at ``fig_at``: "• TP=2, FP8: 95 tok/s" counts no GPUs for
    "• BF16: 60 tok/s" below it, while a lead-in line above the items still does."""
    item = glyph_item(text, lo, at)
    return item is not None and not item[0] <= fig_at <= item[1]
