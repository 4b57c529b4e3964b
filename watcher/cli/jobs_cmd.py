"""``watcher jobs``: benchmark jobs and where each one stands; ``jobs cancel|retry``."""

from __future__ import annotations

import getpass
from collections.abc import Callable
from pathlib import Path
from typing import Annotated

import typer

from watcher.cli.common import (
    JsonOpt,
    RulesOpt,
    get_rules,
    get_store,
    listing_group,
    print_json,
    print_table,
    settings,
)
from watcher.context import CycleContext
from watcher.dispatch import Dispatcher, dispatcher_for
from watcher.dispatch.dispatcher import JobOutcome
from watcher.dispatch.jobs import list_jobs
from watcher.dispatch.lifecycle import STATES
from watcher.errors import UsageError, WatcherError

jobs_app = listing_group("jobs")


@jobs_app.callback()
def jobs(
    ctx: typer.Context,
    as_json: JsonOpt = False,
    state: Annotated[
        str | None, typer.Option("--state", help=f"Only this state ({', '.join(STATES)}).")
    ] = None,
    benchmark: Annotated[
        str | None, typer.Option("--benchmark", help="Only this benchmark.")
    ] = None,
) -> None:
    """List benchmark jobs, oldest first: state, ref, run and why it ended.

    A job is one (benchmark, engine ref, mode, runner), and `jobs retry` adds its next
    generation; `watcher run --once` dispatches pending jobs and follows running ones.

    Example:

        watcher jobs --state failed

        watcher jobs --json | jq '.[] | {id, state, backend_url}'

        watcher jobs cancel job-a7b043ea814df6b78d0c
    """
    if ctx.invoked_subcommand is not None:
        return
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


@jobs_app.command("cancel")
def cancel(
    job_id: Annotated[
        str, typer.Argument(help="The job's id (the first column of `watcher jobs`).")
    ],
    by: Annotated[
        str | None, typer.Option("--by", help="Who cancels (recorded); default: the OS user.")
    ] = None,
    rules: RulesOpt = None,
) -> None:
    """Cancel a pending or active benchmark job, and its run where the backend allows.

    A pending job is never dispatched; a dispatched or running job's GitHub Actions run
    is cancelled (the command and webhook backends have no cancel call, so their run
    goes on, and its result is not followed). The job ends as `cancelled` with who and
    why in its reason. Exit 0 when cancelled (or already cancelled), 1 when it had
    already ended or another process holds it right now, 2 for an unknown id.

    Example:

        watcher jobs cancel job-a7b043ea814df6b78d0c

        watcher jobs --state running --json | jq -r '.[].id' | xargs -n1 watcher jobs cancel
    """
    _act(Dispatcher.cancel, job_id, by, rules)


@jobs_app.command("retry")
def retry(
    job_id: Annotated[
        str, typer.Argument(help="The job's id (the first column of `watcher jobs`).")
    ],
    by: Annotated[
        str | None, typer.Option("--by", help="Who retries (recorded); default: the OS user.")
    ] = None,
    rules: RulesOpt = None,
) -> None:
    """Run a failed, timed-out or cancelled job again, as a new job the next cycle dispatches.

    The retry is the job's next generation: the same benchmark, pinned ref, mode and
    runner, the backend the rules name now, and the id `<id>-g<n>`, so its run, its
    webhook delivery and its result are new and the first attempt's stay as history.
    Retrying twice, or from two machines at once, makes one job. Exit 0 when queued (or
    queued already), 1 when the job is pending, running or succeeded or its benchmark
    left the rules, 2 for an unknown id.

    Example:

        watcher jobs retry job-a7b043ea814df6b78d0c && watcher run --once

        watcher jobs --state timed_out --json | jq -r '.[].id' | xargs -n1 watcher jobs retry
    """
    _act(Dispatcher.retry, job_id, by, rules)


def _act(
    action: Callable[[Dispatcher, str, str], JobOutcome],
    job_id: str,
    by: str | None,
    rules: Path | None,
) -> None:
    """Run ``Dispatcher.cancel`` or ``.retry`` on one job; exit with the outcome's code."""
    who = by or _os_user()
    store = get_store()
    try:
        ctx = CycleContext(settings=settings(), rules=get_rules(rules), store=store)
        outcome = action(dispatcher_for(ctx), job_id, who)
    finally:
        store.dispose()
    if outcome.status == "unknown":
        raise UsageError(outcome.message)
    if outcome.status in ("busy", "refused"):
        raise WatcherError(outcome.message)
    typer.echo(outcome.message)


def _os_user() -> str:
    try:
        return getpass.getuser()
    except (KeyError, OSError):
        return "a user"


def register(app: typer.Typer) -> None:
    """Attach ``jobs`` (the listing), ``jobs cancel`` and ``jobs retry``."""
    app.add_typer(jobs_app)
