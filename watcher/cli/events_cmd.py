"""``watcher events``: the events recorded so far."""

from __future__ import annotations

from typing import Annotated

import typer
from sqlmodel import Session, col, select

from watcher.cli.common import JsonOpt, get_store, print_json, print_table
from watcher.errors import UsageError
from watcher.store import Event
from watcher.watch.events import EventRecord


def list_events(
    store_session: Session,
    *,
    type_: str | None = None,
    repo: str | None = None,
    limit: int | None = None,
) -> list[EventRecord]:
    """Events in the order they were recorded."""
    if limit is not None and limit < 0:
        raise UsageError(f"--limit must be 0 or more, not {limit}")
    stmt = select(Event)
    if type_:
        stmt = stmt.where(Event.type == type_)
    if repo:
        stmt = stmt.where(Event.repo == repo)
    if limit is None:
        rows = list(store_session.exec(stmt.order_by(col(Event.id))).all())
    else:  # the last N, oldest first (rows[-N:] dropped a row for -1 and kept all for 0)
        rows = list(store_session.exec(stmt.order_by(col(Event.id).desc()).limit(limit)).all())
        rows.reverse()
    return [EventRecord.from_row(r) for r in rows]


def events(
    as_json: JsonOpt = False,
    type_: Annotated[str | None, typer.Option("--type", help="Only this event type.")] = None,
    repo: Annotated[str | None, typer.Option("--repo", help="Only this owner/repo.")] = None,
    limit: Annotated[int | None, typer.Option("--limit", min=0, help="Only the last N.")] = None,
) -> None:
    """List the events recorded so far, oldest first.

    Example:

        watcher events --type pr_merged

        watcher events --json | jq '.[].key'
    """
    store = get_store()
    try:
        with store.session() as session:
            found = list_events(session, type_=type_, repo=repo, limit=limit)
    finally:
        store.dispose()
    if as_json:
        print_json([e.to_json() for e in found])
        return
    print_table(
        "Events",
        ["id", "at", "type", "repo", "ref", "rule", "title"],
        [
            (
                e.id,
                e.at,
                e.type,
                e.repo,
                f"#{e.number}" if e.number else (e.tag or ""),
                e.rule,
                e.title,
            )
            for e in found
        ],
    )


def register(app: typer.Typer) -> None:
    """Attach ``events``."""
    app.command("events")(events)
