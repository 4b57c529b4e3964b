"""Outbox rows in the store: find what is due, lease a row, record the outcome.

States: ``pending`` (to send, possibly after ``next_attempt_at``) → ``delivered`` |
``failed`` (permanent, or attempts exhausted; ``last_error`` says why) | ``skipped`` (the
target is off: its environment variable is unset).

Exactly once across processes rests on two guarded UPDATEs, portable to SQLite and
PostgreSQL (each its own short transaction):

- *claim*: ``UPDATE … SET lease_owner = me, lease_until = now + lease, attempts = attempts + 1
  WHERE id = ? AND state = 'pending' AND (lease_until IS NULL OR lease_until < now)`` — one
  process wins (rowcount 1); a crashed holder's lease expires and the row is taken again;
- *finish*: ``UPDATE … SET state = … WHERE id = ? AND lease_owner = me AND state = 'pending'``
  — a process whose lease was taken over cannot overwrite the new holder's outcome, and a
  delivered row is never pending again.

The attempt is counted when the row is claimed, so a process that crashes mid-send still
uses up an attempt and a crash loop cannot retry forever.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from typing import Any

import sqlalchemy as sa
from sqlmodel import Session

from watcher import _crash as crash
from watcher.store import Outbox, Store, insert_ignore, iso
from watcher.store.lease import row_lease_free

T: sa.Table = Outbox.__table__  # type: ignore[attr-defined]
STATES = ("pending", "delivered", "failed", "skipped")


def enqueue(
    session: Session, event_key: str, target: str, payload: dict[str, Any], now: str
) -> bool:
    """Add the pending row that sends ``payload`` to ``target``; False if it exists.

    The row's key is ``<event key>:<target>``, so an event asks each target once, however
    many times (or by however many processes) it is handed off.
    """
    return insert_ignore(
        session,
        Outbox,
        {
            "key": f"{event_key}:{target}",
            "target": target,
            "event_key": event_key,
            "payload": payload,
            "state": "pending",
            "attempts": 0,
            "created_at": now,
        },
        ["key"],
    )


def due_ids(store: Store, now: dt.datetime, *, limit: int = 100) -> list[int]:
    """Pending rows whose time has come and that no live lease holds, oldest first."""
    stamp = iso(now)
    stmt = (
        sa.select(T.c.id)
        .where(
            T.c.state == "pending",
            sa.or_(T.c.next_attempt_at.is_(None), T.c.next_attempt_at <= stamp),
            row_lease_free(T, stamp),
        )
        .order_by(T.c.id)
        .limit(limit)
    )
    with store.engine.connect() as conn:
        return [int(r[0]) for r in conn.execute(stmt)]


def next_due(store: Store, now: dt.datetime) -> str | None:
    """The earliest ``next_attempt_at`` among pending, unleased rows (None if none waits)."""
    stmt = sa.select(sa.func.min(T.c.next_attempt_at)).where(
        T.c.state == "pending", row_lease_free(T, iso(now))
    )
    with store.engine.connect() as conn:
        value = conn.execute(stmt).scalar()
    return str(value) if value else None


def claim(
    store: Store, row_id: int, owner: str, now: dt.datetime, lease_s: float
) -> dict[str, Any] | None:
    """Lease one row for ``owner``; the row (attempts already counted) or None if taken."""
    stamp = iso(now)
    until = iso(now + dt.timedelta(seconds=lease_s))
    with store.engine.begin() as conn:
        result = conn.execute(
            sa.update(T)
            .where(T.c.id == row_id, T.c.state == "pending", row_lease_free(T, stamp))
            .values(lease_owner=owner, lease_until=until, attempts=T.c.attempts + 1)
        )
        if result.rowcount != 1:
            return None
        row = conn.execute(sa.select(T).where(T.c.id == row_id)).mappings().one()
    return dict(row)


def finish(
    store: Store,
    row_id: int,
    owner: str,
    *,
    state: str,
    now: dt.datetime,
    error: str | None = None,
    retry_at: dt.datetime | None = None,
) -> bool:
    """Record an attempt's outcome if ``owner`` still holds the lease; True if recorded."""
    if state not in STATES:
        raise ValueError(f"unknown outbox state {state!r}")
    values: dict[str, Any] = {
        "state": state,
        "lease_owner": None,
        "lease_until": None,
        "last_error": error,
    }
    if state == "delivered":
        values["delivered_at"] = iso(now)
        values["next_attempt_at"] = None
    elif state == "pending":
        values["next_attempt_at"] = iso(retry_at or now)
    else:
        values["next_attempt_at"] = None
    with store.engine.begin() as conn:
        result = conn.execute(
            sa.update(T)
            .where(T.c.id == row_id, T.c.lease_owner == owner, T.c.state == "pending")
            .values(**values)
        )
        crash.point("notify.finish")
        return result.rowcount == 1


def skip_target(store: Store, target: str, reason: str, now: dt.datetime) -> int:
    """Mark every pending, unleased row of ``target`` skipped; how many were."""
    stamp = iso(now)
    with store.engine.begin() as conn:
        result = conn.execute(
            sa.update(T)
            .where(T.c.target == target, T.c.state == "pending", row_lease_free(T, stamp))
            .values(state="skipped", last_error=reason, next_attempt_at=None)
        )
        return int(result.rowcount or 0)


REQUEUEABLE = ("failed", "skipped")


def requeue(
    store: Store,
    now: dt.datetime,
    *,
    keys: Sequence[str] = (),
    states: Sequence[str] = ("failed",),
) -> list[str]:
    """Make ended-undelivered rows pending again (by ``keys``, or every row in ``states``).

    Only ``failed`` and ``skipped`` rows move; a delivered or pending row is never touched,
    so a message is still sent at most once per key. Attempts start again from zero and
    ``last_error`` keeps what happened before. Returns the keys requeued.
    """
    bad = sorted(set(states) - set(REQUEUEABLE))
    if bad:
        raise ValueError(f"cannot requeue rows in state {', '.join(bad)}")
    where = [T.c.state.in_(list(states) or list(REQUEUEABLE))]
    if keys:
        where.append(T.c.key.in_(list(keys)))
    stamp = iso(now)
    with store.engine.begin() as conn:
        result = conn.execute(
            sa.update(T)
            .where(*where)
            .values(
                state="pending",
                attempts=0,
                next_attempt_at=stamp,
                lease_owner=None,
                lease_until=None,
                last_error=sa.literal("requeued by hand; before: ")
                + sa.func.coalesce(T.c.last_error, "-"),
            )
            .returning(T.c.key)
        )
        return sorted(str(r[0]) for r in result)


def list_rows(
    store: Store,
    *,
    states: Sequence[str] = (),
    keys: Sequence[str] = (),
    limit: int | None = None,
) -> list[dict[str, Any]]:
    """Outbox rows (oldest first), optionally only some states or keys and the last ``limit``."""
    stmt = sa.select(T).order_by(T.c.id)
    if states:
        stmt = stmt.where(T.c.state.in_(list(states)))
    if keys:
        stmt = stmt.where(T.c.key.in_(list(keys)))
    with store.engine.connect() as conn:
        rows = [dict(r) for r in conn.execute(stmt).mappings()]
    return rows[-limit:] if limit else rows


__all__ = [
    "REQUEUEABLE",
    "STATES",
    "claim",
    "due_ids",
    "finish",
    "list_rows",
    "next_due",
    "requeue",
    "skip_target",
]
