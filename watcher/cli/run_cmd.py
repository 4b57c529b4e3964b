"""``watcher run --once``: one full cycle (poll, then every step later issues add)."""

from __future__ import annotations

from typing import Annotated

import typer

from watcher.cli.common import JsonOpt, RulesOpt, get_rules, get_store, print_json, settings
from watcher.cli.poll_cmd import DryRunOpt, print_events, summary_line
from watcher.cycle import CycleContext, run_cycle
from watcher.errors import UsageError
from watcher.poll import PollResult


def run(
    once: Annotated[bool, typer.Option("--once", help="Run one cycle and exit.")] = False,
    dry_run: DryRunOpt = False,
    as_json: JsonOpt = False,
    rules: RulesOpt = None,
) -> None:
    """Run the watcher's cycle: poll GitHub, detect and store events, then the later steps.

    `--once` runs one cycle and exits (the command for cron and GitHub Actions). The daemon
    (`watcher run` without `--once`) is not available yet.

    Example:

        watcher run --once

        watcher run --once --dry-run --json
    """
    if not once:
        raise UsageError(
            "`watcher run` as a daemon is not built yet: use `watcher run --once` "
            "(one cycle; schedule it with cron or GitHub Actions)"
        )
    store = get_store()
    try:
        ctx = CycleContext(
            settings=settings(), rules=get_rules(rules), store=store, dry_run=dry_run
        )
        reports = run_cycle(ctx)
    finally:
        store.dispose()
    if as_json:
        print_json([{"name": r.name, "summary": r.summary} for r in reports])
        return
    for report in reports:
        if report.name == "poll" and isinstance(ctx.extras.get("poll_result"), PollResult):
            result: PollResult = ctx.extras["poll_result"]
            if result.events:
                print_events(result.events)
            typer.echo(f"poll: {summary_line(result)}")
        else:
            typer.echo(f"{report.name}: {report.summary}")


def register(app: typer.Typer) -> None:
    """Attach ``run``."""
    app.command("run")(run)
