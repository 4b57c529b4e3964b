"""A load written just before a change's "to" is the side before it: "from 84 tok/s at
concurrency 1 to 609 tok/s at concurrency 64".

Reading rules §2 (before/after pairs: each side takes its own setup) and §4 (concurrency). A
change written "from A at load L1 to B at load L2" states each side's load after that side's
rate, so the load that ends right before "to" (or "→", "->", "до", "bis", "à", "到", "至")
closes the first side; it is never the load of the rate the joiner leads into. That rate takes
the load its own side states after it, or none ("from 84 tok/s at batch 1 to 609 tok/s": the
second run's load is not said). The label rule this serves: LABELLING.md "one stream or many
by what the text says about the run" (a sweep's concurrency-1 side is one stream's, the other
side the server's under its own load).
"""

from __future__ import annotations

import re

# what may lie between a load and the rate the change leads into: a closing bracket, a comma,
# the joiner, a hedge ("to about 609 tok/s"), Markdown emphasis
_JOINER = re.compile(
    r"[ \t]{0,2}[)）]?[ \t]{0,2},?[ \t]{0,2}"
    r"(?:(?:up[ \t])?to|→|->|=>|до|bis|à|到|至)"
    r"(?:[ \t]{1,2}(?:about|around|over|nearly|almost|roughly))?[ \t]{0,2}[~≈]?[ \t]{0,2}"
    r"(?:\*{1,2}|`)?",
    re.IGNORECASE,
)


def load_before_change(text: str, load_end: int, fig_start: int) -> bool:
    """True when only a change's joiner lies between a load (ending at ``load_end``) and the
    figure after it (starting at ``fig_start``): the load is the earlier side's."""
    if not 0 <= fig_start - load_end <= 32:
        return False
    return _JOINER.fullmatch(text, load_end, fig_start) is not None


# the words before a change's later rate that end in the earlier side's load and the joiner:
# "… at concurrency 1 to ", "… for a single user to ", "… at 1 request → ", "… (bs=1) to "
_EARLIER_LOAD_THEN_JOINER = re.compile(
    r"(?:(?<![a-z])(?:concurrency|batch[ \t_\-]?size|batch|bsz|bs|conc|c)[ \t]{0,2}[=:]?[ \t]{0,2}"
    r"\d{1,6}|\d{1,6}[ \t]{1,2}(?:concurrent[ \t])?(?:requests?|users?|streams?|clients?)"
    r"|(?:single|one)[ \t](?:user|stream|request|client)|并发[ \t]{0,2}\d{1,6}|单并发)"
    r"[ \t]{0,2}[)）]?[ \t]{0,2},?[ \t]{0,2}(?:(?:up[ \t])?to|→|->|=>|до|bis|à|到|至)"
    r"(?:[ \t]{1,2}(?:about|around|over|nearly|almost|roughly))?[ \t]{0,2}[~≈]?[ \t]{0,2}"
    r"(?:\*{1,2}|`)?$",
    re.IGNORECASE,
)


def later_side_words(before: str) -> str:
    """The words before a rate, less the earlier side of a change when they end in that side's
    load and the joiner ("… at concurrency 1 to "): that load, and any "single user" there,
    describe the rate before the change, not this one (reading rules §2)."""
    if len(before) > 400 or not _EARLIER_LOAD_THEN_JOINER.search(before):
        return before
    return ""
