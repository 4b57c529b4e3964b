"""A closing phrase that says both (or all) figures of a sentence ran on something names it for
each of them: "vLLM hits 2,900 tok/s and SGLang hits 3,400 tok/s, both on one H100 at batch 64".

Reading rules §2: the clause decides first, then the sentence; a phrase closing the sentence
with "both"/"all"/"each" states what every clause before it shares (LABELLING: words closing
the sentence after its last clause state what both sides ran). The reader gave the card to the
last clause's figure alone. A figure whose own clause names one keeps it. "Both" says both
sides even of a comparison ("3,400 tok/s vs 2,900 tok/s for vLLM, both on one H100"); a
closing phrase without it is left to the rules of a comparison's baseline.

Patterns hold literals and bounded quantifiers.
"""

from __future__ import annotations

import re

from watcher.claims.document import _Doc, _Figure, _Local
from watcher.claims.names import Mention

# ", both on one H100", "— all three with FP8", "; each on an A100": the shared phrase's start
_BOTH = re.compile(
    r"(?:[,;:]|[—–]|\()[ \t]{0,2}(?:and[ \t]{1,2})?"
    r"(?:both|all(?:[ \t]{1,2}(?:three|four|five|of[ \t]them))?|each)[ \t]{1,2}"
    r"(?:(?:run|ran|measured|tested|served)[ \t]{1,2})?"
    r"(?:on|with|using|at|in|under|via)(?![a-z])",
    re.IGNORECASE,
)
_STOP = re.compile(r"[;.!?](?=\s|$)")
_REACH = 80  # how far after the phrase's start its names may stand


def both_after(
    category: str, current: Mention | None, fig: _Figure, local: _Local, doc: _Doc
) -> Mention | None:
    """``current``, or the one name of ``category`` a closing "both on …" phrase after the
    figure gives every figure of its sentence."""
    own = local.sentence
    if current is not None or own is None or own.end - own.start > 400:
        return current
    text = doc.text
    m = _BOTH.search(text, fig.end, own.end)
    if m is None:
        return current
    hi = min(own.end, m.end() + _REACH)
    stop = _STOP.search(text, m.end(), hi)
    if stop is not None:
        hi = stop.start()
    named = doc.near(category, m.end(), hi)
    if len({n.name for n in named}) != 1:
        return current
    return named[0]
