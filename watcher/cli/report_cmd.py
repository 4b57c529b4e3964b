"""``watcher report``: render the Markdown report (and sync the tracking issue)."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Annotated

import typer

from watcher.cli.common import (
    RulesOpt,
    echo,
    get_rules,
    get_store,
    settings,
)
from watcher.errors import UsageError


def report(
    out: Annotated[
        Path | None,
        typer.Option(
            "--out",
            help="Where to write [default: $WATCHER_REPORT_PATH or schedule.report_path]; "
            "'-' prints the Markdown to stdout.",
        ),
    ] = None,
    rules: RulesOpt = None,
    issue: Annotated[
        bool,
        typer.Option(
            "--issue",
            help="Also update the tracking issue named in the rules "
            "(schedule.tracking_issue; needs GITHUB_TOKEN).",
        ),
    ] = False,
) -> None:
    """Render the Markdown report (and its SVG chart next to it) from the state store.

    The file is rewritten only when its content changed. When $GITHUB_STEP_SUMMARY is set,
    the headline and tables are appended to it as well.

    Example:

        watcher report                        # reports/clover.md + reports/clover.svg

        watcher report --out /tmp/report.md

        GITHUB_TOKEN=... watcher report --issue    # also edit the tracking issue
    """
    from watcher.report import append_step_summary, produce

    loaded = get_rules(rules)
    to_stdout = out is not None and str(out) == "-"
    default = Path(settings().report_path_for(loaded.schedule.report_path))
    path = default if out is None or to_stdout else out
    if not to_stdout and path.suffix.lower() == ".svg":
        raise UsageError(
            f"--out {path}: the report is Markdown; the chart is written next to it as <name>.svg"
        )
    store = get_store()
    try:
        outcome = produce(store, loaded, path, dry_run=to_stdout)
    finally:
        store.dispose()
    if to_stdout:
        sys.stdout.write(outcome.markdown)
        return
    append_step_summary(outcome.report)
    state = "written" if outcome.written else "unchanged"
    typer.echo(f"{outcome.path} ({state}; chart {outcome.chart_path})")
    echo(outcome.report.headline)
    if issue:
        from watcher.report import sync_tracking_issue

        done = sync_tracking_issue(outcome.report, loaded, settings())
        if done is None:
            raise UsageError("--issue: the rules set no schedule.tracking_issue")
        if "skipped" in done:
            raise UsageError(f"--issue: {done['skipped']}")
        typer.echo(f"tracking issue {done['repo']}#{done['number']}: {done['action']}")


def register(app: typer.Typer) -> None:
    """Attach ``report``."""
    app.command("report")(report)
