"""The dispatcher: hand pending jobs to their backends and follow the active ones.

One pass (``Dispatcher.run_once``, the cycle step) does, per job:

- pending → claim it (lease + attempt counted, committed), check safety and the ref, then
  ``recover`` (an earlier attempt may have reached the backend before a crash) or
  ``submit``; record ``dispatched`` — or a retry with backoff, or ``failed``.
- dispatched/running → claim, and in this order: a result already ingested by hand
  (``watcher bench ingest``) settles it; past ``max_wait_s`` it is ``timed_out`` (run
  cancelled); otherwise ``poll`` the backend and apply what it saw. A valid result is
  ingested in the same transaction that records the final state.

Decisions are ``lifecycle``'s; this module only moves data between the store and backends.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import logging
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from watcher.dispatch import jobs as store_jobs
from watcher.dispatch.backend import Backend, Submission
from watcher.dispatch.job_result import ingest_result
from watcher.dispatch.lifecycle import (
    RETRYABLE,
    Change,
    Job,
    RetryPolicy,
    on_cancel_request,
    on_deadline,
    on_dispatch_error,
    on_dispatched,
    on_external_result,
    on_observation,
    on_refused,
    retry_row,
    validate_ref,
)
from watcher.dispatch.work import allowed_unmerged, safety_reason
from watcher.errors import DispatchError, DispatchRejected, UsageError, WatcherError
from watcher.rules import Rules
from watcher.rules.models import Benchmark
from watcher.store import Store
from watcher.store.lease import owner_id

log = logging.getLogger(__name__)


@dataclass
class PassReport:
    """What one pass did, by job id."""

    dispatched: list[str] = field(default_factory=list)
    retried: list[str] = field(default_factory=list)
    finished: dict[str, str] = field(default_factory=dict)
    started: list[str] = field(default_factory=list)
    skipped: list[str] = field(default_factory=list)
    poll_errors: dict[str, str] = field(default_factory=dict)
    not_configured: dict[str, str] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        """Plain data for the step report."""
        return dataclasses.asdict(self)


@dataclass(frozen=True)
class JobOutcome:
    """What ``Dispatcher.cancel`` or ``Dispatcher.retry`` did.

    ``status``: ``done`` (cancelled or retried now), ``already`` (it was, before),
    ``refused`` (nothing to do: cancel of an ended job, retry of a running or succeeded
    one), ``busy`` (another process holds it: try again), ``unknown`` (no such id).
    """

    status: str
    message: str


@dataclass
class Dispatcher:
    """Moves jobs through their lifecycle; every seam is injected."""

    store: Store
    rules: Rules
    backend_for: Callable[[str], Backend]
    clock: Callable[[], dt.datetime] = lambda: dt.datetime.now(dt.UTC)
    owner: str = field(default_factory=owner_id)
    policy: RetryPolicy = field(default_factory=RetryPolicy)

    def run_once(self) -> PassReport:
        """Dispatch what is pending, then follow what is active."""
        report = PassReport()
        self.dispatch_pending(report)
        self.follow_active(report)
        return report

    # ---------------------------------------------------------------- dispatch

    def dispatch_pending(self, report: PassReport) -> None:
        """Claim and dispatch every due pending job."""
        with self.store.session() as s:
            due = store_jobs.due_jobs(s, ["pending"], self.clock())
        for job in due:
            self._dispatch_one(job, report)

    def _dispatch_one(self, job: Job, report: PassReport) -> None:
        bench, backend, lease = self._resolve(job)
        with self.store.session() as s:
            claimed = store_jobs.claim(s, job, self.owner, self.clock(), lease, count_attempt=True)
        if claimed is None:
            report.skipped.append(job.id)
            return
        if bench is None or backend is None:
            why = (
                f"benchmark {job.benchmark!r} is not in the rules"
                if bench is None
                else f"unknown backend {job.backend!r}"
            )
            self._apply(claimed, on_refused(why, self.clock()), report)
            return
        refusal = self._refusal(claimed)
        if refusal:
            self._apply(claimed, on_refused(refusal, self.clock()), report)
            return
        started = self.clock()
        try:
            sub: Submission | None = None
            if claimed.attempts > 1:
                sub = backend.recover(claimed, bench)
            if sub is None:
                sub = backend.submit(claimed, bench)
        except DispatchError as exc:
            self._apply(claimed, on_dispatch_error(claimed, exc, self.clock(), self.policy), report)
            return
        except UsageError as exc:  # configuration missing: the job waits, unharmed
            report.not_configured[claimed.id] = str(exc)
            wait = Change(
                "pending",
                f"not dispatched: {exc}",
                {"attempts": claimed.attempts - 1},
            )
            self._apply(claimed, wait, report)
            return
        except WatcherError as exc:
            self._apply(
                claimed,
                on_dispatch_error(claimed, DispatchRejected(str(exc)), self.clock(), self.policy),
                report,
            )
            return
        except Exception as exc:  # a backend bug must not stop the cycle; retries are bounded
            log.exception("backend %s failed on job %s", backend.name, claimed.id)
            err = DispatchError(f"{exc.__class__.__name__}: {exc}")
            self._apply(claimed, on_dispatch_error(claimed, err, self.clock(), self.policy), report)
            return
        change = on_dispatched(started, sub.backend_ref, sub.url)
        if sub.observation is None:
            self._apply(claimed, change, report)
            return
        # the backend already finished (command): record dispatched and the outcome together
        after = dataclasses.replace(
            claimed,
            state="dispatched",
            backend_ref=sub.backend_ref,
            backend_url=sub.url,
            dispatched_at=change.values["dispatched_at"],
        )
        final = on_observation(after, sub.observation, self.clock(), self.policy)
        with self.store.session() as s:
            if not store_jobs.apply(
                s, claimed, change, self.owner, self.clock(), keep_lease=final is not None
            ):
                report.skipped.append(claimed.id)
                return
            report.dispatched.append(claimed.id)
            if final is not None:
                self._write(s, after, final, report)

    def _refusal(self, job: Job) -> str | None:
        try:
            validate_ref(job.engine_ref)
        except DispatchRejected as exc:
            return str(exc)
        with self.store.session() as s:
            events = store_jobs.job_events(s, job)
        if not events:
            return safety_reason(None, job.pr, [])
        reasons = []
        for event in events:  # any one event that allows the run is enough
            # every watch the event matched (the poller records them in payload.rules)
            names = {event.rule, *((event.payload or {}).get("rules") or [])}
            allowed = allowed_unmerged(w for w in self.rules.watches if w.name in names)
            why = safety_reason(event.type, job.pr, allowed)
            if why is None:
                return None
            reasons.append(why)
        return reasons[0]

    # ------------------------------------------------------------------ follow

    def follow_active(self, report: PassReport) -> None:
        """Poll every due dispatched/running job once."""
        with self.store.session() as s:
            due = store_jobs.due_jobs(s, ["dispatched", "running"], self.clock())
        for job in due:
            self._follow_one(job, report)

    def _follow_one(self, job: Job, report: PassReport) -> None:
        bench, backend, lease = self._resolve(job)
        now = self.clock()
        with self.store.session() as s:
            claimed = store_jobs.claim(s, job, self.owner, now, lease, count_attempt=False)
            stored = store_jobs.stored_result(s, job.id) if claimed else None
        if claimed is None:
            report.skipped.append(job.id)
            return
        if stored is not None:
            failure = (stored.document or {}).get("failure") or {}
            why = f"{failure.get('kind')}: {failure.get('message')}" if failure else None
            self._apply(claimed, on_external_result(claimed, stored.status, why, now), report)
            return
        if bench is None or backend is None:
            why = (
                f"benchmark {job.benchmark!r} is no longer in the rules"
                if bench is None
                else f"unknown backend {job.backend!r}"
            )
            self._apply(claimed, on_refused(why, now), report)
            return
        deadline = on_deadline(claimed, now, bench.max_wait_s)
        if deadline is not None:
            try:
                backend.cancel(claimed, bench)
            except Exception:  # best effort: the job is timed out either way
                log.exception("cancelling job %s failed", claimed.id)
            self._apply(claimed, deadline, report)
            return
        try:
            obs = backend.poll(claimed, bench)
        except (DispatchError, UsageError) as exc:
            report.poll_errors[claimed.id] = str(exc)
            with self.store.session() as s:
                store_jobs.release(s, claimed, self.owner)
            return
        change = on_observation(claimed, obs, self.clock(), self.policy)
        if change is None:
            with self.store.session() as s:
                store_jobs.release(s, claimed, self.owner)
            return
        self._apply(claimed, change, report)

    # ------------------------------------------------------------------ cancel

    def cancel(self, job_id: str, who: str) -> JobOutcome:
        """Cancel one job on a user's request: its run where the backend allows, then the row.

        The job is claimed like any other work, so a cycle dispatching or following it at
        this moment is never overwritten: the caller is told to try again instead.
        """
        with self.store.session() as s:
            job = store_jobs.get_job(s, job_id)
        if job is None:
            return JobOutcome("unknown", f"no job {job_id!r} (`watcher jobs` lists them)")
        if on_cancel_request(job, self.clock(), who) is None:
            status = "already" if job.state == "cancelled" else "refused"
            return JobOutcome(status, f"job {job_id} already {job.state}: nothing to cancel")
        bench, backend, lease = self._resolve(job)
        with self.store.session() as s:
            claimed = store_jobs.claim(s, job, self.owner, self.clock(), lease, count_attempt=False)
        if claimed is None:
            return JobOutcome(
                "busy", f"job {job_id} is being dispatched or followed right now; try again"
            )
        change = on_cancel_request(claimed, self.clock(), who)
        assert change is not None  # claimed in the state just checked
        run = "no run to cancel"
        if change.cancel:
            run = "the backend could not cancel the run (finished already, or no cancel call)"
            if backend is not None and bench is not None:
                try:
                    if backend.cancel(claimed, bench):
                        run = "its run was cancelled"
                except Exception as exc:  # the job is cancelled here either way
                    run = f"cancelling its run failed: {exc.__class__.__name__}: {exc}"
        with self.store.session() as s:
            applied = store_jobs.apply(s, claimed, change, self.owner, self.clock())
        if not applied:
            return JobOutcome("busy", f"job {job_id} changed while cancelling; try again")
        return JobOutcome("done", f"job {job_id} cancelled ({job.state} before); {run}")

    def retry(self, job_id: str, who: str) -> JobOutcome:
        """Queue the next generation of a failed, timed-out or cancelled job.

        One transaction: the check that no later generation exists, the insert (keyed by
        the deterministic retry id) and the event links, so two retries make one job.
        """
        now = self.clock()
        with self.store.session() as s:
            job = store_jobs.get_job(s, job_id)
            if job is None:
                return JobOutcome("unknown", f"no job {job_id!r} (`watcher jobs` lists them)")
            newer = store_jobs.newer_generation(s, job)
            if newer is not None:
                return JobOutcome(
                    "already", f"job {job_id} was retried already as {newer.id} ({newer.state})"
                )
            if job.state not in RETRYABLE:
                return JobOutcome(
                    "refused",
                    f"job {job_id} is {job.state}: only failed, timed_out or cancelled "
                    "jobs are retried",
                )
            bench = self.rules.benchmarks.get(job.benchmark)
            if bench is None:
                return JobOutcome(
                    "refused", f"job {job_id}: benchmark {job.benchmark!r} is not in the rules"
                )
            row = retry_row(job, who, now, bench.backend)
            if not store_jobs.add_retry(s, job, row):
                return JobOutcome("already", f"job {job_id} was retried already as {row['id']}")
        return JobOutcome(
            "done", f"job {job_id} retried as {row['id']}; the next cycle dispatches it"
        )

    # ----------------------------------------------------------------- helpers

    def _resolve(self, job: Job) -> tuple[Benchmark | None, Backend | None, float]:
        """The job's benchmark and backend (None when gone or unknown) and its lease."""
        bench = self.rules.benchmarks.get(job.benchmark)
        backend = self._backend(job) if bench is not None else None
        lease = backend.lease_s(bench) if backend is not None and bench is not None else 60.0
        return bench, backend, lease

    def _backend(self, job: Job) -> Backend | None:
        try:
            return self.backend_for(job.backend)
        except WatcherError:
            return None

    def _apply(self, job: Job, change: Change, report: PassReport) -> None:
        with self.store.session() as s:
            self._write(s, job, change, report)

    def _write(self, s: Any, job: Job, change: Change, report: PassReport) -> None:
        if not store_jobs.apply(s, job, change, self.owner, self.clock()):
            report.skipped.append(job.id)
            return
        if change.ingest is not None:  # same transaction as the final state
            ingest_result(s, change.ingest, change.source, self.rules)
        if change.state == job.state and change.state != "pending":
            return
        if change.state == "dispatched":
            report.dispatched.append(job.id)
        elif change.state == "pending" and job.id not in report.not_configured:
            report.retried.append(job.id)
        elif change.state == "running":
            report.started.append(job.id)
        elif change.state != job.state:
            report.finished[job.id] = change.state
