"""The command backend: argv lists (no shell), result files named after the job, restarts."""

from __future__ import annotations

import json
import sys
import textwrap
from pathlib import Path

import pytest
from sqlmodel import select

from tests.helpers import SGLANG_BENCH, add_job
from watcher.dispatch import Dispatcher
from watcher.dispatch.command import CommandBackend, harness_argv
from watcher.dispatch.lifecycle import Job
from watcher.store import BenchResultRow, Store

from .conftest import Clock, job_row, result_doc

# A stand-in for `watcher bench run NAME --out FILE --job-id ID`: it records its argv and
# environment, then writes what the test asks for. The real harness runs in test_e2e_command.
HARNESS = textwrap.dedent("""
    import json, os, sys
    args = sys.argv[1:]
    out = args[args.index("--out") + 1]
    job = args[args.index("--job-id") + 1]
    log = os.environ["FAKE_HARNESS_LOG"]
    with open(log, "a") as fh:
        fh.write(json.dumps({"argv": args, "ref": os.environ.get("WATCHER_ENGINE_REF")}) + "\\n")
    mode = os.environ.get("FAKE_HARNESS_MODE", "ok")
    if mode == "crash":
        sys.stderr.write("Traceback: engine exploded\\n")
        sys.exit(3)
    if mode == "sleep":
        import time; time.sleep(30)
    doc = json.loads(os.environ["FAKE_HARNESS_DOC"].replace("JOB", job))
    with open(out, "w") as fh:
        fh.write(json.dumps(doc) if mode != "garbage" else "{oops")
    sys.exit(0 if doc["status"] == "succeeded" else 1)
""")


@pytest.fixture
def harness(tmp_path: Path) -> Path:
    """The stand-in harness script."""
    path = tmp_path / "fake_harness.py"
    path.write_text(HARNESS)
    return path


def _setup(
    store: Store,
    rules,
    tmp_path: Path,
    harness: Path,
    *,
    mode: str = "ok",
    status: str = "succeeded",
    max_wait_s: float = 60,
):
    bench = rules.benchmarks[SGLANG_BENCH].model_copy(
        update={
            "backend": "command",
            "command": [sys.executable, str(harness)],
            "max_wait_s": max_wait_s,
        }
    )
    rules = rules.model_copy(update={"benchmarks": {SGLANG_BENCH: bench}})
    doc = result_doc("JOB", status=status)
    env = {
        "FAKE_HARNESS_LOG": str(tmp_path / "log.jsonl"),
        "FAKE_HARNESS_MODE": mode,
        "FAKE_HARNESS_DOC": json.dumps(doc),
        "PATH": "/usr/bin:/bin",
    }
    backend = CommandBackend(tmp_path / "results", env=env)
    return rules, backend


def _log(tmp_path: Path) -> list[dict]:
    path = tmp_path / "log.jsonl"
    return [json.loads(x) for x in path.read_text().splitlines()] if path.exists() else []


def test_argv_is_a_list_and_ref_is_never_shell_text(tmp_path: Path) -> None:
    """The argv follows the CLI contract; nothing passes through a shell."""
    job = Job(
        id="bj-1",
        benchmark="clover",
        engine="llama.cpp",
        engine_ref="v0.9.0",
        mode="ar",
        runner="gpu",
        backend="command",
    )
    from watcher.rules.models import Benchmark

    bench = Benchmark(
        engine="llama.cpp", model={"path": "m.gguf", "name": "M"}, command=["watcher"]
    )
    assert harness_argv(job, bench, tmp_path / "bj-1.json") == [
        "watcher",
        "bench",
        "run",
        "clover",
        "--out",
        str(tmp_path / "bj-1.json"),
        "--job-id",
        "bj-1",
    ]


def test_success_is_ingested(
    store: Store, rules, clock: Clock, tmp_path: Path, harness: Path
) -> None:
    """A harness run that writes a valid result → succeeded, one result row."""
    rules, backend = _setup(store, rules, tmp_path, harness)
    job = add_job(store, rules, created=clock(), backend="command")
    Dispatcher(store, rules, lambda n: backend, clock=clock).run_once()
    row = job_row(store, job.id)
    assert row.state == "succeeded", row.reason
    assert row.backend_ref == str(tmp_path / "results" / f"{job.id}.json")
    calls = _log(tmp_path)
    assert len(calls) == 1 and calls[0]["argv"][:3] == ["bench", "run", SGLANG_BENCH]
    assert calls[0]["ref"] == job.engine_ref
    with store.session() as s:
        assert [r.job_id for r in s.exec(select(BenchResultRow)).all()] == [job.id]
    Dispatcher(store, rules, lambda n: backend, clock=clock).run_once()
    assert len(_log(tmp_path)) == 1


def test_failed_benchmark_keeps_engine_message(
    store: Store, rules, clock: Clock, tmp_path: Path, harness: Path
) -> None:
    """A failed result (exit 1) is ingested and the job fails with the engine's words."""
    rules, backend = _setup(store, rules, tmp_path, harness, status="failed")
    job = add_job(store, rules, created=clock(), backend="command")
    Dispatcher(store, rules, lambda n: backend, clock=clock).run_once()
    row = job_row(store, job.id)
    assert row.state == "failed" and "clover_moe.expert_shared_count" in row.reason
    with store.session() as s:
        assert s.exec(select(BenchResultRow)).one().status == "failed"


@pytest.mark.parametrize(("mode", "expect"), [("crash", "exited 3"), ("garbage", "not valid JSON")])
def test_crash_or_garbage_fails_with_reason(
    store: Store, rules, clock: Clock, tmp_path: Path, harness: Path, mode: str, expect: str
) -> None:
    """No result or an unreadable one → failed, with the exit code or the parse error."""
    rules, backend = _setup(store, rules, tmp_path, harness, mode=mode)
    job = add_job(store, rules, created=clock(), backend="command")
    Dispatcher(store, rules, lambda n: backend, clock=clock).run_once()
    row = job_row(store, job.id)
    assert row.state == "failed" and expect in row.reason
    if mode == "crash":
        assert "engine exploded" in row.reason


def test_timeout(store: Store, rules, clock: Clock, tmp_path: Path, harness: Path) -> None:
    """A harness that outlives max_wait_s is killed and the job is timed_out."""
    rules, backend = _setup(store, rules, tmp_path, harness, mode="sleep", max_wait_s=0.5)
    job = add_job(store, rules, created=clock(), backend="command")
    Dispatcher(store, rules, lambda n: backend, clock=clock).run_once()
    row = job_row(store, job.id)
    assert row.state == "timed_out" and "max_wait_s" in row.reason


def test_restart_finds_a_finished_result(
    store: Store, rules, clock: Clock, tmp_path: Path, harness: Path
) -> None:
    """A run that finished before the watcher died is adopted, not run again."""
    rules, backend = _setup(store, rules, tmp_path, harness)
    job = add_job(store, rules, created=clock(), backend="command")
    # the earlier process claimed the job (attempt 1) and the run wrote its result, then died
    from watcher.dispatch import jobs as store_jobs

    with store.session() as s:
        store_jobs.claim(s, job, "dead", clock(), 10, count_attempt=True)
    out = tmp_path / "results" / f"{job.id}.json"
    out.parent.mkdir(parents=True)
    out.write_text(json.dumps(result_doc(job.id)))
    clock.advance(11)
    Dispatcher(store, rules, lambda n: backend, clock=clock).run_once()
    assert job_row(store, job.id).state == "succeeded"
    assert _log(tmp_path) == []  # the harness did not run again


def test_missing_binary_is_refused(store: Store, rules, clock: Clock, tmp_path: Path) -> None:
    """A command that does not exist fails the job at once."""
    bench = rules.benchmarks[SGLANG_BENCH].model_copy(
        update={"backend": "command", "command": [str(tmp_path / "no-such-watcher")]}
    )
    rules = rules.model_copy(update={"benchmarks": {SGLANG_BENCH: bench}})
    job = add_job(store, rules, created=clock(), backend="command")
    backend = CommandBackend(tmp_path / "results", env={})
    Dispatcher(store, rules, lambda n: backend, clock=clock).run_once()
    row = job_row(store, job.id)
    assert row.state == "failed" and "cannot run" in row.reason
