"""A comparison's baseline side that states its own GPU count takes no card or count of the
subject's: "vLLM reaches 95 tok/s on an H100, compared to 50 tok/s with 1 GPU", "3,000 tok/s
on 8x H200, versus 900 tok/s on a single GPU". Reading rules §2: a comparison names a
baseline, not the subject, and each side is a figure with its own setup; LABELLING (batches
40–47, 80, 85): the subject's hardware does not pass to the baseline. The count the side
writes is the baseline's; a card it names itself is already its own (``sides.side_name``).

Left alone: a side with no count of its own ("compared to 50 tok/s without speculative
decoding" is the same run's other half), and "95 vs 50 tok/s on 2 GPUs", whose bare first
number shares one setup with the second.
"""

from __future__ import annotations

import re

from watcher.claims.counts import _count_of
from watcher.claims.document import _Doc, _Figure, _Local
from watcher.claims.names import Mention
from watcher.claims.setup_patterns import _COUNT_TEXT
from watcher.claims.sides import baseline_side

# "95 vs 50": the subject's number written bare right before the comparison word
_BARE_PAIR = re.compile(r"\d[ \t]{0,2}(?:vs\.?|versus)[ \t]{1,2}[^\d\n]{0,12}$", re.IGNORECASE)


def _side_count(fig: _Figure, local: _Local, doc: _Doc) -> int | None:
    """The GPU count the baseline side of the figure's comparison states, else None."""
    own = local.sentence or local.segment
    side = baseline_side(doc.text, fig.start, fig.end, own.start)
    if side is None or _BARE_PAIR.search(doc.text, max(own.start, side[0] - 24), fig.start):
        return None
    for lo, _hi, m in doc.scan(_COUNT_TEXT, fig.end, side[1]):
        if lo >= fig.end:
            return _count_of(m)
    return None


def side_card(card: Mention | None, fig: _Figure, local: _Local, doc: _Doc) -> Mention | None:
    """``card``, or None when it is named before the baseline side whose figure this is and
    that side states its own count."""
    if card is None or card.start >= fig.start or _side_count(fig, local, doc) is None:
        return card
    return None


def side_count(count: int | None, fig: _Figure, local: _Local, doc: _Doc) -> int | None:
    """The count the baseline side states, over ``count`` read for the figure elsewhere."""
    stated = _side_count(fig, local, doc)
    return count if stated is None else stated
