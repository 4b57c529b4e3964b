"""A phase word written right after a rate belongs to that rate, not to the next one.

"1,400 t/s prompt processing and ~35 t/s", "900 tok/s prefill; with a 0.5B draft: ~52 t/s":
the words after the first unit name its phase (reading rules §2: the clause first), and the
next figure of the sentence, set apart by "and", a comma or a semicolon, names none of its
own, so it takes the sentence's default (decode), as it does when the word is written
("1,400 t/s prompt processing and ~35 t/s generation"); a prefill figure is never a decode
figure (§4), nor the reverse. A comparison between the two ("900 t/s prefill vs 700 t/s",
", up from 700 t/s") is the same metric's, and keeps the word. Patterns are bounded.
"""

from __future__ import annotations

import re
from collections import deque

from watcher.claims.metric_words import _PHASE_AFTER
from watcher.claims.patterns import RATE_SPELLING
from watcher.claims.phase_after import _IN_PHASE_AFTER, _SIDE_AFTER

_RATE = re.compile(r"\d[ \t]{0,2}[kK]?[ \t]{0,2}" + RATE_SPELLING + r"(?![a-z])", re.IGNORECASE)
# the next figure's own clause: a comma, semicolon or "and" sets it apart
_APART = re.compile(r"[,;，；]|(?<![a-z])(?:and|while|but|plus)(?![a-z])", re.IGNORECASE)
# a comparison or a change between the two figures: the same metric on both sides
_SAME = re.compile(
    r"(?<![a-z])(?:vs\.?|versus|compared|than|from|to|up|down|over|against|instead|each|both)"
    r"(?![a-z])|->|→|=>|\(",
    re.IGNORECASE,
)
_GAP = 60  # characters from the owned word to the next figure


def _owned_end(text: str, end: int) -> int | None:
    """The end of the phase word right after a rate's unit (ending at ``end``), if any."""
    for pattern in (_IN_PHASE_AFTER, _PHASE_AFTER, _SIDE_AFTER):
        m = pattern.match(text, end)
        if m is not None:
            return m.end()
    return None


def without_owned_phase(text: str, before: str, start: int) -> str:
    """``before`` (the words ending at ``start``) with the phase word of the rate before it
    blanked, when that word trails its own figure and the figure at ``start`` stands apart."""
    lo = start - len(before)
    last = deque(_RATE.finditer(text, lo, start), maxlen=1)
    if not last:
        return before
    rate_end = last[0].end()
    word_end = _owned_end(text, rate_end)
    if word_end is None or word_end > start or start - word_end > _GAP:
        return before
    gap = text[word_end:start]
    if not _APART.search(gap) or _SAME.search(gap) or any(c.isdigit() for c in gap[:1]):
        return before
    cut = rate_end - lo
    return before[:cut] + " " * (word_end - rate_end) + before[word_end - lo :]
