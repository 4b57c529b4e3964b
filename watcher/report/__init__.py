"""The Markdown report: assembly (pure), escaping, rendering, publishing, the cycle step."""

from __future__ import annotations

from pathlib import Path

from watcher.context import CycleContext, StepReport
from watcher.report.assemble import Report, ReportInput, assemble
from watcher.report.publish import (
    Outcome,
    append_step_summary,
    produce,
    sync_tracking_issue,
)
from watcher.report.render import render_markdown, render_summary, render_svg


def cycle_step(ctx: CycleContext) -> StepReport:
    """Cycle step: re-render the report ($WATCHER_REPORT_PATH or the rules' path) if changed."""
    path = Path(ctx.settings.report_path_for(ctx.rules.schedule.report_path))
    out = produce(ctx.store, ctx.rules, path, dry_run=ctx.dry_run)
    summary = False
    issue = None
    if not ctx.dry_run:
        summary = append_step_summary(out.report, ctx.environ)
        issue = sync_tracking_issue(out.report, ctx.rules, ctx.settings, repo=ctx.tracking_repo)
    return StepReport(
        "report",
        {
            "path": out.path,
            "chart": out.chart_path,
            "changed": out.changed,
            "written": out.written,
            "step_summary": summary,
            "headline": out.report.headline,
            "tracking_issue": issue,
        },
    )


__all__ = [
    "Outcome",
    "Report",
    "ReportInput",
    "append_step_summary",
    "assemble",
    "cycle_step",
    "produce",
    "render_markdown",
    "render_summary",
    "render_svg",
    "sync_tracking_issue",
]
