"""Cost of dispatching and following N jobs through the github-actions backend.

Runs the real dispatcher and PyGithub over loopback HTTP against the fake Actions API
(tests/fakes/actions_api.py, paginated like GitHub), with two dispatcher processes
(threads with their own lease owner) racing on one store. Prints API requests per job by
kind, passes until every job finished, wall time per pass, and duplicate dispatches.

    python benchmarks/dispatch_pass.py --jobs 200 [--no-pacing] [--pg postgresql://postgres@127.0.0.1/test]
"""

from __future__ import annotations

import argparse
import collections
import datetime as dt
import json
import sys
import tempfile
import threading
import time
import uuid
from pathlib import Path

import httpx
import sqlalchemy as sa
from github import Auth, Github

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.dispatch.conftest import queue_job, result_doc  # noqa: E402
from tests.fakes.actions_api import FakeActions, make_zip  # noqa: E402
from watcher.dispatch import Dispatcher  # noqa: E402
from watcher.dispatch import jobs as store_jobs  # noqa: E402
from watcher.dispatch.github_actions import GitHubActionsBackend  # noqa: E402
from watcher.rules import load_rules  # noqa: E402
from watcher.store import Store, open_store  # noqa: E402

BENCH = "clover-sglang-selfspec-h200"


class Clock:
    """Wall time plus a manual offset (so a pass can 'wait' a minute instantly)."""

    def __init__(self) -> None:
        self.offset = 0.0

    def __call__(self) -> dt.datetime:
        return dt.datetime.now(dt.UTC) + dt.timedelta(seconds=self.offset)


def kind(path: str, host: str) -> str:
    """Name a request by its endpoint."""
    if host == "storage":
        return "storage zip"
    for suffix, name in (
        ("/dispatches", "POST dispatch"),
        ("/artifacts", "list artifacts"),
        ("/zip", "artifact redirect"),
        ("/actions/runs", "list runs"),
    ):
        if path.endswith(suffix):
            return name
    return "get run" if "/actions/runs/" in path else "other"


def main() -> None:
    """Run the measurement and print the figures."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--jobs", type=int, default=200)
    ap.add_argument(
        "--pg",
        default=None,
        metavar="ADMIN_URL",
        help="PostgreSQL admin URL: a throw-away database is created and dropped "
        "(default: a temp SQLite file)",
    )
    ap.add_argument(
        "--no-pacing",
        action="store_true",
        help="drop PyGithub's pacing (0.25 s between requests, 1 s between writes)",
    )
    args = ap.parse_args()
    tmp = tempfile.mkdtemp()
    scratch = _scratch_pg(args.pg) if args.pg else None
    store = open_store(scratch[1] if scratch else f"sqlite:///{tmp}/bench.db")
    store.init()
    try:
        _measure(args, store, Clock())
    finally:
        store.dispose()
        if scratch:
            _drop_pg(*scratch)


def _scratch_pg(admin_url: str) -> tuple[str, str]:
    """Create a throw-away database; (admin URL, its URL)."""
    admin_url = admin_url.replace("postgresql://", "postgresql+psycopg://", 1)
    name = f"watcher_bench_{uuid.uuid4().hex[:10]}"
    admin = sa.create_engine(admin_url, isolation_level="AUTOCOMMIT")
    with admin.connect() as conn:
        conn.execute(sa.text(f'CREATE DATABASE "{name}"'))
    admin.dispose()
    url = sa.engine.make_url(admin_url).set(database=name)
    return admin_url, url.render_as_string(hide_password=False)


def _drop_pg(admin_url: str, url: str) -> None:
    name = sa.engine.make_url(url).database
    admin = sa.create_engine(admin_url, isolation_level="AUTOCOMMIT")
    with admin.connect() as conn:
        conn.execute(sa.text(f'DROP DATABASE IF EXISTS "{name}"'))
    admin.dispose()


def _measure(args: argparse.Namespace, store: Store, clock: Clock) -> None:
    """Queue the jobs, run passes until all finished, print the figures."""
    rules = load_rules(ROOT / "rules")
    bench = rules.benchmarks[BENCH]
    fake = FakeActions(
        clock=clock,
        artifact_for=lambda i: {
            "bench-result": make_zip({"result.json": json.dumps(result_doc(i["job_id"])).encode()})
        },
    ).start()
    with store.session() as s:
        for n in range(args.jobs):
            queue_job(
                s,
                benchmark=BENCH,
                engine=bench.engine,
                engine_ref=f"{n + 1:040x}",
                mode=bench.mode,
                runner=bench.runner,
                backend="github-actions",
                event_key=None,
                repo=None,
                pr=None,
                now=clock(),
            )

    def backend() -> GitHubActionsBackend:
        pace = (
            {"seconds_between_requests": None, "seconds_between_writes": None}
            if args.no_pacing
            else {}
        )
        gh = Github(
            base_url=fake.api_url,
            auth=Auth.Token("fake-token"),
            lazy=True,
            retry=None,
            timeout=30,
            per_page=100,
            **pace,
        )
        return GitHubActionsBackend(
            gh,
            httpx.Client(timeout=30),
            api_url=fake.api_url,
            token="fake-token",
            default_repo=fake.repo,
            clock=clock,
        )

    backends = [backend() for _ in range(2)]
    owners = [
        Dispatcher(store, rules, lambda n, b=b: b, clock=clock, owner=f"p{i}")
        for i, b in enumerate(backends)
    ]
    passes, times = 0, []
    while True:
        with store.session() as s:
            states = collections.Counter(j.state for j in store_jobs.list_jobs(s))
        if states.get("succeeded", 0) + states.get("failed", 0) == args.jobs or passes > 20:
            break
        started = time.perf_counter()
        threads = (
            [threading.Thread(target=d.run_once) for d in owners]
            if passes == 0
            else [threading.Thread(target=owners[passes % 2].run_once)]
        )
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        times.append(time.perf_counter() - started)
        passes += 1
        clock.offset += 60
    fake.stop()
    by_kind = collections.Counter(kind(r.path, r.host) for r in fake.requests)
    dispatched_ids = [d["inputs"]["job_id"] for d in fake.dispatches]
    print(
        f"store: {store.dialect}; jobs: {args.jobs}; two dispatchers raced on pass 1; "
        f"PyGithub pacing: {'off' if args.no_pacing else 'on (default)'}"
    )
    print(f"final states: {dict(states)}")
    print(
        f"dispatches sent: {len(dispatched_ids)}; duplicate dispatches: "
        f"{len(dispatched_ids) - len(set(dispatched_ids))}"
    )
    print(
        f"passes until all finished: {passes}; wall time per pass (s): "
        + ", ".join(f"{t:.2f}" for t in times)
    )
    total = sum(by_kind.values())
    print(f"requests: {total} total, {total / args.jobs:.2f} per job")
    for name, count in sorted(by_kind.items()):
        print(f"  {name:18s} {count:6d}  ({count / args.jobs:.2f}/job)")
    print(f"storage requests refused for carrying Authorization: {fake.storage_refusals}")
    print(f"mean time per job: {sum(times) / args.jobs * 1000:.1f} ms")


if __name__ == "__main__":
    main()
