"""One cycle of the watcher: poll → claims → dispatch → notify → report.

Each room contributes a *step*: a function ``step(ctx) -> StepReport`` named in ``STEPS``
as ``"module:function"`` and imported lazily, so a cycle only loads what it runs. Steps are
ordered; each commits its own work, so a crash between two steps loses nothing (the next
cycle resumes from the store). ``watcher run --once`` runs one cycle; the daemon runs
cycles on the rules' schedule.
"""

from __future__ import annotations

import datetime as dt
import importlib
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from watcher.config import Settings
from watcher.rules import Rules
from watcher.store import Store


@dataclass
class CycleContext:
    """Everything a step may use; every seam is injectable for tests."""

    settings: Settings
    rules: Rules
    store: Store
    clock: Callable[[], dt.datetime] = lambda: dt.datetime.now(dt.UTC)
    sleep: Callable[[float], None] = time.sleep
    dry_run: bool = False
    extras: dict[str, Any] = field(default_factory=dict)


@dataclass
class StepReport:
    """What a step did, for logs and ``--json`` output."""

    name: str
    summary: dict[str, Any] = field(default_factory=dict)


Step = Callable[[CycleContext], StepReport]

# Ordered. Each room appends its own step here when it lands.
STEPS: list[str] = []
STEPS.append("watcher.watch.step:cycle_step")  # fetch upstream, detect and store events first
STEPS.append("watcher.claims.sources:cycle_step")  # claims from new PR/release bodies
STEPS.append("watcher.dispatch:cycle_step")  # dispatch pending bench jobs, follow running ones
STEPS.append("watcher.notify:cycle_step")  # deliver the outbox before the report is written
STEPS.append("watcher.report:cycle_step")


def load_step(spec: str) -> Step:
    """Import ``"package.module:function"``."""
    module, _, name = spec.partition(":")
    fn: Step = getattr(importlib.import_module(module), name)
    return fn


def run_cycle(ctx: CycleContext, steps: list[str] | None = None) -> list[StepReport]:
    """Run the steps in order and return their reports (errors propagate)."""
    return [load_step(spec)(ctx) for spec in (STEPS if steps is None else steps)]
