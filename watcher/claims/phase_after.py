"""The phase a word written right after a token rate's unit names: "512 t/s pp", "38 tok/s
generation", and the side of a request: "30k tok/s input and 2k tok/s output".

People write the phase after the rate as often as before it, most of all when a sentence
gives both sides of a run ("9,000 tok/s input, 700 tok/s output"). The word after the unit
is the figure's own (reading rules §2: the clause first), so it decides before the words of
the sentence ahead of the figure; a prefill figure is never a decode figure (§4). "Output"
names the generated side only: whether it is one stream's or a server's sum is decided
later, from the load (``stream.py``). A length after the unit ("45 tok/s output length 512",
"tok/s input tokens") is no phase: the word must close the figure's words (a clause mark, a
preposition, the end of the line).
"""

from __future__ import annotations

import re

from watcher.claims.metric_words import _PHASE_AFTER
from watcher.claims.models import DECODE, PREFILL

_SIDE_AFTER = re.compile(
    r"[ \t]{1,2}(?:(?P<input>input|prompt[ \t]processing|ingest(?:ion)?)|output|generated)"
    r"(?:[ \t](?:side|throughput|tput|speed|rate))?"
    r"(?=[ \t]{0,2}(?:[,;.)\]|/]|$)|[ \t]{1,2}(?:and|on|at|with|per|for|in|across|from|using"
    r"|vs\.?|versus|while|but)(?![a-z]))",
    re.IGNORECASE | re.MULTILINE,
)


# "45,000 tok/s on prefill and 5k tok/s on generation", "12 t/s during decode": the phase as
# the place the rate was measured in, closing the figure's words ("on prefill-heavy prompts"
# names a workload, not the rate's phase)
_IN_PHASE_AFTER = re.compile(
    r"[ \t]{1,2}(?:on|in|during|at)[ \t]{1,2}(?:the[ \t]{1,2})?"
    r"(?:(?P<input>prefill(?:ing)?|prompt[ \t\-]processing|pp)|generation|decod(?:e|ing)|tg)"
    r"(?:[ \t](?:phase|stage|side|step))?"
    r"(?=[ \t]{0,2}(?:[,;.)\]!|/]|$)|[ \t]{1,2}(?:and|while|but|vs\.?|versus|with|for|on|at|in"
    r"|using|across|per)(?![a-z]))",
    re.IGNORECASE | re.MULTILINE,
)


def phase_after(text: str, end: int) -> str | None:
    """The phase the words right after a rate's unit (ending at ``end``) name, if any."""
    placed = _IN_PHASE_AFTER.match(text, end)
    if placed is not None:
        return PREFILL if placed.group("input") else DECODE
    tail = _PHASE_AFTER.match(text, end)
    if tail is not None:
        word = tail.group(1).lower()
        return DECODE if word in ("tg", "generation", "decode") else PREFILL
    side = _SIDE_AFTER.match(text, end)
    if side is None:
        return None
    return PREFILL if side.group("input") else DECODE
