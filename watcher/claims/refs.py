"""A figure's context length, and the engine version, PR and commit named beside it."""

from __future__ import annotations

from watcher.claims.clause_marks import CLAUSE_SEP
from watcher.claims.document import _Doc, _Figure, _Local
from watcher.claims.names import Mention
from watcher.claims.setup_patterns import (
    _COMMIT,
    _CONTEXT,
    _PR,
    _VERSION_AFTER,
    _VERSION_ANY,
)


def _context(fig: _Figure, local: _Local, doc: _Doc) -> int | None:
    if "context" in local.setup:
        return local.setup["context"]
    # a context length belongs to its clause: "...; the full 128K context peaked at ..."
    clause_start = local.segment.start
    clause_end = local.segment.end
    for pos, _, _ in doc.within(CLAUSE_SEP, local):
        if pos < fig.start:
            clause_start = pos + 1
        elif pos >= fig.end:  # a separator after the figure ends its clause
            clause_end = pos
            break
    hits = doc.within(_CONTEXT, local)
    m = None
    best = -1
    for s, e, match in hits:
        if s < clause_start or e > clause_end:
            continue
        dist = fig.start - e if e <= fig.start else max(0, s - fig.end)
        if best < 0 or dist < best:
            best, m = dist, match
    if m is None:
        return None
    if m.group("k"):
        scale = 1024 if m.group("unit").lower() == "k" else 1024 * 1024
        return int(float(m.group("k")) * scale)
    if m.group("n"):
        return int(m.group("n").replace(",", "")) * (1024 if m.group("unit2") else 1)
    return int(m.group("c"))


def _engine_refs(
    engine: Mention | None, local: _Local, doc: _Doc
) -> tuple[str | None, str | None, str | None]:
    """(version, PR, commit) named next to the engine or in the figure's segment."""
    version = pr = commit = None
    if engine is not None and engine in doc.index["engine"]:
        m = _VERSION_AFTER.match(doc.text, engine.end)
        if m:
            version = m.group("v")
    if (
        version is None
        and engine is not None
        and local.segment.start <= engine.start < local.segment.end
    ):
        hits = doc.within(_VERSION_ANY, local)
        if hits:
            version = hits[0][2].group(0)
    pr_hits = doc.within(_PR, local)
    prm = pr_hits[0][2] if pr_hits else None
    if prm:
        repo = prm.group("repo1") or prm.group("repo2")
        number = prm.group("n1") or prm.group("n2") or prm.group("n3")
        pr = f"{repo}#{number}" if repo else f"#{number}"
    commit_hits = doc.within(_COMMIT, local)
    cm = commit_hits[0][2] if commit_hits else None
    if cm:
        commit = cm.group("sha")
    return version, pr, commit
