"""Leases: the database decides which process does a piece of work (no home-made consensus).

A lease is a row ``(name, owner, until)``. :func:`acquire` takes it when it is free or
expired, or renews it when ``owner`` already holds it, in one atomic statement, so two
processes on one PostgreSQL (or one SQLite file) can never both believe they hold it.
"""

from __future__ import annotations

import datetime as dt
import os
import socket
import uuid

import sqlalchemy as sa
from sqlmodel import SQLModel

from watcher.store.db import Store, insert_ignore, iso
from watcher.store.tables import Lease

_LEASE = SQLModel.metadata.tables["lease"]


def row_lease_free(table: sa.Table, now: str) -> sa.ColumnElement[bool]:
    """SQL: ``table``'s row lease (``lease_until``) is unset or expired at ``now``.

    Rows that are worked on (outbox rows, bench jobs) carry ``lease_owner`` and
    ``lease_until``; a claim is one guarded UPDATE with this condition, so of two
    processes exactly one gets the row.
    """
    return sa.or_(table.c.lease_until.is_(None), table.c.lease_until < now)


def owner_id() -> str:
    """A lease owner id unique to this process: host, pid and a random suffix.

    Every lease in the store — named leases here, outbox rows, bench jobs — is held by
    such an id, so logs and ``lease_owner`` columns say which process held what.
    """
    return f"{socket.gethostname()}:{os.getpid()}:{uuid.uuid4().hex[:8]}"


def acquire(store: Store, name: str, owner: str, ttl_s: float, now: dt.datetime) -> bool:
    """Take or renew lease ``name`` for ``ttl_s`` seconds; True if ``owner`` now holds it."""
    until = iso(now + dt.timedelta(seconds=ttl_s))
    with store.session() as s:
        if insert_ignore(s, Lease, {"name": name, "owner": owner, "until": until}, ["name"]):
            return True
        result = s.execute(
            sa.update(_LEASE)
            .where(
                sa.and_(
                    _LEASE.c.name == name,
                    sa.or_(_LEASE.c.owner == owner, _LEASE.c.until < iso(now)),
                )
            )
            .values(owner=owner, until=until)
            .returning(_LEASE.c.name)
        )
        return result.first() is not None


def release(store: Store, name: str, owner: str) -> None:
    """Give up lease ``name`` if ``owner`` holds it."""
    with store.session() as s:
        s.execute(sa.delete(_LEASE).where(_LEASE.c.name == name, _LEASE.c.owner == owner))
