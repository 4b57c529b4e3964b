"""Helpers for the tests that run against a real Slurm (``.ci/slurm-up.sh`` brings one up).

``SLURM_CONF`` names the cluster's config. Without a cluster the tests are skipped with
that reason; ``WATCHER_REQUIRE_SLURM=1`` (set by ``.ci/run``) turns the skip into a failure.
"""

from __future__ import annotations

import datetime as dt
import functools
import json
import os
import shutil
import subprocess
import sys
import time
import uuid
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
import yaml

from watcher.dispatch import Dispatcher
from watcher.dispatch.jobs import enqueue
from watcher.dispatch.slurm import SlurmBackend
from watcher.dispatch.slurm_state import SQUEUE_FORMAT, SlurmJob, parse_scontrol, parse_squeue
from watcher.rules import Rules, load_rules
from watcher.store import Store
from watcher.timestamps import iso

from .conftest import REPO_ROOT, job_row, result_doc

BENCH = "slurm-tiny"
TERMINAL = ("succeeded", "failed", "timed_out", "cancelled")


@functools.lru_cache(maxsize=1)
def _missing() -> str | None:
    """Why there is no usable Slurm here, or None (asked once per test session)."""
    conf = os.environ.get("SLURM_CONF")
    if conf and not Path(conf).is_file():
        return f"SLURM_CONF={conf} does not exist"
    if shutil.which("sbatch") is None:
        return "no sbatch on PATH"
    try:  # a client without a reachable controller retries for a minute
        proc = subprocess.run(["sinfo", "--noheader"], capture_output=True, text=True, timeout=15)
    except subprocess.TimeoutExpired:
        return "sinfo did not answer within 15 s (is slurmctld running?)"
    if proc.returncode != 0:
        return f"sinfo failed: {proc.stderr.strip()[:200]}"
    return None


def require_slurm() -> None:
    """Skip (or fail, under WATCHER_REQUIRE_SLURM) unless a Slurm cluster answers."""
    why = _missing()
    if why is None:
        return
    why += " (bring one up as root: export SLURM_CONF=$(bash .ci/slurm-up.sh))"
    if os.environ.get("WATCHER_REQUIRE_SLURM"):
        pytest.fail(f"WATCHER_REQUIRE_SLURM is set but there is no Slurm: {why}")
    pytest.skip(why)


def write_rules(
    tmp: Path,
    *,
    slurm: dict[str, Any] | None = None,
    script: str | None = None,
    bench: dict[str, Any] | None = None,
    watches: bool = False,
) -> Path:
    """A rules folder with the benchmark ``slurm-tiny`` (backend slurm, results under tmp).

    ``slurm`` and ``bench`` update its settings; ``script`` becomes a template override.
    """
    rules_dir = tmp / "rules"
    rules_dir.mkdir(parents=True, exist_ok=True)
    if watches:  # the shipped rules (watches, vocabulary, claims) beside the benchmark
        shutil.copytree(REPO_ROOT / "rules", rules_dir, dirs_exist_ok=True)
    settings: dict[str, Any] = {
        "results_dir": str(tmp / "results"),
        "partition": "gpu",
        "build": False,
        "watcher": [sys.executable, "-m", "watcher"],
        "rules": str(rules_dir),
    }
    if script is not None:
        template = tmp / "job.sh.j2"
        template.write_text(script)
        settings["script"] = str(template)
    settings.update(slurm or {})
    spec: dict[str, Any] = {
        "engine": "llama.cpp",
        "server": {"binary": "llama-server"},
        "model": {"path": str(tmp / "tiny.gguf"), "name": "tiny"},
        "mode": "ar",
        "backend": "slurm",
        "runner": "slurm-cpu",
        "max_wait_s": 900,
        "slurm": settings,
    }
    spec.update(bench or {})
    (rules_dir / "zz-slurm.yaml").write_text(yaml.safe_dump({"benchmarks": {BENCH: spec}}))
    return rules_dir


def new_ref() -> str:
    """A fresh 40-hex commit: Slurm keeps finished jobs (by name) for MinJobAge, so every
    test needs job ids of its own."""
    return uuid.uuid4().hex + "00000000"


def result_script(job_id: str) -> str:
    """A batch script template that writes a valid result for ``job_id`` (no harness)."""
    doc = json.dumps(result_doc(job_id))
    return (
        "#!/bin/bash\nset -eu\necho writing the result of {{ job_id }}\n"
        f"cat > {{{{ result }}}} <<'RESULT'\n{doc}\nRESULT\n"
    )


def queue(store: Store, rules: Rules, ref: str) -> str:
    """Queue the benchmark's job for a merged PR, the way the poller does; its id."""
    bench = rules.benchmarks[BENCH]
    with store.session() as s:
        job_id, inserted = enqueue(
            s,
            benchmark=BENCH,
            engine=bench.engine,
            engine_ref=ref,
            mode=bench.mode,
            runner=bench.runner,
            backend=bench.backend,
            event_key=None,
            repo="ggml-org/llama.cpp",
            pr=None,
            reason=None,
            now=iso(dt.datetime.now(dt.UTC)),
        )
    assert inserted
    return job_id


def job_id_for(ref: str) -> str:
    """The job id the poller gives the benchmark's job at ``ref`` (mode ar, runner slurm-cpu)."""
    from watcher.dispatch.work import job_id

    return job_id(BENCH, ref, "ar", "slurm-cpu")


def dispatcher(
    store: Store,
    rules_dir: Path,
    *,
    clock: Callable[[], dt.datetime] | None = None,
    owner: str = "test",
    env: dict[str, str] | None = None,
) -> Dispatcher:
    """The real dispatcher with the real Slurm backend."""
    rules = load_rules(rules_dir)
    backend = SlurmBackend(env=env, rules_path=str(rules_dir))
    kw: dict[str, Any] = {"owner": owner}
    if clock is not None:
        kw["clock"] = clock
    return Dispatcher(store, rules, lambda name: backend, **kw)


def follow(
    store: Store, d: Dispatcher, job_id: str, *, until: tuple[str, ...] = TERMINAL, limit_s=300.0
) -> str:
    """Run passes every second until the job reaches a state in ``until``; that state."""
    deadline = time.monotonic() + limit_s
    while True:
        d.run_once()
        state = job_row(store, job_id).state
        if state in until:
            return state
        if time.monotonic() > deadline:
            raise AssertionError(f"job {job_id} still {state} after {limit_s:.0f}s")
        time.sleep(1.0)


def named(name: str) -> list[SlurmJob]:
    """Every Slurm job called ``name`` (any state)."""
    out = subprocess.run(
        ["squeue", "--noheader", "--states=all", f"--name={name}", f"--format={SQUEUE_FORMAT}"],
        capture_output=True,
        text=True,
        check=True,
        timeout=30,
    ).stdout
    return parse_squeue(out)


def slurm_job(slurm_id: str) -> SlurmJob:
    """``scontrol show job`` of one job."""
    out = subprocess.run(
        ["scontrol", "-o", "show", "job", slurm_id],
        capture_output=True,
        text=True,
        check=True,
        timeout=30,
    ).stdout
    job = parse_scontrol(out, slurm_id)
    assert job is not None, out
    return job


def wait_state(slurm_id: str, states: tuple[str, ...], limit_s: float = 120.0) -> SlurmJob:
    """Wait until Slurm reports the job in one of ``states``."""
    deadline = time.monotonic() + limit_s
    while True:
        job = slurm_job(slurm_id)
        if job.base_state in states:
            return job
        if time.monotonic() > deadline:
            raise AssertionError(f"Slurm job {slurm_id} still {job.state}")
        time.sleep(0.5)
