"""The benchmark job lifecycle as pure transitions (no I/O, no clock of its own).

    pending ──► dispatched ──► running ──► succeeded | failed | timed_out | cancelled
       │  ▲         │                          ▲
       │  └ retry ──┘ (dispatch error, backoff) │
       └────────────────────────────────────────┘ (refused, retries spent, timed out)

Every function takes plain values (a :class:`Job`, an :class:`Observation`, ``now``) and
returns a :class:`Change` — the new state plus the columns to write — or None for "nothing
to do". The dispatcher (``watcher.dispatch.dispatcher``) applies changes with a conditional
UPDATE, so a change computed from a stale view is simply not applied.
"""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass, field
from typing import Any, Literal

from watcher.backoff import exponential
from watcher.bench.result import BenchResult
from watcher.errors import DispatchError, DispatchRejected
from watcher.timestamps import iso as iso
from watcher.timestamps import parse_iso as parse_iso

State = Literal["pending", "dispatched", "running", "succeeded", "failed", "timed_out", "cancelled"]
STATES: tuple[str, ...] = State.__args__  # type: ignore[attr-defined]
TERMINAL = frozenset({"succeeded", "failed", "timed_out", "cancelled"})
ACTIVE = frozenset({"dispatched", "running"})

# Which state may follow which. A state may "follow itself" (a retry stays pending).
ALLOWED: dict[str, frozenset[str]] = {
    "pending": frozenset({"pending", "dispatched", "failed", "timed_out", "cancelled"}),
    "dispatched": frozenset(
        {"dispatched", "running", "succeeded", "failed", "timed_out", "cancelled"}
    ),
    "running": frozenset({"running", "succeeded", "failed", "timed_out", "cancelled"}),
}

SHA_RE = re.compile(r"^[0-9a-f]{40}$")
# A tag name as the API returns it, restricted further than git: no spaces, no shell
# metacharacters, no "..", no leading "-" (never read as an option), at most 128 characters.
TAG_RE = re.compile(r"^[A-Za-z0-9_][A-Za-z0-9._+/-]{0,127}$")

Phase = Literal["unknown", "queued", "running", "succeeded", "failed", "cancelled", "timed_out"]


@dataclass(frozen=True)
class Job:
    """A benchmark job as plain data (one ``bench_job`` row)."""

    id: str
    benchmark: str
    engine: str
    engine_ref: str
    mode: str
    runner: str
    backend: str
    state: str = "pending"
    attempts: int = 0
    event_key: str | None = None
    repo: str | None = None
    pr: int | None = None
    backend_ref: str | None = None
    backend_url: str | None = None
    reason: str | None = None
    created_at: str = ""
    updated_at: str = ""
    dispatched_at: str | None = None
    finished_at: str | None = None
    next_attempt_at: str | None = None
    generation: int = 0

    @classmethod
    def from_row(cls, row: Any) -> Job:
        """Build from a ``store.BenchJob`` row (or anything with the same attributes)."""
        names = cls.__dataclass_fields__
        return cls(**{n: getattr(row, n) for n in names})

    def to_json(self) -> dict[str, Any]:
        """The job as JSON data (``watcher jobs --json``)."""
        return {n: getattr(self, n) for n in self.__dataclass_fields__}


@dataclass(frozen=True)
class Observation:
    """What a backend saw of a job's run; ``result`` is set once a valid result was read."""

    phase: Phase
    backend_ref: str | None = None
    url: str | None = None
    result: BenchResult | None = None
    source: str | None = None
    reason: str | None = None


@dataclass(frozen=True)
class Change:
    """A transition: the new state and the columns to set with it."""

    state: str
    reason: str | None = None
    values: dict[str, Any] = field(default_factory=dict)
    ingest: BenchResult | None = None
    source: str | None = None
    cancel: bool = False

    def columns(self) -> dict[str, Any]:
        """Every column this change writes (state and reason included)."""
        return {"state": self.state, "reason": self.reason, **self.values}


@dataclass(frozen=True)
class RetryPolicy:
    """Bounded exponential backoff for dispatch errors."""

    max_attempts: int = 5
    base_s: float = 30.0
    cap_s: float = 900.0
    discovery_s: float = 600.0  # how long a dispatched run may take to appear

    def backoff_s(self, attempt: int) -> float:
        """Seconds to wait after failed attempt number ``attempt`` (1-based)."""
        return exponential(attempt - 1, self.base_s, self.cap_s)


def check_transition(old: str, new: str) -> None:
    """Raise DispatchError if ``old → new`` is not a lifecycle edge."""
    if new not in STATES:
        raise DispatchError(f"unknown job state {new!r}")
    if new not in ALLOWED.get(old, frozenset()):
        raise DispatchError(f"a {old} job cannot become {new}")


def validate_ref(ref: str) -> str:
    """Return ``ref`` if it is a 40-hex commit sha or a plain tag name; else DispatchRejected."""
    if not isinstance(ref, str) or not ref:
        raise DispatchRejected("engine_ref is empty")
    if SHA_RE.fullmatch(ref):
        return ref
    if ref.startswith("refs/") or ref in ("HEAD", "FETCH_HEAD", "ORIG_HEAD"):
        raise DispatchRejected(f"engine_ref {ref[:80]!r} is a moving ref: pin a commit or a tag")
    if (
        TAG_RE.fullmatch(ref)
        and ".." not in ref
        and "//" not in ref
        and not ref.endswith((".lock", "/", "."))
    ):
        if re.fullmatch(r"[0-9a-fA-F]{7,39}", ref) or re.fullmatch(r"[0-9A-F]{40}", ref):
            raise DispatchRejected(
                f"engine_ref {ref!r} looks like an abbreviated or upper-case "
                "sha: pin the full 40-hex commit"
            )
        return ref
    raise DispatchRejected(f"engine_ref {ref[:80]!r} is neither a 40-hex commit sha nor a tag name")


def on_refused(reason: str, now: dt.datetime) -> Change:
    """A job that must never run ends ``failed`` with the reason."""
    return Change("failed", reason, {"finished_at": iso(now), "next_attempt_at": None})


def on_dispatched(
    now: dt.datetime, backend_ref: str | None = None, url: str | None = None
) -> Change:
    """The backend accepted the job."""
    return Change(
        "dispatched",
        None,
        {
            "dispatched_at": iso(now),
            "backend_ref": backend_ref,
            "backend_url": url,
            "next_attempt_at": None,
        },
    )


def on_dispatch_error(
    job: Job, error: DispatchError, now: dt.datetime, policy: RetryPolicy = RetryPolicy()
) -> Change:
    """A dispatch attempt failed: retry later with backoff, or fail for good.

    ``job.attempts`` already counts the failed attempt (it is incremented when claimed).
    """
    message = str(error)
    if isinstance(error, DispatchRejected):
        return Change(
            "failed",
            f"dispatch refused: {message}",
            {"finished_at": iso(now), "next_attempt_at": None},
        )
    if job.attempts >= policy.max_attempts:
        return Change(
            "failed",
            f"dispatch failed after {job.attempts} attempts: {message}",
            {"finished_at": iso(now), "next_attempt_at": None},
        )
    wait = policy.backoff_s(job.attempts)
    return Change(
        "pending",
        f"attempt {job.attempts} failed, retrying in {wait:.0f}s: {message}",
        {"next_attempt_at": iso(now + dt.timedelta(seconds=wait))},
    )


def on_observation(
    job: Job, obs: Observation, now: dt.datetime, policy: RetryPolicy = RetryPolicy()
) -> Change | None:
    """Map what the backend saw onto the job; None when nothing changes."""
    ref = {
        "backend_ref": obs.backend_ref or job.backend_ref,
        "backend_url": obs.url or job.backend_url,
    }
    where = f" ({ref['backend_url']})" if ref["backend_url"] else ""
    done = {**ref, "finished_at": iso(now)}
    if obs.result is not None:
        result = obs.result
        if result.job_id != job.id:
            return Change(
                "failed", f"result belongs to job {result.job_id[:80]!r}, not {job.id}{where}", done
            )
        if result.status == "succeeded":
            return Change("succeeded", None, done, ingest=result, source=obs.source)
        failure = result.failure
        why = f"{failure.kind}: {failure.message}" if failure else "benchmark failed"
        return Change(
            "failed", f"benchmark failed — {why}{where}", done, ingest=result, source=obs.source
        )
    if obs.phase in ("succeeded", "failed"):
        return Change(
            "failed", (obs.reason or "the run ended without a valid result") + where, done
        )
    if obs.phase == "cancelled":
        return Change("cancelled", (obs.reason or "the run was cancelled") + where, done)
    if obs.phase == "timed_out":
        return Change("timed_out", (obs.reason or "the run timed out") + where, done)
    if obs.phase == "running" and job.state != "running":
        return Change("running", None, ref)
    if obs.phase in ("queued", "running"):
        if ref["backend_ref"] != job.backend_ref or ref["backend_url"] != job.backend_url:
            return Change(job.state, None, ref)
        return None
    # unknown: the backend has not seen the run (yet)
    since = parse_iso(job.dispatched_at) if job.dispatched_at else None
    if (
        job.backend_ref is None
        and since is not None
        and (now - since).total_seconds() > policy.discovery_s
    ):
        return Change(
            "failed",
            obs.reason
            or (
                f"no run for job {job.id} appeared within {policy.discovery_s:.0f}s of the "
                "dispatch (does the workflow's run-name contain the job_id input?)"
            ),
            done,
        )
    return None


def on_deadline(job: Job, now: dt.datetime, max_wait_s: float) -> Change | None:
    """``timed_out`` (and cancel the run) when an active job outlived ``max_wait_s``."""
    if job.state not in ACTIVE or not job.dispatched_at:
        return None
    waited = (now - parse_iso(job.dispatched_at)).total_seconds()
    if waited <= max_wait_s:
        return None
    where = f" ({job.backend_url})" if job.backend_url else ""
    picked = "finished" if job.state == "running" else "picked up"
    return Change(
        "timed_out",
        f"not {picked} within max_wait_s={max_wait_s:.0f}s; "
        f"run cancelled where the backend allows{where}",
        {"finished_at": iso(now)},
        cancel=True,
    )


def on_cancel_request(job: Job, now: dt.datetime, who: str) -> Change | None:
    """``cancelled`` because a user asked (``watcher jobs cancel``); None once it has ended.

    An active job's run is cancelled too where the backend allows (``cancel=True``).
    """
    if job.state in TERMINAL:
        return None
    active = job.state in ACTIVE
    where = f" ({job.backend_url})" if job.backend_url else ""
    what = "run cancelled where the backend allows" if active else "never dispatched"
    return Change(
        "cancelled", f"cancelled by {who}; {what}{where}", {"finished_at": iso(now)}, cancel=active
    )


# A job that ended without a measurement can run again as its next generation.
RETRYABLE = frozenset({"failed", "timed_out", "cancelled"})


def retry_row(job: Job, who: str, now: dt.datetime, backend: str) -> dict[str, Any]:
    """The next generation of an ended job, as a pending ``bench_job`` row.

    Its id is the first generation's id with ``-g<n>``: deterministic, so two people
    retrying at once create one job, and new, so every backend (the Actions run name,
    the webhook's Idempotency-Key, the command's output file) and the result see a new job.
    """
    if job.state not in RETRYABLE:
        raise ValueError(f"job {job.id} is {job.state}; only {sorted(RETRYABLE)} are retried")
    first = job.id if job.generation == 0 else job.id.rsplit("-g", 1)[0]
    generation = job.generation + 1
    stamp = iso(now)
    before = f"{job.state}: {job.reason}" if job.reason else job.state
    return {
        "id": f"{first}-g{generation}",
        "generation": generation,
        "benchmark": job.benchmark,
        "engine": job.engine,
        "engine_ref": job.engine_ref,
        "mode": job.mode,
        "runner": job.runner,
        "backend": backend,
        "state": "pending",
        "attempts": 0,
        "event_key": job.event_key,
        "repo": job.repo,
        "pr": job.pr,
        "reason": f"retry of {job.id} asked by {who}; it ended {before}"[:1000],
        "created_at": stamp,
        "updated_at": stamp,
    }


def on_external_result(job: Job, status: str, reason: str | None, now: dt.datetime) -> Change:
    """A result for this job was ingested elsewhere (``watcher bench ingest FILE``)."""
    if status == "succeeded":
        return Change("succeeded", None, {"finished_at": iso(now)})
    return Change(
        "failed",
        f"benchmark failed — {reason or 'see the ingested result'}",
        {"finished_at": iso(now)},
    )
