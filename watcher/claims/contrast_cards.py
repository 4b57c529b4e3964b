"""A figure in a clause that sets other hardware against the named card is not that card's.

"Groq delivers 1,600 tokens per second when NVIDIA struggles to hit 100", "The LPU runs at
300 tokens per second. Conventional GPUs, in contrast, manage 10-30": the second figure is
the other side of a contrast, said of hardware the text leaves unnamed (a maker, GPUs in
general), so the card named for the first does not set it up (reading rules §2: each figure
takes its own setup; a comparison's sides are two setups). The card of the figure's own
clause, named after the contrast word ("while the A100 gets 40"), still does.

Patterns hold literals and bounded quantifiers.
"""

from __future__ import annotations

import re

from watcher.claims.document import _Doc, _Figure, _Local
from watcher.claims.names import Mention

# the contrast: "while", "whereas", "when" (as "when NVIDIA struggles"), "in contrast"
_CONTRAST = re.compile(
    r"(?<![a-z])(?:while|whilst|whereas|when|meanwhile|in[ \t]contrast|by[ \t]contrast)(?![a-z])",
    re.IGNORECASE,
)
# the other side's subject: a maker, or accelerators in general ("GPUs", "a typical GPU",
# "conventional GPU setups"); never "the GPU" / "my GPU", which point back at the named card
_OTHER_SIDE = re.compile(
    r"(?<![\w/])(?:(?:nvidia|amd|intel|apple)(?:['’]s)?(?![\w\-])(?![ \t]{1,2}(?:gpu|card|chip)s?"
    r"[ \t]{1,2}(?:is|was)[ \t])"
    r"|(?:(?:typical|traditional|conventional|standard|regular|ordinary|other|competing"
    r"|rival|most|today['’]s|current)[ \t]{1,2})(?:gpus?|cpus?|accelerators?|hardware|chips?)"
    r"(?![\w\-])"
    r"|(?<![\w\-])(?<!the[ \t])(?<!my[ \t])(?<!our[ \t])(?<!its[ \t])(?<!this[ \t])"
    r"(?:gpus|cpus)(?![\w\-]))",
    re.IGNORECASE,
)


def contrasted_card(card: Mention | None, fig: _Figure, local: _Local, doc: _Doc) -> Mention | None:
    """``card``, or None when the figure's clause contrasts unnamed other hardware with it."""
    if card is None or card.start >= fig.start:
        return card
    own = local.sentence or local.segment
    lo = max(card.end, own.start)
    if fig.start - lo > 160:
        return card
    between = doc.text[lo : fig.start]
    if _CONTRAST.search(between) is None or _OTHER_SIDE.search(between) is None:
        return card
    return None
