"""Two precisions written as one mix name no single precision of the run.

"Precision: FP16 + BF16", "Super-fused BF16+FP16", "Mixed NVFP4+FP8": the model runs in both
types at once (one for some layers, one for others), so neither is the run's precision and
the figures beside it take none (``tests/data/claims_eval/LABELLING.md``: "Mixed NVFP4+FP8"
gives none). Both mentions are dropped, so neither is attached to a figure.
"""

from __future__ import annotations

import re
from itertools import pairwise

from watcher.claims.names import Mention

# "FP16 + BF16", "BF16+FP16": only a plus sign and spaces between the two names
_PLUS = re.compile(r"[ \t]*\+[ \t]*")


def without_mixes(text: str, found: list[Mention]) -> list[Mention]:
    """The precision mentions less both sides of each "A + B" mix of two precisions."""
    mixed: set[int] = set()
    for left, right in pairwise(found):
        if left.name != right.name and _PLUS.fullmatch(text, left.end, right.start):
            mixed.update((id(left), id(right)))
    if not mixed:
        return found
    return [m for m in found if id(m) not in mixed]
