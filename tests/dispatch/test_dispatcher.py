"""The dispatcher: exactly-once dispatch across events, restarts and processes; safety."""

from __future__ import annotations

import threading
import time

import httpx
import pytest
from sqlmodel import select

from tests.fakes.actions_api import FakeActions
from tests.helpers import MERGE_SHA, SGLANG_BENCH, add_event, add_job
from watcher.dispatch import Dispatcher, cycle_step
from watcher.dispatch import jobs as store_jobs
from watcher.dispatch.backend import Submission
from watcher.dispatch.dispatcher import PassReport
from watcher.dispatch.lifecycle import Job, Observation, iso
from watcher.errors import DispatchError
from watcher.rules.models import Benchmark
from watcher.store import BenchJobEvent, BenchResultRow, Store

from .conftest import Clock, context, gh_backend, job_row, result_doc


class Crash(BaseException):
    """Stands for the process dying (not an Exception: nothing catches it)."""


class CrashAfterSubmit:
    """Wraps a backend: the submission reaches the backend, then the process dies."""

    def __init__(self, inner) -> None:
        self.inner = inner
        self.name = inner.name

    def lease_s(self, bench: Benchmark) -> float:
        return self.inner.lease_s(bench)

    def submit(self, job: Job, bench: Benchmark) -> Submission:
        self.inner.submit(job, bench)
        raise Crash

    def recover(self, job: Job, bench: Benchmark) -> Submission | None:
        return self.inner.recover(job, bench)

    def poll(self, job: Job, bench: Benchmark) -> Observation:
        return self.inner.poll(job, bench)

    def cancel(self, job: Job, bench: Benchmark) -> bool:
        return self.inner.cancel(job, bench)


class SlowBackend:
    """An in-memory backend whose submit takes a while (to race two dispatchers)."""

    name = "github-actions"

    def __init__(self, delay: float = 0.2) -> None:
        self.delay = delay
        self.submitted: list[str] = []
        self.lock = threading.Lock()

    def lease_s(self, bench: Benchmark) -> float:
        return 120.0

    def submit(self, job: Job, bench: Benchmark) -> Submission:
        time.sleep(self.delay)
        with self.lock:
            self.submitted.append(job.id)
        return Submission(backend_ref=f"run-{len(self.submitted)}")

    def recover(self, job: Job, bench: Benchmark) -> Submission | None:
        return None

    def poll(self, job: Job, bench: Benchmark) -> Observation:
        return Observation("queued", backend_ref=job.backend_ref)

    def cancel(self, job: Job, bench: Benchmark) -> bool:
        return False


def test_same_event_twice_queues_one_job(
    store: Store, rules, clock: Clock, fake_actions: FakeActions, http: httpx.Client
) -> None:
    """The poller handling one event twice (a retry) yields one job and one dispatch."""
    bench = rules.benchmarks[SGLANG_BENCH]
    key = "sgl-project/sglang#46927:pr_merged"
    add_event(store, key, "pr_merged")
    ids = []
    for _ in range(2):
        with store.session() as s:
            ids.append(
                store_jobs.enqueue(
                    s,
                    benchmark=SGLANG_BENCH,
                    engine=bench.engine,
                    engine_ref=MERGE_SHA,
                    mode=bench.mode,
                    runner=bench.runner,
                    backend=bench.backend,
                    event_key=key,
                    repo="sgl-project/sglang",
                    pr=46927,
                    reason=None,
                    now=iso(clock()),
                )
            )
    assert ids[0][1] is True and ids[1] == (ids[0][0], False)
    backend = gh_backend(fake_actions, http, clock)
    for _ in range(4):
        cycle_step(context(store, rules, clock, dispatch_backends={"github-actions": backend}))
        clock.advance(30)
    assert len(fake_actions.dispatches) == 1
    assert job_row(store, ids[0][0]).state == "succeeded"


def test_two_events_one_ref_one_dispatch(
    store: Store, rules, clock: Clock, fake_actions: FakeActions, http: httpx.Client
) -> None:
    """Two events asking for the same (benchmark, ref, mode, runner) → one job, both linked."""
    bench = rules.benchmarks[SGLANG_BENCH]
    keys = ["sgl-project/sglang#46927:pr_merged", "sgl-project/sglang#46930:pr_merged"]
    for key, number in zip(keys, (46927, 46930), strict=True):
        add_event(store, key, "pr_merged", number=number)
        with store.session() as s:
            store_jobs.enqueue(
                s,
                benchmark=SGLANG_BENCH,
                engine=bench.engine,
                engine_ref=MERGE_SHA,
                mode=bench.mode,
                runner=bench.runner,
                backend=bench.backend,
                event_key=key,
                repo="sgl-project/sglang",
                pr=number,
                reason=None,
                now=iso(clock()),
            )
    backend = gh_backend(fake_actions, http, clock)
    for _ in range(3):
        cycle_step(context(store, rules, clock, dispatch_backends={"github-actions": backend}))
        clock.advance(30)
    assert len(fake_actions.dispatches) == 1
    with store.session() as s:
        jobs = store_jobs.list_jobs(s)
        links = s.exec(select(BenchJobEvent)).all()
    assert len(jobs) == 1 and jobs[0].event_key == keys[0]
    assert sorted(link.event_key for link in links) == sorted(keys)


def test_restart_between_dispatch_and_recording(
    store: Store, rules, clock: Clock, fake_actions: FakeActions, http: httpx.Client
) -> None:
    """The process dies after GitHub accepted the dispatch: the restart adopts that run."""
    job = add_job(store, rules, created=clock())
    backend = gh_backend(fake_actions, http, clock)
    crashing = CrashAfterSubmit(backend)
    with pytest.raises(Crash):
        cycle_step(context(store, rules, clock, dispatch_backends={"github-actions": crashing}))
    row = job_row(store, job.id)
    assert row.state == "pending" and row.attempts == 1 and row.lease_owner is not None
    assert len(fake_actions.dispatches) == 1
    # a second process while the lease holds does nothing
    cycle_step(context(store, rules, clock, dispatch_backends={"github-actions": backend}))
    assert len(fake_actions.hits("POST", "/dispatches")) == 1
    clock.advance(backend.lease_s(rules.benchmarks[SGLANG_BENCH]) + 1)
    for _ in range(4):
        cycle_step(context(store, rules, clock, dispatch_backends={"github-actions": backend}))
        clock.advance(30)
    row = job_row(store, job.id)
    assert len(fake_actions.hits("POST", "/dispatches")) == 1
    assert row.state == "succeeded" and row.backend_ref == str(next(iter(fake_actions.runs)))


def test_restart_after_dispatch_recorded_before_run_found(
    store: Store, rules, clock: Clock, fake_actions: FakeActions, http: httpx.Client
) -> None:
    """Dispatched but the run id not yet recorded: a new process finds the run by job id."""
    fake_actions.script = [("completed", "success")]
    job = add_job(store, rules, created=clock())
    backend = gh_backend(fake_actions, http, clock)
    dispatcher = Dispatcher(store, rules, lambda name: backend, clock=clock, owner="first")
    dispatcher.dispatch_pending(PassReport())  # dispatch only: the run id is not recorded
    assert job_row(store, job.id).backend_ref is None
    second = Dispatcher(
        store,
        rules,
        lambda name: gh_backend(fake_actions, http, clock),
        clock=clock,
        owner="second",
    )
    clock.advance(10)
    second.run_once()
    clock.advance(10)
    second.run_once()
    row = job_row(store, job.id)
    assert row.state == "succeeded" and len(fake_actions.dispatches) == 1


def test_two_processes_dispatch_once(any_store: Store, rules, clock: Clock) -> None:
    """Two dispatchers racing on one store (SQLite and PostgreSQL) submit each job once."""
    jobs = [add_job(any_store, rules, engine_ref=f"{i:040x}", created=clock()) for i in range(1, 5)]
    backend = SlowBackend(delay=0.05)
    errors: list[BaseException] = []

    def run(owner: str) -> None:
        try:
            Dispatcher(
                any_store, rules, lambda name: backend, clock=clock, owner=owner
            ).dispatch_pending(PassReport())
        except BaseException as exc:  # surfaced below
            errors.append(exc)

    threads = [threading.Thread(target=run, args=(f"p{i}",)) for i in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors
    assert sorted(backend.submitted) == sorted(j.id for j in jobs)
    for job in jobs:
        assert job_row(any_store, job.id).state == "dispatched"


def test_claim_is_exclusive(any_store: Store, rules, clock: Clock) -> None:
    """Of two claims on one job only the first wins until the lease expires."""
    job = add_job(any_store, rules, created=clock())
    with any_store.session() as s:
        first = store_jobs.claim(s, job, "a", clock(), 60, count_attempt=True)
    with any_store.session() as s:
        second = store_jobs.claim(s, job, "b", clock(), 60, count_attempt=True)
    assert first is not None and first.attempts == 1 and second is None
    clock.advance(61)
    with any_store.session() as s:
        third = store_jobs.claim(s, job, "b", clock(), 60, count_attempt=True)
    assert third is not None and third.attempts == 2


def test_stale_owner_cannot_write(store: Store, rules, clock: Clock) -> None:
    """A process whose lease was taken over cannot overwrite the job."""
    from watcher.dispatch.lifecycle import on_dispatched

    job = add_job(store, rules, created=clock())
    with store.session() as s:
        mine = store_jobs.claim(s, job, "old", clock(), 10, count_attempt=True)
    clock.advance(11)
    with store.session() as s:
        store_jobs.claim(s, job, "new", clock(), 10, count_attempt=True)
    with store.session() as s:
        assert mine is not None
        assert store_jobs.apply(s, mine, on_dispatched(clock(), "x"), "old", clock()) is False
    assert job_row(store, job.id).state == "pending"


def test_open_pr_head_needs_the_rule_to_list_it(store: Store, rules, clock: Clock) -> None:
    """A job from an open-PR event is refused unless benchmark_unmerged lists the PR."""
    key = "sgl-project/sglang#46927:pr_approved"
    add_event(store, key, "pr_approved")
    job = add_job(store, rules, event_key=key, created=clock())
    backend = SlowBackend(delay=0)
    Dispatcher(store, rules, lambda n: backend, clock=clock).run_once()
    row = job_row(store, job.id)
    assert row.state == "failed" and "unmerged" in row.reason and "46927" in row.reason
    assert backend.submitted == []
    # allowed once the rule names the PR
    watches = [
        w.model_copy(update={"prs": w.prs.model_copy(update={"benchmark_unmerged": [46927]})})
        if w.name == "sglang-clover-draft-verify"
        else w
        for w in rules.watches
    ]
    allowing = rules.model_copy(update={"watches": watches})
    other = add_job(store, rules, event_key=key, engine_ref="b" * 40, created=clock())
    Dispatcher(store, allowing, lambda n: backend, clock=clock).run_once()
    assert job_row(store, other.id).state == "dispatched" and backend.submitted == [other.id]


@pytest.mark.parametrize(
    "ref",
    ["v0.5.9", "refs/heads/main", "HEAD", "abc1234", "$(reboot)", "v1 2", "-rf", "a..b", "A" * 40],
)
def test_moving_or_unsafe_refs_are_refused(store: Store, rules, clock: Clock, ref: str) -> None:
    """Moving refs, short or upper-case shas and shell text never reach a backend."""
    job = add_job(store, rules, engine_ref=ref, created=clock())
    backend = SlowBackend(delay=0)
    Dispatcher(store, rules, lambda n: backend, clock=clock).run_once()
    row = job_row(store, job.id)
    if ref == "v0.5.9":  # a tag name as the API returns it
        assert row.state == "dispatched"
    else:
        assert row.state == "failed" and backend.submitted == []


def test_result_ingested_by_hand_settles_the_job(store: Store, rules, clock: Clock) -> None:
    """A result stored by `watcher bench ingest` finishes a dispatched job."""
    from watcher.bench.result import parse_result
    from watcher.dispatch.job_result import ingest_result

    job = add_job(store, rules, created=clock(), backend="webhook")
    backend = SlowBackend(delay=0)
    d = Dispatcher(store, rules, lambda n: backend, clock=clock)
    d.run_once()
    assert job_row(store, job.id).state == "dispatched"
    with store.session() as s:
        assert ingest_result(s, parse_result(result_doc(job.id)), "cli") is True
        assert ingest_result(s, parse_result(result_doc(job.id)), "cli") is False
    clock.advance(5)
    d.run_once()
    assert job_row(store, job.id).state == "succeeded"
    with store.session() as s:
        assert len(s.exec(select(BenchResultRow)).all()) == 1


def test_poll_errors_keep_the_job(store: Store, rules, clock: Clock) -> None:
    """A transient error while following leaves the job as it was, lease released."""

    class Flaky(SlowBackend):
        def poll(self, job: Job, bench: Benchmark) -> Observation:
            raise DispatchError("GitHub answered 502")

    job = add_job(store, rules, created=clock())
    d = Dispatcher(store, rules, lambda n: Flaky(delay=0), clock=clock)
    report = d.run_once()
    row = job_row(store, job.id)
    assert row.state == "dispatched" and row.lease_owner is None
    assert "502" in report.poll_errors[job.id]


def test_unknown_benchmark_fails(store: Store, rules, clock: Clock) -> None:
    """A job whose benchmark left the rules is failed with that reason."""
    job = add_job(store, rules, created=clock())
    trimmed = rules.model_copy(update={"benchmarks": {}})
    Dispatcher(store, trimmed, lambda n: SlowBackend(0), clock=clock).run_once()
    row = job_row(store, job.id)
    assert row.state == "failed" and "not in the rules" in row.reason


def test_ingest_keeps_a_stored_result(store: Store, rules, clock: Clock) -> None:
    """Ingest is idempotent; a different document for a stored job is dropped, not merged."""
    from watcher.bench.result import parse_result
    from watcher.dispatch.job_result import ingest_result

    job = add_job(store, rules, created=clock())
    with store.session() as s:
        assert ingest_result(s, parse_result(result_doc(job.id, tok_s=450.0)), "a") is True
    with store.session() as s:
        assert ingest_result(s, parse_result(result_doc(job.id, tok_s=450.0)), "a") is False
        assert ingest_result(s, parse_result(result_doc(job.id, tok_s=99.0)), "b") is False
    with store.session() as s:
        stored = s.exec(select(BenchResultRow)).one()
    assert stored.decode_tok_s_median == 450.0 and stored.source == "a"
