""" "(SD off)" / "(SD on)": speculative decoding switched off or on, in a text about LLM decoding.

"38 tok/s (SD off), 61 tok/s (SD on)": SD is the text's short name for speculative decoding,
so "SD off" is plain decoding (``ar``) and "SD on" the speculative run (reading rules §2: a
with/without pair, "no SD" is AR; §3: plain "speculative decoding" is ``speculative``). SD
alone also names Stable Diffusion ("SD on an RTX 4090"), so the switch is read only where it
stands alone, closed by a bracket, colon, comma, cell bar or the line's end, and only in a
text about tokens or LLM decoding (a token rate, "LLM", a draft, decoding) that names no image
model (Stable Diffusion, SDXL, "it/s"). Patterns are bounded and linear.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # names.py calls this module while it finds mentions
    from watcher.claims.names import Mention

# "SD off", "SD: on", "SD=OFF", closed by ")", "]", ":", ",", ";", "|", "/" or the line's end
_SWITCH = re.compile(
    r"(?<![\w\-+/.])SD[ \t]{0,2}[:=]?[ \t]{0,2}(?P<state>on|off)(?![\w\-])"
    r"(?=[ \t]{0,2}(?:[)\]:,;|/]|$))",
    re.IGNORECASE | re.MULTILINE,
)
# what says the text is about LLM decoding: a token rate or count, "LLM", drafting, decoding
_TOKEN_TEXT = re.compile(
    r"tok(?:en)?s?[ \t]{0,2}(?:/|per[ \t])|(?<![a-z])(?:t/s|tps|llms?|tokens?)(?![a-z])"
    r"|draft|decod",
    re.IGNORECASE,
)

# a text that names Stable Diffusion, its models or its rate unit: SD there may be the image
# model, switched on beside the LLM ("LLM at 20 tok/s (SD on)"), so no switch is read
_IMAGE_TEXT = re.compile(
    r"stable[ \t\-]?diffusion|sdxl|(?<![a-z])(?:sd[ \t\-]?(?:1\.5|2\.1|3|3\.5)(?![\d.])|it/s"
    r"|comfyui|automatic1111|a1111|forge[ \t]ui)",
    re.IGNORECASE,
)


def with_sd_switches(text: str, found: list[Mention], mention: type[Mention]) -> list[Mention]:
    """``found`` plus an ``ar`` mention for each "SD off" and a ``speculative`` one for each
    "SD on" that no other mode mention covers, where the text is about LLM decoding."""
    switches = list(_SWITCH.finditer(text))
    if not switches or not _TOKEN_TEXT.search(text) or _IMAGE_TEXT.search(text):
        return found
    starts = [m.start for m in found]  # in order and apart: one bisection per switch

    def covered(lo: int, hi: int) -> bool:
        i = bisect_left(starts, hi) - 1  # the last mention opening before the switch ends
        return i >= 0 and found[i].end > lo

    extra = [
        mention("mode", "ar" if s.group("state").lower() == "off" else "speculative", *s.span())
        for s in switches
        if not covered(*s.span())
    ]
    if not extra:
        return found
    return sorted([*found, *extra], key=lambda x: x.start)
