"""Figures inside a sum the text writes out: an operand of a product, or the result of a sum.

Reading rules §2: worked examples are not measurements; the labelling decisions leave written-out
arithmetic unlabelled ("202 tokens/sec × 540 sec = 109,080 tokens" is a worked example, "800 +
60 × 999 ≈ 60.74 s" and "1000 / (0.95 + 25.71 + 40.72) = 14.84 token/s" are arithmetic on
stated figures, not labelled again). Two shapes, both on one line:

- an operand: the figure is multiplied by another number and an "=" or "≈" follows
  ("50 tok/s × 20 s = 1,000 tokens");
- a result: the figure follows an "=" or "≈" whose left side adds two numbers ("400 + 25 × 8
  = 600 ms");
- a result of a difference or a quotient of two bare numbers written right before its "="
  ("23859 - 21395 = 2464 MiB", "1000 / 128 = 7.8125 token/s"): the writer's subtraction or
  division of figures the text states (LABELLING: vLLM #7553's "23859 - 21395 = 2464 MiB" is
  "a derivation, not a second measurement"; "115/2=57.5" and the cyberbus "1000 / 128 = 7.8125"
  per-user rates are worked out, not labelled). A multiple is left out of this shape: a ratio
  of two figures is a speedup the text states ("4141 ms / 1640 ms = 2.5x").

A product or quotient alone before the "=" is left to the other rules: "4141 ms / 1640 ms =
2.5x" is a speedup the text states, and "6.1 × 2.4 ≈ 14.6 tok/s" a rate it states; a GPU
count glued to a card ("B200×8 = 9120 tok/s") is no sum. Patterns hold only literals and
bounded quantifiers.
"""

from __future__ import annotations

import re

_NUM = r"\d[\d,]{0,12}(?:\.\d{1,8})?"
# right after the figure and its unit: "× 540 sec = ", "* 3 ≈ "
_OPERAND_AFTER = re.compile(
    rf"[ \t]{{0,2}}[×*][ \t]{{0,2}}\(?[ \t]{{0,2}}{_NUM}(?![\w.])[^=≈\n]{{0,40}}(?:=|≈)"
)
# a sum of two numbers, neither glued to a name: "800 + 60", "(0.95 + 25.71"; not "H100×4"
_SUM = re.compile(rf"(?<![\w.]){_NUM}[ \t]{{0,2}}\+[ \t]{{0,2}}\(?[ \t]{{0,2}}{_NUM}(?![\w.])")
# the "=" or "≈" the result follows
_EQUALS_BEFORE = re.compile(r"(?:=|≈)[ \t]{0,2}[~≈]?[ \t]{0,2}$")
# "23859 - 21395 = ", "1000/16= ": two bare numbers (no unit, no name glued on) subtracted or
# divided right before the "=" or "≈" the figure follows
_DIFFERENCE_OR_QUOTIENT_BEFORE = re.compile(
    rf"(?<![\w.,/]){_NUM}[ \t]{{0,2}}[-−/÷][ \t]{{0,2}}{_NUM}"
    r"[ \t]{0,2}(?:=|≈)[ \t]{0,2}[~≈]?[ \t]{0,2}$"
)
# a multiple's own unit: "= 2.5x", "= 3 倍"
_MULTIPLE_UNIT = re.compile(r"(?:[x×倍배]|times)[ \t]*$", re.IGNORECASE)
# where a sum's own clause starts: a sentence end, a line break, a colon or a semicolon
_CLAUSE_END = re.compile(r"[.!?。；;:：](?=\s)|\n")


def is_in_sum(text: str, start: int, end: int) -> bool:
    """True for a figure (``start``..``end``, its unit included) that is an operand of a
    written-out product, the result of a written-out sum, or a figure other than a multiple
    that results from a difference or a quotient of two bare numbers."""
    if _OPERAND_AFTER.match(text, end):
        return True
    if _DIFFERENCE_OR_QUOTIENT_BEFORE.search(text, max(0, start - 48), start) and not (
        _MULTIPLE_UNIT.search(text, start, end)
    ):
        return True  # "23859 - 21395 = 2464 MiB": worked out from two stated readings
    lo = max(0, start - 120)
    cut = lo
    for m in _CLAUSE_END.finditer(text, lo, start):
        cut = m.end()
    before = text[cut:start]
    return _EQUALS_BEFORE.search(before) is not None and _SUM.search(before) is not None
