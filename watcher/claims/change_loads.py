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
_JOINER_TEXT = (
    r"[ \t]{0,2}[)）]?[ \t]{0,2},?[ \t]{0,2}"
    r"(?:(?:up[ \t])?to|→|->|=>|до|bis|à|到|至)"
    r"(?:[ \t]{1,2}(?:about|around|over|nearly|almost|roughly))?[ \t]{0,2}[~≈]?[ \t]{0,2}"
    r"(?:\*{1,2}|`)?"
)
_JOINER = re.compile(_JOINER_TEXT, re.IGNORECASE)


# the earlier side's rate, in the load's clause before it: "84 tok/s at concurrency 1" (in
# "concurrency 8 → 120 tok/s, concurrency 24 → 310 tok/s" each arrow maps a load to its rate)
_EARLIER_RATE = re.compile(
    r"\d[ \t]{0,2}(?:tok(?:en)?s?[ \t]{0,2}/[ \t]{0,2}s(?:ec)?|t/s|tps|tok/sec"
    r"|tokens?[ \t]per[ \t]second)(?![a-z])[^\n,;，；]{0,60}$",
    re.IGNORECASE,
)


def _earlier_rate(text: str, load_start: int) -> bool:
    """A rate stands on the load's line, shortly before it: the change's earlier side. Without
    one ("batch=64 → 356 tok/s") the arrow maps the load to its own figure."""
    return _EARLIER_RATE.search(text, max(0, load_start - 80), load_start) is not None


def load_before_change(text: str, load_start: int, load_end: int, fig_start: int) -> bool:
    """True when only a change's joiner lies between a load (``load_start``-``load_end``)
    and the figure after it (starting at ``fig_start``), and a rate stands before the load:
    the load is the earlier side's."""
    if not 0 <= fig_start - load_end <= 32:
        return False
    return _JOINER.fullmatch(text, load_end, fig_start) is not None and _earlier_rate(
        text, load_start
    )


# the words before a change's later rate that end in the earlier side's load and the joiner:
# "… at concurrency 1 to ", "… for a single user to ", "… at 1 request → ", "… (bs=1) to "
_EARLIER_LOAD_THEN_JOINER = re.compile(
    r"(?:(?<![a-z])(?:concurrency|batch[ \t_\-]?size|batch|bsz|bs|conc|c)[ \t]{0,2}[=:]?[ \t]{0,2}"
    r"\d{1,6}|\d{1,6}[ \t]{1,2}(?:concurrent[ \t])?(?:requests?|users?|streams?|clients?)"
    r"|(?:single|one)[ \t](?:user|stream|request|client)|并发[ \t]{0,2}\d{1,6}|单并发)"
    + _JOINER_TEXT
    + r"$",
    re.IGNORECASE,
)


def later_side_words(before: str, text: str, fig_start: int) -> str:
    """The words before a rate (starting at ``fig_start``), less the earlier side of a change
    when the text ends there in that side's rate, its load and the joiner ("84 tok/s at
    concurrency 1 to "): that load, and any "single user" there, describe the rate before the
    change, not this one (reading rules §2)."""
    m = _EARLIER_LOAD_THEN_JOINER.search(text, max(0, fig_start - 80), fig_start)
    if m is None or not _earlier_rate(text, m.start()):
        return before
    return ""
