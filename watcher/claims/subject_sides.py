"""The subject side of an "x vs y for B" pair: B's engine is the baseline's, not x's.

"The new kernel does 45 tok/s versus 38 tok/s with vLLM", "1.0s vs 2.2s for MLX": the engine
named in the words that follow the second figure describes that figure, the comparison's
baseline (reading rules §2: comparisons name a baseline, not the subject; each side of a
pair takes its own setup). ``sides.side_name`` already gives the baseline its own words;
this keeps those words from the figure set against it. A sentence that names a method keeps
its engine on both sides ("EAGLE gives 45 vs 38 tok/s without it on vLLM": one engine, two
decodings), and so does a pair written with no figure after the comparison.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from watcher.claims.document import _Doc, _Figure, _Local
    from watcher.claims.names import Mention

# the subject's own unit and words after its figure, then the comparison: " tok/s versus "
_THEN_VS = re.compile(
    r"[^,;:()\n.!?0-9]{0,40}?(?<![a-z])(?P<vs>vs\.?|versus|compared[ \t]+(?:to|with)|against)"
    r"(?![a-z])",
    re.IGNORECASE,
)
_REACH = 32  # characters from the comparison to the baseline's figure
# the baseline's number, read whole so that "1,200" is not cut at its comma
_NUMBER = re.compile(r"[0-9][0-9.,]*[0-9]|[0-9]")
# the baseline's own words after its figure end with its clause
_SIDE_END = re.compile(r"[,;:()\n]|[.!?](?:\s|$)")
_SIDE_REACH = 60


def baseline_words(fig: _Figure, local: _Local, doc: _Doc) -> tuple[int, int] | None:
    """The span of the baseline's own words when the figure is the subject of an "x vs y"
    pair in its sentence, else None."""
    sentence = local.sentence
    if sentence is None or len(local.peers) < 2:
        return None
    m = _THEN_VS.match(doc.text, fig.end, sentence.end)
    if m is None:
        return None
    peers = local.ordered_peers
    i = bisect_left(peers, m.end())  # a sentence of thousands of figures: no walk per figure
    if i == len(peers) or peers[i] - m.end() > _REACH:
        return None
    nxt = peers[i]
    number = _NUMBER.match(doc.text, nxt)
    end = number.end() if number is not None else nxt
    hi = min(sentence.end, end + _SIDE_REACH)
    stop = _SIDE_END.search(doc.text, end, hi)
    side = (m.start("vs"), stop.start() if stop is not None else hi)
    if doc.near("mode", sentence.start, side[1]):
        return None
    return side


def not_baselines(own: list[Mention], fig: _Figure, local: _Local, doc: _Doc) -> list[Mention]:
    """``own`` less the engines the figure's baseline names in its own words."""
    if not own or fig.metric == "speedup":
        return own
    side = baseline_words(fig, local, doc)
    if side is None:
        return own
    return [m for m in own if not side[0] <= m.start < side[1]]
