"""Precisions a text names as supported, not as the one a run used.

"Quantization support: FP8, INT8, AWQ, GPTQ", "serves AWQ/GPTQ models too", "it allows
4-bit quantization", "I usually run GPTQ, AWQ or EXL2 files": a list of quantisation
schemes, or one a sentence says an engine supports, allows or can load, says what is
possible, not what the figures around it ran at (reading rules §1: record what the text
states of the figure). Such a name stated apart from a figure gives it no precision; a name
in the figure's own sentence still does. Two schemes that the vocabulary maps to one name
("AWQ/GPTQ" are both INT4) are still two items of a list. Patterns hold literals and bounded
quantifiers.
"""

from __future__ import annotations

import re

from watcher.claims.document import _Doc
from watcher.claims.names import Mention
from watcher.claims.naming import _LIST_GAP

# "supports", "support for", "allows", "enables", "compatible with", "can also load":
# a capability stated right before the scheme (words between are bounded)
_CAPABLE_BEFORE = re.compile(
    r"(?<![a-z])(?:supports?|supported|support[ \t]for|allows?|enables?|compatible[ \t]with"
    r"|can[ \t](?:also[ \t])?(?:use|run|serve|load))(?![a-z])[^.!?\n。]{0,24}$"
    # "首次支持 FP8" (supports), "FP8に対応" is after the name and left alone
    r"|支持[ \t]{0,2}$",
    re.IGNORECASE,
)
_LIST_REACH = 8  # the most characters between two items of a list


def supported_only(m: Mention, doc: _Doc) -> bool:
    """True for a precision named as one of a list of schemes or as a capability."""
    if m.category != "precision":
        return False
    text = doc.text
    for other in doc.near("precision", max(0, m.start - _LIST_REACH - 12), m.end + _LIST_REACH):
        if other.start == m.start:
            continue
        a, b = (other.end, m.start) if other.start < m.start else (m.end, other.start)
        gap = text[a:b]
        if b > a and gap.strip() and _LIST_GAP.fullmatch(gap):
            return True  # "AWQ/GPTQ", "FP8, INT8, INT4": one of a list
    return (
        _CAPABLE_BEFORE.search(text, max(0, m.start - 64), m.start) is not None
        or _COMPUTE_BEFORE.search(text, max(0, m.start - 32), m.start) is not None
        or _COMPUTE_AFTER.match(text, m.end) is not None
    )


# "Up to 10 PFLOPS in FP4", "20 petaflops of FP4 compute", "FP8 TFLOPS: 1,979", "FP4 算力":
# the format a chip's peak compute is quoted in is a hardware spec (reading rules §4), not
# the precision of a run (uncased: "TOPS" is also a word, so the units keep their case)
_FLOPS = r"(?:[KMGTPE]?FLOPS|[TP]OPS|(?i:peta|tera|exa)flops|算力)"
_COMPUTE_BEFORE = re.compile(_FLOPS + r"[ \t]{1,2}(?:in|of|at|for|with)[ \t]{1,2}(?:dense[ \t])?$")
_COMPUTE_AFTER = re.compile(
    r"[ \t]{0,2}(?:(?i:dense|sparse)[ \t]{1,2})?(?:compute[ \t]{0,2})?" + _FLOPS
)
