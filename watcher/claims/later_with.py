"""A name right after a later figure, joined to it by "with", is that figure's own.

Reading rules §2: each figure takes its own setup, and details never leak from one figure
to another. In "we get 50 tok/s, 70 with EAGLE-3" or "vLLM reaches 50 tok/s, 70 tok/s with
FP8", EAGLE-3 and FP8 say how the 70 was run; they are not the 50's, though they stand in
its sentence. Such a name is set apart from every figure before the one it follows.
"""

from __future__ import annotations

import re

from watcher.claims.document import _Doc, _Figure, _Local
from watcher.claims.names import Mention

# the later figure, its unit (if any) and the word that gives it the name: "70 with ",
# "62 t/s using ", "63 tok/s with the ", "70 con ", "81 avec ", "81 mit "
NEXT_WITH = re.compile(
    r"[\d.,]{1,12}[ \t]{0,2}[^\s\d,;:()]{0,12}[ \t]{1,2}"
    r"(?:with|using|via|w/|con|avec|mit)[ \t]{1,2}(?:(?:the|el|la|le|dem|der)[ \t]{1,2})?$",
    re.IGNORECASE,
)

# the longest "N unit with the " that NEXT_WITH can match
REACH = 12 + 2 + 12 + 2 + 5 + 2 + 3 + 2


def joined_figure(m: Mention, local: _Local, doc: _Doc) -> int:
    """Where the figure of the sentence that ``m`` is joined to by "with" starts ("70 with
    EAGLE-3": the 70), or -1. Asked once per name: it is the same for every figure before."""
    own = local.sentence or local.segment
    key = ((joined_figure, own.start), "joined to", m.start)
    joined = doc.flags.get(key)
    if not isinstance(joined, int):
        later = local.last_peer_in(own.start, m.start)
        joined = doc.flags[key] = (
            later
            if later is not None
            and m.start - later <= REACH
            and NEXT_WITH.fullmatch(doc.text, later, m.start) is not None
            else -1
        )
    return joined


def with_later_figure(m: Mention, fig: _Figure, local: _Local, doc: _Doc) -> bool:
    """True when ``m`` stands after another figure of the sentence than ``fig`` and is
    joined to it by "with": that figure's, not ``fig``'s."""
    if local.sentence is None or m.start < fig.end or fig.role == "before":
        return False  # "from 12 to 16 tok/s with EAGLE": the pair's rule makes 12 plain
    return joined_figure(m, local, doc) >= fig.end
