"""A name after a figure that opens the coordinated clause of the next figure read is that
figure's: "vLLM gives 95 tok/s, SGLang 110", "Ollama: 27 tok/s, koboldcpp about 31".

Reading rules §2: the clause decides before the sentence. ``next_owner`` weighs the next
figure written with its unit; a coordinated figure that leaves its unit out ("SGLang 110") is
found only by the readers of bare numbers, so the name right before it is weighed here, once
every figure of the text is read:

- a coordinator (a comma, a semicolon, "and", "while", "whereas") stands between the name and
  the figure read right before it (the figure, or a figure of a clause between: "55 tok/s,
  LM Studio 61, koboldcpp 58" gives koboldcpp to 58 alone);
- the next figure read after the name follows it within ``REACH`` characters, with at most a
  bracket on the name, a verb or a hedge between ("(EXL2 4bpw)", "does", "gets", "about", a
  colon), and no other name of the category between.
"""

from __future__ import annotations

import re
from bisect import bisect_right

from watcher.claims.document import _Doc, _Figure
from watcher.claims.names import Mention

REACH = 48
_KEY: tuple[object, str, int] = ("read_owner", "starts", -1)
_COORDINATOR = re.compile(r"[,;，；]|(?<![a-z])(?:and|while|whereas)(?![a-z])", re.IGNORECASE)
_BINDS = re.compile(
    r"[ \t]{0,2}(?:\([^()\n]{0,30}\)[ \t]{0,2})?(?::[ \t]{0,2})?"
    r"(?:(?:does|did|gets|got|gives|gave|reaches|reached|manages|managed|hits|hit|is|was"
    r"|at|about|around|roughly|only|just|~|≈)[ \t]{1,2}){0,2}",
    re.IGNORECASE,
)


def note_read(doc: _Doc, starts: list[int]) -> None:
    """Record where every figure of the text starts, once all are read."""
    doc.flags[_KEY] = sorted(starts)


def owned_by_read_figure(m: Mention, fig: _Figure, doc: _Doc) -> bool:
    """True when ``m``, after ``fig``, opens the coordinated clause of the next figure read."""
    starts = doc.flags.get(_KEY)
    if not isinstance(starts, list) or m.start < fig.end:
        return False
    j = bisect_right(starts, m.start)
    before = max(fig.end, starts[j - 1] if j > 0 else 0)  # the figure read right before it
    if j >= len(starts) or starts[j] - m.end > REACH:
        return False
    text = doc.text
    if not _COORDINATOR.search(text, before, m.start):
        return False
    if not _BINDS.fullmatch(text, m.end, starts[j]):
        return False
    return not any(n.start > m.start for n in doc.near(m.category, m.end, starts[j]))
