"""Write one source read to the store: claims, changes, events and outbox rows, at once.

Everything a read produces is written in **one transaction** that first locks the source's
``source_state`` row (``FOR UPDATE`` on PostgreSQL; SQLite serialises writers):

- each changed text's claims replace the old ones in ``claim`` (the ``claim_source`` row
  holds the hash of the text they were read from, so an unchanged text is left alone);
- each change becomes a ``claim_change`` row, an ``event`` and, when the source notifies,
  one ``outbox`` row per notification target — all keyed by the same stable event key, so
  a retry or a second replica inserts nothing twice;
- the validators (ETag, Last-Modified) or the Hub revision are stored last, with the claims
  they describe: a crash before the commit makes the next poll read the text again.

The first successful read of a source is its baseline: claims are stored with their first
sighting, and no event is emitted. So is the first read after the rule was pointed at
another repository or URL (a new place is not news). Failures are recorded by
:func:`record_failure` with a backoff; they never touch the claims.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from sqlmodel import Session, col, delete, select

from watcher.rules.models import Rules, SourceRule
from watcher.sources.changes import Change, compare, event_key, summary
from watcher.sources.texts import Text
from watcher.store import (
    ClaimChange,
    ClaimRow,
    ClaimSource,
    Event,
    Outbox,
    SourceState,
    Store,
    insert_ignore,
    iso,
)

TITLE_MAX = 500
MAX_BACKOFF_S = 6 * 3600
BASE_BACKOFF_S = 300


@dataclass(frozen=True)
class ReadText:
    """A text read now, with its claims (stored JSON) and the hash of what they came from."""

    text: Text
    claims: list[dict[str, Any]]
    digest: str


@dataclass
class Recorded:
    """What one source read changed in the store."""

    baseline: bool = False
    texts_changed: int = 0
    claims: int = 0
    events: list[str] = field(default_factory=list)
    outbox: int = 0


def _lock_state(session: Session, rule: SourceRule) -> SourceState:
    insert_ignore(
        session,
        SourceState,
        {"name": rule.name, "kind": rule.kind, "location": rule.where(), "failures": 0, "texts": 0},
        ["name"],
    )
    stmt = select(SourceState).where(SourceState.name == rule.name)
    if session.get_bind().dialect.name == "postgresql":
        stmt = stmt.with_for_update()
    return session.exec(stmt).one()


def _stored_claims(session: Session, origin: str, key: str) -> list[ClaimRow]:
    rows = session.exec(select(ClaimRow).where(ClaimRow.origin == origin)).all()
    return [r for r in rows if (r.document or {}).get("source_key") == key]


def _row(claim: dict[str, Any], rule: SourceRule, key: str, now: str) -> ClaimRow:
    document = dict(claim)
    document["source_key"] = key
    document["source_name"] = rule.name
    return ClaimRow(
        source=str(claim.get("source") or rule.where()),
        origin=rule.kind,
        text=str(claim.get("text") or "")[:2000],
        standing=str(claim.get("standing") or "unverifiable"),
        metric=claim.get("metric"),
        date=claim.get("date"),
        document=document,
        extracted_at=now,
    )


def _event(
    session: Session, rule: SourceRule, rules: Rules, read: ReadText, change: Change, now: str
) -> tuple[str | None, int]:
    """Insert the change, its event and its outbox rows; (event key if new, outbox rows)."""
    key = event_key(read.text.key, change, read.digest)
    line = summary(rule.display(), change)
    if not insert_ignore(
        session,
        ClaimChange,
        {
            "event_key": key,
            "type": change.type,
            "source_key": read.text.key,
            "source_name": rule.name,
            "identity": change.identity,
            "before": change.before or {},
            "after": change.after or {},
            "summary": line,
            "at": now,
        },
        ["event_key"],
    ):
        return None, 0
    payload = {
        "source": rule.name,
        "kind": rule.kind,
        "source_key": read.text.key,
        "summary": line,
        "moved": list(change.moved),
        "claim": change.after,
        "previous": change.before,
    }
    values = {
        "key": key,
        "type": change.type,
        "repo": rule.where(),
        "number": None,
        "tag": None,
        "rule": rule.name,
        "title": line[:TITLE_MAX],
        "url": read.text.url,
        "at": now,
        "payload": payload,
        "recorded_at": now,
    }
    if not insert_ignore(session, Event, values, ["key"]):
        return None, 0
    queued = 0
    if rule.notify:
        event_json = {k: v for k, v in values.items() if k not in ("payload", "recorded_at")}
        stored_id = session.exec(select(Event.id).where(Event.key == key)).one()
        body = {"event": {"id": stored_id, **event_json, "payload": payload}}
        for target in ("slack", "webhook"):
            if getattr(rules.schedule.notify, target) is None:
                continue
            queued += insert_ignore(
                session,
                Outbox,
                {
                    "key": f"{key}:{target}",
                    "target": target,
                    "event_key": key,
                    "payload": body,
                    "state": "pending",
                    "attempts": 0,
                    "created_at": now,
                },
                ["key"],
            )
    return key, queued


def record_read(
    store: Store,
    rule: SourceRule,
    rules: Rules,
    reads: Sequence[ReadText],
    *,
    now: dt.datetime,
    etag: str | None = None,
    last_modified: str | None = None,
    revision: str | None = None,
) -> Recorded:
    """Store a successful read of ``rule`` (its changed texts) and its validators."""
    stamp = iso(now)
    out = Recorded()
    with store.session() as session:
        state = _lock_state(session, rule)
        moved = state.location != rule.where()  # the rule now names another repo or URL
        out.baseline = state.baseline_at is None or moved
        for read in reads:
            insert_ignore(
                session,
                ClaimSource,
                {
                    "key": read.text.key,
                    "origin": rule.kind,
                    "source": read.text.url,
                    "content_hash": "",
                    "claims": 0,
                    "extracted_at": "",
                },
                ["key"],
            )
            marker = session.exec(select(ClaimSource).where(ClaimSource.key == read.text.key)).one()
            if marker.content_hash == read.digest:
                continue
            old_rows = _stored_claims(session, rule.kind, read.text.key)
            result = compare(
                [dict(r.document or {}) for r in old_rows],
                read.claims,
                now=stamp,
                where=read.text.url,
                baseline=out.baseline,
            )
            if old_rows:
                ids = [r.id for r in old_rows if r.id is not None]
                session.exec(delete(ClaimRow).where(col(ClaimRow.id).in_(ids)))
            for claim in result.claims:
                session.add(_row(claim, rule, read.text.key, stamp))
            for change in result.changes:
                key, queued = _event(session, rule, rules, read, change, stamp)
                if key is not None:
                    out.events.append(key)
                    out.outbox += queued
            marker.content_hash = read.digest
            marker.source = read.text.url
            marker.claims = len(result.claims)
            marker.extracted_at = stamp
            session.add(marker)
            out.texts_changed += 1
            out.claims += len(result.claims)
        state.kind = rule.kind
        state.location = rule.where()
        state.etag = etag
        state.last_modified = last_modified
        state.revision = revision or state.revision
        state.baseline_at = stamp if out.baseline else state.baseline_at
        state.checked_at = stamp
        state.ok_at = stamp
        if out.texts_changed:
            state.changed_at = stamp
        state.error = None
        state.failures = 0
        state.next_attempt_at = None
        state.texts = max(state.texts, len(reads))
        session.add(state)
    return out


def record_unchanged(store: Store, rule: SourceRule, *, now: dt.datetime) -> None:
    """A read that found nothing new (304, or the same Hub sha)."""
    stamp = iso(now)
    with store.session() as session:
        state = _lock_state(session, rule)
        state.checked_at = stamp
        state.ok_at = stamp
        state.error = None
        state.failures = 0
        state.next_attempt_at = None
        session.add(state)


def backoff_s(failures: int) -> float:
    """Wait before retrying a source that failed ``failures`` times in a row."""
    return float(min(MAX_BACKOFF_S, BASE_BACKOFF_S * 2 ** max(0, failures - 1)))


def record_failure(store: Store, rule: SourceRule, error: str, *, now: dt.datetime) -> str:
    """Note a failed read and when to try again; returns that time."""
    stamp = iso(now)
    with store.session() as session:
        state = _lock_state(session, rule)
        state.failures += 1
        state.error = error[:500]
        state.checked_at = stamp
        state.next_attempt_at = iso(now + dt.timedelta(seconds=backoff_s(state.failures)))
        session.add(state)
        return state.next_attempt_at


def states(store: Store) -> dict[str, SourceState]:
    """Every stored source state by name."""
    with store.session() as session:
        return {s.name: s for s in session.exec(select(SourceState)).all()}


__all__ = [
    "ReadText",
    "Recorded",
    "backoff_s",
    "record_failure",
    "record_read",
    "record_unchanged",
    "states",
]
