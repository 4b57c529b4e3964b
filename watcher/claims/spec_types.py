"""llama.cpp's speculative types name their method: "draft-mtp", "draft-dflash", "ngram-mod".

"--spec-type draft-mtp", a "draft-mtp" table cell, "--spec-type ngram-mod": the value is one
word joined by a hyphen, so the method inside it ("mtp") is not found where a name is read on
word boundaries. The drafting type ``draft-X`` names method X (MTP heads: ``mtp``; EAGLE:
``eagle``; DFlash and a plain draft model: ``speculative``), and the ``ngram-*`` types name
``ngram`` (reading rules §3; LABELLING: "with --spec-type draft-mtp" is `mtp`, "--spec-type
ngram-mod" is `ngram`). Patterns are bounded.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # names.py calls this module while it finds mentions
    from watcher.claims.names import Mention

_TYPE = re.compile(
    r"(?<![\w\-./])(?:draft[-_](?P<draft>mtp|nextn|eagle3?|dflash2?|model|simple)"
    r"|(?P<ngram>ngram)[-_](?:simple|mod|map[\w\-]{0,12}|cache|k4v|k))(?![\w\-])",
    re.IGNORECASE,
)
_DRAFTED = {"mtp": "mtp", "nextn": "mtp", "eagle": "eagle", "eagle3": "eagle"}


def with_spec_types(text: str, found: list[Mention], mention: type[Mention]) -> list[Mention]:
    """``found`` plus the method each llama.cpp speculative type names, where no other mode
    mention covers it."""
    if "-" not in text and "_" not in text:
        return found
    starts = [m.start for m in found]  # in order and apart: one bisection per type

    def covered(lo: int, hi: int) -> bool:
        i = bisect_left(starts, hi) - 1
        return i >= 0 and found[i].end > lo

    extra = []
    for t in _TYPE.finditer(text):
        if covered(*t.span()):
            continue
        drafted = t.group("draft")
        name = "ngram" if drafted is None else _DRAFTED.get(drafted.lower(), "speculative")
        extra.append(mention("mode", name, *t.span()))
    if not extra:
        return found
    return sorted([*found, *extra], key=lambda x: x.start)
