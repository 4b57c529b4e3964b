"""Named properties of a whole store (``store_flag`` rows), read tolerantly.

``demo``: the store was made by ``watcher demo``; only such a store accepts results marked
``demo: true`` (stand-in figures must never count as measurements in a real store).
"""

from __future__ import annotations

import sqlalchemy as sa
from sqlmodel import Session

from watcher.store.db import insert_ignore, utcnow
from watcher.store.tables import StoreFlag

DEMO = "demo"


def set_flag(session: Session, key: str, value: str = "true") -> None:
    """Set ``key`` once (a second set keeps the first value)."""
    insert_ignore(session, StoreFlag, {"key": key, "value": value, "set_at": utcnow()}, ["key"])


def flag(session: Session, key: str) -> str | None:
    """The value of ``key``; None when unset or the store predates the table."""
    if not sa.inspect(session.connection()).has_table(StoreFlag.__tablename__):
        return None
    row = session.get(StoreFlag, key)
    return row.value if row is not None else None


def is_demo_store(session: Session) -> bool:
    """True for a store made by ``watcher demo``."""
    return flag(session, DEMO) == "true"
