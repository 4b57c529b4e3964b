"""The names of a figure's own sentence or row that may be its setup: those no comparison's
baseline, example, later clause or next figure claims.

Every figure weighs every name within its reach, so a sentence of many figures and many
names asks of each name what the words just before it say once per figure: those answers,
which do not depend on the figure, are read once per name.
"""

from __future__ import annotations

import re

from watcher.claims.cell_scope import in_other_cell
from watcher.claims.clause_marks import CLAUSE_BREAK
from watcher.claims.clauses import (
    _in_later_clause,
    _introduces,
    _past_next_clause,
)
from watcher.claims.document import _RATE_OVER, _Doc, _Figure, _Local
from watcher.claims.later_with import series_tail, with_later_figure
from watcher.claims.metric_words import _COMPARED, _TIMES_BEFORE
from watcher.claims.mode_baselines import shared_past_mode
from watcher.claims.names import Mention
from watcher.claims.next_owner import _owns_next_figure, clause_marks_after
from watcher.claims.read_owner import owned_by_read_figure
from watcher.claims.set_aside import _example
from watcher.claims.trailing_rivals import placed_against


def own_names(category: str, fig: _Figure, local: _Local, doc: _Doc) -> list[Mention]:
    """The names of ``category`` in the figure's segment less those set apart from it: a
    baseline the figure does not follow, an example engine, and a name after the figure that
    a comparison, a clause break, a multiple or the next figure claims."""
    own = []
    marks: tuple[int, int, int] | None = None  # found at the first name after the figure
    for m in doc.near(category, local.segment.start, local.segment.end):
        if local.foreign and in_other_cell(local, m.start):
            continue  # "| vLLM | 95 tok/s (FP8) | 80 ms |": the 95's precision, not the 80's
        if marks is not None and marks[0] <= m.start:
            break  # past a clause break after the figure: every later name is the next clause's
        # "2.4x faster than autoregressive decoding with vLLM": a mode's baseline shares it
        if (
            doc.is_baseline(m)
            and not _introduces(m, fig, doc.text)
            and not (category == "engine" and shared_past_mode(m, local, doc))
        ):
            continue
        # "150 tok/s ... using tools like llama.cpp": an example of an engine, not the run's
        if category == "engine" and doc.once(_example, m):
            continue
        if m.start >= fig.end:
            if marks is None:
                marks = (doc.end_after(CLAUSE_BREAK, fig.end), *clause_marks_after(fig, doc))
            if _claimed_after(category, m, fig, local, doc, marks) or owned_by_read_figure(
                m, fig, doc
            ):
                continue
        own.append(m)
    return own


def _claimed_after(
    category: str,
    m: Mention,
    fig: _Figure,
    local: _Local,
    doc: _Doc,
    marks: tuple[int, int, int],
) -> bool:
    """True when ``m``, after the figure, belongs to something else than the figure.
    ``marks``: where the first clause break, clause mark and new clause after it end."""
    # "vllm, H100: 95 tok/s; sglang, H100: 112 tok/s": past a ';' is the next clause's
    if marks[0] <= m.start:  # ``found_between(CLAUSE_BREAK, fig.end, m.start)``
        return True
    if _ends_in(_COMPARED, max(fig.start, m.start - 12), m.start, doc) and not (
        category == "hardware"
        and not doc.is_baseline(m)
        and _RATE_OVER.search(doc.text, fig.start, m.start)
    ):
        return True
    return bool(
        (
            category != "hardware"  # "3x vLLM" compares; "1x H200" counts GPUs
            and _ends_in(_TIMES_BEFORE, max(fig.start, m.start - 6), m.start, doc)
        )
        or _owns_next_figure(m, fig, local.sentence or local.segment, doc, marks[1:])
        or (category == "hardware" and _past_next_clause(m, fig, local, doc))
        or (
            category in ("hardware", "mode")
            and _in_later_clause(m, fig, doc)
            and not series_tail(m, fig, local, doc)
        )
        or with_later_figure(m, fig, local, doc)  # "50 tok/s, 70 with EAGLE-3": the 70's
        or placed_against(m, fig, doc)  # "95 tok/s with SGLang close behind": the rival's
    )


def _ends_in(pattern: re.Pattern[str], lo: int, hi: int, doc: _Doc) -> bool:
    """``pattern.search(text[lo:hi])``, asked once per span: the words before a name are the
    same for every figure before it that lies farther than them."""
    key = ((pattern, lo), "ends in", hi)
    known = doc.flags.get(key)
    if known is None:
        known = doc.flags[key] = pattern.search(doc.text[lo:hi]) is not None
    return bool(known)
