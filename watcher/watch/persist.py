"""Persist: detect and write one repository's poll in ONE transaction, exactly once.

Lock the repo row, re-read the stored state, run the pure
:func:`watcher.watch.detect.detect`, advance PR/release snapshots and high-water marks,
insert events with ``insert_ignore`` on their unique key, and hand off (outbox rows,
pending bench jobs) only the events that were new. Two processes polling at once
therefore agree: the second sees the first one's state and its events' keys, and adds
nothing twice.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

import sqlalchemy as sa
from sqlmodel import Session, col, select

from watcher import _crash as crash
from watcher.rules.models import Rules, Watch
from watcher.store import Event, PullSnapshot, ReleaseSnapshot, Repo, Store, insert_ignore
from watcher.watch.detect import RepoState, UpstreamView, detect
from watcher.watch.events import EventRecord
from watcher.watch.fetch import Fetched
from watcher.watch.handoff import handoff
from watcher.watch.result import PollResult
from watcher.watch.snapshots import (
    POLL_ERROR,
    TITLE_MAX,
    earliest,
    find_repo_row,
    latest,
    load_state,
    pull_values,
    release_values,
)

ERROR_MAX = 300  # characters of a failure's message kept in the row


def _upsert(session: Session, model: Any, values: dict[str, Any], keys: Sequence[str]) -> None:
    if insert_ignore(session, model, values, keys):
        return
    table = model.__table__
    cond = sa.and_(*(table.c[k] == values[k] for k in keys))
    session.execute(
        sa.update(table).where(cond).values(**{k: v for k, v in values.items() if k not in keys})
    )


def fresher(stored: RepoState, observation: UpstreamView) -> UpstreamView:
    """The observation without PR states older than the stored ones (pure).

    Another replica may have committed a newer view of a PR after this process fetched
    its own: applying the older one would move the PR back in time (and detection would
    see, say, a closed PR "reopen"). A stale PR keeps its stored state.
    """
    prs = dict(observation.prs)
    for number, new in observation.prs.items():
        prev = stored.prs.get(number)
        if prev and prev.updated_at and new.updated_at and new.updated_at < prev.updated_at:
            prs[number] = prev
    return replace(observation, prs=prs)


def _event_values(event: EventRecord, now: str) -> dict[str, Any]:
    return {
        "key": event.key,
        "type": event.type,
        "repo": event.repo,
        "number": event.number,
        "tag": event.tag,
        "rule": event.rule,
        "title": event.title[:TITLE_MAX],
        "url": event.url,
        "at": event.at,
        "payload": event.payload,
        "recorded_at": now,
    }


def changes_nothing(fetched: Fetched, watches: Sequence[Watch]) -> bool:
    """True when :func:`persist` would write nothing the store does not hold (pure).

    Judged against the state read before the fetch. Another process may have written
    since, but only forward: what changes nothing against the older state changes
    nothing against the newer one either. Anything unsure counts as a change.
    """
    stored, meta = fetched.stored, fetched.meta
    if stored is None or meta is None or not meta.exists or fetched.canonical != meta.name:
        return False
    det = detect(fetched.canonical, watches, stored, fresher(stored, fetched.observation))
    return (
        not det.events
        and not det.releases
        and det.baselines == stored.baselines
        and all(stored.prs.get(n) == pr for n, pr in det.prs.items())
        and latest(meta.prs_high_water, fetched.prs_high_water) == meta.prs_high_water
        and latest(meta.releases_high_water, fetched.releases_high_water)
        == meta.releases_high_water
        and earliest(meta.releases_covered_from, fetched.releases_covered_from)
        == meta.releases_covered_from
        and fetched.missing_prs == meta.missing_prs
        and set(fetched.aliases) <= set(meta.aliases)
        and not meta.poll_error  # a recorded failure is cleared by a write
    )


def _drop_failure_rows(session: Session, row: Repo) -> None:
    """Delete failure-only rows (never baselined) under a name that is now an alias.

    A repository that failed before it was ever polled, then answered under a new name
    (a rename), would otherwise stay listed as "not polled" under its old name for good.
    """
    for alias in row.aliases or ():
        stale = session.exec(
            select(Repo).where(Repo.name == alias, col(Repo.baseline_at).is_(None))
        ).first()
        if stale is not None and stale.name != row.name:
            session.delete(stale)


def record_failures(store: Store, failed: Mapping[str, str], now: str) -> None:
    """Note each failed repository's error in its row's state, for the report.

    ``state["poll_error"]`` is ``{"message", "since", "failed_at"}``: the error as one line,
    when the repository first failed in a row, and when it last failed. :func:`persist`
    removes it when the repository is polled again. A repository never polled gets a row
    holding only the failure (no ``baseline_at``: its first successful poll is its baseline).
    """
    for repo in sorted(failed):
        message = " ".join(str(failed[repo]).split())[:ERROR_MAX]  # one line
        with store.session() as session:
            insert_ignore(session, Repo, {"name": repo, "aliases": [], "state": {}}, ["name"])
            row = session.exec(select(Repo).where(Repo.name == repo).with_for_update()).one()
            state = dict(row.state or {})
            previous = state.get(POLL_ERROR)
            since = previous.get("since") if isinstance(previous, dict) else None
            state[POLL_ERROR] = {"message": message, "since": since or now, "failed_at": now}
            row.state = state
            session.add(row)


def would_emit(store: Store, fetched: Fetched, watches: Sequence[Watch]) -> list[EventRecord]:
    """The events :func:`persist` would store now, without writing anything (dry run)."""
    repo = fetched.canonical
    with store.session() as session:
        row = find_repo_row(session, [repo])
        det = detect(repo, watches, load_state(session, repo, row), fetched.observation)
        keys = {e.key for e in det.events}
        old = (
            set(session.exec(select(Event.key).where(col(Event.key).in_(keys))).all())
            if keys
            else set()
        )
        return [e for e in det.events if e.key not in old]


def persist(
    store: Store,
    fetched: Fetched,
    watches: Sequence[Watch],
    rules: Rules,
    now: str,
    result: PollResult,
    *,
    dry_run: bool = False,
) -> list[EventRecord]:
    """Detect and write in one transaction; returns the events new in it."""
    if dry_run:
        return would_emit(store, fetched, watches)
    repo = fetched.canonical
    new_events: list[EventRecord] = []
    with store.session() as session:
        # the first statement writes: SQLite takes its write lock now, PostgreSQL a row lock
        insert_ignore(
            session, Repo, {"name": repo, "aliases": fetched.aliases, "state": {}}, ["name"]
        )
        row = session.exec(select(Repo).where(Repo.name == repo).with_for_update()).one()
        stored = load_state(session, repo, row)
        det = detect(repo, watches, stored, fresher(stored, fetched.observation))
        for pr in det.prs.values():
            _upsert(session, PullSnapshot, pull_values(repo, pr), ["repo", "number"])
        for rel in det.releases:
            _upsert(session, ReleaseSnapshot, release_values(repo, rel), ["repo", "tag"])
        state = dict(row.state or {})
        state["baselines"] = det.baselines
        state["releases_covered_from"] = earliest(
            state.get("releases_covered_from"), fetched.releases_covered_from
        )
        state["missing_prs"] = fetched.missing_prs
        state.pop(POLL_ERROR, None)  # polled again: no longer listed as failing
        row.state = state
        row.aliases = sorted(set(row.aliases or ()) | set(fetched.aliases))
        row.baseline_at = row.baseline_at or now
        row.prs_high_water = latest(row.prs_high_water, fetched.prs_high_water)
        row.releases_high_water = latest(row.releases_high_water, fetched.releases_high_water)
        session.add(row)
        _drop_failure_rows(session, row)
        for event in det.events:
            if not insert_ignore(session, Event, _event_values(event, now), ["key"]):
                continue
            stored_id = session.exec(select(Event.id).where(Event.key == event.key)).one()
            event = replace(event, id=stored_id)
            new_events.append(event)
            handoff(session, event, rules, now, result)
        crash.point("poll.persist")
    return new_events
