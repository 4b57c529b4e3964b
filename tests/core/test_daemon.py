"""The daemon's mechanics with real APScheduler and real steps that write to the store."""

from __future__ import annotations

import threading
import time

from sqlmodel import select

from watcher.config import Settings
from watcher.cycle import CycleContext, Step, StepReport
from watcher.daemon import Daemon
from watcher.rules import Rules
from watcher.store import Event, Store, insert_ignore

STARTED = threading.Event()
RELEASE = threading.Event()


def write_step(ctx: CycleContext) -> StepReport:
    """A step that records one event per cycle."""
    with ctx.store.session() as s:
        n = len(s.exec(select(Event)).all())
        insert_ignore(
            s,
            Event,
            {
                "key": f"k{n}",
                "type": "pr_opened",
                "repo": "a/b",
                "rule": "r",
                "at": "t",
                "payload": {},
            },
            ["key"],
        )
    return StepReport("write", {"n": n})


def slow_step(ctx: CycleContext) -> StepReport:
    """A step that blocks until the test releases it."""
    STARTED.set()
    RELEASE.wait(10)
    return write_step(ctx)


def failing_step(ctx: CycleContext) -> StepReport:
    """A step that always fails."""
    raise RuntimeError("upstream down")


def _ctx(store: Store) -> CycleContext:
    return CycleContext(settings=Settings(), rules=Rules(), store=store)


def _events(store: Store) -> int:
    with store.session() as s:
        return len(s.exec(select(Event)).all())


def test_runs_cycles_on_the_interval(store: Store) -> None:
    """With a 0.2 s interval the daemon runs several cycles, then stops cleanly."""
    d = Daemon(lambda: _ctx(store), [Step("write", write_step)], interval_s=0.2)
    t = threading.Thread(target=d.serve, kwargs={"install_signals": False})
    t.start()
    deadline = time.monotonic() + 10
    while _events(store) < 3 and time.monotonic() < deadline:
        time.sleep(0.05)
    d.stop()
    t.join(10)
    assert not t.is_alive()
    assert _events(store) >= 3
    assert d.stats.cycles == _events(store)


def test_stop_finishes_the_current_step_and_skips_the_rest(store: Store) -> None:
    """A stop during a step lets it commit, and the next step of that cycle does not run."""
    STARTED.clear()
    RELEASE.clear()
    d = Daemon(
        lambda: _ctx(store), [Step("slow", slow_step), Step("write", write_step)], interval_s=60
    )
    t = threading.Thread(target=d.serve, kwargs={"install_signals": False})
    t.start()
    assert STARTED.wait(10)
    d.stop()
    time.sleep(0.3)
    assert t.is_alive()  # still finishing the slow step
    RELEASE.set()
    t.join(10)
    assert not t.is_alive()
    assert _events(store) == 1  # slow_step committed; write_step never ran


def test_failing_cycle_does_not_kill_the_daemon(store: Store) -> None:
    """A cycle that raises is counted and the daemon keeps its schedule."""
    d = Daemon(lambda: _ctx(store), [Step("failing", failing_step)], interval_s=0.1)
    t = threading.Thread(target=d.serve, kwargs={"install_signals": False})
    t.start()
    deadline = time.monotonic() + 10
    while d.stats.failures < 2 and time.monotonic() < deadline:
        time.sleep(0.05)
    d.stop()
    t.join(10)
    assert d.stats.failures >= 2 and d.stats.cycles == 0


def test_exclusive_step_runs_on_one_replica(any_store: Store) -> None:
    """Two daemons on one database: the leased step runs on one of them per interval."""
    daemons = [
        Daemon(
            lambda: _ctx(any_store),
            [Step("write", write_step)],
            interval_s=30,
            exclusive={"write": "poll"},
            owner=f"replica-{i}",
        )
        for i in range(2)
    ]
    for d in daemons:
        d.run_one_cycle()
    assert _events(any_store) == 1
    assert [d.stats.cycles for d in daemons] == [1, 1]
