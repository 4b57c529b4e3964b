"""Methods a writer has not run: "not sure if the new MTP would work", "I want to try EAGLE".

A decoding method named as something to try, or that the writer wonders about, was not used
for the figures around it (reading rules §1: record what the text states of the figure; §2:
goals and questions are not measurements). Such a name stated apart from a figure gives it
no mode. Patterns are bounded.
"""

from __future__ import annotations

import re

from watcher.claims.document import _Doc
from watcher.claims.names import Mention

_UNTRIED_BEFORE = re.compile(
    r"(?<![a-z])(?:not[ \t]sure[ \t](?:if|whether)|wonder(?:ing|ed)?[ \t](?:if|whether)"
    r"|haven'?t[ \t](?:yet[ \t])?tried|have[ \t]not[ \t](?:yet[ \t])?tried|yet[ \t]to[ \t]try"
    r"|(?:want|wanted|plan|planning|going|hope|hoping)[ \t]to[ \t]try|might[ \t]try"
    r"|will[ \t]try)(?![a-z])[^.!?\n。]{0,24}$",
    re.IGNORECASE,
)


def untried(m: Mention, doc: _Doc) -> bool:
    """True for a mode the words just before it name as not yet tried or wondered about."""
    return (
        m.category == "mode"
        and _UNTRIED_BEFORE.search(doc.text, max(0, m.start - 64), m.start) is not None
    )
