"""End to end on a real Slurm: event → job → sbatch → harness on a CPU llama-server → report.

The shipped batch script template runs (``build: false``: the CPU llama-server that
``.ci/build-llama-server.sh`` caches stands in for the engine a GPU node would build), with
``--partition``, ``--gres=gpu:1`` and ``--time`` on the real ``sbatch``. The result file
lands in the results folder, is ingested, and ``watcher report`` shows the measurement.
"""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest
from sqlmodel import select

from tests.helpers import llama_server_binary, run_cli
from watcher.dispatch.jobs import enqueue
from watcher.report.assemble import fmt_num
from watcher.rules import load_rules
from watcher.store import BenchResultRow, Event, Store
from watcher.timestamps import iso

from .conftest import job_row
from .slurm_cluster import BENCH, dispatcher, follow, new_ref, require_slurm, slurm_job, write_rules

pytestmark = [pytest.mark.slow, pytest.mark.slurm]


@pytest.fixture(scope="module")
def llama_server() -> Path:
    """The real CPU llama-server: $WATCHER_LLAMA_SERVER or the cached build."""
    require_slurm()
    return llama_server_binary()


def test_merged_pr_is_benchmarked_by_a_slurm_job_and_reported(
    store: Store, tmp_path: Path, llama_server: Path
) -> None:
    """The shipped batch script runs `watcher bench run` in a Slurm job; the report shows it."""
    from tests.fakes.tinygguf import write_tiny_llama

    model = write_tiny_llama(tmp_path / "tiny.gguf")
    rules_dir = write_rules(
        tmp_path,
        watches=True,
        slurm={"gres": "gpu:1", "time_limit": "00:15:00"},
        bench={
            # one engine thread and 1,024 tokens a run, as in test_real_llama: with two threads
            # and 32 tokens (a ~10 ms window) the client was starved on a busy 2-core runner
            # and the harness rightly discarded every run as untimeable
            "server": {"binary": str(llama_server), "args": ["-t", "1", "-c", "2048", "-np", "1"]},
            "model": {"path": str(model), "name": "tiny"},
            "prompt_tokens": 16,
            "max_tokens": 1024,
            "repeats": 2,
            "warmup": 1,
            "timeout_s": 120,
        },
    )
    rules = load_rules(rules_dir)
    bench = rules.benchmarks[BENCH]
    ref = new_ref()
    key = "ggml-org/llama.cpp#31306:pr_merged"
    with store.session() as s:  # what the poller does in the event's transaction
        s.add(
            Event(
                key=key,
                type="pr_merged",
                repo="ggml-org/llama.cpp",
                number=31306,
                rule="llama-cpp-clover-ar",
                title="Clover support (AR mode)",
                url="https://github.com/ggml-org/llama.cpp/pull/31306",
                at="2026-11-02T10:00:00Z",
            )
        )
        job_id, inserted = enqueue(
            s,
            benchmark=BENCH,
            engine=bench.engine,
            engine_ref=ref,
            mode=bench.mode,
            runner=bench.runner,
            backend=bench.backend,
            event_key=key,
            repo="ggml-org/llama.cpp",
            pr=31306,
            reason=None,
            now=iso(dt.datetime.now(dt.UTC)),
        )
    assert inserted
    state = follow(store, dispatcher(store, rules_dir), job_id, limit_s=600)
    row = job_row(store, job_id)
    assert state == "succeeded", row.reason
    assert row.backend_ref is not None and row.engine_ref == ref
    done = slurm_job(row.backend_ref)
    assert done.base_state == "COMPLETED" and done.name == job_id
    result_file = tmp_path / "results" / f"{job_id}.json"
    with store.session() as s:
        stored = s.exec(select(BenchResultRow)).one()
    assert stored.job_id == job_id and stored.engine == "llama.cpp" and stored.mode == "ar"
    assert stored.decode_tok_s_median is not None and stored.decode_tok_s_median > 0
    assert stored.source == str(result_file)
    log = (tmp_path / "results" / f"{job_id}.log").read_text()
    assert f"job {job_id} on " in log

    env = {"WATCHER_DB": str(store.engine.url), "WATCHER_RULES": str(rules_dir)}
    out = run_cli("report", "--out", "-", cwd=tmp_path, env=env)
    assert out.returncode == 0, out.stderr
    report = out.stdout
    measured = report.split("## Measured", 1)[1].split("### Failed runs", 1)[0]
    rows = [line for line in measured.splitlines() if line.startswith("|") and job_id in line]
    assert len(rows) == 1, measured
    assert rows[0].startswith("| tiny, llama.cpp ")
    # the report prints the median with its decimal ("2,358.0"): strip=False, as rows.py does
    assert f" – {fmt_num(stored.decode_tok_s_median, strip=False)} – " in rows[0]
