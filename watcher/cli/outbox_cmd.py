"""``watcher outbox``: notifications and their delivery state; ``outbox retry``."""

from __future__ import annotations

import datetime as dt
from typing import Annotated

import typer

from watcher.cli.common import JsonOpt, get_store, listing_group, print_json, print_table
from watcher.errors import UsageError, WatcherError

outbox_app = listing_group("outbox")


@outbox_app.callback()
def outbox(
    ctx: typer.Context,
    as_json: JsonOpt = False,
    state: Annotated[
        list[str] | None,
        typer.Option(
            "--state",
            help="Only rows in this state (pending, delivered, failed, skipped); repeatable.",
        ),
    ] = None,
    limit: Annotated[int | None, typer.Option("--limit", help="Only the last N.")] = None,
) -> None:
    """List notifications in the outbox: target, state, attempts and the last error.

    Example:

        watcher outbox --state failed

        watcher outbox --json | jq '.[] | select(.state == "pending") | .key'

        watcher outbox retry --failed
    """
    if ctx.invoked_subcommand is not None:
        return
    from watcher.notify.outbox import STATES, list_rows

    for s in state or []:
        if s not in STATES:
            raise UsageError(f"--state {s}: expected one of {', '.join(STATES)}")
    store = get_store()
    try:
        rows = list_rows(store, states=state or (), limit=limit)
    finally:
        store.dispose()
    fields = (
        "id",
        "key",
        "target",
        "event_key",
        "state",
        "attempts",
        "next_attempt_at",
        "delivered_at",
        "last_error",
        "created_at",
    )
    if as_json:
        print_json([{k: r.get(k) for k in fields} for r in rows])
        return
    print_table(
        "Outbox",
        ["id", "key", "target", "state", "attempts", "next attempt", "delivered", "last error"],
        [
            (
                r["id"],
                r["key"],
                r["target"],
                r["state"],
                r["attempts"],
                r["next_attempt_at"],
                r["delivered_at"],
                r["last_error"],
            )
            for r in rows
        ],
    )


@outbox_app.command("retry")
def retry(
    keys: Annotated[
        list[str] | None,
        typer.Argument(help="Outbox keys to send again (the `key` column of `watcher outbox`)."),
    ] = None,
    failed: Annotated[
        bool, typer.Option("--failed", help="Every failed row (attempts spent or refused).")
    ] = False,
    skipped: Annotated[
        bool, typer.Option("--skipped", help="Every skipped row (its target was off).")
    ] = False,
) -> None:
    """Queue failed or skipped notifications again; the next cycle sends them.

    After fixing a Slack URL or a webhook receiver, the rows that gave up (or were
    skipped while the target was unset) go back to pending with fresh attempts.
    A delivered row is never sent again, and a pending one is left as it is. Webhook
    receivers get the same Idempotency-Key as before, so one that did process an
    earlier attempt can drop the repeat.

    Example:

        watcher outbox retry --failed && watcher run --once

        watcher outbox retry 'sgl-project/sglang#46927:pr_approved:slack'
    """
    from watcher.notify.outbox import list_rows, requeue

    if not keys and not (failed or skipped):
        raise UsageError("outbox retry: name keys, or pass --failed and/or --skipped")
    if keys and (failed or skipped):
        raise UsageError("outbox retry: name keys or pass --failed/--skipped, not both")
    now = dt.datetime.now(dt.UTC)
    store = get_store()
    try:
        if keys:
            known = {r["key"]: r["state"] for r in list_rows(store, keys=keys)}
            unknown = [k for k in keys if k not in known]
            if unknown:
                raise UsageError(f"outbox retry: no outbox row with key {unknown[0]!r}")
            done = requeue(store, now, keys=keys, states=())
            left = [f"{k} ({known[k]})" for k in keys if k not in done]
        else:
            states = [s for s, on in (("failed", failed), ("skipped", skipped)) if on]
            done = requeue(store, now, states=states)
            left = []
    finally:
        store.dispose()
    for key in done:
        typer.echo(f"requeued {key}")
    if not done and not left:
        typer.echo("nothing to requeue")
    if left:
        raise WatcherError(
            "not requeued (only failed or skipped rows are; delivered is never sent twice): "
            + ", ".join(left)
        )


def register(app: typer.Typer) -> None:
    """Attach ``outbox`` (the listing) and ``outbox retry``."""
    app.add_typer(outbox_app)
