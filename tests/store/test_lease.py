"""Leases on SQLite and PostgreSQL: one holder at a time, expiry, renewal."""

from __future__ import annotations

import datetime as dt
import threading

from watcher.store import Store
from watcher.store.lease import acquire, release

T0 = dt.datetime(2026, 11, 29, 12, 0, tzinfo=dt.UTC)


def test_one_holder_until_expiry(any_store: Store) -> None:
    """A held lease refuses others until it expires; the holder may renew."""
    assert acquire(any_store, "poll", "a", 60, T0)
    assert not acquire(any_store, "poll", "b", 60, T0 + dt.timedelta(seconds=30))
    assert acquire(any_store, "poll", "a", 60, T0 + dt.timedelta(seconds=30))  # renew
    assert not acquire(any_store, "poll", "b", 60, T0 + dt.timedelta(seconds=80))
    assert acquire(any_store, "poll", "b", 60, T0 + dt.timedelta(seconds=91))  # expired


def test_release_frees_it(any_store: Store) -> None:
    """Releasing lets another owner in at once; only the holder can release."""
    assert acquire(any_store, "poll", "a", 60, T0)
    release(any_store, "poll", "b")
    assert not acquire(any_store, "poll", "b", 60, T0)
    release(any_store, "poll", "a")
    assert acquire(any_store, "poll", "b", 60, T0)


def test_racing_owners_get_one_winner(any_store: Store) -> None:
    """Six threads racing for a free lease: exactly one wins."""
    barrier = threading.Barrier(6)
    wins: list[str] = []

    def take(owner: str) -> None:
        barrier.wait()
        if acquire(any_store, "dispatch", owner, 60, T0):
            wins.append(owner)

    threads = [threading.Thread(target=take, args=(f"o{i}",)) for i in range(6)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len(wins) == 1
