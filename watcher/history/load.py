"""The history's I/O edge: read series from the store, and record what a new result says.

Series are derived from ``bench_result`` (no table of their own): the job a result
belongs to names its benchmark and pinned ref; the release and PR snapshots date that ref.

:func:`on_ingest` is called by the result ingest in its own transaction, right after a
result row was inserted. When the result moves its series (``watcher.history.decide``) it
writes one ``regression_detected`` / ``improvement_detected`` event, keyed
``{series}@{ref}:regression`` / ``:improvement`` with ``INSERT … ON CONFLICT DO NOTHING``
like every event, and — in the same transaction — one outbox row per notify target. So a
retried ingest, a second replica or a crash before COMMIT can never make it twice.
"""

from __future__ import annotations

import logging
import zlib
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

import sqlalchemy as sa
from sqlmodel import Session, col, select

from watcher.history.claims import CLAIM_LOWER, claim_shifts
from watcher.history.decide import Finding, assess
from watcher.history.series import Series, Stored, build_series, series_key
from watcher.rules import Rules
from watcher.store import (
    BenchJob,
    BenchResultRow,
    ClaimRow,
    Event,
    Outbox,
    PullSnapshot,
    ReleaseSnapshot,
    insert_ignore,
    utcnow,
)

log = logging.getLogger(__name__)

TITLE_MAX = 500
SERIES_LOCK_SPACE = 7270316  # advisory-lock namespace of series assessment


def _engine_repos(rules: Rules | None, engine: str) -> list[str]:
    if rules is None:
        return []
    term = rules.vocabulary.engines.get(engine)
    return list(term.repos) if term is not None else []


def _ref_dates(session: Session, refs: set[str]) -> dict[tuple[str, str], str]:
    """(repo, ref) → date: release tags by publication, merge commits by merge time."""
    out: dict[tuple[str, str], str] = {}
    if not refs:
        return out
    for rel in session.exec(select(ReleaseSnapshot).where(col(ReleaseSnapshot.tag).in_(refs))):
        if rel.published_at:
            out[(rel.repo, rel.tag)] = rel.published_at
    prs = select(PullSnapshot).where(col(PullSnapshot.merge_commit_sha).in_(refs))
    for pr in session.exec(prs):
        if pr.merge_commit_sha and pr.merged_at:
            out.setdefault((pr.repo, pr.merge_commit_sha), pr.merged_at)
    return out


def stored_results(
    session: Session, rows: Sequence[BenchResultRow], rules: Rules | None = None
) -> list[Stored]:
    """Result rows with their job's benchmark and ref, and that ref's date where known."""
    ids = [r.job_id for r in rows]
    jobs = (
        {j.id: j for j in session.exec(select(BenchJob).where(col(BenchJob.id).in_(ids))).all()}
        if ids
        else {}
    )
    refs = {j.engine_ref for j in jobs.values()}
    dates = _ref_dates(session, refs)
    out = []
    for r in rows:
        doc = dict(r.document or {})
        job = jobs.get(r.job_id)
        ref = job.engine_ref if job is not None else None
        date = None
        if ref is not None:
            repos = _engine_repos(rules, str((doc.get("engine") or {}).get("name") or ""))
            candidates = sorted(
                d for (repo, rf), d in dates.items() if rf == ref and (not repos or repo in repos)
            )
            date = candidates[0] if candidates else None
        if date is None:
            commit_date = (doc.get("engine") or {}).get("commit_date")
            date = str(commit_date) if commit_date else None
        out.append(
            Stored(
                document=doc,
                benchmark=job.benchmark if job is not None else None,
                ref=ref,
                ref_date=date,
                source=r.source,
            )
        )
    return out


def load_series(
    session: Session, rules: Rules | None = None, *, benchmark: str | None = None
) -> list[Series]:
    """Every series in the store (or one benchmark's), points in version order."""
    rows = list(session.exec(select(BenchResultRow).order_by(col(BenchResultRow.id))).all())
    series = build_series(stored_results(session, rows, rules))
    if benchmark is not None:
        series = [s for s in series if s.key.benchmark == benchmark]
    return series


def _event_values(finding: Finding, doc: Mapping[str, Any], now: str) -> dict[str, Any]:
    setup = series_key(doc, None).describe()
    payload = {
        **finding.to_json(),
        "measurement": {
            "figure": finding.summary(),
            "setup": setup,
            "standing": "measured by us (both points)",
        },
    }
    source = str(finding.point.source or "")
    verb = "regressed" if finding.kind == "regression" else "improved"
    return {
        "key": finding.key,
        "type": finding.type,
        "repo": finding.series,
        "number": None,
        "tag": finding.point.ref,
        "rule": "history",
        "title": f"{finding.series} {verb}: {finding.summary()}"[:TITLE_MAX],
        "url": source if source.startswith(("https://", "http://")) else "",
        "at": finding.point.finished_at or now,
        "payload": payload,
        "recorded_at": now,
    }


def _insert_event(session: Session, values: dict[str, Any], rules: Rules, now: str) -> bool:
    """Insert an event and, if it is new, one outbox row per notify target."""
    if not insert_ignore(session, Event, values, ["key"]):
        return False
    stored_id = session.exec(select(Event.id).where(Event.key == values["key"])).one()
    if not rules.verification.regression.notify:
        return True
    fields = ("key", "type", "repo", "number", "tag", "rule", "title", "url", "at")
    event_json = {"id": stored_id, **{k: values[k] for k in fields}, "payload": values["payload"]}
    notify = rules.schedule.notify
    for target in ("slack", "webhook"):
        if getattr(notify, target) is None:
            continue
        insert_ignore(
            session,
            Outbox,
            {
                "key": f"{values['key']}:{target}",
                "target": target,
                "event_key": values["key"],
                "payload": {"event": event_json},
                "state": "pending",
                "attempts": 0,
                "created_at": now,
            },
            ["key"],
        )
    return True


def record(
    session: Session, finding: Finding, doc: Mapping[str, Any], rules: Rules, now: str
) -> bool:
    """Write the finding's event and its outbox rows; False if the event existed already."""
    return _insert_event(session, _event_values(finding, doc, now), rules, now)


def _lock_series(session: Session, row: BenchResultRow) -> None:
    """PostgreSQL: one ingest per engine/mode/model assesses at a time.

    Two results of one series ingested at once would each be compared without the other
    (both would see the old level and both report the same step). A transaction-scoped
    advisory lock makes the second wait for the first's commit; under READ COMMITTED its
    next statement then sees that result. SQLite needs none: the result's insert already
    holds the database's single write lock until COMMIT.
    """
    if session.get_bind().dialect.name != "postgresql":
        return
    digest = zlib.crc32(f"{row.engine}\0{row.mode}\0{row.model}".encode())
    session.execute(
        sa.text("SELECT pg_advisory_xact_lock(:space, :key)"),
        {"space": SERIES_LOCK_SPACE, "key": digest - 2**31},
    )


def on_ingest(
    session: Session, job_id: str, rules: Rules | None = None, *, now: str | None = None
) -> Finding | None:
    """The ingest hook: assess the series of the result just stored, record a finding.

    Reads only the results of the same engine and mode (the series' other dimensions are
    compared in Python). ``rules`` None means the shipped defaults.
    """
    rules = rules if rules is not None else Rules()
    row = session.exec(select(BenchResultRow).where(col(BenchResultRow.job_id) == job_id)).first()
    if row is None or row.status != "succeeded":
        return None
    _lock_series(session, row)
    siblings = list(
        session.exec(
            select(BenchResultRow).where(
                col(BenchResultRow.engine) == row.engine,
                col(BenchResultRow.mode) == row.mode,
                col(BenchResultRow.model) == row.model,
                col(BenchResultRow.status) == "succeeded",
            )
        ).all()
    )
    stored = stored_results(session, siblings, rules)
    mine = next(s for s in stored if s.document.get("job_id") == job_id)
    key = series_key(mine.document, mine.benchmark)
    same = [s for s in stored if series_key(s.document, s.benchmark) == key]
    series = build_series(same)[0]
    stamp = now or utcnow()
    _claims_lower(session, series, job_id, [s.document for s in same], rules, stamp)
    finding = assess(series, job_id, rules.verification.regression)
    if finding is None:
        return None
    if record(session, finding, mine.document, rules, stamp):
        log.info("%s: %s", finding.type, finding.key)
    return finding


def _claims_lower(
    session: Session,
    series: Series,
    job_id: str,
    documents: Sequence[Mapping[str, Any]],
    rules: Rules,
    now: str,
) -> None:
    """Events for claims the new point measured lower where the previous was consistent."""
    usable = [p for p in series.points if p.usable]
    point = next((p for p in usable if p.job_id == job_id), None)
    if point is None:
        return
    earlier = [p for p in usable[: usable.index(point)] if p.ref != point.ref]
    if not earlier:
        return
    previous = earlier[-1]
    docs = {str(d.get("job_id")): d for d in documents}
    rows = session.exec(
        select(ClaimRow).where(col(ClaimRow.metric) == "decode_tok_s").order_by(col(ClaimRow.id))
    ).all()
    claims = [
        (int(r.id or 0), {**dict(r.document or {}), "source": r.source, "standing": r.standing})
        for r in rows
    ]
    for shift in claim_shifts(claims, docs[previous.job_id], docs[job_id], rules):
        key = shift.key(series.id, point.ref)
        summary = shift.summary(previous.ref, point.ref)
        values = {
            "key": key,
            "type": CLAIM_LOWER,
            "repo": series.id,
            "number": None,
            "tag": point.ref,
            "rule": "history",
            "title": summary[:TITLE_MAX],
            "url": "",
            "at": point.finished_at or now,
            "payload": {
                "series": series.id,
                "claim_id": shift.claim_id,
                "before": dict(shift.before),
                "after": dict(shift.after),
                "measurement": {
                    "figure": summary,
                    "setup": series.key.describe(),
                    "standing": "measured by us, against a claim",
                },
            },
            "recorded_at": now,
        }
        _insert_event(session, values, rules, now)


def findings_in(events: Iterable[Event]) -> list[Event]:
    """The regression/improvement events among ``events``."""
    return [e for e in events if e.type in ("regression_detected", "improvement_detected")]


__all__ = ["findings_in", "load_series", "on_ingest", "record", "stored_results"]
