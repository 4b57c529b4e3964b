"""Replicas: several watcher processes on one PostgreSQL run the cycle at the same time.

Two processes run ``watcher run --once`` back to back and a third is the daemon
(``watcher run --interval 0.5``), all on one PostgreSQL database and the loopback fakes,
while upstream moves through the scenario timeline. Each event is recorded once, each
notification reaches its receiver once (webhook by Idempotency-Key, Slack by message),
and each benchmark job exists once.
"""

from __future__ import annotations

import json
import signal
import threading
import time
from collections import Counter
from pathlib import Path

import faultplan
import pytest
import sqlalchemy as sa
from faultplan import LLAMA, SGLANG, Receiver

from tests.fakes.github_api import FakeGitHub
from tests.helpers import clean_env, run_cli, spawn_cli
from watcher.store import Store

pytestmark = [pytest.mark.postgres, pytest.mark.slow]  # about a minute of processes
RUNNERS = ("cron1", "cron2")

EXPECTED = [
    [f"{LLAMA}#31306:pr_discovered", f"{SGLANG}#46927:pr_discovered"],
    [f"{LLAMA}#32001:pr_opened"],
    [f"{SGLANG}#46927:pr_approved"],
    [f"{SGLANG}#46927:pr_merged"],
    [f"{SGLANG}@v0.6.0:release_published", f"{SGLANG}#46927:pr_released"],
]


def _keys(store: Store) -> list[str]:
    with store.engine.connect() as conn:
        return [k for (k,) in conn.execute(sa.text("SELECT key FROM event"))]


def _pending(store: Store) -> int:
    with store.engine.connect() as conn:
        return int(
            conn.execute(sa.text("SELECT count(*) FROM outbox WHERE state <> 'delivered'")).scalar()
            or 0
        )


def _wait(cond: object, what: str, timeout: float = 90) -> None:
    deadline = time.monotonic() + timeout
    while not cond():  # type: ignore[operator]
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {what}")
        time.sleep(0.2)


def test_three_replicas_one_postgres(pg_store: Store, tmp_path: Path) -> None:
    """2 cron-style loops + 1 daemon over the timeline: every event, message and job once."""
    slack, hook = Receiver(), Receiver()
    stop = threading.Event()
    runs: Counter[str] = Counter()
    errors: list[str] = []
    with FakeGitHub() as gh:
        faultplan.scenario(gh)
        env = clean_env(
            GITHUB_API_URL=gh.url,
            WATCHER_DB=pg_store.url,
            WATCHER_RULES=str(faultplan.REPO_ROOT / "rules"),
            WATCHER_REPORT_PATH=str(tmp_path / "report.md"),  # one checkout, one report
            SLACK_WEBHOOK_URL=slack.url,
            WATCHER_WEBHOOK_URL=hook.url,
            WATCHER_WEBHOOK_SECRET=faultplan.SECRET,
        )

        def loop(name: str) -> None:
            while not stop.is_set():
                out = run_cli("run", "--once", cwd=tmp_path, env=env)
                runs[name] += 1
                if out.returncode != 0:
                    errors.append(f"{name}: {out.stderr.strip()[-500:]}")

        daemon = spawn_cli("run", "--interval", "0.5", "--jitter", "0", cwd=tmp_path, env=env)
        threads = [threading.Thread(target=loop, args=(n,)) for n in RUNNERS]
        for t in threads:
            t.start()
        try:
            for stage, keys in enumerate(EXPECTED):
                faultplan.advance_timeline(gh, stage)
                started = dict(runs)
                _wait(lambda keys=keys: set(keys) <= set(_keys(pg_store)), f"stage {stage}")
                # every cron replica completes a run after upstream moved: they overlap
                _wait(
                    lambda started=started: all(runs[n] > started.get(n, 0) for n in RUNNERS),
                    f"a run of each replica in stage {stage}",
                )
            _wait(lambda: _pending(pg_store) == 0, "every notification delivered")
            time.sleep(3)  # every replica gets more cycles in which to double-act
        finally:
            stop.set()
            for t in threads:
                t.join(timeout=120)
            daemon.send_signal(signal.SIGTERM)
            _out, err = daemon.communicate(timeout=60)
            slack.close()
            hook.close()
    assert daemon.returncode == 0, err[-2000:]
    assert not errors, errors[:3]
    assert min(runs[n] for n in RUNNERS) >= len(EXPECTED), runs
    keys = _keys(pg_store)
    assert sorted(keys) == sorted(k for stage in EXPECTED for k in stage)
    webhook = Counter(p["headers"].get("Idempotency-Key") for p in hook.accepted)
    messages = Counter(json.loads(p["body"])["text"] for p in slack.accepted)
    assert len(webhook) == len(messages) == 5
    assert set(webhook.values()) == set(messages.values()) == {1}
    with pg_store.engine.connect() as conn:
        jobs = conn.execute(
            sa.text(
                "SELECT benchmark, engine_ref, mode, runner, count(*) FROM bench_job "
                "GROUP BY benchmark, engine_ref, mode, runner"
            )
        ).all()
    assert jobs and all(row[4] == 1 for row in jobs)
