"""Whether a mode's name is written as part of a flag, program or file name.

"--speculative-draft-model", "llama-speculative-simple", "speculative_num_steps" name a setting
or a tool, not the mode (reading rules §3: a mode is named when the text names the method).
"""

from __future__ import annotations

import re

# "--speculative-config", "speculative_num_steps": the name of a flag, not a mode named.
_FLAG_AFTER = re.compile(
    r"[-_.](?:config|algorithm|algo|num|draft|model|tokens?|method|type)", re.I
)
_JOINED_BEFORE = re.compile(r"[A-Za-z0-9][\-_]$")
_NEGATION_JOINED = re.compile(r"(?<![\w\-])(?:no|non)-$", re.IGNORECASE)
_FLAG_START = re.compile(r"(?<![\w\-])--?$")
_FLAG_REST = re.compile(r"[\w\-]")


def in_identifier(text: str, start: int, end: int) -> bool:
    """True when a mode's name is part of a flag, program or file name, not the mode named.

    "--speculative-draft-model", "llama-speculative-simple", "speculative_num_steps" name a
    setting or a tool; a flag that is the mode's own name ("--eagle3") does name the mode.
    """
    before = text[max(0, start - 2) : start]
    if _FLAG_START.search(before):
        return _FLAG_REST.match(text, end) is not None  # "--eagle3" names EAGLE-3
    if _NEGATION_JOINED.search(text, max(0, start - 5), start):
        return False  # "no-MTP", "non-EAGLE": the method negated, named as a word
    if _JOINED_BEFORE.search(before):
        return True  # joined to the word before it: "llama-speculative", "model-EAGLE3"
    return _FLAG_AFTER.match(text, end) is not None
