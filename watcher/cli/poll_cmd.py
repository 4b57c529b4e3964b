"""``watcher poll``: one poll of the watched repositories; prints the events new in it."""

from __future__ import annotations

import sys
from contextlib import nullcontext
from typing import Annotated, Any

import typer

from watcher.cli.common import (
    JsonOpt,
    RulesOpt,
    echo,
    get_rules,
    get_store,
    is_terminal,
    print_json,
    print_table,
    settings,
    stderr_console,
)
from watcher.watch.events import EventRecord
from watcher.watch.poll import PollResult, poll_sync

DryRunOpt = Annotated[bool, typer.Option("--dry-run", help="Fetch and detect, but store nothing.")]


def print_events(events: list[EventRecord], title: str = "New events") -> None:
    """Events as a table (terminal) or tab-separated lines."""
    print_table(
        title,
        ["at", "type", "repo", "ref", "rule", "title"],
        [
            (e.at, e.type, e.repo, f"#{e.number}" if e.number else (e.tag or ""), e.rule, e.title)
            for e in events
        ],
    )


def summary_line(result: PollResult) -> str:
    """One line: events, requests, units, 304s."""
    c: dict[str, Any] = result.counters
    dry = " (dry run: nothing stored)" if result.dry_run else ""
    return (
        f"{len(result.events)} new event(s); {c.get('requests', 0)} request(s), "
        f"{c.get('units', 0)} rate-limit unit(s), {c.get('not_modified', 0)} not modified"
        f"{dry}"
    )


def poll(as_json: JsonOpt = False, rules: RulesOpt = None, dry_run: DryRunOpt = False) -> None:
    """Poll GitHub once, detect events, store them; print only the events new in this poll.

    An idle poll (nothing changed upstream) costs no rate-limit units: every read is a
    304 against the ETag kept in the state store. Exit 0 even when nothing is new.

    Example:

        watcher poll

        watcher poll --json | jq -r '.[].key'
    """
    loaded = get_rules(rules)
    store = get_store()
    spinner = stderr_console().status("polling GitHub…") if is_terminal() else nullcontext()
    try:
        with spinner:
            result = poll_sync(settings(), loaded, store, dry_run=dry_run)
    finally:
        store.dispose()
    if as_json:
        print_json([{**e.to_json(), "payload": e.payload} for e in result.events])
        return
    if result.events:
        print_events(result.events)
    for warning in result.warnings + result.skipped_benchmarks:
        echo(f"watcher: note: {warning}", err=True)
    sys.stderr.write(summary_line(result) + "\n")


def register(app: typer.Typer) -> None:
    """Attach ``poll``."""
    app.command("poll")(poll)
