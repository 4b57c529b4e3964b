"""What polling a fleet costs: N repositories against the loopback fake GitHub.

Each repository has 40 PRs and 5 releases (one PR mentions "clover"); each has one watch
that follows "clover" PRs and releases, found by ``prs.search`` with ``--search``. The
fake runs in its own process (as GitHub is not in ours) with a simulated clock that the
polls share, advanced by the rules' interval between polls, so rate-limit windows roll
over as they would. Prints per poll: requests, rate-limit units, 304s, wall time,
repositories with discovery pending, waiting for the core limit, or failed, and units
per hour at the interval.

    .venv/bin/python benchmarks/fleet_cost.py --repos 1000
    .venv/bin/python benchmarks/fleet_cost.py --repos 200 --search --busy 0.3
"""

from __future__ import annotations

import argparse
import datetime as dt
import multiprocessing as mp
import os
import sys
import tempfile
import time
from multiprocessing.connection import Connection
from multiprocessing.sharedctypes import Synchronized
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.fakes.github_api import FakeGitHub, ts  # noqa: E402
from watcher.config import Settings  # noqa: E402
from watcher.rules import Rules  # noqa: E402
from watcher.store import open_store  # noqa: E402
from watcher.watch.poll import PollResult, poll_sync  # noqa: E402

START = ts("2026-11-29T12:00:00Z")


def names(n: int) -> list[str]:
    """Repository names of the fleet."""
    return [f"org{i // 100}/repo{i}" for i in range(n)]


def serve(conn: Connection, repos: int, clock: Synchronized) -> None:  # type: ignore[type-arg]
    """The fake GitHub's process: seed, answer, and take commands over ``conn``."""
    gh = FakeGitHub(clock=lambda: float(clock.value)).start()
    for name in names(repos):
        gh.add_repo(name)
        gh.bulk_history(
            name,
            prs=39,
            releases=5,
            start=ts("2025-01-01T00:00:00Z"),
            end=ts("2026-10-01T00:00:00Z"),
        )
        gh.add_pull(name, title="clover support", at="2026-10-02T00:00:00Z")
    conn.send(gh.url)
    while True:
        cmd, arg = conn.recv()
        if cmd == "stop":
            gh.stop()
            conn.send(None)
            return
        if cmd == "busy":  # one unrelated PR edited in the first ``arg`` repositories
            at = dt.datetime.fromtimestamp(float(clock.value), dt.UTC) - dt.timedelta(minutes=1)
            for name in names(repos)[:arg]:
                gh.update_pull(name, 1, at=at, body="edited")
        if cmd == "reset":
            gh.reset_counters()
        conn.send(gh.counts())


def fleet_rules(repos: int, search: bool, interval_s: int, in_flight: int) -> Rules:
    """One watch per repository."""
    prs: dict[str, Any] = {"match": {"all": [{"pattern": r"\bclover\b"}]}}
    if search:
        prs["search"] = "clover"
    watches = [
        {"name": f"w{i}", "repo": name, "prs": prs, "releases": True}
        for i, name in enumerate(names(repos))
    ]
    return Rules.model_validate(
        {
            "watches": watches,
            "schedule": {"poll_interval_s": interval_s, "max_in_flight": in_flight},
        }
    )


def main() -> None:
    """Seed, poll until discovery is done, then idle, busy and idle again; print figures."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--repos", type=int, default=200)
    parser.add_argument("--busy", type=float, default=0.3, help="fraction changed (default 0.3)")
    parser.add_argument("--search", action="store_true", help="watches use prs.search")
    parser.add_argument("--interval", type=int, default=300, help="rules' poll interval (s)")
    parser.add_argument("--in-flight", type=int, default=6, help="schedule.max_in_flight")
    parser.add_argument(
        "--first-sight-polls", type=int, default=40, help="stop discovery polls after this many"
    )
    parser.add_argument("--db", default=None, help="store URL (default: a temp SQLite file)")
    args = parser.parse_args()

    clock = mp.Value("d", START.timestamp())
    ours, theirs = mp.Pipe()
    fake = mp.get_context("fork").Process(
        target=serve, args=(theirs, args.repos, clock), daemon=True
    )
    t0 = time.perf_counter()
    fake.start()
    url = ours.recv()
    print(
        f"{args.repos} repositories x (40 PRs, 5 releases), search={args.search}, "
        f"max_in_flight={args.in_flight}, interval {args.interval} s, "
        f"seeded in {time.perf_counter() - t0:.1f} s; load average {os.getloadavg()[0]:.1f}"
    )
    store = open_store(args.db or f"sqlite:///{tempfile.mkdtemp(prefix='fleet-')}/watcher.db")
    store.init()
    rules = fleet_rules(args.repos, args.search, args.interval, args.in_flight)
    settings = Settings(github_api_url=url)

    def now() -> dt.datetime:
        return dt.datetime.fromtimestamp(float(clock.value), dt.UTC)

    print(
        "| poll | requests | units | 304s | wall | pending | core wait | failed | events "
        "| units/hour |\n|---|---|---|---|---|---|---|---|---|---|"
    )

    def poll(label: str) -> PollResult:
        ours.send(("reset", None))
        ours.recv()
        start = time.perf_counter()
        result = poll_sync(settings, rules, store, clock=now)
        wall = time.perf_counter() - start
        ours.send(("counts", None))
        counts = ours.recv()
        per_hour = counts["units"] * 3600 / args.interval
        print(
            f"| {label} | {counts['requests']} | {counts['units']} | "
            f"{counts['not_modified']} | {wall:.1f} s | {len(result.discovery_pending)} | "
            f"{len(result.core_pending)} | "
            f"{len(result.failed)} | {len(result.events)} | {per_hour:,.0f} |",
            flush=True,
        )
        clock.value += args.interval
        return result

    result = poll("first")
    n = 1
    while result.discovery_pending and n < args.first_sight_polls:
        n += 1
        result = poll(f"first sight, {n}")
    poll("idle")
    ours.send(("busy", int(args.repos * args.busy)))
    ours.recv()
    poll(f"{args.busy:.0%} changed")
    poll("idle")
    ours.send(("stop", None))
    ours.recv()
    store.dispose()


if __name__ == "__main__":
    main()
