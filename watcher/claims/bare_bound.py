"""A name a preposition binds back to an earlier figure written without a unit is that
figure's: "TTFT was 230 with vLLM and 170 with SGLang", "decode speed was 41 with llama.cpp
and 63 with SGLang" (reading rules §2: each figure takes its own setup). The unit of such a
figure comes from its metric word, so the unit-bearing figure pattern does not see it; the
sentence's own figures (its peers) do. Each figure's trailing "with ENGINE" is its engine,
so the name before a later figure is the earlier figure's, not the later one's.
"""

from __future__ import annotations

import re

from watcher.claims.clause_marks import past_lead
from watcher.claims.document import _Doc, _Figure, _Local
from watcher.claims.names import Mention

# the bare number a figure of the sentence starts with: "230", "1,100", "41.5"
_BARE = re.compile(r"\d[\d.,]{0,11}")
_REACH = 48  # how far back from the name the earlier figure may start


def bound_to_bare_figure(
    m: Mention, fig: _Figure, local: _Local, doc: _Doc, right_after: re.Pattern[str]
) -> bool:
    """True when ``m`` stands before ``fig`` and ``right_after`` ("with", "on", ...) binds it
    back to an earlier figure of the sentence whose number stands alone."""
    if m.end > fig.start or m.category == "hardware" or local.sentence is None:
        return False
    peer = local.last_peer_in(max(local.sentence.start, m.start - _REACH), m.start)
    if peer is None or peer >= fig.start:
        return False
    num = _BARE.match(doc.text, peer)
    return (
        num is not None
        and right_after.fullmatch(doc.text, num.end(), past_lead(doc.text, m.start, m.end))
        is not None
    )
