"""Benchmark jobs in the store: claim with a lease, apply a change, list.

A claim is one conditional UPDATE (``... WHERE state = :state AND lease expired
RETURNING ...``): of two processes that race for a job exactly one gets the row back — on
SQLite and on PostgreSQL alike — so a job is never dispatched twice at the same time. A
change is applied with the same guard (``state`` unchanged and the lease still ours), so a
process that lost its lease cannot overwrite what another process recorded.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable
from typing import Any

import sqlalchemy as sa
from sqlmodel import Session, col, select

from watcher.dispatch.lifecycle import Change, Job, check_transition, iso
from watcher.dispatch.work import job_id
from watcher.store import (
    JOB_WORK_COLUMNS,
    BenchJob,
    BenchJobEvent,
    BenchResultRow,
    Event,
    insert_ignore,
)
from watcher.store.lease import row_lease_free

_T = BenchJob.__table__  # type: ignore[attr-defined]


def enqueue(
    session: Session,
    *,
    benchmark: str,
    engine: str,
    engine_ref: str,
    mode: str,
    runner: str,
    backend: str,
    event_key: str | None,
    repo: str | None,
    pr: int | None,
    reason: str | None,
    now: str,
) -> tuple[str, bool]:
    """Queue a pending job for this work and link the event that asked; (id, inserted).

    The id is :func:`~watcher.dispatch.work.job_id` of the work, and the insert is
    ignored on the work's unique key, so the same work asked twice (by two events, two
    replicas or a replayed poll) is one job with one more event link.
    """
    jid = job_id(benchmark, engine_ref, mode, runner)
    values: dict[str, Any] = {
        "id": jid,
        "benchmark": benchmark,
        "engine": engine,
        "engine_ref": engine_ref,
        "mode": mode,
        "runner": runner,
        "generation": 0,
        "backend": backend,
        "state": "pending",
        "attempts": 0,
        "event_key": event_key,
        "repo": repo,
        "pr": pr,
        "created_at": now,
        "updated_at": now,
    }
    if reason is not None:
        values["reason"] = reason
    inserted = insert_ignore(session, BenchJob, values, list(JOB_WORK_COLUMNS))
    if event_key:
        link_event(session, jid, event_key)
    return jid, inserted


def due_jobs(
    session: Session, states: Iterable[str], now: dt.datetime, limit: int = 1000
) -> list[Job]:
    """Jobs in ``states`` whose lease is free and whose next attempt is due, oldest first."""
    stamp = iso(now)
    stmt = (
        sa.select(_T)
        .where(
            _T.c.state.in_(list(states)),
            row_lease_free(_T, stamp),
            sa.or_(_T.c.next_attempt_at.is_(None), _T.c.next_attempt_at <= stamp),
        )
        .order_by(_T.c.created_at, _T.c.id)
        .limit(limit)
    )
    return [Job.from_row(r) for r in session.execute(stmt)]


def claim(
    session: Session, job: Job, owner: str, now: dt.datetime, lease_s: float, *, count_attempt: bool
) -> Job | None:
    """Take the lease on ``job`` if it is still in its state and free; the claimed view or None.

    ``count_attempt`` increments ``attempts`` in the same statement (a dispatch attempt is
    counted before it is made, so a crash mid-dispatch is remembered).
    """
    stamp = iso(now)
    values: dict[str, Any] = {
        "lease_owner": owner,
        "lease_until": iso(now + dt.timedelta(seconds=lease_s)),
        "updated_at": stamp,
    }
    if count_attempt:
        values["attempts"] = _T.c.attempts + 1
    row = session.execute(
        sa.update(_T)
        .where(_T.c.id == job.id, _T.c.state == job.state, row_lease_free(_T, stamp))
        .values(**values)
        .returning(*_T.c)
    ).first()
    return Job.from_row(row) if row is not None else None


def apply(
    session: Session,
    job: Job,
    change: Change,
    owner: str,
    now: dt.datetime,
    *,
    keep_lease: bool = False,
) -> bool:
    """Write ``change`` if ``job`` is still in its state and leased by ``owner``; True if so."""
    check_transition(job.state, change.state)
    values = {**change.columns(), "updated_at": iso(now)}
    if not keep_lease:
        values.update(lease_owner=None, lease_until=None)
    row = session.execute(
        sa.update(_T)
        .where(_T.c.id == job.id, _T.c.state == job.state, _T.c.lease_owner == owner)
        .values(**values)
        .returning(_T.c.id)
    ).first()
    return row is not None


def release(session: Session, job: Job, owner: str) -> None:
    """Give the lease back without changing anything else."""
    session.execute(
        sa.update(_T)
        .where(_T.c.id == job.id, _T.c.lease_owner == owner)
        .values(lease_owner=None, lease_until=None)
    )


def get_job(session: Session, job_id: str) -> Job | None:
    """The job called ``job_id``, or None."""
    row = session.execute(sa.select(_T).where(_T.c.id == job_id)).first()
    return Job.from_row(row) if row else None


def list_jobs(
    session: Session, *, state: str | None = None, benchmark: str | None = None
) -> list[Job]:
    """Every job, oldest first (optionally one state or one benchmark)."""
    stmt = sa.select(_T).order_by(_T.c.created_at, _T.c.id)
    if state:
        stmt = stmt.where(_T.c.state == state)
    if benchmark:
        stmt = stmt.where(_T.c.benchmark == benchmark)
    return [Job.from_row(r) for r in session.execute(stmt)]


def job_events(session: Session, job: Job) -> list[Event]:
    """Events that asked for this job (its own ``event_key`` and every linked one)."""
    keys = {job.event_key} if job.event_key else set()
    keys |= set(
        session.exec(select(BenchJobEvent.event_key).where(BenchJobEvent.job_id == job.id)).all()
    )
    if not keys:
        return []
    return list(session.exec(select(Event).where(col(Event.key).in_(keys))).all())


def newer_generation(session: Session, job: Job) -> Job | None:
    """The latest later generation of ``job``'s work (a retry of it), if there is one."""
    row = session.execute(
        sa.select(_T)
        .where(
            _T.c.benchmark == job.benchmark,
            _T.c.engine_ref == job.engine_ref,
            _T.c.mode == job.mode,
            _T.c.runner == job.runner,
            _T.c.generation > job.generation,
        )
        .order_by(_T.c.generation.desc())
        .limit(1)
    ).first()
    return Job.from_row(row) if row is not None else None


def add_retry(session: Session, job: Job, row: dict[str, Any]) -> bool:
    """Insert the retry ``row`` of ``job`` with the same event links; False if it exists."""
    if not insert_ignore(session, BenchJob, row, ["id"]):
        return False
    for event in job_events(session, job):
        link_event(session, row["id"], event.key)
    return True


def link_event(session: Session, job_id: str, event_key: str) -> bool:
    """Record that ``event_key`` asked for ``job_id`` (idempotent); True if new."""
    return insert_ignore(
        session, BenchJobEvent, {"job_id": job_id, "event_key": event_key}, ["job_id", "event_key"]
    )


def stored_result(session: Session, job_id: str) -> BenchResultRow | None:
    """The ingested result of ``job_id``, if any."""
    return session.exec(select(BenchResultRow).where(BenchResultRow.job_id == job_id)).first()
