"""A drafter named by its model states speculative decoding: "Draft (Qwen2.5-0.5B): 151 t/s".

Reading rules §3: ``speculative`` is decoding with a separate draft model. A label or clause
that names the draft model ("Draft (Qwen2.5-0.5B)", "draft: Llama-3.2-1B", "draft=Qwen3-0.6B",
"drafting with Qwen3-0.6B") states that mode as "with draft" does; the word "draft" alone
does not ("Draft PR", "draft (WIP)"): the model's name, with its size, must follow. Patterns
are bounded: the name lies within a few characters of the word.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from typing import TYPE_CHECKING

from watcher.claims.hints import folded

if TYPE_CHECKING:  # names.py calls this module while it finds mentions
    from watcher.claims.names import Mention

_DRAFT = re.compile(
    r"(?<![\w\-])(?:draft|drafting|drafter)(?![\w\-])[ \t]{0,2}"
    r"(?:[:=(（][ \t]{0,2}|(?:with|model|by)[ \t]{1,2}(?:the[ \t]{1,2})?)"
    # a model's name with its size: "Qwen2.5-0.5B", "Llama-3.2-1B-Instruct", "`qwen3:0.6b`"
    r"[`*\"']?(?:[\w.\-/:]{0,40}?[\-_:/ ])?\d{1,3}(?:\.\d{1,2})?[bm](?![a-z0-9])",
    re.IGNORECASE,
)
# "with a 0.5B draft: ~52 t/s", "using a 1B drafter": the draft model named by its size
# before the word, without "model" (a "7B draft PR" or "a 1B draft of the spec" is a document)
_SIZED_DRAFT = re.compile(
    r"(?<![\w\-])(?:with|using|plus|an?|the|\+)[ \t]{1,2}(?:an?[ \t]{1,2}|the[ \t]{1,2})?"
    r"(?P<d>\d{1,3}(?:\.\d{1,2})?[bm][ \t\-]{1,2}draft(?:er)?)(?![\w\-])"
    r"(?![ \t]{1,2}(?:prs?|pull|release|version|notes?|docs?|spec|proposal|of|for[ \t]review))",
    re.IGNORECASE,
)


def with_draft_models(text: str, found: list[Mention], mention: type[Mention]) -> list[Mention]:
    """``found`` plus a ``speculative`` mention at each "draft" word naming its model."""
    if "draft" not in folded(text):
        return found
    starts = [m.start for m in found]
    extra = []
    for d in _DRAFT.finditer(text):
        lo = d.start()
        hi = lo + len(d.group(0).split(None, 1)[0].rstrip(":=(（"))
        i = bisect_left(starts, hi) - 1
        if i >= 0 and found[i].end > lo:
            continue  # "draft model" is a name of the mode already
        extra.append(mention("mode", "speculative", lo, hi))
    for d in _SIZED_DRAFT.finditer(text):
        lo, hi = d.span("d")
        i = bisect_left(starts, hi) - 1
        if i < 0 or found[i].end <= lo:
            extra.append(mention("mode", "speculative", lo, hi))
    if not extra:
        return found
    return sorted([*found, *extra], key=lambda x: x.start)
