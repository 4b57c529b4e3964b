"""Two replicas polling one repository at once: a slower one's older view changes nothing.

Replica B fetches, upstream changes, replica A fetches and commits, then B commits what it
fetched before the change. B's transaction locks the repo row and re-reads the stored state
(A's), so its events are deduplicated by key; its *observation* is older than the stored
snapshot, though, and must not be applied over it (that would move the PR back in time and
let detection see a reopening that never happened).
"""

from __future__ import annotations

import asyncio
import datetime as dt

import httpx
import sqlalchemy as sa
from faultplan import REPO_ROOT, SGLANG, scenario

from tests.fakes.github_api import FakeGitHub
from watcher.config import Settings
from watcher.github.client import GitHubClient, MemoryCache
from watcher.rules import load_rules
from watcher.store import Store
from watcher.watch.fetch import Fetched
from watcher.watch.persist import persist
from watcher.watch.poll import PollResult, fetch_repo, poll_sync

NOW = dt.datetime(2030, 1, 5, 12, 0, tzinfo=dt.UTC)


def _fetch(store: Store, gh: FakeGitHub, now: str) -> Fetched:
    rules = load_rules(REPO_ROOT / "rules")

    async def go() -> Fetched:
        async with httpx.AsyncClient() as http:
            client = GitHubClient(gh.url, http=http, cache=MemoryCache(), clock=lambda: NOW)
            return await fetch_repo(store, client, SGLANG, SGLANG, rules.repos()[SGLANG], now)

    return asyncio.run(go())


def test_stale_observation_does_not_reopen_or_regress(any_store: Store) -> None:
    """B fetched #46927 open, A saw it closed and committed first: no pr_reopened, stays closed."""
    rules = load_rules(REPO_ROOT / "rules")
    with FakeGitHub() as gh:
        scenario(gh)
        poll_sync(Settings(github_api_url=gh.url), rules, any_store, clock=lambda: NOW)
        stale = _fetch(any_store, gh, "2030-01-05T12:01:00Z")  # replica B, before the close
        gh.close_pull(SGLANG, 46927, at="2030-01-05T12:02:00Z")
        fresh = _fetch(any_store, gh, "2030-01-05T12:03:00Z")  # replica A, after it
        watches = rules.repos()[SGLANG]
        a = persist(any_store, fresh, watches, rules, "2030-01-05T12:03:00Z", PollResult())
        b = persist(any_store, stale, watches, rules, "2030-01-05T12:04:00Z", PollResult())
        again = poll_sync(Settings(github_api_url=gh.url), rules, any_store, clock=lambda: NOW)
    assert [e.type for e in a] == ["pr_closed"]
    assert b == []
    assert again.events == []
    with any_store.engine.connect() as conn:
        state = conn.execute(
            sa.text("SELECT state FROM pr_snapshot WHERE repo = :r AND number = 46927"),
            {"r": SGLANG},
        ).scalar()
        types = [t for (t,) in conn.execute(sa.text("SELECT type FROM event ORDER BY id"))]
    assert state == "closed"
    assert "pr_reopened" not in types
