"""The github-actions backend: PyGithub over real loopback HTTP against a fake Actions API."""

from __future__ import annotations

import json

import httpx
import pytest
from sqlmodel import select

from tests.fakes.actions_api import FakeActions, make_zip
from tests.helpers import MERGE_SHA, SGLANG_BENCH, add_event, add_job
from watcher.cycle import run_cycle, steps_named
from watcher.dispatch import cycle_step, dispatcher_for
from watcher.dispatch.github_actions import names_job, read_result_file, run_inputs
from watcher.dispatch.jobs import claim
from watcher.dispatch.lifecycle import Job, RetryPolicy
from watcher.errors import DispatchRejected
from watcher.store import BenchJob, BenchJobEvent, BenchResultRow, Store

from .conftest import Clock, context, gh_backend, job_row, result_doc, result_zip


def _cycle(store: Store, rules, clock: Clock, fake: FakeActions, http: httpx.Client, **kw) -> dict:
    backend = gh_backend(fake, http, clock)
    ctx = context(store, rules, clock, dispatch_backends={"github-actions": backend}, **kw)
    return cycle_step(ctx).summary


def _cycles(
    n: int, store: Store, rules, clock: Clock, fake: FakeActions, http: httpx.Client
) -> None:
    for _ in range(n):
        _cycle(store, rules, clock, fake, http)
        clock.advance(30)


def test_sglang_46927_merges_one_run_one_measurement(
    store: Store, rules, clock: Clock, fake_actions: FakeActions, http: httpx.Client
) -> None:
    """sglang #46927 merges → one dispatch, one run followed, one measurement, succeeded."""
    key = "sgl-project/sglang#46927:pr_merged"
    add_event(store, key, "pr_merged")
    job = add_job(store, rules, event_key=key, created=clock())
    summary = _cycle(store, rules, clock, fake_actions, http)
    assert summary["dispatched"] == [job.id]
    assert job_row(store, job.id).state == "dispatched"
    _cycles(4, store, rules, clock, fake_actions, http)
    row = job_row(store, job.id)
    assert row.state == "succeeded", row.reason
    assert len(fake_actions.dispatches) == 1
    sent = fake_actions.dispatches[0]
    assert sent["ref"] == "main"
    assert sent["inputs"] == {
        "job_id": job.id,
        "spec": SGLANG_BENCH,
        "engine": "sglang",
        "engine_ref": MERGE_SHA,
        "pr": "46927",
        "runner": "gpu-h200",
    }
    run = next(iter(fake_actions.runs.values()))
    assert row.backend_ref == str(run["id"]) and row.backend_url == run["html_url"]
    with store.session() as s:
        results = s.exec(select(BenchResultRow)).all()
    assert len(results) == 1
    assert results[0].job_id == job.id and results[0].engine_commit == MERGE_SHA
    assert results[0].decode_tok_s_median == pytest.approx(451.2)
    assert results[0].source == run["html_url"]
    # the zip came through the redirect, without the token at the storage host
    storage = fake_actions.hits(
        "GET", f"/blobs/{fake_actions.artifacts[run['id']][0]['id']}", host="storage"
    )
    assert len(storage) == 1 and "authorization" not in storage[0].headers
    assert fake_actions.storage_refusals == 0
    zip_hit = fake_actions.hits("GET", "/zip")
    assert zip_hit and zip_hit[0].headers["authorization"] == "Bearer fake-token"
    # further cycles change nothing
    _cycles(2, store, rules, clock, fake_actions, http)
    assert len(fake_actions.dispatches) == 1 and job_row(store, job.id).state == "succeeded"


def test_running_state_is_recorded(
    store: Store, rules, clock: Clock, fake_actions: FakeActions, http: httpx.Client
) -> None:
    """dispatched → running when the run is in progress, then succeeded."""
    fake_actions.script = [("in_progress", None), ("in_progress", None), ("completed", "success")]
    job = add_job(store, rules, created=clock())
    states = []
    for _ in range(5):
        _cycle(store, rules, clock, fake_actions, http)
        states.append(job_row(store, job.id).state)
        clock.advance(30)
    assert "running" in states and states[-1] == "succeeded"
    assert states.index("dispatched") < states.index("running") < states.index("succeeded")


def test_run_never_appears_fails_with_reason(
    store: Store, rules, clock: Clock, fake_actions: FakeActions, http: httpx.Client
) -> None:
    """A dispatch whose run never shows up ends failed, naming the job and run-name."""
    fake_actions.create_runs = False
    job = add_job(store, rules, created=clock())
    _cycle(store, rules, clock, fake_actions, http)
    assert job_row(store, job.id).state == "dispatched"
    clock.advance(300)
    _cycle(store, rules, clock, fake_actions, http)
    assert job_row(store, job.id).state == "dispatched"  # still within the discovery window
    clock.advance(400)
    _cycle(store, rules, clock, fake_actions, http)
    row = job_row(store, job.id)
    assert row.state == "failed"
    assert "no run for job" in row.reason and job.id in row.reason and "run-name" in row.reason
    assert len(fake_actions.dispatches) == 1


def test_run_fails_marks_job_failed_with_run_url(
    store: Store, rules, clock: Clock, fake_actions: FakeActions, http: httpx.Client
) -> None:
    """A run that concludes failure with no result → failed, reason names the run URL."""
    fake_actions.script = [("completed", "failure")]
    fake_actions.artifact_for = None
    job = add_job(store, rules, created=clock())
    _cycles(3, store, rules, clock, fake_actions, http)
    row = job_row(store, job.id)
    assert row.state == "failed"
    assert "concluded failure" in row.reason and row.backend_url in row.reason


def test_failed_benchmark_result_is_ingested_and_reported(
    store: Store, rules, clock: Clock, fake_actions: FakeActions, http: httpx.Client
) -> None:
    """A run that fails but uploads a failed result: the engine's message is kept."""
    fake_actions.script = [("completed", "failure")]
    fake_actions.artifact_for = lambda i: {"bench-result": result_zip(i["job_id"], status="failed")}
    job = add_job(store, rules, created=clock())
    _cycles(3, store, rules, clock, fake_actions, http)
    row = job_row(store, job.id)
    assert row.state == "failed"
    assert "clover_moe.expert_shared_count" in row.reason and "model_load" in row.reason
    with store.session() as s:
        stored = s.exec(select(BenchResultRow)).one()
    assert stored.status == "failed" and stored.job_id == job.id


def test_artifact_missing(
    store: Store, rules, clock: Clock, fake_actions: FakeActions, http: httpx.Client
) -> None:
    """A successful run without the bench-result artifact → failed with that reason."""
    fake_actions.artifact_for = lambda i: {"logs": make_zip({"log.txt": b"ok"})}
    job = add_job(store, rules, created=clock())
    _cycles(5, store, rules, clock, fake_actions, http)
    row = job_row(store, job.id)
    assert row.state == "failed"
    assert "no artifact named 'bench-result'" in row.reason and row.backend_url in row.reason


@pytest.mark.parametrize(
    ("files", "expect"),
    [
        ({"result.json": b"{not json"}, "not valid JSON"),
        ({"result.json": b'{"schema": "watcher.bench-result/1", "job_id": "x"}'}, "invalid result"),
        ({"other.json": b"{}"}, "holds no result.json"),
    ],
)
def test_artifact_with_invalid_result(
    store: Store,
    rules,
    clock: Clock,
    fake_actions: FakeActions,
    http: httpx.Client,
    files: dict[str, bytes],
    expect: str,
) -> None:
    """Invalid JSON, a document that does not validate, or no result.json → failed."""
    fake_actions.artifact_for = lambda i: {"bench-result": make_zip(files)}
    job = add_job(store, rules, created=clock())
    _cycles(5, store, rules, clock, fake_actions, http)
    row = job_row(store, job.id)
    assert row.state == "failed"
    assert expect in row.reason
    with store.session() as s:
        assert s.exec(select(BenchResultRow)).all() == []


def test_result_for_another_job_is_refused(
    store: Store, rules, clock: Clock, fake_actions: FakeActions, http: httpx.Client
) -> None:
    """A result.json naming a different job id is not ingested."""
    fake_actions.artifact_for = lambda i: {"bench-result": result_zip("bj-someone-else")}
    job = add_job(store, rules, created=clock())
    _cycles(5, store, rules, clock, fake_actions, http)
    row = job_row(store, job.id)
    assert row.state == "failed" and "belongs to job" in row.reason
    with store.session() as s:
        assert s.exec(select(BenchResultRow)).all() == []


def test_cancelled_run(
    store: Store, rules, clock: Clock, fake_actions: FakeActions, http: httpx.Client
) -> None:
    """A run someone cancelled → the job is cancelled."""
    fake_actions.script = [("completed", "cancelled")]
    job = add_job(store, rules, created=clock())
    _cycles(3, store, rules, clock, fake_actions, http)
    assert job_row(store, job.id).state == "cancelled"


def test_not_picked_up_times_out_and_cancels(
    store: Store, rules, clock: Clock, fake_actions: FakeActions, http: httpx.Client
) -> None:
    """A run queued past max_wait_s → timed_out, and the run is cancelled on GitHub."""
    fake_actions.script = [("queued", None)] * 50
    job = add_job(store, rules, created=clock())
    _cycles(3, store, rules, clock, fake_actions, http)
    assert job_row(store, job.id).state == "dispatched"
    clock.advance(rules.benchmarks[SGLANG_BENCH].max_wait_s + 1)
    _cycle(store, rules, clock, fake_actions, http)
    row = job_row(store, job.id)
    assert row.state == "timed_out" and "not picked up" in row.reason
    assert fake_actions.cancelled == [int(row.backend_ref)]


def test_dispatch_5xx_retries_with_backoff_then_succeeds(
    store: Store, rules, clock: Clock, fake_actions: FakeActions, http: httpx.Client
) -> None:
    """A 502 on dispatch retries after the backoff; the second attempt dispatches."""
    fake_actions.dispatch_failures = [502]
    job = add_job(store, rules, created=clock())
    summary = _cycle(store, rules, clock, fake_actions, http)
    row = job_row(store, job.id)
    assert summary["retried"] == [job.id]
    assert row.state == "pending" and row.attempts == 1 and "502" in row.reason
    _cycle(store, rules, clock, fake_actions, http)  # not due yet: nothing sent
    assert len(fake_actions.hits("POST", "/dispatches")) == 1
    clock.advance(31)
    _cycle(store, rules, clock, fake_actions, http)
    row = job_row(store, job.id)
    assert row.state == "dispatched" and row.attempts == 2
    assert len(fake_actions.dispatches) == 1


def test_dispatch_retries_are_bounded(
    store: Store, rules, clock: Clock, fake_actions: FakeActions, http: httpx.Client
) -> None:
    """Dispatch failing every time ends failed after max_attempts, not retried forever."""
    fake_actions.dispatch_failures = [503] * 10
    policy = RetryPolicy(max_attempts=3, base_s=10, cap_s=20)
    job = add_job(store, rules, created=clock())
    for _ in range(6):
        _cycle(store, rules, clock, fake_actions, http, dispatch_policy=policy)
        clock.advance(25)
    row = job_row(store, job.id)
    assert row.state == "failed" and row.attempts == 3
    assert "after 3 attempts" in row.reason
    assert len(fake_actions.hits("POST", "/dispatches")) == 3


def test_dispatch_422_is_not_retried(
    store: Store, rules, clock: Clock, fake_actions: FakeActions, http: httpx.Client
) -> None:
    """A 422 (workflow refuses the inputs) fails at once."""
    fake_actions.dispatch_failures = [422]
    job = add_job(store, rules, created=clock())
    _cycle(store, rules, clock, fake_actions, http)
    row = job_row(store, job.id)
    assert row.state == "failed" and "422" in row.reason and row.attempts == 1


def test_bad_token_is_refused(
    store: Store, rules, clock: Clock, fake_actions: FakeActions, http: httpx.Client
) -> None:
    """401 from GitHub fails the job with the status (never retried forever)."""
    fake_actions.token = "another-token"
    job = add_job(store, rules, created=clock())
    _cycle(store, rules, clock, fake_actions, http)
    row = job_row(store, job.id)
    assert row.state == "failed" and "401" in row.reason


def test_inputs_are_strings_and_ref_is_validated() -> None:
    """Inputs are strings; a ref that is neither a sha nor a tag is refused before sending."""
    job = Job(
        id="bj-1",
        benchmark="b",
        engine="sglang",
        engine_ref="v0.5.9",
        mode="ar",
        runner="gpu",
        backend="github-actions",
        pr=12,
    )
    assert run_inputs(job) == {
        "job_id": "bj-1",
        "spec": "b",
        "engine": "sglang",
        "engine_ref": "v0.5.9",
        "pr": "12",
        "runner": "gpu",
    }
    odd_runner = Job(
        id="bj-1",
        benchmark="b",
        engine="sglang",
        engine_ref="v0.5.9",
        mode="ar",
        runner="gpu, ubuntu-latest",
        backend="github-actions",
    )
    with pytest.raises(DispatchRejected, match="not a runner label"):
        run_inputs(odd_runner)
    bad = Job(
        id="bj-1",
        benchmark="b",
        engine="sglang",
        engine_ref="main; rm -rf /",
        mode="ar",
        runner="gpu",
        backend="github-actions",
    )
    with pytest.raises(DispatchRejected):
        run_inputs(bad)


@pytest.mark.parametrize(
    ("title", "expected"),
    [
        ("bench bj-abc sglang@v1", True),
        ("bench bj-abcd sglang@v1", False),
        ("bench xbj-abc", False),
        ("bj-abc", True),
        (None, False),
    ],
)
def test_names_job_matches_whole_ids(title: str | None, expected: bool) -> None:
    """The job id must appear as a whole word in the run name."""
    assert names_job(title, "bj-abc") is expected


def test_zip_caps(clock: Clock, fake_actions: FakeActions, http: httpx.Client, rules) -> None:
    """An artifact over the zip cap, or a result.json over its cap, is refused."""
    big = make_zip({"result.json": b" " * 5000 + json.dumps(result_doc("bj-x")).encode()})
    with pytest.raises(DispatchRejected, match="cap"):
        read_result_file(big, max_bytes=1000)
    with pytest.raises(DispatchRejected, match="not a readable zip"):
        read_result_file(b"PK\x03\x04 truncated")
    backend = gh_backend(fake_actions, http, clock, max_zip_bytes=100)
    run = fake_actions.add_run({"job_id": "bj-x"})
    fake_actions.attach(run["id"], "bench-result", big)
    fake_actions.run_scripts[run["id"]] = [("completed", "success")]
    job = Job(
        id="bj-x",
        benchmark=SGLANG_BENCH,
        engine="sglang",
        engine_ref=MERGE_SHA,
        mode="self-speculative",
        runner="gpu-h200",
        backend="github-actions",
        state="dispatched",
        backend_ref=str(run["id"]),
    )
    obs = backend.poll(job, rules.benchmarks[SGLANG_BENCH])
    assert obs.phase == "failed" and "cap" in (obs.reason or "")
    assert not fake_actions.hits("GET", "/zip")  # refused from the listed size, not downloaded


def test_run_cycle_includes_dispatch_step(
    store: Store, rules, clock: Clock, fake_actions: FakeActions, http: httpx.Client
) -> None:
    """watcher.cycle runs the dispatch step from STEPS; dry_run sends nothing."""
    job = add_job(store, rules, created=clock())
    backend = gh_backend(fake_actions, http, clock)
    ctx = context(store, rules, clock, dispatch_backends={"github-actions": backend})
    ctx.dry_run = True
    reports = run_cycle(ctx, steps=steps_named("dispatch"))
    assert reports[0].summary["would_dispatch"] == [job.id]
    assert fake_actions.requests == [] and job_row(store, job.id).state == "pending"
    ctx.dry_run = False
    from watcher import cycle

    assert "dispatch" in cycle.step_names()
    reports = run_cycle(ctx, steps=steps_named("dispatch"))
    assert reports[0].summary["dispatched"] == [job.id]


def test_run_found_beyond_the_first_page(
    store: Store, rules, clock: Clock, fake_actions: FakeActions, http: httpx.Client
) -> None:
    """Discovery follows Link pagination: the job's run behind 40 newer runs is found."""
    job = add_job(store, rules, created=clock())
    _cycle(store, rules, clock, fake_actions, http)
    ours = next(iter(fake_actions.runs))
    # forget what the first pass recorded, then bury the run under newer ones
    with store.session() as s:
        row = s.get(BenchJob, job.id)
        assert row is not None
        row.backend_ref, row.backend_url, row.state = None, None, "dispatched"
    clock.advance(5)
    for i in range(40):
        fake_actions.add_run({"job_id": f"bj-other-{i}", "spec": "x", "engine_ref": "v1"})
    _cycle(store, rules, clock, fake_actions, http)
    assert job_row(store, job.id).backend_ref == str(ours)
    pages = [r.query.get("page") for r in fake_actions.hits("GET", "/actions/runs")]
    assert ["2"] in pages


def test_missing_bench_repo_leaves_jobs_pending(
    store: Store, rules, clock: Clock, fake_actions: FakeActions, http: httpx.Client
) -> None:
    """No WATCHER_BENCH_REPO: nothing is sent, the job waits with the reason, unharmed."""
    job = add_job(store, rules, created=clock())
    backend = gh_backend(fake_actions, http, clock)
    backend.default_repo = None
    ctx = context(store, rules, clock, dispatch_backends={"github-actions": backend})
    summary = cycle_step(ctx).summary
    row = job_row(store, job.id)
    assert row.state == "pending" and row.attempts == 0 and "WATCHER_BENCH_REPO" in row.reason
    assert job.id in summary["not_configured"] and summary["retried"] == []
    assert fake_actions.requests == []


def test_user_cancels_an_active_job_and_its_run(
    store: Store, rules, clock: Clock, fake_actions: FakeActions, http: httpx.Client
) -> None:
    """`jobs cancel` on a queued run: the run is cancelled on GitHub, the job ends, once."""
    fake_actions.script = [("queued", None)] * 50
    job = add_job(store, rules, created=clock())
    _cycles(3, store, rules, clock, fake_actions, http)
    row = job_row(store, job.id)
    assert row.state == "dispatched" and row.backend_ref is not None
    backend = gh_backend(fake_actions, http, clock)
    ctx = context(store, rules, clock, dispatch_backends={"github-actions": backend})
    outcome = dispatcher_for(ctx).cancel(job.id, "ana")
    assert outcome.status == "done", outcome.message
    assert "its run was cancelled" in outcome.message
    assert fake_actions.cancelled == [int(row.backend_ref)]
    row = job_row(store, job.id)
    assert row.state == "cancelled" and row.reason.startswith("cancelled by ana; run cancelled")
    assert row.lease_owner is None and row.finished_at is not None
    again = dispatcher_for(ctx).cancel(job.id, "ana")
    assert again.status == "already" and fake_actions.cancelled == [int(row.backend_ref)]
    _cycles(2, store, rules, clock, fake_actions, http)
    assert job_row(store, job.id).state == "cancelled"


def test_cancel_waits_for_a_job_another_process_holds(
    store: Store, rules, clock: Clock, fake_actions: FakeActions, http: httpx.Client
) -> None:
    """A job leased by a running cycle is not overwritten: busy, and nothing changes."""
    job = add_job(store, rules, created=clock())
    with store.session() as s:
        assert claim(s, job, "other-replica", clock(), 120, count_attempt=False) is not None
    ctx = context(
        store,
        rules,
        clock,
        dispatch_backends={"github-actions": gh_backend(fake_actions, http, clock)},
    )
    outcome = dispatcher_for(ctx).cancel(job.id, "ana")
    assert outcome.status == "busy"
    row = job_row(store, job.id)
    assert row.state == "pending" and row.lease_owner == "other-replica"
    assert dispatcher_for(ctx).cancel("job-nope", "ana").status == "unknown"


def test_failed_job_retried_runs_as_a_new_job_and_keeps_its_history(
    store: Store, rules, clock: Clock, fake_actions: FakeActions, http: httpx.Client
) -> None:
    """Run fails → retry → a -g1 job dispatched with its own id, measured; the first stays."""
    fake_actions.script = [("completed", "failure")]
    fake_actions.artifact_for = None
    key = "sgl-project/sglang#46927:pr_merged"
    add_event(store, key, "pr_merged")
    job = add_job(store, rules, event_key=key, created=clock())
    _cycles(3, store, rules, clock, fake_actions, http)
    assert job_row(store, job.id).state == "failed"
    ctx = context(store, rules, clock)
    outcome = dispatcher_for(ctx).retry(job.id, "ana")
    assert outcome.status == "done", outcome.message
    retry_id = f"{job.id}-g1"
    assert outcome.message == f"job {job.id} retried as {retry_id}; the next cycle dispatches it"
    assert dispatcher_for(ctx).retry(job.id, "bo").status == "already"
    fake_actions.script = [("queued", None), ("completed", "success")]
    fake_actions.artifact_for = lambda i: {"bench-result": result_zip(i["job_id"])}
    _cycles(4, store, rules, clock, fake_actions, http)
    first, again = job_row(store, job.id), job_row(store, retry_id)
    assert first.state == "failed" and again.state == "succeeded", again.reason
    assert again.generation == 1 and again.engine_ref == first.engine_ref
    assert [d["inputs"]["job_id"] for d in fake_actions.dispatches] == [job.id, retry_id]
    with store.session() as s:
        assert [r.job_id for r in s.exec(select(BenchResultRow)).all()] == [retry_id]
        assert s.exec(
            select(BenchJobEvent.event_key).where(BenchJobEvent.job_id == retry_id)
        ).all() == [key]
    refused = dispatcher_for(ctx).retry(retry_id, "ana")
    assert refused.status == "refused" and "succeeded" in refused.message
    assert dispatcher_for(ctx).retry(job.id, "ana").message.endswith(f"as {retry_id} (succeeded)")
