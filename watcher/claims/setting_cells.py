"""A table's setting cells: the load, GPU count or context a row was run at.

A cell holds one number, so a space inside it groups thousands ("1 230", reading rules §4:
a thin space is a plain one after normalising), as a comma does.
"""

from __future__ import annotations

import re

# a setting cell: "8", "1,230" or "1 230" (a batch of 1,230 requests: a cell holds one
# number, so a space there groups thousands, reading rules §4), "1.5k", "32k" (a context)
# ("c8", "bs=4", "B 16": a load cell that repeats its letter)
_SETUP_CELL = re.compile(
    r"\s*(?:(?:c|bs|b|conc)[ \t]?[=:]?[ \t]?)?"
    r"(\d{1,3}(?:,\d{3})+|\d{1,3}(?: \d{3})+|\d{1,7}|\d{1,4}\.\d{1,3}(?=[ \t]?[kK]))\s*([kK])?\s*",
    re.IGNORECASE,
)


def setup_value(cell: str, kind: str) -> int | None:
    """The whole count a setting cell holds: "1,230", "1 230", "1.5k" (1500); "32k" of a
    context is 32768 tokens, a load's "4k" 4000 requests."""
    n = _SETUP_CELL.fullmatch(cell)
    if n is None:
        return None
    digits = n.group(1).replace(",", "").replace(" ", "")
    if not n.group(2):
        return int(digits)
    if "." in digits or kind != "context":
        return round(float(digits) * 1000)
    return int(digits) * 1024
