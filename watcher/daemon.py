"""The daemon: the same cycle as ``watcher run --once``, on the rules' schedule (APScheduler 3).

- One job, ``cycle``, on an interval with jitter; ``max_instances=1`` and ``coalesce`` so an
  overrunning cycle is never started twice nor replayed in a burst.
- SIGTERM/SIGINT ask for a stop: the cycle in progress finishes its current step (each step
  commits its own work), then the process exits 0.
- Several daemons may share one PostgreSQL: each step claims its work in the database
  (unique keys, leases, atomic state transitions), so replicas never double-act.
"""

from __future__ import annotations

import logging
import signal
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from types import FrameType
from typing import Any

from apscheduler.schedulers.background import BackgroundScheduler
from apscheduler.triggers.interval import IntervalTrigger

from watcher.context import CycleContext, StepReport
from watcher.cycle import Step
from watcher.store.lease import acquire, owner_id

log = logging.getLogger("watcher.daemon")


@dataclass
class DaemonStats:
    """What the daemon did, for tests and the exit log line."""

    cycles: int = 0
    failures: int = 0
    last: list[StepReport] = field(default_factory=list)


class Daemon:
    """Run cycles on an interval until :meth:`stop` (or a signal) is received."""

    def __init__(
        self,
        make_context: Callable[[], CycleContext],
        steps: Sequence[Step],
        interval_s: float,
        jitter_s: float = 0,
        exclusive: dict[str, str] | None = None,
        owner: str | None = None,
    ) -> None:
        """``exclusive`` maps a step's name to a lease name: among replicas sharing one database,
        only the lease holder runs that step in an interval (polling twice would only
        spend rate limit twice; the results are idempotent either way)."""
        self.make_context = make_context
        self.exclusive = dict(exclusive or {})
        self.owner = owner or owner_id()
        self.steps = list(steps)
        self.interval_s = interval_s
        self.jitter_s = jitter_s
        self.stats = DaemonStats()
        self._stopping = threading.Event()
        self._idle = threading.Event()
        self._idle.set()

    def stop(self, *_: Any) -> None:
        """Ask the daemon to stop after the current step."""
        if not self._stopping.is_set():
            log.info("stop requested: finishing the current step")
        self._stopping.set()

    @property
    def stopping(self) -> bool:
        """True once a stop was requested."""
        return self._stopping.is_set()

    def run_one_cycle(self) -> None:
        """One cycle; a failing cycle is logged and the next one runs on schedule."""
        self._idle.clear()
        try:
            ctx = self.make_context()
            reports = []
            for step in self.steps:
                if self.stopping:
                    log.info("stopping before step %s", step.name)
                    break
                lease = self.exclusive.get(step.name)
                if lease is not None and not acquire(
                    ctx.store, lease, self.owner, self.interval_s * 0.9, ctx.clock()
                ):
                    log.info("step %s skipped: another replica holds lease %r", step.name, lease)
                    continue
                reports.append(step.run(ctx))
                log.info(
                    "step %s done",
                    step.name,
                    extra={"step": step.name, "summary": reports[-1].summary},
                )
                for skipped in reports[-1].summary.get("skipped_benchmarks") or ():
                    log.info("%s", skipped, extra={"step": step.name})  # once: new skips only
            self.stats.cycles += 1
            log.info("cycle %d done", self.stats.cycles)
            self.stats.last = reports
        except Exception as exc:
            self.stats.failures += 1
            log.error("cycle failed: %s: %s", exc.__class__.__name__, exc)
        finally:
            self._idle.set()

    def serve(self, install_signals: bool = True) -> DaemonStats:
        """Block until stopped; returns the stats."""
        if install_signals:
            for sig in (signal.SIGTERM, signal.SIGINT):
                signal.signal(sig, self._on_signal)
        scheduler = BackgroundScheduler(timezone="UTC")
        scheduler.add_job(
            self.run_one_cycle,
            IntervalTrigger(seconds=self.interval_s, jitter=self.jitter_s or None),
            id="cycle",
            max_instances=1,
            coalesce=True,
            misfire_grace_time=None,
            next_run_time=_now(),
        )
        scheduler.start()
        log.info("daemon started: a cycle every %ss (jitter %ss)", self.interval_s, self.jitter_s)
        try:
            while not self._stopping.wait(0.2):
                pass
        finally:
            scheduler.shutdown(wait=True)  # lets the running cycle finish its current step
            self._idle.wait()
            log.info("daemon stopped after %d cycles", self.stats.cycles)
        return self.stats

    def _on_signal(self, signum: int, _frame: FrameType | None) -> None:
        log.info("received %s", signal.Signals(signum).name)
        self.stop()


def _now() -> Any:
    import datetime as dt

    return dt.datetime.now(dt.UTC)
