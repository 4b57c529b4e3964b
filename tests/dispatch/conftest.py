"""Fixtures for dispatch tests: a settable clock, pending jobs, result documents, contexts."""

from __future__ import annotations

import datetime as dt
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from github import Auth, Github

from tests.fakes.actions_api import FakeActions, make_zip
from tests.helpers import MERGE_SHA
from watcher.config import Settings
from watcher.cycle import CycleContext
from watcher.dispatch.github_actions import GitHubActionsBackend
from watcher.rules import Rules, load_rules
from watcher.store import BenchJob, Store

REPO_ROOT = Path(__file__).resolve().parents[2]
TOKEN = "fake-token"


class Clock:
    """A clock the test moves by hand."""

    def __init__(self, start: dt.datetime | None = None) -> None:
        self.now = start or dt.datetime.now(dt.UTC).replace(microsecond=0)

    def __call__(self) -> dt.datetime:
        return self.now

    def advance(self, seconds: float) -> None:
        """Move time forward."""
        self.now += dt.timedelta(seconds=seconds)


@pytest.fixture
def clock() -> Clock:
    """A settable clock starting at the current time."""
    return Clock()


@pytest.fixture
def rules() -> Rules:
    """The shipped rules."""
    return load_rules(REPO_ROOT / "rules")


def result_doc(
    job_id: str, *, status: str = "succeeded", commit: str = MERGE_SHA, tok_s: float = 451.2
) -> dict[str, Any]:
    """A valid ``watcher.bench-result/1`` document."""
    ok = status == "succeeded"
    stat = {
        "min": tok_s - 3,
        "median": tok_s,
        "max": tok_s + 2,
        "runs": [tok_s - 3, tok_s, tok_s + 2],
    }
    return {
        "schema": "watcher.bench-result/1",
        "job_id": job_id,
        "status": status,
        "failure": None
        if ok
        else {
            "kind": "model_load",
            "message": "key not found in model: clover_moe.expert_shared_count",
        },
        "engine": {
            "name": "sglang",
            "version": "0.5.9",
            "commit": commit,
            "mode": "self-speculative",
        },
        "model": {
            "name": "Clover-35B-A3B",
            "file": "DiffuSpace/Clover-35B-A3B",
            "sha256": None,
            "quantization": "BF16",
            "fixups": [],
        },
        "hardware": {
            "gpu": "NVIDIA H200",
            "gpu_count": 1,
            "gpu_memory_mib": 143771,
            "driver": "570.86",
        },
        "settings": {
            "concurrency": 1,
            "prompt_tokens": 128,
            "max_tokens": 256,
            "context": None,
            "repeats": 3,
        },
        "metrics": {
            "decode_tok_s": stat if ok else None,
            "ttft_s": None,
            "peak_gpu_memory_mib": 81234.0 if ok else None,
        },
        "command": ["python3", "-m", "sglang.launch_server"],
        "started_at": "2026-11-29T12:10:00Z",
        "finished_at": "2026-11-29T12:14:00Z",
    }


def result_zip(job_id: str, **kw: Any) -> bytes:
    """An artifact zip holding ``result.json`` for ``job_id``."""
    return make_zip({"result.json": json.dumps(result_doc(job_id, **kw)).encode()})


@pytest.fixture
def fake_actions(clock: Clock) -> Iterator[FakeActions]:
    """The fake Actions API (and storage host) on loopback; runs carry a valid result."""
    fake = FakeActions(
        clock=clock,
        token=TOKEN,
        artifact_for=lambda inputs: {"bench-result": result_zip(inputs["job_id"])},
    )
    fake.start()
    yield fake
    fake.stop()


@pytest.fixture
def http() -> Iterator[httpx.Client]:
    """A plain httpx client (no default auth)."""
    with httpx.Client(timeout=10.0) as client:
        yield client


def gh_backend(
    fake: FakeActions, http: httpx.Client, clock: Clock, **kw: Any
) -> GitHubActionsBackend:
    """The real backend: PyGithub over loopback HTTP to the fake."""
    # per_page=30 (PyGithub's default) so discovery exercises Link pagination in the fake
    # and no pacing (production keeps PyGithub's 1 s between writes: GitHub's guidance)
    gh = Github(
        base_url=fake.api_url,
        auth=Auth.Token(TOKEN),
        lazy=True,
        retry=None,
        timeout=10,
        seconds_between_requests=None,
        seconds_between_writes=None,
    )
    return GitHubActionsBackend(
        gh, http, api_url=fake.api_url, token=TOKEN, default_repo=fake.repo, clock=clock, **kw
    )


def context(store: Store, rules: Rules, clock: Clock, **seams: Any) -> CycleContext:
    """A cycle context whose backends are injected."""
    settings = Settings(github_token=TOKEN, bench_repo="acme/bench")
    return CycleContext(
        settings=settings,
        rules=rules,
        store=store,
        clock=clock,
        sleep=lambda s: None,
        **seams,
    )


def job_row(store: Store, job_id: str) -> BenchJob:
    """Re-read a job row."""
    with store.session() as s:
        row = s.get(BenchJob, job_id)
        assert row is not None
        return row
