"""The daemon as a process: polls on its interval, exits cleanly on SIGTERM, state intact."""

from __future__ import annotations

import json
import signal
import sqlite3
import time
from pathlib import Path

from opshelp import LLAMA, SGLANG, watcher, watcher_env

from tests.helpers import spawn_cli


def _event_keys(db: Path) -> list[str]:
    conn = sqlite3.connect(db)
    try:
        return [k for (k,) in conn.execute("SELECT key FROM event ORDER BY id")]
    except sqlite3.OperationalError:
        return []
    finally:
        conn.close()


def test_daemon_polls_then_stops_on_sigterm(scenario_github, sink, tmp_path: Path) -> None:
    """Several cycles at a short interval, a PR change picked up, SIGTERM → exit 0."""
    env = watcher_env(tmp_path, scenario_github, SLACK_WEBHOOK_URL=sink.url)
    assert watcher("init", cwd=tmp_path, env=env).returncode == 0
    proc = spawn_cli(
        "run", "--interval", "0.5", "--jitter", "0", "--log-format", "json", cwd=tmp_path, env=env
    )
    db = tmp_path / "watcher.db"
    try:
        deadline = time.monotonic() + 60
        while len(_event_keys(db)) < 2 and time.monotonic() < deadline:
            time.sleep(0.2)
        scenario_github.add_review(SGLANG, 46927, "APPROVED", at="2030-01-02T09:00:00Z")
        while len(_event_keys(db)) < 3 and time.monotonic() < deadline:
            time.sleep(0.2)
        scenario_github.reset_counters()
        # a few idle cycles: wait for the first one's requests, however slow the machine
        while scenario_github.counts()["requests"] == 0 and time.monotonic() < deadline:
            time.sleep(0.2)
        time.sleep(1.5)
        idle = scenario_github.counts()
        proc.send_signal(signal.SIGTERM)
        _out, err = proc.communicate(timeout=60)
    finally:
        if proc.poll() is None:
            proc.kill()
    assert proc.returncode == 0, err
    keys = _event_keys(db)
    # repositories are polled concurrently, so their events interleave in the store in the
    # order the repositories finished; within one repository the order is the detector's
    assert sorted(keys) == sorted(
        [
            f"{LLAMA}#31306:pr_discovered",
            f"{SGLANG}#46927:pr_discovered",
            f"{SGLANG}#46927:pr_approved",
        ]
    )
    sglang = [k for k in keys if k.startswith(SGLANG)]
    assert sglang == [f"{SGLANG}#46927:pr_discovered", f"{SGLANG}#46927:pr_approved"]
    assert idle["requests"] > 0 and idle["units"] == 0
    logs = [json.loads(line) for line in err.splitlines() if line.startswith("{")]
    assert any(rec["message"].startswith("daemon stopped") for rec in logs)
    assert any(rec["message"] == "received SIGTERM" for rec in logs)
    conn = sqlite3.connect(db)
    assert conn.execute("PRAGMA integrity_check").fetchone() == ("ok",)
    messages = [p["body"] for p in sink.posts]
    assert len(messages) == 2  # sglang discovered + approved; #31306 only reports
