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
    BenchSkip,
    ClaimChange,
    ClaimRow,
    ClaimSource,
    Event,
    HttpCache,
    Lease,
    Outbox,
    PullSnapshot,
    ReleaseSnapshot,
    Repo,
    SourceState,
)

__all__ = [
    "JOB_WORK_COLUMNS",
    "MIGRATIONS",
    "BenchJob",
    "BenchJobEvent",
    "BenchResultRow",
    "BenchSkip",
    "ClaimChange",
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
    "SourceState",
    "Store",
    "insert_ignore",
    "iso",
    "latest_version",
    "open_store",
    "utcnow",
]
