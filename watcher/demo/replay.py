"""Replay the bundled recording through the real cycle, step by step. See ``watcher.demo``."""

from __future__ import annotations

import datetime as dt
import json
import os
import shutil
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import Any

import yaml

from watcher.config import Settings
from watcher.cycle import CycleContext, StepReport, run_cycle
from watcher.demo.github_replay import GitHubReplay
from watcher.demo.timeline import build_timeline
from watcher.rules import load_rules
from watcher.store import open_store
from watcher.store.flags import DEMO, set_flag
from watcher.timestamps import parse_iso

STANDIN = [sys.executable, "-m", "watcher.demo.standin"]
SAFE_ENV_KEYS = ("PATH", "HOME", "LANG", "LC_ALL", "PYTHONPATH", "SYSTEMROOT", "TMPDIR")


@dataclass
class DemoStep:
    """One point of the timeline and what the cycle did there."""

    at: str
    say: str
    events: list[str] = field(default_factory=list)
    jobs: dict[str, Any] = field(default_factory=dict)


@dataclass
class DemoResult:
    """Where the demo left its files, and the steps it walked."""

    folder: Path
    report: Path
    steps: list[DemoStep]


def recording() -> dict[str, Any]:
    """The bundled recording (repos as of 2026-11-29, then the timeline)."""
    text = resources.files("watcher.demo").joinpath("recording.json").read_text("utf-8")
    data: dict[str, Any] = json.loads(text)
    return data


def demo_rules(source: Path, dest: Path, report: Path) -> Path:
    """Copy the rules; point every benchmark at the stand-in and the report into ``dest``."""
    shutil.copytree(source, dest)
    bench_file = dest / "benchmarks.yaml"
    data = yaml.safe_load(bench_file.read_text("utf-8"))
    for bench in data.get("benchmarks", {}).values():
        bench["backend"] = "command"
        bench["command"] = STANDIN
    bench_file.write_text(
        "# watcher demo: every benchmark runs the demo stand-in (no GPU, demo data)\n"
        + yaml.safe_dump(data, sort_keys=False),
        "utf-8",
    )
    sched_file = dest / "schedule.yaml"
    sched = yaml.safe_load(sched_file.read_text("utf-8"))
    sched["schedule"]["report_path"] = str(report)
    sched_file.write_text(yaml.safe_dump(sched, sort_keys=False), "utf-8")
    return dest


def _later(at: str, minutes: int) -> dt.datetime:
    return parse_iso(at) + dt.timedelta(minutes=minutes)


def _fixed(when: dt.datetime) -> Callable[[], dt.datetime]:
    return lambda: when


def _jobs(reports: list[StepReport]) -> dict[str, Any]:
    for r in reports:
        if r.name == "dispatch":
            return {k: v for k, v in r.summary.items() if v}
    return {}


def run_demo(
    folder: Path, rules_source: Path, *, on_step: Callable[[DemoStep], None] | None = None
) -> DemoResult:
    """Replay the scenario into ``folder`` (rules, database, results, report)."""
    folder.mkdir(parents=True, exist_ok=True)
    report = folder / "report.md"
    rules_dir = demo_rules(rules_source, folder / "rules", report)
    rules = load_rules(rules_dir)
    db_url = f"sqlite:///{folder / 'watcher.db'}"
    store = open_store(db_url)
    store.init()
    with store.session() as session:  # only this store accepts the stand-in's demo results
        set_flag(session, DEMO)
    # no secrets and no notification targets from the caller's environment reach the demo
    env = {k: os.environ[k] for k in SAFE_ENV_KEYS if k in os.environ}
    rec = recording()
    steps: list[DemoStep] = []
    try:
        with GitHubReplay(build_timeline(rec)) as gh:
            settings = Settings(
                github_api_url=gh.url,
                db_url=db_url,
                rules_path=str(rules_dir),
                report_path=str(report),
            )
            timeline = [
                {"at": rec["baseline_at"], "say": "First poll: the baseline"},
                *rec["timeline"],
            ]
            for index, item in enumerate(timeline):
                gh.show(index)
                now = _later(item["at"], 30)
                ctx = CycleContext(
                    settings=settings,
                    rules=rules,
                    store=store,
                    clock=_fixed(now),
                    sleep=lambda _s: None,
                    env=env,
                    bench_out_dir=folder / "bench-results",
                )
                reports = run_cycle(ctx)
                poll = next(r for r in reports if r.name == "poll")
                step = DemoStep(
                    item["at"], item["say"], list(poll.summary["events"]), _jobs(reports)
                )
                steps.append(step)
                if on_step is not None:
                    on_step(step)
    finally:
        store.dispose()
    return DemoResult(folder, report, steps)
