"""The slurm backend against a real one-node Slurm: failure, cancel, timeout, crash, replicas.

Every job here goes through the real ``sbatch``/``squeue``/``scontrol``/``scancel``; the
batch scripts are template overrides (the harness on a real llama-server is the end-to-end
test's, ``test_e2e_slurm.py``).
"""

from __future__ import annotations

import datetime as dt
import os
import stat
import threading
from pathlib import Path

import pytest
from sqlmodel import select

from tests.helpers import run_cli
from watcher._crash import ENV as CRASH_ENV
from watcher.dispatch import PassReport
from watcher.dispatch.lifecycle import Job
from watcher.dispatch.slurm import CRASH_SUBMITTED, SlurmBackend
from watcher.rules import load_rules
from watcher.store import BenchResultRow, Store

from .conftest import Clock, job_row
from .slurm_cluster import (
    BENCH,
    dispatcher,
    follow,
    job_id_for,
    named,
    new_ref,
    queue,
    require_slurm,
    result_script,
    slurm_job,
    wait_state,
    write_rules,
)

pytestmark = pytest.mark.slurm


@pytest.fixture(autouse=True)
def _cluster() -> None:
    require_slurm()


def test_failed_job_is_failed_with_the_tail_of_its_log(store: Store, tmp_path: Path) -> None:
    """A batch script that exits 1: the job is failed, with Slurm's view and the log's end."""
    script = (
        "#!/bin/bash\necho building {{ engine_ref }}\n"
        "echo 'CUDA error: out of memory while loading layer 7' >&2\nexit 1\n"
    )
    rules_dir = write_rules(tmp_path, script=script)
    job_id = queue(store, load_rules(rules_dir), new_ref())
    d = dispatcher(store, rules_dir)
    assert follow(store, d, job_id) == "failed"
    row = job_row(store, job_id)
    assert row.backend_ref and row.backend_ref.isdigit()
    assert f"Slurm job {row.backend_ref} failed (exit code 1; reason NonZeroExitCode)" in (
        row.reason or ""
    )
    assert "log tail:" in (row.reason or "")
    assert "CUDA error: out of memory while loading layer 7" in (row.reason or "")
    assert slurm_job(row.backend_ref).name == job_id
    # nothing left to cancel: scancel is not called, and the backend says so
    bench = load_rules(rules_dir).benchmarks[BENCH]
    assert SlurmBackend(rules_path=str(rules_dir)).cancel(Job.from_row(row), bench) is False


def test_jobs_cancel_scancels_the_running_job(store: Store, tmp_path: Path) -> None:
    """`watcher jobs cancel ID` on a running Slurm job: scancel, and the job is cancelled."""
    rules_dir = write_rules(tmp_path, script="#!/bin/bash\necho started\nsleep 600\n")
    job_id = queue(store, load_rules(rules_dir), new_ref())
    d = dispatcher(store, rules_dir)
    assert follow(store, d, job_id, until=("running",)) == "running"
    slurm_id = job_row(store, job_id).backend_ref
    assert slurm_id
    env = {
        **os.environ,
        "WATCHER_DB": str(store.engine.url),
        "WATCHER_RULES": str(rules_dir),
    }
    out = run_cli("jobs", "cancel", job_id, env=env, cwd=tmp_path)
    assert out.returncode == 0, out.stdout + out.stderr
    assert "its run was cancelled" in out.stdout
    assert wait_state(slurm_id, ("CANCELLED",)).base_state == "CANCELLED"
    row = job_row(store, job_id)
    assert row.state == "cancelled" and "cancelled by" in (row.reason or "")


def test_pending_past_max_wait_is_timed_out_and_scancelled(store: Store, tmp_path: Path) -> None:
    """A job Slurm holds (--begin in an hour) outlives max_wait_s: timed_out, and scancel."""
    rules_dir = write_rules(
        tmp_path,
        script="#!/bin/bash\necho never runs\n",
        slurm={"sbatch_args": ["--begin=now+3600"]},
        bench={"max_wait_s": 60},
    )
    job_id = queue(store, load_rules(rules_dir), new_ref())
    clock = Clock()
    d = dispatcher(store, rules_dir, clock=clock)
    d.run_once()  # sbatch
    d.run_once()  # squeue/scontrol: still pending
    row = job_row(store, job_id)
    assert row.state == "dispatched" and row.backend_ref
    pending = slurm_job(row.backend_ref)
    assert pending.base_state == "PENDING" and pending.reason == "BeginTime"
    clock.advance(61)
    d.run_once()
    row = job_row(store, job_id)
    assert row.state == "timed_out" and "max_wait_s=60" in (row.reason or "")
    assert wait_state(row.backend_ref, ("CANCELLED",)).base_state == "CANCELLED"


def test_crash_between_sbatch_and_recording_the_id_submits_once(
    store: Store, tmp_path: Path
) -> None:
    """`watcher run --once` killed right after sbatch: the restart finds the job by name."""
    ref = new_ref()
    job_id = job_id_for(ref)
    rules_dir = write_rules(tmp_path, script=result_script(job_id))
    queue(store, load_rules(rules_dir), ref)
    env = {
        **{k: v for k, v in os.environ.items() if not k.startswith(("WATCHER_", "GITHUB_"))},
        "WATCHER_DB": str(store.engine.url),
        "WATCHER_RULES": str(rules_dir),
        "WATCHER_REPORT_PATH": str(tmp_path / "report.md"),
        "GITHUB_API_URL": "http://127.0.0.1:9",
        CRASH_ENV: f"{CRASH_SUBMITTED}:1",
    }
    out = run_cli("run", "--once", env=env, cwd=tmp_path)
    assert out.returncode == -9, out.stdout + out.stderr
    submitted = named(job_id)
    assert len(submitted) == 1
    row = job_row(store, job_id)
    assert row.state == "pending" and row.attempts == 1 and row.backend_ref is None
    # the crashed process's lease expires; the next cycle adopts the job it submitted
    clock = Clock(dt.datetime.now(dt.UTC) + dt.timedelta(seconds=121))
    d = dispatcher(store, rules_dir, clock=clock)
    d.dispatch_pending(PassReport())
    row = job_row(store, job_id)
    assert row.state == "dispatched" and row.backend_ref == submitted[0].id
    state = follow(store, d, job_id)
    assert state == "succeeded", job_row(store, job_id).reason
    assert [j.id for j in named(job_id)] == [submitted[0].id]
    with store.session() as s:
        assert [r.job_id for r in s.exec(select(BenchResultRow)).all()] == [job_id]


@pytest.mark.postgres
def test_two_replicas_on_postgresql_submit_once(pg_store: Store, tmp_path: Path) -> None:
    """Two watchers on one PostgreSQL race for the same pending job: one sbatch."""
    ref = new_ref()
    job_id = job_id_for(ref)
    rules_dir = write_rules(tmp_path, script=result_script(job_id))
    queue(pg_store, load_rules(rules_dir), ref)
    replicas = [dispatcher(pg_store, rules_dir, owner=f"replica-{i}") for i in range(2)]
    start = threading.Barrier(2)
    errors: list[BaseException] = []

    def run(i: int) -> None:
        try:
            start.wait()
            replicas[i].dispatch_pending(PassReport())
        except BaseException as exc:  # reported below
            errors.append(exc)

    threads = [threading.Thread(target=run, args=(i,)) for i in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(60)
    assert not errors
    assert len(named(job_id)) == 1
    assert follow(pg_store, replicas[1], job_id) == "succeeded"
    assert len(named(job_id)) == 1


def test_through_ssh_to_a_login_node(store: Store, tmp_path: Path) -> None:
    """With slurm.ssh every command goes through `ssh HOST -- CMD` and the result is pulled.

    The stand-in ``ssh`` does what sshd does with the command: hand the one line to a shell.
    Paths with a space, a quote and ``$(...)`` stay one word each on the far side.
    """
    shim_dir = tmp_path / "bin"
    shim_dir.mkdir()
    calls = tmp_path / "ssh-calls.log"
    shim = shim_dir / "ssh"
    shim.write_text(
        "#!/bin/sh\n"
        f"printf '%s\\n' \"$*\" >> '{calls}'\n"
        'while [ "$#" -gt 0 ] && [ "$1" != "--" ]; do shift; done\n'
        "shift\n"
        'exec sh -c "$1"\n'
    )
    shim.chmod(shim.stat().st_mode | stat.S_IXUSR)
    odd = tmp_path / "it's $(touch pwned) here"
    ref = new_ref()
    job_id = job_id_for(ref)
    rules_dir = write_rules(
        tmp_path,
        script=result_script(job_id),
        slurm={"ssh": "login.example", "ssh_args": ["-p", "22"], "results_dir": str(odd)},
    )
    queue(store, load_rules(rules_dir), ref)
    env = {**os.environ, "PATH": f"{shim_dir}:{os.environ['PATH']}"}
    d = dispatcher(store, rules_dir, env=env)
    assert follow(store, d, job_id) == "succeeded", job_row(store, job_id).reason
    with store.session() as s:
        stored = s.exec(select(BenchResultRow)).one()
    assert stored.source == f"login.example:{odd}/{job_id}.json"
    lines = calls.read_text().splitlines()
    assert any(" sbatch " in line for line in lines)
    assert all("-o BatchMode=yes -p 22 login.example -- " in line for line in lines)
    assert (odd / f"{job_id}.json").is_file()
    assert not list(tmp_path.rglob("pwned"))
