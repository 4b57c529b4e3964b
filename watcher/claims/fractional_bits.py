"""A fractional bit width ("4.4bit", "4.5-bit", "5.5bits") is no vocabulary precision.

A mixed quantisation averages its bits over the weights: "Qwen3.6-35B-A3B-abliterated-4.4bit"
is neither INT4 nor any other single type, so the figures beside it take no precision
(``tests/data/claims_eval/LABELLING.md``: "4.4bit" gets no INT4, "5.0bit exl2" has no
vocabulary precision, "5.5bits" none, as bpw figures give none). The vocabulary's "4bit" and
"5-bit" aliases would otherwise match the tail of the number ("4.[4bit]", "4.[5-bit]").
"""

from __future__ import annotations

import re

# the alias opens on a digit that is the fraction of a decimal number: "4.[4bit]"
_FRACTION_BEFORE = re.compile(r"\d\.\Z")


def fractional_bit_width(text: str, start: int) -> bool:
    """True when the precision alias at ``start`` is the fractional tail of a bit width."""
    return (
        start >= 2
        and text[start : start + 1].isdigit()
        and _FRACTION_BEFORE.search(text, start - 2, start) is not None
    )
