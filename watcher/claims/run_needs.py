"""A memory need stated of a run: "SGLang on one H100 needs 58.74 GiB of memory".

A size a model needs holds on any machine, so a card its sentence names is not where it was
measured (LABELLING: a requirement is `memory` with no GPU). An engine set on a card before
the need word is a run, though: "SGLang on one H100 needs ..." states what that run takes,
and the card is its setup (reading rules §2: the figure's own clause gives its setup).
"""

from __future__ import annotations

import re

from watcher.claims.document import _Doc
from watcher.claims.names import Mention

# between the engine and its card: "SGLang on one H100", "vLLM with 2x A100", "llama.cpp
# running on a single RTX 4090" (the count words "_COUNT_BEFORE" reads are the card's)
_ENGINE_ON_CARD = re.compile(
    r"[ \t]{1,2}(?:(?:running|served|deployed|run)[ \t]{1,2})?(?:on|with|using|across)"
    r"[ \t]{1,2}(?:(?:an?|one|a[ \t]single|single|the|two|four|eight|\d{1,3}[ \t]?[x×*]?)"
    r"[ \t]{1,2}|\d{1,3}[x×*][ \t]?)?(?:nvidia[ \t]|amd[ \t]|apple[ \t])?",
    re.IGNORECASE,
)


def run_on_card(card: Mention | None, need_at: int, doc: _Doc) -> bool:
    """True when ``card`` is set, before the need word at ``need_at``, right after an engine
    it runs ("SGLang on one H100 needs"): the need is that run's, on that card."""
    if card is None or card.end > need_at:
        return False
    return any(
        e.end <= card.start and _ENGINE_ON_CARD.fullmatch(doc.text, e.end, card.start)
        for e in doc.near("engine", max(0, card.start - 60), card.start)
    )
