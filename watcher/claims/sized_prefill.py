"""A prefill named with its length is the load a decode rate was read under, not its phase.

Reading rules §4: a prefill figure is never a decode figure, and a prompt's or a context's
length is no claim. Writers give the depth a generation rate was measured at as a sized
prefill, after the phase word that names the rate::

    Decode speed after a 32K prefill: 41 tok/s                     decode at 32K of context
    llama.cpp's decode at 8k prefill depth is 45 tok/s             decode
    Generation speed after prefilling 32k tokens: 61 tok/s         decode
    Token generation with 16K tokens prefilled runs at 55 tok/s    decode

The rate's phase is read from the words before it, the last phase word deciding; the sized
prefill, written later than the decode word, decided it. It is blanked only when a decode word
is left to decide: "At 32K prefill: 1,900 tok/s" names no other phase and stays the prefill's
rate, "prefill at 32K: 1,900 tok/s" names no size beside the word, and a decode word in an
earlier clause or figure's words ("tg 45 tok/s, 32K prefill 1,900 tok/s", "decode was slow;
prefill of 32K tokens ran at 1,900 tok/s") is not this rate's. (A table header's sized prefill
in brackets is ``phases.header_phase``'s.)
"""

from __future__ import annotations

import re
from collections import deque

from watcher.claims.patterns import RATE_SPELLING

# a rate written in the words: the clause of the figure it ends is not the next one's
_RATE = re.compile(r"\d[ \t]{0,2}[kK]?[ \t]{0,2}" + RATE_SPELLING + r"(?![a-z])", re.IGNORECASE)
# a clause's edge: the phase word before it is another clause's
_CLAUSE = re.compile(r"[,;.!?，；。]\s|(?<![a-z])(?:and|but|while|whereas)(?![a-z])", re.I)
# a prompt's size: "32K", "32k tokens", "4096-token"
_SIZE = (
    r"\d{1,4}(?:\.\d{1,2})?[ \t]?[kK](?:[ \t\-]?(?:tokens?|tok))?"
    r"|\d{1,6}[ \t\-]?(?:tokens?|tok)"
)
# "a 32K prefill", "32K-token prefill", "16K tokens prefilled", "8k prefill depth", "prefilling
# 32k tokens", "a prefill of 4096 tokens"
_SIZED_PREFILL = re.compile(
    r"(?<![\w.])(?:" + _SIZE + r")[ \t\-]{1,2}(?:of[ \t])?(?:prompt[ \t])?"
    r"pre-?fill(?:ed|ing|s)?(?:[ \t](?:depth|length|context))?(?![a-z])"
    r"|(?<![a-z])pre-?fill(?:ed|ing)?[ \t]{1,2}(?:of[ \t]{1,2})?(?:an?[ \t]{1,2})?"
    r"(?:" + _SIZE + r")(?![a-z\d])",
    re.IGNORECASE,
)


def sized_prefill_blanked(before: str) -> str | None:
    """The words of ``before`` (those leading up to a rate) after the last rate written in
    them, with their sized prefills blanked; None when they name none. The caller takes the
    rate as a decode figure when a decode word is then the last phase named in them. Words of
    an earlier figure's clause are left out: in "tg 45 tok/s, 32K prefill 1,900 tok/s" the
    "tg" is the first figure's, and the second is the prefill's."""
    low = before.lower()
    if "efill" not in low and "e-fill" not in low:
        return None  # no prefill word: nothing to blank (most rates)
    rates = deque(_RATE.finditer(before), maxlen=1)
    tail = before[rates[0].end() :] if rates else before
    tail = _CLAUSE.split(tail)[-1]  # "Decode was slow; prefill of 32K tokens ran at": apart
    blanked = _SIZED_PREFILL.sub(lambda m: " " * len(m.group(0)), tail)
    return blanked if blanked != tail else None
