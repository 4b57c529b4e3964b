"""A hedged size under a column of total memory is what a model takes, not what a machine has.

Reading rules §4: memory is what a run used or a model takes (peak, weights, model size); a
card's or machine's capacity is a spec and no claim. A column or key named for a machine's
total ("Total Memory", "Total VRAM") holds the machine's size on a spec sheet. Machines are
sold in exact sizes, though, so a size written there with a hedge ("~4.5GB", "about 26 GB",
"约 2 GB") is an estimate of what something takes: in a table whose rows are models, the
memory each model needs, on no machine in particular (LABELLING: a "What You Can Run" table's
"Total Memory" column, one size per model, is `memory` with no engine or hardware). A column
of what is left or allowed ("Headroom", "Available", "Limit") stays no one's use, hedged or
not, and so does an exact total ("| H100 | Total Memory | 80 GB |").
"""

from __future__ import annotations

import re

from watcher.claims.metric_words import _CAPACITY_HEADER

# a hedge right before a size: "~", "≈", "about", "approx.", "roughly", "约", "約", "およそ", "약"
_HEDGE_BEFORE = re.compile(
    r"(?:[~≈～]|(?<![a-z])(?:approximately|approx\.?|about|around|roughly|ca\.)[ \t]"
    r"|约|約|大约|大約|およそ|(?<![가-힣])약[ \t])[ \t]{0,2}$",
    re.IGNORECASE,
)
# the one part of a capacity header a hedge overrules: the machine's total
_TOTAL_MEMORY = re.compile(r"total[ \t](?:vram|memory)", re.IGNORECASE)


def hedged_size(before: str) -> bool:
    """True when ``before`` (the words or cell text before a size) ends in a hedge."""
    return _HEDGE_BEFORE.search(before[-16:]) is not None


def hedged_total(label: str, before: str) -> bool:
    """True for a size under a column of total memory (``label``) written with a hedge
    (``before`` ends in one): the memory a model needs, on no machine in particular."""
    return _TOTAL_MEMORY.search(label) is not None and hedged_size(before)


def names_capacity(keywords: str, before: str) -> bool:
    """True when the column or key words ``keywords`` call a size a capacity: what is left,
    allowed or wanted ("Headroom", "Limit", "Recommended"), or a machine's total memory; a
    total written with a hedge (``before`` ends in one) is what a model takes."""
    for m in _CAPACITY_HEADER.finditer(keywords):
        if not (_TOTAL_MEMORY.fullmatch(m.group(0)) and hedged_size(before)):
            return True
    return False
