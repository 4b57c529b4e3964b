"""End to end, command backend: event → job → real harness on a CPU llama-server → stored result.

Written against the CLI contract ``watcher bench run NAME --out FILE --job-id ID`` (the
harness) and ``.ci/build-llama-server.sh`` (the cached static CPU build). Skipped only
while ``watcher bench run`` does not exist; set ``WATCHER_LLAMA_SERVER`` to reuse a binary.
"""

from __future__ import annotations

import datetime as dt
import os
import shutil
from pathlib import Path

import pytest
import yaml
from sqlmodel import select

from tests.helpers import llama_server_binary, run_cli
from watcher.dispatch import Dispatcher
from watcher.dispatch.command import CommandBackend
from watcher.dispatch.jobs import enqueue
from watcher.dispatch.lifecycle import iso
from watcher.rules import load_rules
from watcher.store import BenchResultRow, Event, Store

from .conftest import REPO_ROOT, job_row

pytestmark = pytest.mark.slow

MERGE_SHA = "0c1e5700000000000000000000000000000000aa"


def _harness_exists() -> bool:
    probe = run_cli("bench", "run", "--help", cwd=REPO_ROOT)
    return probe.returncode == 0 and "--job-id" in probe.stdout


@pytest.fixture(scope="module")
def llama_server() -> Path:
    """The real llama-server: $WATCHER_LLAMA_SERVER or the harness's cached CPU build."""
    if not _harness_exists():
        # the harness has landed: a broken `bench run --help` is a failure, not a skip
        pytest.fail("`watcher bench run --help` failed or does not offer --job-id")
    return llama_server_binary()


def test_merged_pr_runs_the_real_harness_and_stores_the_measurement(
    store: Store, tmp_path: Path, llama_server: Path
) -> None:
    """A pr_merged event's job runs `watcher bench run` for real; its figure is stored."""
    from tests.fakes.tinygguf import write_tiny_llama  # the harness's tiny model writer

    model = write_tiny_llama(tmp_path / "tiny.gguf")
    rules_dir = tmp_path / "rules"
    shutil.copytree(REPO_ROOT / "rules", rules_dir)
    (rules_dir / "zz-e2e.yaml").write_text(
        yaml.safe_dump(
            {
                "benchmarks": {
                    "e2e-tiny-cpu": {
                        "engine": "llama.cpp",
                        "server": {
                            "binary": str(llama_server),
                            "args": ["-t", "1", "-c", "2048", "-np", "1"],
                        },
                        "model": {"path": str(model), "name": "tiny"},
                        "mode": "ar",
                        "prompt_tokens": 16,
                        "max_tokens": 1024,
                        "repeats": 2,
                        "warmup": 1,
                        "timeout_s": 120,
                        "backend": "command",
                        "runner": "cpu",
                        "max_wait_s": 600,
                    }
                }
            }
        )
    )
    rules = load_rules(rules_dir)
    bench = rules.benchmarks["e2e-tiny-cpu"]
    key = "ggml-org/llama.cpp#31306:pr_merged"
    now = dt.datetime.now(dt.UTC)
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
            benchmark="e2e-tiny-cpu",
            engine=bench.engine,
            engine_ref=MERGE_SHA,
            mode=bench.mode,
            runner=bench.runner,
            backend=bench.backend,
            event_key=key,
            repo="ggml-org/llama.cpp",
            pr=31306,
            reason=None,
            now=iso(now),
        )
    assert inserted
    env = {**os.environ, "WATCHER_RULES": str(rules_dir)}
    backend = CommandBackend(tmp_path / "results", env=env, rules_path=str(rules_dir))
    Dispatcher(store, rules, lambda name: backend).run_once()
    row = job_row(store, job_id)
    assert row.state == "succeeded", row.reason
    with store.session() as s:
        stored = s.exec(select(BenchResultRow)).one()
    assert stored.job_id == job_id and stored.engine == "llama.cpp" and stored.mode == "ar"
    assert stored.decode_tok_s_median is not None and stored.decode_tok_s_median > 0
    assert stored.source == str(tmp_path / "results" / f"{job_id}.json")
