"""``watcher jobs`` as a user runs it: a real process, JSON and plain output."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

from tests.helpers import add_job, run_cli
from watcher.dispatch.lifecycle import Job
from watcher.rules import load_rules
from watcher.store import open_store

from .conftest import REPO_ROOT


def _run(*args: str, cwd: Path, db: str) -> subprocess.CompletedProcess[str]:
    return run_cli(*args, cwd=cwd, WATCHER_DB=db, WATCHER_RULES=str(REPO_ROOT / "rules"))


def _db_with_a_pending_job(tmp_path: Path) -> tuple[str, Job]:
    """A fresh SQLite database holding one pending job of the shipped rules."""
    db = f"sqlite:///{tmp_path / 'w.db'}"
    store = open_store(db)
    store.init()
    job = add_job(store, load_rules(REPO_ROOT / "rules"))
    store.dispose()
    return db, job


def test_jobs_lists_json_and_plain(tmp_path: Path) -> None:
    """Jobs appear in --json with their fields and as tab-separated lines in a pipe."""
    db, job = _db_with_a_pending_job(tmp_path)
    out = _run("jobs", "--json", cwd=tmp_path, db=db)
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    assert [j["id"] for j in data] == [job.id]
    assert data[0]["state"] == "pending" and data[0]["engine_ref"] == job.engine_ref
    plain = _run("jobs", cwd=tmp_path, db=db)
    lines = plain.stdout.splitlines()
    assert lines[0].split("\t")[:3] == ["id", "state", "benchmark"]
    assert lines[1].split("\t")[:2] == [job.id, "pending"]
    assert json.loads(_run("jobs", "--json", "--state", "failed", cwd=tmp_path, db=db).stdout) == []


def test_jobs_bad_state_is_a_usage_error(tmp_path: Path) -> None:
    """An unknown --state exits 2 with a one-line message."""
    db = f"sqlite:///{tmp_path / 'w.db'}"
    open_store(db).init()
    out = _run("jobs", "--state", "exploded", cwd=tmp_path, db=db)
    assert out.returncode == 2 and "--state must be one of" in out.stderr
    assert "Traceback" not in out.stderr


def test_jobs_cancel_pending_then_again_then_unknown(tmp_path: Path) -> None:
    """cancel: 0 and the job is cancelled; again: 0 "already"; an unknown id: 2, one line."""
    db, job = _db_with_a_pending_job(tmp_path)
    done = _run("jobs", "cancel", job.id, "--by", "ana", cwd=tmp_path, db=db)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == f"job {job.id} cancelled (pending before); no run to cancel"
    (row,) = json.loads(_run("jobs", "--json", cwd=tmp_path, db=db).stdout)
    assert row["state"] == "cancelled" and row["reason"] == "cancelled by ana; never dispatched"
    again = _run("jobs", "cancel", job.id, cwd=tmp_path, db=db)
    assert again.returncode == 0 and "already cancelled" in again.stdout
    unknown = _run("jobs", "cancel", "job-nope", cwd=tmp_path, db=db)
    assert unknown.returncode == 2 and "no job 'job-nope'" in unknown.stderr
    assert "Traceback" not in unknown.stderr and len(unknown.stderr.strip().splitlines()) == 1


def test_jobs_retry_a_cancelled_job_then_not_a_pending_one(tmp_path: Path) -> None:
    """retry after cancel: 0 and a pending -g1 job listed; retrying that pending one: 1."""
    db, job = _db_with_a_pending_job(tmp_path)
    assert _run("jobs", "cancel", job.id, cwd=tmp_path, db=db).returncode == 0
    done = _run("jobs", "retry", job.id, "--by", "ana", cwd=tmp_path, db=db)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip().startswith(f"job {job.id} retried as {job.id}-g1")
    rows = json.loads(_run("jobs", "--json", cwd=tmp_path, db=db).stdout)
    assert [(r["id"], r["state"], r["generation"]) for r in rows] == [
        (job.id, "cancelled", 0),
        (f"{job.id}-g1", "pending", 1),
    ]
    pending = _run("jobs", "retry", f"{job.id}-g1", cwd=tmp_path, db=db)
    assert pending.returncode == 1 and "is pending: only failed" in pending.stderr
    assert "Traceback" not in pending.stderr
