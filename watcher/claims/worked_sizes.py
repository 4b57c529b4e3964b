"""A size worked out in the text's own arithmetic is no claim.

The labelling decisions leave written-out arithmetic unlabelled ("70B ×0.5B ≈ 35GB", a
bytes-per-parameter table, a KV-cache formula worked to "≈ 5.0 GB", "7B x 0.5 = 3.5 GB in
memory"): the size is the result of a product or a quotient the writer sets down, a sum for the
reader, not a footprint any model or run was seen to have (reading rules §4: memory is the peak,
the weights, the model size; hypothetical arithmetic is no claim). A size stated as a model's
("70B Q4 = 42 GB") has no operator before its "=" and stays `memory`; so does the size a
bracketed sum follows ("140 GB (70 miliardi × 2 byte)"), which states the figure first.
"""

from __future__ import annotations

import re

_NUM = r"\d[\d,]*(?:\.\d+)?"
# "7B × 2 bytes = ", "8B x 0.5 = ", "2 * 32 * 4096 * 2 ≈ ", "560B 參數 * 2 Bytes/參數 ≈ ": an
# operator between two numbers, then the "=" or "≈" the size follows
_WORKED_BEFORE = re.compile(
    rf"{_NUM}[ \t]?[^\s\d=≈×*÷/]{{0,10}}[ \t]{{0,2}}(?:[×*÷/]|(?<=[ \t\d])x(?=[ \t]))"
    rf"[ \t]{{0,2}}[~≈]?[ \t]{{0,2}}{_NUM}[^=≈\n]{{0,60}}?(?:=|≈|~=|≃)[ \t]{{0,2}}"
    r"(?:[~≈]|about|approx\.?|roughly|约|約)?[ \t]{0,2}$",
    re.IGNORECASE,
)
# one of these stands in every match of ``_WORKED_BEFORE`` ("~=" holds an "=")
_RESULT_SIGNS = ("=", "≈", "≃")
# where the sum's own clause starts: a sentence end, a line break, a colon or a semicolon
_CLAUSE_END = re.compile(r"[.!?。；;:：](?=\s)|\n")


def is_worked_size(text: str, start: int) -> bool:
    """True for a size (starting at ``start``) written as the result of the text's own product
    or quotient ("7B × 2 bytes = 14 GB", "… × 8192 tokens ≈ 4.3 GB")."""
    lo = max(0, start - 120)
    if not any(text.find(sign, lo, start) >= 0 for sign in _RESULT_SIGNS):
        return False  # the sum's "=", "≈" or "≃" is not there: no search
    cut = lo
    for m in _CLAUSE_END.finditer(text, lo, start):
        cut = m.end()
    return _WORKED_BEFORE.search(text, cut, start) is not None
