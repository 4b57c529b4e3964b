"""A name that a figure's "with" clause sets behind or ahead of it is the rival's, not the
figure's: in "vLLM gives 95 tok/s with SGLang close behind", SGLang is the other side of a
comparison (reading rules §2: comparisons name a baseline, not the subject), so the 95 stays
vLLM's. A figure of the rival's own ("with SGLang close behind at 90 tok/s") still takes it:
the name stands before that figure, and only names after a figure are asked here.
"""

from __future__ import annotations

import re

from watcher.claims.document import _Doc, _Figure
from watcher.claims.names import Mention

# "close behind", "not far behind", "trailing", "lagging behind", "just ahead"
_PLACED = re.compile(
    r"[ \t]{1,2}(?:(?:close(?:ly)?|just|right|not[ \t]far|slightly|well|far|a[ \t]bit)[ \t]{1,2})?"
    r"(?:behind|trailing|lagging(?:[ \t]behind)?|ahead)"
    # ending the clause, or before the rival's own figure: not "behind a proxy", "ahead of"
    r"(?=[ \t]{0,2}(?:[,.;:)!?\n]|$|(?:at|with)[ \t]))",
    re.IGNORECASE,
)
# the "with" that opens the rival's clause: "with SGLang", "with the A100"
_WITH = re.compile(r"(?<![a-z])with[ \t]{1,2}(?:the[ \t]{1,2})?$", re.IGNORECASE)


def placed_against(m: Mention, fig: _Figure, doc: _Doc) -> bool:
    """True when ``m``, after ``fig``, is a rival a "with ... close behind" clause places."""
    return (
        m.start >= fig.end
        and _PLACED.match(doc.text, m.end) is not None
        and _WITH.search(doc.text, max(fig.end, m.start - 10), m.start) is not None
    )
