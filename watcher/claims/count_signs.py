"""A multiplication sign between a name and a number ("A100 x 2", "2 x A100", "GPU × 4")
counts devices: it is no speedup unit for the figures of its row or column.

Reading rules §3 read a GPU count from "1x", "8×H100", "2x3090"; §4 read a speedup from a
multiple. A table's row labelled "A100 x 2" over bare cells names the run's two cards, and its
cells are that run's figures in the header's or caption's unit, never multiples. A lone "x"
("Speedup (x)", "| x |") still names a column of multiples.
"""

from __future__ import annotations

import re

# a number right before the sign ("2 x A100") or right after it ("A100 x 2", "x2")
_NUMBER_BEFORE = re.compile(r"\d[ \t]{0,2}$")
_NUMBER_AFTER = re.compile(r"[ \t]{0,2}\d")


def counts_with_sign(name: str, unit: re.Match[str]) -> bool:
    """True when ``unit`` (a match in ``name``) is a multiplication sign ("x", "×") with a
    number on either side: a count of devices or runs, not the unit of a multiple."""
    if unit.group(0) not in ("x", "X", "×"):
        return False
    return bool(_NUMBER_BEFORE.search(name, 0, unit.start())) or bool(
        _NUMBER_AFTER.match(name, unit.end())
    )
