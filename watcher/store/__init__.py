"""The state store: SQLModel tables on SQLite (default) or PostgreSQL."""

from __future__ import annotations

from watcher.store.db import (
    MIGRATIONS,
    Migration,
    Store,
    insert_ignore,
    iso,
    latest_version,
    open_store,
    utcnow,
)
from watcher.store.tables import (
    JOB_WORK_COLUMNS,
    BenchJob,
    BenchJobEvent,
    BenchResultRow,
    ClaimRow,
    ClaimSource,
    Event,
    HttpCache,
    Lease,
    Outbox,
    PullSnapshot,
    ReleaseSnapshot,
    Repo,
)

__all__ = [
    "JOB_WORK_COLUMNS",
    "MIGRATIONS",
    "BenchJob",
    "BenchJobEvent",
    "BenchResultRow",
    "ClaimRow",
    "ClaimSource",
    "Event",
    "HttpCache",
    "Lease",
    "Migration",
    "Outbox",
    "PullSnapshot",
    "ReleaseSnapshot",
    "Repo",
    "Store",
    "insert_ignore",
    "iso",
    "latest_version",
    "open_store",
    "utcnow",
]
