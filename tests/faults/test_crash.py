"""Crash safety: ``watcher run --once`` SIGKILLed at named points, then run again.

The test-only hook (``WATCHER_CRASH_AT=<point>:<n>``, watcher/_crash.py) kills the
process the n-th time it reaches a point: after an HTTP response, inside a transaction
before COMMIT, between sending a notification and recording it. Each case replays two
phases of the scenario (the baseline; then #46927 approved and merged), crashing once in
each, reruns until clean, lets crashed outbox leases expire, and compares with a crash-free
run: the same events, the same outbox rows all delivered, the same benchmark jobs, every
webhook delivery once per Idempotency-Key, and ``PRAGMA integrity_check`` ok.
"""

from __future__ import annotations

import datetime as dt
import json
import sqlite3
from collections import Counter
from pathlib import Path
from typing import Any

import faultplan
import httpx
import pytest
from faultplan import SGLANG, Receiver

from tests.fakes.github_api import FakeGitHub
from tests.helpers import clean_env, run_cli
from watcher.notify.deliver import Deliverer, targets_from
from watcher.rules import load_rules
from watcher.store import open_store

KILLED = -9


def _env(tmp: Path, gh: FakeGitHub, slack: Receiver, hook: Receiver) -> dict[str, str]:
    return clean_env(
        GITHUB_API_URL=gh.url,
        WATCHER_DB=f"sqlite:///{tmp / 'watcher.db'}",
        WATCHER_RULES=str(faultplan.REPO_ROOT / "rules"),
        WATCHER_REPORT_PATH=str(tmp / "report.md"),
        SLACK_WEBHOOK_URL=slack.url,
        WATCHER_WEBHOOK_URL=hook.url,
        WATCHER_WEBHOOK_SECRET=faultplan.SECRET,
    )


def _expire_leases_and_deliver(tmp: Path, env: dict[str, str]) -> None:
    """What a later cycle does once a crashed process's outbox leases expired (10 min on)."""
    store = open_store(env["WATCHER_DB"])
    later = dt.datetime.now(dt.UTC) + dt.timedelta(minutes=10)
    try:
        with httpx.Client(timeout=5) as client:
            Deliverer(
                store,
                targets_from(load_rules(Path(env["WATCHER_RULES"])), env),
                client,
                clock=lambda: later,
                sleep=lambda s: None,
            ).run()
    finally:
        store.dispose()


def _scenario(crash: str | None, tmp: Path) -> dict[str, Any]:
    """Run both phases, crashing at ``crash`` in each; what the store and receivers hold."""
    tmp.mkdir(parents=True, exist_ok=True)
    slack, hook = Receiver(), Receiver()
    crashes = 0
    with FakeGitHub() as gh:
        faultplan.scenario(gh)
        env = _env(tmp, gh, slack, hook)
        assert run_cli("init", cwd=tmp, env=env).returncode == 0
        for phase in (0, 1):
            if phase == 1:
                gh.add_review(SGLANG, 46927, "APPROVED", at="2030-01-02T09:00:00Z")
                gh.merge_pull(SGLANG, 46927, at="2030-01-02T10:00:00Z")
            if crash:
                out = run_cli("run", "--once", cwd=tmp, env=env, WATCHER_CRASH_AT=crash)
                assert out.returncode in (0, KILLED), out.stderr
                crashes += out.returncode == KILLED
            for _ in range(3):  # reruns until a clean one
                out = run_cli("run", "--once", cwd=tmp, env=env)
                if out.returncode == 0:
                    break
            assert out.returncode == 0, out.stderr
        _expire_leases_and_deliver(tmp, env)
    slack.close()
    hook.close()
    db = sqlite3.connect(tmp / "watcher.db")
    try:
        integrity = db.execute("PRAGMA integrity_check").fetchone()[0]
        events = sorted(k for (k,) in db.execute("SELECT key FROM event"))
        outbox = sorted(db.execute("SELECT key, state FROM outbox").fetchall())
        jobs = sorted(
            db.execute("SELECT benchmark, engine_ref, mode, runner FROM bench_job").fetchall()
        )
    finally:
        db.close()
    return {
        "crashed": crashes,
        "integrity": integrity,
        "events": events,
        "outbox": outbox,
        "jobs": jobs,
        "webhook": Counter(p["headers"].get("Idempotency-Key") for p in hook.accepted),
        "slack": Counter(json.loads(p["body"])["text"] for p in slack.accepted),
    }


@pytest.fixture(scope="module")
def clean(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """The crash-free run."""
    return _scenario(None, tmp_path_factory.mktemp("clean"))


POINTS = [
    "github.response:1",
    "github.response:3",
    "github.response:2",
    "store.commit:1",
    "store.commit:3",
    "store.commit:6",
    "poll.persist:1",
    "poll.persist:2",
    "notify.claimed:1",
    "notify.sent:1",
    "notify.sent:2",
    "notify.finish:1",
    "report.write:1",
]
QUICK = {"poll.persist:1", "notify.sent:1", "github.response:3"}


@pytest.mark.parametrize(
    "point", [p if p in QUICK else pytest.param(p, marks=pytest.mark.slow) for p in POINTS]
)
def test_killed_at_point_then_rerun(point: str, clean: dict[str, Any], tmp_path: Path) -> None:
    """Nothing lost, nothing doubled, the SQLite file intact, whatever the crash point."""
    got = _scenario(point, tmp_path)
    assert got["crashed"] == 2, f"{point} was not reached in both phases"
    assert got["integrity"] == "ok"
    assert got["events"] == clean["events"]
    assert got["outbox"] == clean["outbox"]
    assert all(state == "delivered" for _, state in got["outbox"])
    assert got["jobs"] == clean["jobs"]
    # a webhook receiver sees each notification under one Idempotency-Key
    assert set(got["webhook"]) == set(clean["webhook"])
    assert set(got["slack"]) == set(clean["slack"])
    if point.startswith(("notify.sent", "notify.finish")):
        # killed after the POST, before its outcome committed: the row is sent again
        # when its lease expires (at-least-once at this one point); the webhook repeat
        # carries the same Idempotency-Key, so a receiver drops it
        extra = got["webhook"] - clean["webhook"] + (got["slack"] - clean["slack"])
        assert sum(extra.values()) == 2  # one per crash
    else:
        assert got["webhook"] == clean["webhook"]
        assert got["slack"] == clean["slack"]


def test_clean_run_is_the_scenario(clean: dict[str, Any]) -> None:
    """The crash-free run: three events, a benchmark job, every message delivered once."""
    assert clean["events"] == sorted(
        [
            f"{faultplan.LLAMA}#31306:pr_discovered",
            f"{SGLANG}#46927:pr_discovered",
            f"{SGLANG}#46927:pr_merged",  # approved and merged within one interval
        ]
    )
    assert len(clean["jobs"]) == 1
    assert len(clean["outbox"]) == 4
    assert max(clean["webhook"].values()) == 1
    assert clean["integrity"] == "ok"
