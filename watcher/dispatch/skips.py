"""Benchmarks an event asked for that policy refused: recorded once, listed for people.

The poll hands each refusal here (inside the transaction that stored the event); the row is
keyed by (event, benchmark), so a replayed poll or a second replica adds nothing. ``run
--once``, the daemon log and the report read the rows back with :func:`recent`.
"""

from __future__ import annotations

from dataclasses import dataclass

from sqlmodel import Session, col, func, select

from watcher.store import BenchSkip, insert_ignore


@dataclass(frozen=True)
class Skip:
    """One refused benchmark and why."""

    event_key: str
    benchmark: str
    reason: str
    repo: str | None = None
    pr: int | None = None
    recorded_at: str = ""

    def line(self) -> str:
        """``benchmark B for EVENT skipped: REASON`` (one line)."""
        return f"benchmark {self.benchmark} for {self.event_key} skipped: {self.reason}"


def record(session: Session, skip: Skip, *, now: str) -> bool:
    """Store the skip unless it is already stored; True when this call stored it."""
    return insert_ignore(
        session,
        BenchSkip,
        {
            "event_key": skip.event_key,
            "benchmark": skip.benchmark,
            "reason": skip.reason,
            "repo": skip.repo,
            "pr": skip.pr,
            "recorded_at": now,
        },
        ("event_key", "benchmark"),
    )


def recent(session: Session, limit: int = 20) -> tuple[list[Skip], int]:
    """The newest ``limit`` skips (newest first) and how many older ones were left off."""
    rows = session.exec(
        select(BenchSkip)
        .order_by(col(BenchSkip.recorded_at).desc(), col(BenchSkip.event_key))
        .limit(limit)
    ).all()
    total = session.exec(select(func.count()).select_from(BenchSkip)).one()
    skips = [Skip(r.event_key, r.benchmark, r.reason, r.repo, r.pr, r.recorded_at) for r in rows]
    return skips, max(0, int(total) - len(skips))
