"""``watcher jobs``: benchmark jobs and where each one stands."""

from __future__ import annotations

from typing import Annotated

import typer

from watcher.cli.common import JsonOpt, get_store, print_json, print_table
from watcher.dispatch.jobs import list_jobs
from watcher.dispatch.lifecycle import STATES
from watcher.errors import UsageError


def jobs(
    as_json: JsonOpt = False,
    state: Annotated[
        str | None, typer.Option("--state", help=f"Only this state ({', '.join(STATES)}).")
    ] = None,
    benchmark: Annotated[
        str | None, typer.Option("--benchmark", help="Only this benchmark.")
    ] = None,
) -> None:
    """List benchmark jobs, oldest first: state, ref, run and why it ended.

    A job is one (benchmark, engine ref, mode, runner); `watcher run --once` dispatches
    pending jobs and follows running ones.

    Example:

        watcher jobs --state failed

        watcher jobs --json | jq '.[] | {id, state, backend_url}'
    """
    if state is not None and state not in STATES:
        raise UsageError(f"--state must be one of {', '.join(STATES)}, got {state!r}")
    store = get_store()
    try:
        with store.session() as session:
            found = list_jobs(session, state=state, benchmark=benchmark)
    finally:
        store.dispose()
    if as_json:
        print_json([j.to_json() for j in found])
        return
    print_table(
        "Benchmark jobs",
        [
            "id",
            "state",
            "benchmark",
            "engine",
            "ref",
            "mode",
            "runner",
            "attempts",
            "run",
            "reason",
        ],
        [
            (
                j.id,
                j.state,
                j.benchmark,
                j.engine,
                j.engine_ref[:12],
                j.mode,
                j.runner,
                j.attempts,
                j.backend_url or j.backend_ref or "",
                j.reason or "",
            )
            for j in found
        ],
    )


def register(app: typer.Typer) -> None:
    """Attach ``jobs``."""
    app.command("jobs")(jobs)
