"""The issue's scenario end to end: sglang #46927 merges upstream → one workflow run → one result.

The real poller runs against the loopback fake GitHub (tests/fakes/github_api.py) with the
shipped rules; the real dispatcher and PyGithub run against the loopback fake Actions API.
"""

from __future__ import annotations

import datetime as dt
import json
from collections.abc import Iterator

import httpx
import pytest
from sqlmodel import select

from tests.fakes.actions_api import FakeActions, make_zip
from tests.fakes.github_api import FakeGitHub, ts
from tests.fakes.scenario import add_sglang_clover_pr
from watcher.config import Settings
from watcher.dispatch import cycle_step
from watcher.store import BenchJob, BenchJobEvent, BenchResultRow, Store
from watcher.watch.poll import poll_sync

from .conftest import Clock, context, gh_backend, result_doc

SGLANG = "sgl-project/sglang"


@pytest.fixture
def upstream() -> Iterator[FakeGitHub]:
    """Fake GitHub with llama.cpp, sglang and sglang's open PR #46927 (the scenario)."""
    with FakeGitHub() as gh:
        gh.add_repo("ggml-org/llama.cpp")  # the shipped rules watch it too
        gh.add_repo(SGLANG)
        add_sglang_clover_pr(gh)
        yield gh


def _poll(gh: FakeGitHub, store: Store, rules, now: str):  # type: ignore[no-untyped-def]
    return poll_sync(
        Settings(github_api_url=gh.url),
        rules,
        store,
        clock=lambda: ts(now),
        sleep=lambda s: None,
        client_options={"backoff_base_s": 0.0},
    )


def test_sglang_46927_merges_end_to_end(
    store: Store, rules, upstream: FakeGitHub, http: httpx.Client
) -> None:
    """Merge → pr_merged → one job on the merge commit → one run → one measurement."""
    clock = Clock(dt.datetime.now(dt.UTC).replace(microsecond=0))
    actions = FakeActions(
        clock=clock,
        artifact_for=lambda i: {
            "bench-result": make_zip(
                {
                    "result.json": json.dumps(
                        result_doc(i["job_id"], commit=i["engine_ref"])
                    ).encode()
                }
            )
        },
    )
    actions.start()
    try:
        _poll(upstream, store, rules, "2026-11-29T12:00:00Z")  # baseline: discovered, open
        with store.session() as s:
            assert s.exec(select(BenchJob)).all() == []
        sha = upstream.merge_pull(SGLANG, 46927, at="2026-11-29T12:10:00Z")
        merged = _poll(upstream, store, rules, "2026-11-29T12:30:00Z")
        assert f"{SGLANG}#46927:pr_merged" in [e.key for e in merged.events]
        backend = gh_backend(actions, http, clock)
        for _ in range(5):
            cycle_step(context(store, rules, clock, dispatch_backends={"github-actions": backend}))
            clock.advance(30)
        _poll(upstream, store, rules, "2026-11-29T13:00:00Z")  # the same event never recurs
        for _ in range(2):
            cycle_step(context(store, rules, clock, dispatch_backends={"github-actions": backend}))
            clock.advance(30)
        with store.session() as s:
            jobs = s.exec(select(BenchJob)).all()
            results = s.exec(select(BenchResultRow)).all()
            links = s.exec(select(BenchJobEvent)).all()
    finally:
        actions.stop()
    assert len(actions.dispatches) == 1 and len(actions.runs) == 1
    assert actions.dispatches[0]["inputs"]["engine_ref"] == sha
    assert actions.dispatches[0]["inputs"]["spec"] == "clover-sglang-selfspec-h200"
    assert len(jobs) == 1
    job = jobs[0]
    assert job.state == "succeeded" and job.engine_ref == sha
    assert job.backend_url == next(iter(actions.runs.values()))["html_url"]
    assert len(results) == 1
    assert results[0].job_id == job.id and results[0].engine_commit == sha
    assert [link.event_key for link in links] == [f"{SGLANG}#46927:pr_merged"]
