"""The one small interface every dispatch backend implements.

A backend knows how to hand a job to some runner and how to see what became of it; it
never touches the store and never decides a job's state (``lifecycle`` does). Adding a
backend (Kubernetes, Slurm) means one new module and one entry in ``BACKENDS``; the others
do not change.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import Protocol

from watcher.context import CycleContext
from watcher.dispatch.lifecycle import Job, Observation
from watcher.errors import UsageError
from watcher.rules.models import Benchmark


@dataclass(frozen=True)
class Submission:
    """What a backend returns on accepting a job; ``observation`` if it already finished."""

    backend_ref: str | None = None
    url: str | None = None
    observation: Observation | None = None


class Backend(Protocol):
    """Hand jobs to a runner and follow them."""

    name: str

    def lease_s(self, bench: Benchmark) -> float:
        """How long a claim on one job must hold while this backend works on it."""
        ...

    def submit(self, job: Job, bench: Benchmark) -> Submission:
        """Start the job; raise DispatchError (retry) or DispatchRejected (never)."""
        ...

    def recover(self, job: Job, bench: Benchmark) -> Submission | None:
        """Find an earlier submission of this job (a crash after submit); None if none."""
        ...

    def poll(self, job: Job, bench: Benchmark) -> Observation:
        """What became of a submitted job (DispatchError if the backend cannot tell now)."""
        ...

    def cancel(self, job: Job, bench: Benchmark) -> bool:
        """Cancel the job's run where possible; True if the backend accepted."""
        ...


# Backend name (rules: benchmarks.*.backend) -> "module:factory"; factory(ctx) -> Backend.
BACKENDS: dict[str, str] = {
    "github-actions": "watcher.dispatch.github_actions:from_context",
    "command": "watcher.dispatch.command:from_context",
    "webhook": "watcher.dispatch.webhook:from_context",
    "slurm": "watcher.dispatch.slurm:from_context",
}


def load_backend(name: str, ctx: CycleContext) -> Backend:
    """Build the backend called ``name`` for a cycle context (UsageError if unknown)."""
    spec = BACKENDS.get(name)
    if spec is None:
        raise UsageError(f"unknown benchmark backend {name!r} (known: {', '.join(BACKENDS)})")
    module, _, factory = spec.partition(":")
    backend: Backend = getattr(importlib.import_module(module), factory)(ctx)
    return backend
