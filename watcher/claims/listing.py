"""One claim per figure, however many texts carry it: the listing layer over stored claims.

The rules' curated sentence and the PR body it was copied from are two *sources* of one
claim, not two claims. :func:`merge_seen` folds stored claim rows that state the same
figure about the same setup into one claim JSON with a ``sources`` list
(``[{"id", "origin", "source"}, ...]``, first seen first). Pure: rows in, dicts out.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from watcher.claims.models import FIGURE_IDENTITY

SAME_CLAIM = tuple(k for k in FIGURE_IDENTITY if k != "source")
"""What makes two stored rows one claim: the figure and the setup, not who said it."""


def claim_identity(claim: Mapping[str, Any]) -> tuple[str, ...]:
    """The key two rows of the same claim share."""
    return tuple(repr(claim.get(k)) for k in SAME_CLAIM)


def merge_seen(rows: Iterable[tuple[int | None, str, Mapping[str, Any]]]) -> list[dict[str, Any]]:
    """``(row id, origin, claim JSON)`` rows → one claim per identity, with all its sources.

    The first row of a claim gives its text, date and id; later rows only add a source.
    """
    merged: dict[tuple[str, ...], dict[str, Any]] = {}
    for row_id, origin, claim in rows:
        seen = {"id": row_id, "origin": origin, "source": claim.get("source")}
        key = claim_identity(claim)
        if key in merged:
            merged[key]["sources"].append(seen)
        else:
            merged[key] = {**claim, "id": row_id, "origin": origin, "sources": [seen]}
    return list(merged.values())


def source_names(claim: Mapping[str, Any]) -> list[str]:
    """The distinct source names of a merged claim, first seen first."""
    names: list[str] = []
    for seen in claim.get("sources") or [{"source": claim.get("source")}]:
        name = str(seen.get("source") or "")
        if name and name not in names:
            names.append(name)
    return names
