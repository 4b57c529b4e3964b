"""Plain decoding described, not stated: when a figure's plain mode is no run's setup.

"During autoregressive decoding, each token needs a full forward pass" in a text that names
no drafting method describes how all decoding works, not the mode a run was in (reading
rules §3: a plain benchmark that names no method has mode null). A plain-decoding name that
holds its own negation of drafting -- "no spec", "w/o spec decode", "without draft", "no SD"
(the vocabulary's aliases for a switched-off drafter) -- is another matter: it states the
run's condition as "no speculative decoding" does (reading rules §2: negation counts, a
negated method is AR), and a page naming it and no drafting method keeps it.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from watcher.claims.patterns import PLAIN_MODE

if TYPE_CHECKING:
    from watcher.claims.document import _Doc
    from watcher.claims.names import Mention

# a drafter switched off inside the name itself ("no spec", "without draft", "spec off")
_NEGATING = re.compile(r"(?<![a-z])(?:no|without|w/o|off)(?![a-z])", re.IGNORECASE)


def negates_drafting(m: Mention, text: str) -> bool:
    """True for a plain-decoding name that switches a drafter off in its own words."""
    return (
        m.category == "mode"
        and m.name == PLAIN_MODE
        and bool(_NEGATING.search(text, m.start, m.end))
    )


def described_only(found: Mention, doc: _Doc) -> bool:
    """True when ``found`` (plain decoding) only describes decoding: the text and its title
    name no drafting method, and the name negates none."""
    if any(m.name != PLAIN_MODE for m in doc.index["mode"].items):
        return False
    if any(m.name != PLAIN_MODE for m in doc.title_mentions["mode"]):
        return False
    return not negates_drafting(found, doc.text)
