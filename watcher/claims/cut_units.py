"""A token rate's unit cut short at a line's end: a progress bar or log line clipped at the
terminal's edge ("output: 305.54 toks/", "55 tokens/") keeps the rate it was printing
(LABELLING: "55 tokens/" (unit cut short) is still labelled). The slash shows a rate was
being written; the unit reads whole ("toks/s"). A word cut before its slash ("38.2 tok") is
a token count as much as a rate and stays as written.
"""

from __future__ import annotations

import re

# a number, then "tok/", "toks/", "token/" or "tokens/" closing its line (spaces may follow)
_CUT_RATE = re.compile(
    r"(?<![\w.,/])(\d{1,9}(?:[.,]\d{1,6})?[ \t]?(?:tok|toks|token|tokens)/)(?=[ \t]*(?:\n|$))",
    re.IGNORECASE,
)


def whole_cut_rates(text: str) -> str:
    """``text`` with each token rate's unit cut after its slash written whole ("toks/s")."""
    if "/" not in text:
        return text
    return _CUT_RATE.sub(r"\1s", text)
