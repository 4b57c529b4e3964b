"""``watcher run``: one full cycle (``--once``), or the daemon running cycles on a schedule."""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Annotated, Any

import typer

from watcher import logs
from watcher.cli.common import (
    STATE,
    JsonOpt,
    RulesOpt,
    echo,
    get_rules,
    get_store,
    print_json,
    print_table,
    settings,
)
from watcher.cli.poll_cmd import DryRunOpt, print_events
from watcher.cycle import STEPS, CycleContext, StepReport, run_cycle
from watcher.daemon import Daemon
from watcher.errors import EXIT_OPERATIONAL, RulesError, UsageError
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
    failures = step_failures(reports)
    if as_json:
        print_json([{"name": r.name, "summary": r.summary} for r in reports])
    else:
        result = ctx.poll_result
        if isinstance(result, PollResult) and result.events:
            print_events(result.events)
        if isinstance(result, PollResult):
            for warning in result.warnings:  # a skipped repository, discovery pending, ...
                echo(f"poll: note: {warning}", err=True)
            for skipped in result.skipped_benchmarks:  # recorded once; the report lists them
                echo(f"poll: {skipped}", err=True)
        rows = [("rules", "path", ctx.rules.source), *summary_rows(reports)]
        print_table("Cycle", ["step", "key", "value"], rows)
    for failure in failures:
        echo(f"watcher: {failure}", err=True)
    if failures:
        raise typer.Exit(EXIT_OPERATIONAL)


# summary keys that say a step did not do its job: notifications given up on or left for a
# later cycle, jobs that could not be followed, repositories that could not be polled
FAILURE_KEYS = ("failed", "retry", "errors", "poll_errors", "failed_repos")


def _count(value: Any) -> int:
    if isinstance(value, bool):
        return int(value)
    if isinstance(value, (int, float)):
        return int(value)
    if isinstance(value, (list, tuple, dict, set)):
        return len(value)
    return 1 if value else 0


def step_failures(reports: list[StepReport]) -> list[str]:
    """One line per step that failed, naming what failed (pure)."""
    out = []
    for report in reports:
        bad = [
            f"{key} {_count(report.summary[key])}"
            for key in FAILURE_KEYS
            if _count(report.summary.get(key)) > 0
        ]
        if bad:
            out.append(f"step {report.name} failed: {', '.join(bad)}")
    return out


def _cell(value: Any) -> str:
    if isinstance(value, dict):
        return ", ".join(f"{k}={_cell(v)}" for k, v in value.items()) or "-"
    if isinstance(value, (list, tuple)):
        return ", ".join(_cell(v) for v in value) or "-"
    if value is None:
        return "-"
    text = str(value)
    lines = text.splitlines()
    return f"({len(lines)} lines)" if len(lines) > 1 else text


def summary_rows(reports: list[StepReport]) -> list[tuple[str, str, str]]:
    """Step summaries as (step, key, value) rows for a table or tab-separated lines (pure)."""
    rows = []
    for report in reports:
        if not report.summary:
            rows.append((report.name, "-", "-"))
        for key, value in report.summary.items():
            rows.append((report.name, str(key), _cell(value)))
    return rows


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
    logging.getLogger("watcher.daemon").info("rules from %s", loaded.source)

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
        exclusive={"poll": "poll"},
    )
    try:
        daemon.serve()
    finally:
        store.dispose()
