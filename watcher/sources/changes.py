"""Claim changes between two reads of one source text (pure: claim JSON in, changes out).

Claims are compared **by the setup they state**, not by their words: the identity of a
figure is its metric, hardware, GPU count, precision, concurrency and context. Engine and
mode are *not* part of it, because naming them is exactly how an unverifiable vendor figure
becomes checkable ("515 tok/s on 1x H200" later reads "… with SGLang's draft-and-verify
mode"): that is one claim whose standing moved, not one withdrawn and one added.

Pairing old and new claims, in three passes (each in document order):

1. the same figure (identity, value, engine, mode) — unchanged;
2. the same identity, engine and mode, another value — ``claim_changed`` (the value moved);
3. the same identity — ``claim_changed`` (engine, mode or standing moved, maybe the value);

what is left is ``claim_added`` (new) or ``claim_withdrawn`` (old). The first read of a
source is its baseline and yields no changes at all (the caller decides that).

History travels with the claim: every new claim JSON gets ``first_seen_at``/``first_seen_in``
(carried from its old pair) and, when it changed, ``previous`` (what it said before) and
``changed_at``.
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

JSON = Mapping[str, Any]
ADDED = "claim_added"
CHANGED = "claim_changed"
WITHDRAWN = "claim_withdrawn"
CHANGE_TYPES = (ADDED, CHANGED, WITHDRAWN)
IDENTITY = ("metric", "hardware", "gpu_count", "precision", "concurrency", "context")
FIGURE = ("value", "value_min", "value_max", "engine", "mode")
# What ``previous`` keeps of the claim as it was.
KEPT = ("text", "value", "value_min", "value_max", "unit", "engine", "mode", "standing")
HISTORY = ("first_seen_at", "first_seen_in", "previous", "changed_at")


def identity(claim: JSON) -> str:
    """The setup a claim states, as a stable string (``decode_tok_s|H200|1|…``)."""
    return "|".join("" if claim.get(k) is None else str(claim.get(k)) for k in IDENTITY)


def _figure(claim: JSON) -> tuple[Any, ...]:
    return (identity(claim), *(claim.get(k) for k in FIGURE))


@dataclass(frozen=True)
class Change:
    """One claim change: ``before`` and/or ``after`` claim JSON."""

    type: str
    identity: str
    before: dict[str, Any] | None = None
    after: dict[str, Any] | None = None
    moved: tuple[str, ...] = ()  # changed: value, engine, mode, standing


@dataclass
class Comparison:
    """Every new claim (history attached) and the changes from the old ones."""

    claims: list[dict[str, Any]] = field(default_factory=list)
    changes: list[Change] = field(default_factory=list)


def _moved(before: JSON, after: JSON) -> tuple[str, ...]:
    out = []
    if any(before.get(k) != after.get(k) for k in ("value", "value_min", "value_max")):
        out.append("value")
    out += [k for k in ("engine", "mode", "standing") if before.get(k) != after.get(k)]
    return tuple(out)


def _take(pool: list[dict[str, Any] | None], want: Any, key: Any) -> dict[str, Any] | None:
    for i, old in enumerate(pool):
        if old is not None and key(old) == want:
            pool[i] = None
            return old
    return None


def compare(
    old: Sequence[JSON],
    new: Sequence[JSON],
    *,
    now: str,
    where: str,
    baseline: bool = False,
) -> Comparison:
    """Pair ``old`` and ``new`` claims of one text; history carried, changes listed.

    ``where`` names the source for ``first_seen_in``; ``baseline`` (a first read) attaches
    history but reports no change.
    """
    pool: list[dict[str, Any] | None] = [dict(c) for c in old]
    paired: list[dict[str, Any] | None] = [None] * len(new)
    passes = (
        _figure,
        lambda c: (identity(c), c.get("engine"), c.get("mode")),
        identity,
    )
    for key in passes:
        for i, claim in enumerate(new):
            if paired[i] is None:
                paired[i] = _take(pool, key(claim), key)
    out = Comparison()
    for claim, before in zip(new, paired, strict=True):
        after = {k: v for k, v in claim.items() if k not in HISTORY}
        if before is None:
            after["first_seen_at"] = now
            after["first_seen_in"] = where
            out.claims.append(after)
            if not baseline:
                out.changes.append(Change(ADDED, identity(after), None, after))
            continue
        after["first_seen_at"] = before.get("first_seen_at") or now
        after["first_seen_in"] = before.get("first_seen_in") or where
        moved = _moved(before, after)
        if moved:
            after["previous"] = {k: before.get(k) for k in KEPT}
            after["changed_at"] = now
            if not baseline:
                out.changes.append(Change(CHANGED, identity(after), _plain(before), after, moved))
        elif before.get("previous"):
            after["previous"] = before["previous"]
            after["changed_at"] = before.get("changed_at")
        out.claims.append(after)
    if not baseline:
        for gone in pool:
            if gone is not None:
                out.changes.append(Change(WITHDRAWN, identity(gone), _plain(gone), None))
    return out


def _plain(claim: JSON) -> dict[str, Any]:
    return {k: v for k, v in claim.items() if k != "previous"}


def event_key(source_key: str, change: Change, version: str) -> str:
    """The change's stable event key: source text, setup, type and the text version read.

    The same edit read twice (a retry, a second replica) gives the same key, so the event
    store's unique index keeps it to one event.
    """
    setup = hashlib.sha256(change.identity.encode("utf-8")).hexdigest()[:12]
    return f"{source_key}:{setup}:{change.type}:{version[:16]}"


# ---------------------------------------------------------------------------- wording


def _num(value: Any) -> str:
    if not isinstance(value, (int, float)):
        return "?"
    text = f"{value:,.2f}".rstrip("0").rstrip(".")
    return text


def figure_text(claim: JSON) -> str:
    """``515 tok/s`` or ``202–211 tok/s``."""
    lo, hi = claim.get("value_min"), claim.get("value_max")
    num = (
        f"{_num(lo)}–{_num(hi)}" if lo is not None and hi is not None else _num(claim.get("value"))
    )
    return f"{num} {claim.get('unit') or ''}".strip()


def setup_text(claim: JSON) -> str:
    """``on 1x H200`` (hardware and count), or empty."""
    hw, count = claim.get("hardware"), claim.get("gpu_count")
    if not hw:
        return ""
    return f"on {count}x {hw}" if count else f"on {hw}"


def _names(claim: JSON) -> str:
    named = [str(claim[k]) for k in ("engine", "mode") if claim.get(k)]
    return " and ".join(named)


def _unnamed(claim: JSON) -> str:
    gaps = [k for k in ("engine", "mode") if not claim.get(k)]
    return "names no " + " or ".join(gaps) if gaps else ""


def summary(label: str, change: Change) -> str:
    """What changed, in one line (``DiffuSpace model card: 515 → 540 tok/s on 1x H200; …``)."""
    claim = change.after or change.before or {}
    where = setup_text(claim)
    tail = f" {where}" if where else ""
    if change.type == ADDED:
        gap = _unnamed(claim)
        standing = f"{claim.get('standing')}" + (f": {gap}" if gap else "")
        return f"{label}: new claim {figure_text(claim)}{tail} ({standing})"
    if change.type == WITHDRAWN:
        return f"{label}: {figure_text(claim)}{tail} withdrawn"
    before, after = change.before or {}, change.after or {}
    if "value" in change.moved:
        head = f"{label}: {figure_text({**before, 'unit': ''})} → {figure_text(after)}{tail}"
    else:
        head = f"{label}: {figure_text(after)}{tail}"
    if before.get("standing") != after.get("standing"):
        named = _names(after)
        how = f"now names {named}" if named else _unnamed(after)
        return f"{head}; {how}: {before.get('standing')} → {after.get('standing')}"
    if after.get("standing") == "unverifiable":
        gap = _unnamed(after)
        return f"{head}; still {gap}" if gap else f"{head}; still unverifiable"
    named = _names(after)
    return f"{head}; {named}" if named else head


__all__ = [
    "ADDED",
    "CHANGED",
    "CHANGE_TYPES",
    "WITHDRAWN",
    "Change",
    "Comparison",
    "compare",
    "event_key",
    "figure_text",
    "identity",
    "setup_text",
    "summary",
]
