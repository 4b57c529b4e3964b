"""Whether a "single GPU" a text writes is a run's count (reading rules §3: a count is the
run's only where it is said of the run)."""

from __future__ import annotations

import re

# "You can't run it on a single GPU", "split a single GPU's resources": no run's count
_DENIED_BEFORE = re.compile(
    r"(?<![a-z])(?:can't|can’t|cannot|can[ \t]not|won't|won’t|unable|impossible|not|never)"
    r"(?![a-z])[^.;:!?\n]{0,40}$",
    re.IGNORECASE,
)
_POSSESSIVE = re.compile(r"['’]s(?![a-z])", re.IGNORECASE)


# "these two GPUs", "those 2 GPUs": the cards named before, pointed back at, not a setup's
_POINTED_BACK = re.compile(r"(?<![a-z])(?:these|those)[ \t]{1,2}$", re.IGNORECASE)


def _stated(text: str, m: re.Match[str], start: int, end: int) -> bool:
    """False for "single GPU" written as what cannot be done or as a GPU's own part, and
    for a count pointing back at cards named apart ("Do these two GPUs differ?": two cards
    compared, not a run on two) (``start`` and ``end`` place the match in the whole text)."""
    if _POINTED_BACK.search(text, max(0, start - 8), start):
        return False
    if not m.group("sg"):
        return True
    if _POSSESSIVE.match(text, end):
        return False
    return _DENIED_BEFORE.search(text, max(0, start - 48), start) is None
