"""A checkpoint named "...-MTP" carries multi-token-prediction heads and runs with them.

"Qwen3.6-27B-MTP-GGUF", "Qwen3.6-27B-4bit-MTP-MLX-Serve", "Qwen3.8-Flash-Next-MLX-oQ8-MTP":
the model's name states the mode (reading rules §3: ``mtp`` is multi-token prediction heads;
LABELLING, twelfth pass: a model name ending "-MTP" gives ``mtp``). A name inside an
identifier is not read as a mode on word boundaries, so the segment is found here: "MTP"
joined by a hyphen to a name that holds a digit ("Qwen3.6-27B", "oQ8") within the same
token. A branch or path without one ("feature/add-mtp-support") names no model.
Patterns are bounded; each "-MTP" looks back over its own token only.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # names.py calls this module while it finds mentions
    from watcher.claims.names import Mention

_SEGMENT = re.compile(r"(?<=[\w.])[-_](?P<mtp>MTP)(?![A-Za-z0-9])", re.IGNORECASE)
_TOKEN_ENDS = (" ", "\t", "\n", "`", "'", '"', "(", "[", "<", "|", ",")
_REACH = 80  # how far back a model name's token may start
_DIGIT = re.compile(r"\d")
_SHORTEST = 6  # "Qwen3-" at least: a model's name before its "-MTP"


def with_mtp_names(text: str, found: list[Mention], mention: type[Mention]) -> list[Mention]:
    """``found`` plus an ``mtp`` mention for each "-MTP" segment of a model's name."""
    if "mtp" not in text.lower():
        return found
    starts = [m.start for m in found]
    extra = []
    for s in _SEGMENT.finditer(text):
        lo, hi = s.span("mtp")
        i = bisect_left(starts, hi) - 1
        if i >= 0 and found[i].end > lo:
            continue
        floor = max(0, lo - _REACH)
        first = max(floor, *(text.rfind(c, floor, lo) + 1 for c in _TOKEN_ENDS))
        if lo - first < _SHORTEST or not _DIGIT.search(text, first, lo):
            continue
        extra.append(mention("mode", "mtp", lo, hi))
    if not extra:
        return found
    return sorted([*found, *extra], key=lambda x: x.start)
