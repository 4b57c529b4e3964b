"""One cycle of the watcher: poll → claims → dispatch → notify → report.

Each room contributes a *step*, a plain function ``step(ctx: CycleContext) -> StepReport``
imported below and listed in :data:`STEPS` under a short name. Steps are ordered; each
commits its own work, so a crash between two steps loses nothing (the next cycle resumes
from the store). ``watcher run --once`` runs one cycle; the daemon runs cycles on the
rules' schedule. To add a step: write it in its room, import it here, add it to ``STEPS``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from watcher.claims.sources import cycle_step as claims_step
from watcher.context import CycleContext, StepReport
from watcher.dispatch import cycle_step as dispatch_step
from watcher.notify import cycle_step as notify_step
from watcher.report import cycle_step as report_step
from watcher.sources import cycle_step as sources_step
from watcher.watch.step import cycle_step as poll_step

StepFn = Callable[[CycleContext], StepReport]


@dataclass(frozen=True)
class Step:
    """A named step of the cycle (the name is what logs, leases and ``--json`` show)."""

    name: str
    run: StepFn


# Ordered.
STEPS: tuple[Step, ...] = (
    Step("poll", poll_step),  # fetch upstream, detect and store events first
    Step("claims", claims_step),  # claims from new PR/release bodies
    Step("sources", sources_step),  # claims from Hub cards, feeds and pages
    Step("dispatch", dispatch_step),  # dispatch pending bench jobs, follow running ones
    Step("notify", notify_step),  # deliver the outbox before the report is written
    Step("report", report_step),
)


def step_names() -> list[str]:
    """The names of the cycle's steps, in order."""
    return [s.name for s in STEPS]


def steps_named(*names: str) -> list[Step]:
    """The cycle's steps called ``names``, in the order given (KeyError if unknown)."""
    by_name = {s.name: s for s in STEPS}
    return [by_name[n] for n in names]


def run_cycle(ctx: CycleContext, steps: Sequence[Step] | None = None) -> list[StepReport]:
    """Run the steps in order and return their reports (errors propagate)."""
    return [step.run(ctx) for step in (STEPS if steps is None else steps)]


__all__ = [
    "STEPS",
    "CycleContext",
    "Step",
    "StepReport",
    "run_cycle",
    "step_names",
    "steps_named",
]
