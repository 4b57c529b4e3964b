"""The pure lifecycle: edges, backoff, refs, safety, observations, deadlines."""

from __future__ import annotations

import datetime as dt

import pytest

from watcher.bench.result import parse_result
from watcher.dispatch.lifecycle import (
    ALLOWED,
    STATES,
    TERMINAL,
    Job,
    Observation,
    RetryPolicy,
    check_transition,
    iso,
    on_cancel_request,
    on_deadline,
    on_dispatch_error,
    on_observation,
    retry_row,
    validate_ref,
)
from watcher.dispatch.work import safety_reason
from watcher.errors import DispatchError, DispatchRejected

from .conftest import result_doc

NOW = dt.datetime(2026, 11, 29, 14, 0, tzinfo=dt.UTC)
SHA = "3f9c2a7d5e1b4c8a9f0e6d2b7a1c5e8f9d0b3a6c"


def _job(**kw) -> Job:
    base = {
        "id": "bj-1",
        "benchmark": "b",
        "engine": "sglang",
        "engine_ref": SHA,
        "mode": "ar",
        "runner": "gpu",
        "backend": "github-actions",
    }
    return Job(**{**base, **kw})


def test_terminal_states_have_no_exit() -> None:
    """Nothing leaves succeeded, failed, timed_out or cancelled."""
    for state in TERMINAL:
        for new in STATES:
            with pytest.raises(DispatchError):
                check_transition(state, new)


@pytest.mark.parametrize(
    ("old", "new", "ok"),
    [
        ("pending", "dispatched", True),
        ("pending", "running", False),
        ("pending", "succeeded", False),
        ("dispatched", "running", True),
        ("dispatched", "succeeded", True),
        ("running", "dispatched", False),
        ("running", "timed_out", True),
        ("dispatched", "pending", False),
    ],
)
def test_edges(old: str, new: str, ok: bool) -> None:
    """Only the lifecycle's edges are allowed."""
    if ok:
        check_transition(old, new)
        assert new in ALLOWED[old]
    else:
        with pytest.raises(DispatchError):
            check_transition(old, new)


def test_backoff_is_bounded() -> None:
    """Backoff doubles from the base and stops at the cap."""
    p = RetryPolicy(base_s=30, cap_s=300)
    assert [p.backoff_s(n) for n in range(1, 7)] == [30, 60, 120, 240, 300, 300]


def test_dispatch_error_retries_then_fails() -> None:
    """A transient error retries until max_attempts; a rejection fails at once."""
    p = RetryPolicy(max_attempts=3, base_s=10)
    first = on_dispatch_error(_job(attempts=1), DispatchError("502"), NOW, p)
    assert first.state == "pending"
    assert first.values["next_attempt_at"] == iso(NOW + dt.timedelta(seconds=10))
    last = on_dispatch_error(_job(attempts=3), DispatchError("502"), NOW, p)
    assert last.state == "failed" and "after 3 attempts" in (last.reason or "")
    refused = on_dispatch_error(_job(attempts=1), DispatchRejected("422"), NOW, p)
    assert refused.state == "failed" and "refused" in (refused.reason or "")


@pytest.mark.parametrize("ref", [SHA, "v0.9.0", "b4567", "1.0.0", "release/2026-11"])
def test_valid_refs(ref: str) -> None:
    """40-hex shas and tag names pass unchanged."""
    assert validate_ref(ref) == ref


@pytest.mark.parametrize(
    "ref",
    [
        "",
        "main; curl x|sh",
        "$(id)",
        "`id`",
        "v1 0",
        "-x",
        "a..b",
        "refs/heads/main",
        "HEAD",
        SHA[:12],
        SHA.upper(),
        "x" * 200,
        "v1\n",
        "tag.lock",
        "a//b",
    ],
)
def test_invalid_refs(ref: str) -> None:
    """Shell text, moving refs, short or upper-case shas and odd names are refused."""
    with pytest.raises(DispatchRejected):
        validate_ref(ref)


@pytest.mark.parametrize(
    ("event", "pr", "allowed", "ok"),
    [
        ("pr_merged", 1, [], True),
        ("pr_released", 1, [], True),
        (None, None, [], True),
        ("pr_approved", 1, [], False),
        ("pr_opened", 1, [2], False),
        ("pr_opened", 1, [1], True),
    ],
)
def test_safety(event: str | None, pr: int | None, allowed: list[int], ok: bool) -> None:
    """Unmerged code runs only when the rule lists the PR."""
    assert (safety_reason(event, pr, allowed) is None) is ok


def test_observation_with_result() -> None:
    """A valid succeeded result → succeeded with the result to ingest; failed keeps words."""
    job = _job(state="running", backend_ref="7")
    ok = on_observation(job, Observation("succeeded", result=parse_result(result_doc("bj-1"))), NOW)
    assert ok is not None and ok.state == "succeeded" and ok.ingest is not None
    bad = on_observation(
        job, Observation("failed", result=parse_result(result_doc("bj-1", status="failed"))), NOW
    )
    assert bad is not None and bad.state == "failed" and "model_load" in (bad.reason or "")
    other = on_observation(
        job, Observation("succeeded", result=parse_result(result_doc("bj-2"))), NOW
    )
    assert other is not None and other.state == "failed" and other.ingest is None


def test_observation_progress() -> None:
    """queued keeps dispatched (recording the run), running moves on, unknown waits."""
    job = _job(state="dispatched", dispatched_at=iso(NOW))
    found = on_observation(job, Observation("queued", backend_ref="7", url="u"), NOW)
    assert found is not None and found.state == "dispatched" and found.values["backend_ref"] == "7"
    assert (
        on_observation(
            _job(state="dispatched", backend_ref="7", backend_url="u"),
            Observation("queued", backend_ref="7", url="u"),
            NOW,
        )
        is None
    )
    running = on_observation(job, Observation("running", backend_ref="7"), NOW)
    assert running is not None and running.state == "running"
    assert on_observation(job, Observation("unknown"), NOW + dt.timedelta(seconds=60)) is None
    lost = on_observation(job, Observation("unknown"), NOW + dt.timedelta(seconds=601))
    assert lost is not None and lost.state == "failed"


def test_deadline() -> None:
    """Past max_wait_s an active job is timed_out and its run cancelled."""
    job = _job(state="running", dispatched_at=iso(NOW))
    assert on_deadline(job, NOW + dt.timedelta(seconds=100), 100) is None
    late = on_deadline(job, NOW + dt.timedelta(seconds=101), 100)
    assert late is not None and late.state == "timed_out" and late.cancel
    assert on_deadline(_job(state="pending"), NOW + dt.timedelta(days=9), 100) is None


def test_cancel_request() -> None:
    """Pending: cancelled, no run to stop; active: cancelled and the run too; ended: None."""
    pending = on_cancel_request(_job(state="pending"), NOW, "ana")
    assert pending is not None and pending.state == "cancelled" and not pending.cancel
    assert pending.reason == "cancelled by ana; never dispatched"
    assert pending.values == {"finished_at": iso(NOW)}
    running = on_cancel_request(
        _job(state="running", backend_url="https://github.com/acme/bench/actions/runs/7"),
        NOW,
        "ana",
    )
    assert running is not None and running.cancel
    assert running.reason == (
        "cancelled by ana; run cancelled where the backend allows "
        "(https://github.com/acme/bench/actions/runs/7)"
    )
    for state in TERMINAL:
        assert on_cancel_request(_job(state=state), NOW, "ana") is None


def test_retry_row_is_the_next_generation() -> None:
    """A failed job's retry: -g1, pending, same work, the backend given; then -g2; not a success."""
    failed = _job(state="failed", reason="oom: CUDA out of memory", event_key="e", pr=7)
    row = retry_row(failed, "ana", NOW, "command")
    assert row["id"] == "bj-1-g1" and row["generation"] == 1 and row["state"] == "pending"
    assert (row["engine_ref"], row["mode"], row["runner"]) == (SHA, "ar", "gpu")
    assert row["backend"] == "command" and row["attempts"] == 0
    assert (row["event_key"], row["pr"], row["created_at"]) == ("e", 7, iso(NOW))
    assert row["reason"] == "retry of bj-1 asked by ana; it ended failed: oom: CUDA out of memory"
    second = retry_row(_job(id="bj-1-g1", generation=1, state="timed_out"), "bo", NOW, "x")
    assert second["id"] == "bj-1-g2" and second["generation"] == 2
    for state in ("succeeded", "pending", "dispatched", "running"):
        with pytest.raises(ValueError, match="only"):
            retry_row(_job(state=state), "ana", NOW, "x")
