"""A sequence of cron runs, each a fresh process with the state restored from the last run."""

from __future__ import annotations

import json
import shutil
import sqlite3
from pathlib import Path

from opshelp import LLAMA, SGLANG, watcher, watcher_env


def _run_once(state: Path, work: Path, env: dict[str, str]) -> list[str]:
    """Restore the DB into a clean work dir, run one cycle, save the DB back; new event keys."""
    if work.exists():
        shutil.rmtree(work)
    work.mkdir()
    if (state / "watcher.db").exists():
        shutil.copy(state / "watcher.db", work / "watcher.db")
    else:
        assert watcher("init", cwd=work, env=env).returncode == 0
    out = watcher("run", "--once", "--json", cwd=work, env=env)
    assert out.returncode == 0, out.stderr
    assert not (work / "watcher.db-wal").exists() or (work / "watcher.db-wal").stat().st_size == 0
    shutil.copy(work / "watcher.db", state / "watcher.db")
    steps = {s["name"]: s["summary"] for s in json.loads(out.stdout)}
    return list(steps["poll"]["events"])


def test_cron_sequence_is_exact_and_notifies_once(scenario_github, sink, tmp_path: Path) -> None:
    """Baseline, idle, a Clover PR opens, #46927 merges and ships: each event and message once."""
    gh = scenario_github
    state, work = tmp_path / "state", tmp_path / "work"
    state.mkdir()
    env = watcher_env(work, gh, SLACK_WEBHOOK_URL=sink.url)

    runs = [_run_once(state, work, env)]
    runs.append(_run_once(state, work, env))  # idle
    gh.reset_counters()
    runs.append(_run_once(state, work, env))  # idle again, fresh process
    idle_units = gh.counts()["units"]
    gh.add_pull(
        LLAMA,
        32001,
        title="model : Clover self-speculative decoding",
        body="Draft a block of 32 slots in parallel, then verify.",
        at="2030-01-01T15:00:00Z",  # after the baseline, which is the real clock
    )
    runs.append(_run_once(state, work, env))
    gh.add_review(SGLANG, 46927, "APPROVED", at="2030-01-02T09:00:00Z")
    runs.append(_run_once(state, work, env))
    gh.merge_pull(SGLANG, 46927, at="2030-01-02T10:00:00Z")
    runs.append(_run_once(state, work, env))
    gh.publish_release(SGLANG, "v0.6.0", at="2030-01-03T10:00:00Z")
    runs.append(_run_once(state, work, env))
    runs.append(_run_once(state, work, env))  # idle

    assert runs == [
        [f"{LLAMA}#31306:pr_discovered", f"{SGLANG}#46927:pr_discovered"],
        [],
        [],
        [f"{LLAMA}#32001:pr_opened"],
        [f"{SGLANG}#46927:pr_approved"],
        [f"{SGLANG}#46927:pr_merged"],
        [f"{SGLANG}@v0.6.0:release_published", f"{SGLANG}#46927:pr_released"],
        [],
    ]
    assert idle_units == 0

    db = sqlite3.connect(state / "watcher.db")
    assert db.execute("PRAGMA integrity_check").fetchone() == ("ok",)
    keys = [k for (k,) in db.execute("SELECT key FROM event")]
    assert len(keys) == len(set(keys)) == 7
    delivered = [
        k
        for (k,) in db.execute(
            "SELECT event_key FROM outbox WHERE target = 'slack' AND state = 'delivered'"
        )
    ]
    notify_types = {"pr_discovered", "pr_opened", "pr_approved", "pr_merged", "pr_released"}
    expected = [
        k for run in runs for k in run if k.split(":")[1] in notify_types and "31306" not in k
    ]
    assert sorted(delivered) == sorted(expected)
    assert len(sink.posts) == len(expected)  # one message per delivered row, none twice
