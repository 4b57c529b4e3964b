"""A load another clause's setup states: "SGLang gets 120 tok/s on H100 at batch 1 and vLLM
80 tok/s on A100" gives the vLLM figure no load.

Reading rules §2: the clause is the nearest enclosing unit, and two setups in one sentence give
two claims with different setups. A load that trails an earlier figure of the sentence, in a
clause that a conjunction closes before the figure's own clause opens on an engine of its own
(``clauses.new_subject_clause``), belongs to that earlier figure when the figure's clause states
a whole second setup: an engine and a card, the card none the earlier clause names. A clause
that names only an engine ("... at batch 1, and vLLM 80 tok/s") or the same card may still be
read as sharing the run's load, and keeps it.
"""

from __future__ import annotations

from watcher.claims.clause_loads import own_clause_end
from watcher.claims.clauses import new_subject_clause
from watcher.claims.document import _Doc, _Figure, _Local


def other_clause_load(fig: _Figure, local: _Local, doc: _Doc) -> tuple[int, int] | None:
    """(start, end) of the earlier clause whose loads are another setup's, or None."""
    closed = new_subject_clause(fig, local, doc)
    if closed is None or local.sentence is None:
        return None
    prev, brk = closed
    end = own_clause_end(doc.text, fig.end, local.sentence.end)
    mine = {m.name for m in doc.near("hardware", brk, end)}
    theirs = {m.name for m in doc.near("hardware", local.sentence.start, brk)}
    if not mine or mine & theirs:
        return None
    return prev, brk
