"""``watcher run``: one full cycle (``--once``), or the daemon running cycles on a schedule."""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Annotated

import typer

from watcher import logs
from watcher.cli.common import STATE, JsonOpt, RulesOpt, get_rules, get_store, print_json, settings
from watcher.cli.poll_cmd import DryRunOpt, print_events, summary_line
from watcher.cycle import STEPS, CycleContext, run_cycle
from watcher.daemon import Daemon
from watcher.errors import RulesError, UsageError
from watcher.watch.poll import PollResult


def run(
    once: Annotated[bool, typer.Option("--once", help="Run one cycle and exit.")] = False,
    dry_run: DryRunOpt = False,
    as_json: JsonOpt = False,
    rules: RulesOpt = None,
    interval: Annotated[
        float | None,
        typer.Option("--interval", help="Daemon: seconds between cycles [default: rules]."),
    ] = None,
    jitter: Annotated[
        float | None, typer.Option("--jitter", help="Daemon: random delay up to N seconds.")
    ] = None,
    log_format: Annotated[
        str, typer.Option("--log-format", help="Daemon logs on stderr: text or json.")
    ] = "text",
) -> None:
    """Run the watcher's cycle: poll, claims, dispatch, notify, report.

    `--once` runs one cycle and exits (the command for cron and GitHub Actions). Without
    it, the daemon runs the same cycle on the rules' schedule (schedule.poll_interval_s,
    with jitter) until SIGTERM/SIGINT, finishing the current step before it exits.
    Several daemons may share one PostgreSQL: work is claimed in the database.

    Example:

        watcher run --once

        watcher run --once --dry-run --json

        watcher run --log-format json          # the daemon
    """
    if not once:
        _daemon(rules, dry_run, interval, jitter, log_format)
        return
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
            for warning in result.warnings:  # a skipped repository, discovery pending, ...
                typer.echo(f"poll: note: {warning}", err=True)
        else:
            typer.echo(f"{report.name}: {report.summary}")


def register(app: typer.Typer) -> None:
    """Attach ``run``."""
    app.command("run")(run)


def _daemon(
    rules_opt: Path | None,
    dry_run: bool,
    interval: float | None,
    jitter: float | None,
    log_format: str,
) -> None:
    if log_format not in ("text", "json"):
        raise UsageError(f"--log-format must be text or json, not {log_format!r}")
    if interval is not None and interval <= 0:
        raise UsageError("--interval must be a positive number of seconds")
    loaded = get_rules(rules_opt)
    store = get_store()
    cfg = settings()
    logs.setup(log_format, logging.DEBUG if STATE.debug else logging.INFO, cfg.secrets())

    def make_context() -> CycleContext:
        # rules are re-read each cycle so edits apply without a restart; a broken edit
        # keeps the last good rules and is logged
        nonlocal loaded
        try:
            loaded = get_rules(rules_opt)
        except RulesError as exc:
            logging.getLogger("watcher.daemon").error("rules not reloaded: %s", exc)
        return CycleContext(settings=cfg, rules=loaded, store=store, dry_run=dry_run)

    daemon = Daemon(
        make_context,
        list(STEPS),
        interval_s=interval if interval is not None else loaded.schedule.poll_interval_s,
        jitter_s=jitter if jitter is not None else loaded.schedule.jitter_s,
        exclusive={"watcher.watch.step:cycle_step": "poll"},
    )
    try:
        daemon.serve()
    finally:
        store.dispose()
