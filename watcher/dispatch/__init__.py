"""Benchmark dispatch: pending jobs → a backend (Actions, command, webhook, Slurm) → results.

``cycle_step(ctx)`` is the cycle's dispatch step (``watcher run --once``): it dispatches due
pending jobs and follows dispatched/running ones. Backends can be injected for tests through
``ctx.dispatch_backends`` (a mapping of backend name to backend).
"""

from __future__ import annotations

from watcher.context import CycleContext, StepReport
from watcher.dispatch import jobs
from watcher.dispatch.backend import BACKENDS, Backend, Submission, load_backend
from watcher.dispatch.dispatcher import Dispatcher, PassReport
from watcher.dispatch.lifecycle import (
    STATES,
    TERMINAL,
    Change,
    Job,
    Observation,
    RetryPolicy,
    validate_ref,
)


def cycle_step(ctx: CycleContext) -> StepReport:
    """The dispatch step: dispatch pending jobs, follow active ones (nothing under dry_run)."""
    if ctx.dry_run:
        with ctx.store.session() as s:
            now = ctx.clock()
            pending = jobs.due_jobs(s, ["pending"], now)
            active = jobs.due_jobs(s, ["dispatched", "running"], now)
        return StepReport(
            "dispatch",
            {
                "dry_run": True,
                "would_dispatch": [j.id for j in pending],
                "would_follow": [j.id for j in active],
            },
        )
    report = dispatcher_for(ctx).run_once()
    return StepReport("dispatch", report.to_json())


def dispatcher_for(ctx: CycleContext) -> Dispatcher:
    """A dispatcher over the context's store and rules; backends load on first use.

    Backends can be injected through ``ctx.dispatch_backends``.
    """
    injected: dict[str, Backend] = dict(ctx.dispatch_backends)
    cache: dict[str, Backend] = {}

    def backend_for(name: str) -> Backend:
        if name in injected:
            return injected[name]
        if name not in cache:
            cache[name] = load_backend(name, ctx)
        return cache[name]

    dispatcher = Dispatcher(
        ctx.store,
        ctx.rules,
        backend_for,
        clock=ctx.clock,
        policy=ctx.dispatch_policy or RetryPolicy(),
    )
    if ctx.dispatch_owner:
        dispatcher.owner = ctx.dispatch_owner
    return dispatcher


__all__ = [
    "BACKENDS",
    "STATES",
    "TERMINAL",
    "Backend",
    "Change",
    "Dispatcher",
    "Job",
    "Observation",
    "PassReport",
    "RetryPolicy",
    "Submission",
    "cycle_step",
    "dispatcher_for",
    "load_backend",
    "validate_ref",
]
