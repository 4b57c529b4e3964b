"""Sections that teach how to run a tool ("## Usage", "### Quick start", "How to use"): the
model file or quantisation of their example command is an example of an invocation, not the
setup of the results a later section shows (reading rules §1: context is what the text
states for the figure; nothing is taken from elsewhere on the page).
"""

from __future__ import annotations

import re

from watcher.claims.document import _Doc
from watcher.claims.names import Mention

_USAGE = re.compile(
    r"[#*\s]*(?:example[ \t]{1,2})?(?:usage|how[ \t]to[ \t](?:use|run)|quick[ \t\-]?start"
    r"|getting[ \t]started|install(?:ation|ing)?|build(?:ing)?)"
    r"(?:[ \t]{1,2}(?:example|instructions|guide))?[\s:*#]*",
    re.IGNORECASE,
)


def in_usage_section(m: Mention, doc: _Doc) -> bool:
    """True when the innermost heading over ``m`` names a usage or set-up-to-run section."""
    layout = doc.layout
    if layout is None:
        return False
    above = layout.enclosing(m.start)
    if not above:
        return False
    span = above[0][0]
    return _USAGE.fullmatch(doc.text, span.start, span.end) is not None
