"""Web addresses in a text: what they spell is no part of the text a reader reads.

LABELLING ("Hardware"): text inside a URL gives nothing. A link's target
("[these](https://site/post/amd-instinct-mi250-vs-nvidia-a100)") names the page, not the
figure's accelerator, so a chip spelled inside an address is not the figure's hardware.
"""

from __future__ import annotations

import re
from bisect import bisect_right

from watcher.claims.names import Mention

# an address up to the first space or closing bracket: "https://host/path?q=1"
_URL = re.compile(r"(?:https?://|www\.)[^\s)\]>\"'`]{1,2000}", re.IGNORECASE)


def outside_urls(text: str, found: list[Mention]) -> list[Mention]:
    """The mentions of ``found`` that do not lie inside a web address of ``text``."""
    spans = [(m.start(), m.end()) for m in _URL.finditer(text)]
    if not spans:
        return found
    starts = [a for a, _ in spans]
    kept = []
    for m in found:
        i = bisect_right(starts, m.start) - 1
        if not (i >= 0 and m.start < spans[i][1]):
            kept.append(m)
    return kept
