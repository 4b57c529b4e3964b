"""A benchmark skipped by policy (unmerged code) is recorded once and shown: on `run
--once`'s stderr in the cycle that recorded it, in the daemon's log, and in the report."""

from __future__ import annotations

import logging
import shutil
import sqlite3
from pathlib import Path

import pytest
from opshelp import watcher, watcher_env

from watcher.context import StepReport
from watcher.daemon import Daemon

SKIP = (
    "benchmark clover-sglang-selfspec-h200 for sgl-project/sglang#46927:pr_discovered "
    "skipped: not benchmarking unmerged code of #46927 (add it to prs.benchmark_unmerged "
    "to allow)"
)


def _rules_benchmarking_discovery(tmp: Path) -> Path:
    """The shipped rules, with the open SGLang PR's discovery asking for a benchmark."""
    rules = tmp / "rules"
    shutil.copytree(Path(__file__).resolve().parents[2] / "rules", rules)
    watches = rules / "watches.yaml"
    text = watches.read_text(encoding="utf-8")
    old = "      pr_discovered: [notify, report]\n      pr_approved: [notify, report]\n"
    assert text.count(old) == 1
    new = (
        "      pr_discovered: [notify, report, {benchmark: clover-sglang-selfspec-h200}]\n"
        "      pr_approved: [notify, report]\n"
    )
    watches.write_text(text.replace(old, new), encoding="utf-8")
    return rules


def test_skip_is_recorded_once_and_shown(scenario_github, tmp_path) -> None:
    env = watcher_env(
        tmp_path, scenario_github, WATCHER_RULES=str(_rules_benchmarking_discovery(tmp_path))
    )
    assert watcher("init", cwd=tmp_path, env=env).returncode == 0
    first = watcher("run", "--once", cwd=tmp_path, env=env)
    assert first.returncode == 0, first.stderr
    assert f"poll: {SKIP}" in first.stderr.splitlines()
    second = watcher("run", "--once", cwd=tmp_path, env=env)
    assert second.returncode == 0, second.stderr
    assert "skipped: not benchmarking" not in second.stderr  # said once, when recorded
    with sqlite3.connect(tmp_path / "watcher.db") as db:
        rows = db.execute("SELECT event_key, benchmark, pr FROM bench_skip").fetchall()
        jobs = db.execute("SELECT count(*) FROM bench_job").fetchone()[0]
    assert rows == [
        ("sgl-project/sglang#46927:pr_discovered", "clover-sglang-selfspec-h200", 46927)
    ]
    assert jobs == 0
    report = (tmp_path / "reports" / "clover.md").read_text(encoding="utf-8")
    assert "## Benchmarks skipped by policy" in report
    assert "1 benchmark(s) skipped by policy" in report
    row = next(ln for ln in report.splitlines() if ln.startswith("| sgl-project"))
    assert row.startswith(
        "| sgl-project/sglang\\#46927:pr\\_discovered | clover-sglang-selfspec-h200 | "
        "not benchmarking unmerged code of \\#46927 (add it to prs.benchmark\\_unmerged "
        "to allow) | "
    )


def test_daemon_logs_each_new_skip(caplog: pytest.LogCaptureFixture) -> None:
    """The daemon logs the skips a step reports (new ones only: the step reports them once)."""

    class Ctx:
        store = None

        @staticmethod
        def clock() -> None:
            return None

    class Step:
        name = "poll"

        @staticmethod
        def run(ctx: object) -> StepReport:
            return StepReport("poll", {"events": [], "skipped_benchmarks": [SKIP]})

    daemon = Daemon(make_context=lambda: Ctx(), steps=[Step()], interval_s=60)  # type: ignore[arg-type]
    with caplog.at_level(logging.INFO, logger="watcher"):
        daemon.run_one_cycle()
    assert [r.getMessage() for r in caplog.records].count(SKIP) == 1
