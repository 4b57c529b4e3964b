"""Tables of the state store (SQLModel). Columns only; queries live with their users.

Times are UTC ISO-8601 strings (``2026-11-29T14:00:00Z``): portable between SQLite and
PostgreSQL, sortable, and exactly what the JSON contracts print. Free-form payloads are
JSON columns. Every table that guards "exactly once" has a unique key.
"""

from __future__ import annotations

from typing import Any

import sqlalchemy as sa
from sqlmodel import Field, SQLModel


def _json() -> Any:
    return Field(default_factory=dict, sa_column=sa.Column(sa.JSON, nullable=False))


def _json_list() -> Any:
    return Field(default_factory=list, sa_column=sa.Column(sa.JSON, nullable=False))


class SchemaMeta(SQLModel, table=True):
    """One row: the schema version this database is at."""

    __tablename__ = "schema_meta"
    id: int = Field(default=1, primary_key=True)
    version: int
    upgraded_at: str


class Repo(SQLModel, table=True):
    """A followed repository under its canonical name (renames are followed)."""

    __tablename__ = "repo"
    id: int | None = Field(default=None, primary_key=True)
    name: str = Field(unique=True, index=True, description="canonical owner/name")
    aliases: list[str] = _json_list()
    baseline_at: str | None = None
    prs_high_water: str | None = Field(default=None, description="newest PR updated_at seen")
    releases_high_water: str | None = None
    state: dict[str, Any] = _json()


class PullSnapshot(SQLModel, table=True):
    """Last known state of a tracked or matching PR."""

    __tablename__ = "pr_snapshot"
    __table_args__ = (sa.UniqueConstraint("repo", "number"),)
    id: int | None = Field(default=None, primary_key=True)
    repo: str = Field(index=True)
    number: int
    title: str = ""
    state: str = "open"
    merged: bool = False
    merged_at: str | None = None
    merge_commit_sha: str | None = None
    head_sha: str | None = None
    approved: bool = False
    updated_at: str | None = None
    rules: list[str] = _json_list()
    released_in: str | None = Field(default=None, description="first release tag carrying it")
    data: dict[str, Any] = _json()


class ReleaseSnapshot(SQLModel, table=True):
    """A release seen in a followed repository."""

    __tablename__ = "release_snapshot"
    __table_args__ = (sa.UniqueConstraint("repo", "tag"),)
    id: int | None = Field(default=None, primary_key=True)
    repo: str = Field(index=True)
    tag: str
    release_id: int | None = None
    name: str = ""
    draft: bool = False
    prerelease: bool = False
    published_at: str | None = None
    data: dict[str, Any] = _json()


class HttpCache(SQLModel, table=True):
    """Validators and body per URL, so a fresh process still gets 304s."""

    __tablename__ = "http_cache"
    url: str = Field(primary_key=True)
    etag: str | None = None
    last_modified: str | None = None
    status: int = 200
    body: str = ""
    link: str | None = None
    fetched_at: str = ""


class Event(SQLModel, table=True):
    """An event (docs/ARCHITECTURE.md "Event"); ``key`` is never written twice."""

    __tablename__ = "event"
    id: int | None = Field(default=None, primary_key=True)
    key: str = Field(unique=True, index=True)
    type: str = Field(index=True)
    repo: str
    number: int | None = None
    tag: str | None = None
    rule: str
    title: str = ""
    url: str = ""
    at: str
    payload: dict[str, Any] = _json()
    recorded_at: str = ""


# bench_job's unique key: one job per generation of a piece of work. Its columns are also
# the conflict target of every insert (which must name them exactly); its name is fixed
# from schema 2 on (version 1 left it unnamed, covering the first four columns).
JOB_WORK_UNIQUE = "uq_bench_job_work"
JOB_WORK_COLUMNS = ("benchmark", "engine_ref", "mode", "runner", "generation")


class BenchJob(SQLModel, table=True):
    """A benchmark job; unique by (benchmark, engine ref, mode, runner, generation).

    The poller only ever writes generation 0; ``watcher jobs retry`` adds the next one.
    """

    __tablename__ = "bench_job"
    __table_args__ = (sa.UniqueConstraint(*JOB_WORK_COLUMNS, name=JOB_WORK_UNIQUE),)
    id: str = Field(primary_key=True, description="job_id passed to the runner")
    generation: int = Field(default=0, description="0, then 1, 2, … for each retry")
    benchmark: str = Field(index=True)
    engine: str
    engine_ref: str
    mode: str
    runner: str
    backend: str
    state: str = Field(default="pending", index=True)
    attempts: int = 0
    event_key: str | None = None
    repo: str | None = None
    pr: int | None = None
    backend_ref: str | None = None
    backend_url: str | None = None
    reason: str | None = None
    created_at: str = ""
    updated_at: str = ""
    dispatched_at: str | None = None
    finished_at: str | None = None
    next_attempt_at: str | None = None
    lease_owner: str | None = None
    lease_until: str | None = None


class BenchJobEvent(SQLModel, table=True):
    """Every event that asked for a job (a second event links to the existing job)."""

    __tablename__ = "bench_job_event"
    job_id: str = Field(primary_key=True, foreign_key="bench_job.id")
    event_key: str = Field(primary_key=True)


class BenchSkip(SQLModel, table=True):
    """A benchmark an event asked for and policy refused (say, unmerged code): shown, once.

    Keyed by (event, benchmark): however many polls see the event, the skip is one row.
    """

    __tablename__ = "bench_skip"
    event_key: str = Field(primary_key=True)
    benchmark: str = Field(primary_key=True)
    repo: str | None = None
    pr: int | None = None
    reason: str
    recorded_at: str = Field(default="", index=True)


class BenchResultRow(SQLModel, table=True):
    """An ingested ``watcher.bench-result/1`` document."""

    __tablename__ = "bench_result"
    id: int | None = Field(default=None, primary_key=True)
    job_id: str = Field(unique=True, index=True)
    status: str
    engine: str
    engine_version: str | None = None
    engine_commit: str | None = None
    mode: str
    model: str
    hardware: str | None = None
    gpu_count: int | None = None
    decode_tok_s_median: float | None = None
    finished_at: str | None = None
    source: str | None = Field(default=None, description="run URL or file it came from")
    document: dict[str, Any] = _json()
    ingested_at: str = ""


class StoreFlag(SQLModel, table=True):
    """A named property of the whole store, e.g. ``demo``: a store made by ``watcher demo``.

    Added without a migration step: ``init`` creates it on any store; a store that lacks it
    (not re-initialised since) simply has no flags set.
    """

    __tablename__ = "store_flag"
    key: str = Field(primary_key=True)
    value: str
    set_at: str = ""


class ClaimRow(SQLModel, table=True):
    """A claim (docs/ARCHITECTURE.md "Claim") with where it came from."""

    __tablename__ = "claim"
    id: int | None = Field(default=None, primary_key=True)
    source: str = Field(index=True)
    origin: str = Field(default="rules", description="rules | pr | release | cli")
    text: str
    standing: str
    metric: str | None = None
    date: str | None = None
    document: dict[str, Any] = _json()
    extracted_at: str = ""


class ClaimSource(SQLModel, table=True):
    """A text claims were extracted from, with a hash of it: re-extract only on change."""

    __tablename__ = "claim_source"
    key: str = Field(primary_key=True, description="pr:owner/repo#N | release:URL | rules")
    origin: str = Field(description="rules | pr | release | cli")
    source: str = Field(description="the claims' source (owner/repo#N, URL, publication)")
    content_hash: str
    claims: int = 0
    extracted_at: str = ""


class Outbox(SQLModel, table=True):
    """A notification to deliver once; created in the event's transaction."""

    __tablename__ = "outbox"
    id: int | None = Field(default=None, primary_key=True)
    key: str = Field(unique=True, index=True, description="event key + ':' + target")
    target: str
    event_key: str | None = None
    payload: dict[str, Any] = _json()
    state: str = Field(default="pending", index=True)
    attempts: int = 0
    next_attempt_at: str | None = None
    last_error: str | None = None
    created_at: str = ""
    delivered_at: str | None = None
    lease_owner: str | None = None
    lease_until: str | None = None


class SourceState(SQLModel, table=True):
    """A claim source of the rules (Hub card, feed, page): validators, revision, health.

    ``etag``/``last_modified`` (feeds, pages) and ``revision`` (the Hub repo's commit sha)
    are written in the same transaction as the claims read from that version, so a crash
    in between makes the next poll read it again instead of skipping it.
    """

    __tablename__ = "source_state"
    name: str = Field(primary_key=True, description="the source's name in the rules")
    kind: str
    location: str = Field(description="Hub repo id or URL")
    etag: str | None = None
    last_modified: str | None = None
    revision: str | None = None
    baseline_at: str | None = Field(default=None, description="first successful read")
    checked_at: str | None = None
    changed_at: str | None = None
    ok_at: str | None = None
    error: str | None = None
    failures: int = 0
    next_attempt_at: str | None = None
    texts: int = 0


class ClaimChange(SQLModel, table=True):
    """One claim change (added, changed, withdrawn), keyed like its event: the history."""

    __tablename__ = "claim_change"
    id: int | None = Field(default=None, primary_key=True)
    event_key: str = Field(unique=True, index=True)
    type: str
    source_key: str = Field(index=True)
    source_name: str
    identity: str
    before: dict[str, Any] = _json()
    after: dict[str, Any] = _json()
    summary: str = ""
    at: str = ""


class Lease(SQLModel, table=True):
    """A named lease held by one process until ``until`` (daemon coordination)."""

    __tablename__ = "lease"
    name: str = Field(primary_key=True)
    owner: str
    until: str


ALL_TABLES = [
    SchemaMeta,
    Repo,
    PullSnapshot,
    ReleaseSnapshot,
    HttpCache,
    Event,
    BenchJob,
    BenchJobEvent,
    BenchSkip,
    BenchResultRow,
    ClaimRow,
    ClaimSource,
    Outbox,
    SourceState,
    ClaimChange,
    Lease,
    StoreFlag,
]
