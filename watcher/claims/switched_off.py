"""The "before" side of a change made by switching a drafting method off is that method's run.

Reading rules §2: before/after pairs give each side its own mode, and negation counts.
"Disabling MTP drops DeepSeek-V3 from 190 to 115 tok/s": the 115 runs without MTP (`ar`),
and the 190, the run before it was switched off, runs with it (`mtp`). The reader read the
negated method as plain decoding for both sides.

Patterns hold literals and bounded quantifiers.
"""

from __future__ import annotations

import re

from watcher.claims.document import _Doc, _Figure
from watcher.claims.names import Mention
from watcher.claims.patterns import PLAIN_MODE

# a verb switching the method off, right before its name ("disabling MTP", "turning off the
# EAGLE drafter"); "without MTP" and "no MTP" name a run, not a change
_SWITCHED_OFF = re.compile(
    r"(?<![a-z])(?:disabl(?:e|es|ed|ing)|turn(?:s|ed|ing)?[ \t]off|switch(?:es|ed|ing)?[ \t]off"
    r"|deactivat(?:e|es|ed|ing)|remov(?:e|es|ed|ing)|drop(?:s|ped|ping)?)"
    r"[ \t]{1,2}(?:the[ \t]{1,2})?$",
    re.IGNORECASE,
)


def switched_off_before(
    mode: str | None, mode_m: Mention | None, fig: _Figure, doc: _Doc
) -> str | None:
    """The switched-off method's name for the figure before the change, else ``mode``."""
    if fig.role != "before" or mode != PLAIN_MODE or mode_m is None:
        return mode
    raw = [m for m in doc.near("mode", mode_m.start, mode_m.end) if m.start == mode_m.start]
    if not raw or raw[0].name == PLAIN_MODE:
        return mode
    if _SWITCHED_OFF.search(doc.text, max(0, mode_m.start - 24), mode_m.start) is None:
        return mode
    return raw[0].name
