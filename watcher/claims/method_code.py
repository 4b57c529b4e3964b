"""A decoding method's official or reference code is its research authors', not a vendor's.

``vendor`` is "a vendor's own code or hosted API" (reading rules §3), and the vocabulary lists
"official repo", "reference implementation", "官方代码" and the like as its names: a model
maker's or a company's own code. LABELLING's eighteenth pass (class 2) keeps a method's
reference code by its research authors engine-less: "Eagle (official repo) | ~3.6×",
"Reference implementation: https://github.com/.../LookaheadDecoding" under a lookahead decoding
post. Such a name is the method's when a decoding method (a mode) is named on its own line or in
the ``_BACK`` characters before it (the look is bounded); it then reads as an engine outside the
vocabulary, which gives its figures none and keeps the page's engine from them ("| Eagle
(official repo) |" beside "| SGLang + Eagle3 |" rows).
"""

from __future__ import annotations

import re
from bisect import bisect_left

from watcher.claims.models import VENDOR
from watcher.claims.name_context import FORK
from watcher.claims.names import Mention

_BACK = 200
# the vocabulary's generic names of someone's own code, not of a hosted service
_CODE = re.compile(
    r"(?:official|reference)[ \t]{1,2}(?:code|implementation|repo|demo|example[ \t]{1,2}code)"
    r"|官方的?[ \t]?(?:代码|demo|示例代码)",
    re.IGNORECASE,
)


def without_method_code(text: str, engines: list[Mention], modes: list[Mention]) -> list[Mention]:
    """The engine mentions, with a generic "official / reference code" name that a decoding
    method named just before it, or on its own line (up to ``_BACK`` after it), owns read as
    an engine outside the vocabulary (its figures take no engine, nor the page's)."""
    starts = sorted(d.start for d in modes)
    out = []
    for m in engines:
        if m.name == VENDOR and _CODE.fullmatch(text, m.start, m.end):
            eol = text.find("\n", m.end, m.end + _BACK)
            hi = m.end + _BACK if eol < 0 else eol
            i = bisect_left(starts, max(0, m.start - _BACK))
            if i < len(starts) and starts[i] < hi:
                # an engine outside the vocabulary: its figures take none, nor one from context
                m = Mention(m.category, FORK, m.start, m.end)
        out.append(m)
    return out
