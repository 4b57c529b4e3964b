"""Write the report (and its chart) to disk, only when its content changed.

"What changed since the last report" needs to know where the last report stopped: each
report carries a marker comment ``<!-- watcher-report events-through=N since=M -->``. The
next report starts after ``N``; when nothing new happened it keeps the previous window, so
its content — and the file — stay the same.
"""

from __future__ import annotations

import glob
import os
import re
import time
import uuid
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from sqlalchemy import func
from sqlmodel import select

from watcher import _crash as crash
from watcher.config import Settings
from watcher.errors import ReportError
from watcher.report.assemble import Report, assemble
from watcher.report.load import Checker, default_checker, load_input
from watcher.report.render import render_markdown, render_summary, render_svg
from watcher.rules import Rules
from watcher.store import Event, Store

MARKER = re.compile(r"<!-- watcher-report events-through=(\d+) since=(\d+) -->")


def since_from_previous(previous: str | None, newest_event_id: int) -> int:
    """Where "changes since the last report" starts, given the previous report's text."""
    if not previous:
        return 0
    found = MARKER.search(previous)
    if not found:
        return 0
    through, since = int(found.group(1)), int(found.group(2))
    return since if through >= newest_event_id else through


@dataclass(frozen=True)
class Outcome:
    """What producing a report did."""

    path: str
    chart_path: str
    changed: bool
    written: bool
    report: Report
    markdown: str
    svg: str


def _read(path: Path) -> str | None:
    try:
        return path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return None
    except OSError as exc:
        raise ReportError(f"{path}: cannot read: {exc.strerror}") from exc


# A write takes milliseconds: a temporary file this old was left by a killed writer.
STALE_TMP_S = 3600.0


def _write_atomic(path: Path, text: str) -> None:
    # the temporary name is the writer's own: replicas sharing a checkout (or threads)
    # would otherwise rename each other's half-written file away and fail
    tmp = path.with_name(f".{path.name}.{os.getpid()}.{uuid.uuid4().hex[:8]}.tmp")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        _sweep_stale(path)
        tmp.write_text(text, encoding="utf-8")
        crash.point("report.write")
        os.replace(tmp, path)
    except OSError as exc:
        tmp.unlink(missing_ok=True)
        raise ReportError(f"{path}: cannot write: {exc.strerror}") from exc
    except BaseException:  # Ctrl-C or SIGTERM mid-write: leave no half file behind
        tmp.unlink(missing_ok=True)
        raise


def _sweep_stale(path: Path) -> None:
    """Remove ``path``'s temporary files that a killed writer left over an hour ago."""
    now = time.time()
    for old in path.parent.glob(f".{glob.escape(path.name)}.*.tmp"):
        try:
            if now - old.stat().st_mtime > STALE_TMP_S:
                old.unlink()
        except OSError:  # another writer removed it first, or it is not ours to remove
            continue


def produce(
    store: Store,
    rules: Rules,
    path: Path,
    *,
    dry_run: bool = False,
    checker: Checker | bool | None = True,
) -> Outcome:
    """Render the report for ``path`` and write it (and ``<stem>.svg``) if it changed."""
    chart = path.with_suffix(".svg")
    previous = _read(path)
    with store.session() as session:
        newest = int(session.exec(select(func.max(Event.id))).one() or 0)
        since = since_from_previous(previous, newest)
        use = default_checker() if checker is True else (checker or None)
        data = load_input(session, rules, since_event_id=since, checker=use)
    report = assemble(data)
    markdown = render_markdown(report, chart_href=chart.name)
    svg = render_svg(report)
    changed = markdown != previous or svg != _read(chart)
    written = False
    if changed and not dry_run:
        _write_atomic(chart, svg)
        _write_atomic(path, markdown)
        written = True
    return Outcome(
        path=str(path),
        chart_path=str(chart),
        changed=changed,
        written=written,
        report=report,
        markdown=markdown,
        svg=svg,
    )


def append_step_summary(report: Report, env: Mapping[str, str] | None = None) -> bool:
    """Append headline and tables to ``$GITHUB_STEP_SUMMARY`` when it is set."""
    env = os.environ if env is None else env
    target = env.get("GITHUB_STEP_SUMMARY", "").strip()
    if not target:
        return False
    try:
        with open(target, "a", encoding="utf-8") as fh:
            fh.write(render_summary(report))
    except OSError as exc:
        raise ReportError(f"{target}: cannot append the step summary: {exc.strerror}") from exc
    return True


__all__ = [
    "MARKER",
    "Outcome",
    "ReportError",
    "append_step_summary",
    "produce",
    "since_from_previous",
    "sync_tracking_issue",
]


def sync_tracking_issue(
    report: Report, rules: Rules, settings: Settings, *, repo: Any = None
) -> dict[str, Any] | None:
    """Update the rules' tracking issue (if any) with ``report``; what was done, or None."""
    from watcher.report.issue import github_repo, issue_body, sync_issue

    cfg = rules.schedule.tracking_issue
    if cfg is None:
        return None
    if repo is None:
        if not settings.github_token:
            return {"repo": cfg.repo, "skipped": "GITHUB_TOKEN is not set"}
        repo = github_repo(settings.github_api_url, settings.github_token, cfg.repo)
    number, action = sync_issue(repo, cfg.title, issue_body(report), where=cfg.repo)
    return {"repo": cfg.repo, "number": number, "action": action}
