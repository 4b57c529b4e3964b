"""A size a text says a model needs is the model's, not a run's: "(3.95 GB needed)", "7B
requires 14GB", "需68GB显存" take no engine, card or count.

The evaluation set's seventeenth labelling pass (the project lead's ruling): "the memory a
text says a model needs, takes or fits in (a requirement or a property of the model, not an
observation of one run) takes no engine, no hardware and no GPU count". ``scope.stated_as_need``
reads the need written before the figure ("requires 140 GB", "需要 100GB") and asks this
module for the two other places the same need is written: the participle after the figure ("3.95 GB
needed", "40 GB of VRAM required"), and Chinese "需" (needs) right before it ("参数量67B,需68GB
显存"), which the two-character words ("需要", "需占用") do not cover. A past tense before the
figure ("it needed 24 GB on my 3090") reports a run and is not read here. Patterns hold
literals and bounded quantifiers and are tried at one figure's edges.
"""

from __future__ import annotations

import re

from watcher.claims.document import _Doc, _Figure, _Local

# "3.95 GB needed", "40 GB of VRAM required", "~14GB (VRAM) needed": the need after the size,
# before the sentence goes on
_NEEDED_AFTER = re.compile(
    r"[ \t]{0,2}(?:\([^()\n]{1,12}\)[ \t]{0,2})?"
    r"(?:of[ \t]{1,2}(?:v?ram|(?:gpu[ \t]{1,2})?memory|disk)[ \t]{1,2})?"
    r"(?:needed|required)(?![a-z])",
    re.IGNORECASE,
)
# "需68GB显存", "需约 40GB": Chinese "needs" written as one character right before the size;
# "无需" / "不需" (no need) state none
_NEEDS_BEFORE = re.compile(r"(?<![无無不必])需[ \t]{0,2}(?:约|約|大约|大約|至少)?[ \t]{0,2}$")


def required_size(fig: _Figure, local: _Local, doc: _Doc) -> bool:
    """True for a memory figure whose own words say the model needs it."""
    seg = local.sentence or local.segment
    text = doc.text
    if _NEEDS_BEFORE.search(text, max(seg.start, fig.start - 8), fig.start):
        return True
    return _NEEDED_AFTER.match(text, fig.end, min(seg.end, fig.end + 40)) is not None
