"""A figure's own words: those of its clause, before it back to the previous figure and
after it up to the next clause or figure.

Several readings of one figure (one stream or many, the prompt's time, a led or titled phase,
a summed rate, a serial run) look at the same words: ``own_words`` works them out once per
figure and segment.
"""

from __future__ import annotations

import re

from watcher.claims.card_count import counts_card_at
from watcher.claims.clause_marks import OWN_WORDS_END
from watcher.claims.document import _Doc, _Figure, _Local
from watcher.claims.patterns import FIGURE
from watcher.claims.stream_words import _PER_USER
from watcher.claims.word_window import words_before


def own_words(fig: _Figure, local: _Local, doc: _Doc) -> tuple[str, str]:
    """The words of the figure's own clause: before it back to the previous figure (past the
    clause that figure's trailing words close), after it up to the next clause or figure.
    Four readings of a figure ask for them: they are worked out once per figure and segment."""
    seg = local.segment
    key = ((seg.start, seg.end, fig.end), "own_words", fig.start)
    known = doc.flags.get(key)
    if known is None:
        known = doc.flags[key] = _clause_words(fig, seg.start, seg.end, doc)
    return known  # type: ignore[return-value]


def _clause_words(fig: _Figure, seg_start: int, seg_end: int, doc: _Doc) -> tuple[str, str]:
    text = doc.text
    window = words_before(text, fig.start, seg_start, 100)
    before = _own_before(window, _figures(window, fig.start - len(window), doc))
    after = text[fig.end : min(seg_end, fig.end + 80)]
    nxt = next(iter(_figures(after, fig.end, doc)), None)
    if nxt is not None:
        after = after[: nxt.start()]
    cut = OWN_WORDS_END.search(after)
    if cut is not None:
        after = after[: cut.start()]  # ", while each user sees": the next clause's words
    return before, after


def _figures(words: str, at: int, doc: _Doc) -> list[re.Match[str]]:
    """The figures in ``words`` (which stand at ``at`` in the text), less a count written with
    its mark before its card: "on 8 x H100", "2× 3090" name the cards, as "8×H100" does
    (reading rules §3), and close no clause as a multiple would."""
    return [m for m in FIGURE.finditer(words) if not counts_card_at(at + m.end("lo"), doc)]


def _own_before(before: str, figures: list[re.Match[str]]) -> str:
    """The part of ``before`` (the words leading up to a figure) that is the figure's own:
    back to the previous figure (one of ``figures``), past the clause that figure's trailing
    words close ("95 tok/s per user, and 2,100 tok/s": "per user" is the first figure's)."""
    ends = [m.end() for m in figures]
    if not ends:
        return before
    # ("200 tok/s (高并发) | 约 30 tok/s": the previous figure's cell ends at its pipe)
    rest = before[ends[-1] :].rsplit("|", 1)[-1]
    cut = OWN_WORDS_END.search(rest)
    if cut is None:
        # "120 tok/s with one user and 2,400 tok/s": the words before "and" close the first
        joined = list(_AND.finditer(rest))
        cut = joined[-1] if joined else None
    return rest[cut.end() :] if cut else rest[_lead_len(rest) :]


_AND = re.compile(r"(?<![a-z])and(?![a-z])", re.IGNORECASE)


def _lead_len(rest: str) -> int:
    """How many leading characters of ``rest`` are the previous figure's own per-user words."""
    own = _PER_USER.match(rest.lstrip())
    return len(rest) - len(rest.lstrip()) + own.end() if own else 0
