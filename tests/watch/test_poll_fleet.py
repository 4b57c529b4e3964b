"""A fleet of repositories in one poll: bounded concurrency, paced discovery, isolation."""

from __future__ import annotations

import asyncio
import datetime as dt
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import httpx

from tests.fakes.github_api import FakeGitHub
from tests.fakes.github_api import ts as at
from watcher.config import Settings
from watcher.rules import Rules
from watcher.store import Store
from watcher.watch.budget import search_limit_from
from watcher.watch.poll import PollResult, poll_sync

SEARCHING = {"search": "clover", "match": {"all": [{"pattern": "clover"}]}}


def fleet_rules(names: list[str], prs: dict[str, Any], **schedule: Any) -> Rules:
    """One watch per repository, all alike."""
    watches = [{"name": f"w{i}", "repo": n, "prs": prs} for i, n in enumerate(names)]
    return Rules.model_validate({"watches": watches, "schedule": schedule})


def keys(result: PollResult) -> list[str]:
    return [e.key for e in result.events]


class CountingTransport(httpx.AsyncBaseTransport):
    """Real HTTP to the fake, counting how many requests are in flight at once."""

    def __init__(self) -> None:
        self.inner = httpx.AsyncHTTPTransport()
        self.now = 0
        self.peak = 0

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        self.now += 1
        self.peak = max(self.peak, self.now)
        try:
            resp = await self.inner.handle_async_request(request)
            await resp.aread()
            return resp
        finally:
            self.now -= 1

    async def aclose(self) -> None:
        await self.inner.aclose()


INTERVAL = dt.timedelta(minutes=5)
"""How far the clock moves between two polls: past the one-minute search window, so each
poll starts with a fresh search budget."""


def poller(
    gh: FakeGitHub,
    rules: Rules,
    store: Store,
    clock: list[dt.datetime],
    *,
    slept: list[float] | None = None,
    step: dt.timedelta | None = INTERVAL,
    **options: Any,
) -> Callable[[], PollResult]:
    """A poll of ``rules`` against ``gh`` at ``clock[0]`` (then moved on by ``step``);
    sleeps are recorded in ``slept`` instead of taken, where given."""
    more: dict[str, Any] = dict(options)
    if slept is not None:
        more["sleep"] = slept.append

    def run() -> PollResult:
        result = poll_sync(
            Settings(github_api_url=gh.url), rules, store, clock=lambda: clock[0], **more
        )
        if step is not None:
            clock[0] += step
        return result

    return run


@dataclass
class Paced:
    """What :func:`discover_then_merge` saw: the discovery polls, then the poll after every
    watch's PR merged, then one more."""

    polls: list[PollResult]
    merged: PollResult
    after: PollResult
    slept: list[float]
    units: int

    @property
    def pending(self) -> list[int]:
        """How many watches still waited for discovery after each discovery poll."""
        return [len(result.discovery_pending) for result in self.polls]

    @property
    def discovered(self) -> list[str]:
        """The event keys of the discovery polls, in order."""
        return [key for result in self.polls for key in keys(result)]


def discover_then_merge(
    store: Store,
    names: list[str],
    *,
    search_limit: int,
    pr: int,
    max_polls: int,
    unrelated: int | None = None,
) -> Paced:
    """New ``prs.search`` watches on ``names``, each with a "clover support" PR ``pr`` (and
    an "unrelated" PR ``unrelated``), against ``search_limit`` searches a minute: poll every
    ``INTERVAL`` until no discovery is pending or ``max_polls`` polls ran, then merge every
    ``pr`` and poll twice."""
    clock = [at("2026-11-29T12:00:00Z")]
    slept: list[float] = []
    with FakeGitHub(search_limit=search_limit, clock=lambda: clock[0].timestamp()) as gh:
        for n in names:
            gh.add_repo(n)
            if unrelated is not None:
                gh.add_pull(n, unrelated, title="unrelated", at="2026-10-01T00:00:00Z")
            gh.add_pull(n, pr, title="clover support", at="2026-11-01T00:00:00Z")

        run = poller(gh, fleet_rules(names, SEARCHING), store, clock, slept=slept)

        polls = [run()]
        while polls[-1].discovery_pending and len(polls) < max_polls:
            polls.append(run())
        for n in names:
            gh.merge_pull(n, pr, at=clock[0] - dt.timedelta(minutes=1))
        merged = run()
        after = run()
        units = gh.counts()["units"]
    return Paced(polls, merged, after, slept, units)


def test_requests_in_flight_are_bounded_by_the_rules(store: Store) -> None:
    """Twelve slow repositories, ``max_in_flight: 3``: three at a time, never more."""
    names = [f"org/r{i}" for i in range(12)]
    with FakeGitHub() as gh:
        for n in names:
            gh.add_repo(n)
            gh.add_pull(n, 1, title="t", at="2026-11-01T00:00:00Z")
        gh.delay(r"/pulls$", 0.15, times=len(names))
        transport = CountingTransport()
        result = poll_sync(
            Settings(github_api_url=gh.url),
            fleet_rules(names, {"track": [1]}, max_in_flight=3),
            store,
            clock=lambda: at("2026-11-29T12:00:00Z"),
            transport=transport,
        )
    assert transport.peak == 3  # concurrent, and within the bound
    assert sorted(result.repos) == sorted(names) and not result.warnings
    assert keys(result) == [f"{n}#1:pr_discovered" for n in names]  # rules' order


def test_a_404_neighbour_is_reported_and_retried_and_stops_nothing(store: Store) -> None:
    """A typo'd repository and one that turns private: the others are polled; later the
    private one is asked again and its missed merge is reported once."""
    good, flaky, typo = "org/good", "org/flaky", "org/typo"
    slept: list[float] = []
    with FakeGitHub() as gh:
        for n in (good, flaky):
            gh.add_repo(n)
            gh.add_pull(n, 1, title="t", at="2026-11-01T00:00:00Z")
        rules = fleet_rules([typo, flaky, good], {"track": [1]})

        def run(now: str) -> PollResult:
            return poll_sync(
                Settings(github_api_url=gh.url),
                rules,
                store,
                clock=lambda: at(now),
                sleep=slept.append,
            )

        first = run("2026-11-29T12:00:00Z")
        assert keys(first) == [f"{flaky}#1:pr_discovered", f"{good}#1:pr_discovered"]
        assert list(first.failed) == [typo]
        assert any(w.startswith(f"{typo}: GitHub says 404") for w in first.warnings)
        gh.merge_pull(flaky, 1, at="2026-11-29T12:10:00Z")
        gh.merge_pull(good, 1, at="2026-11-29T12:10:00Z")
        gh.fail(rf"^/repos/{flaky}/", 404, times=100, body={"message": "Not Found"})
        second = run("2026-11-29T12:30:00Z")
        assert keys(second) == [f"{good}#1:pr_merged"]
        assert sorted(second.failed) == [flaky, typo]
        assert "skipped this poll (retried next poll)" in second.summary()["warnings"][-1]
        gh.faults.clear()
        third = run("2026-11-29T13:00:00Z")
        assert keys(third) == [f"{flaky}#1:pr_merged"]  # not lost while it was failing
        assert list(third.failed) == [typo]
        assert keys(run("2026-11-29T13:30:00Z")) == []  # and not doubled
    assert slept == []  # a 404 is not retried within the poll


def test_discovery_is_paced_over_polls_within_a_small_search_limit(store: Store) -> None:
    """Eight new search watches, three searches a minute: discovered over three polls,
    never sleeping for the limit, no event lost or doubled."""
    names = [f"org/r{i}" for i in range(8)]
    paced = discover_then_merge(store, names, search_limit=3, pr=7, max_polls=3)
    assert all(not result.failed for result in paced.polls)
    assert paced.pending == [5, 2, 0]
    assert sorted(paced.discovered) == [f"{n}#7:pr_discovered" for n in names]  # each once
    assert paced.slept == []
    assert keys(paced.merged) == [f"{n}#7:pr_merged" for n in names]
    assert keys(paced.after) == []
    assert paced.units > 0


def test_pending_discovery_is_a_note_not_a_failure(store: Store) -> None:
    """The poll summary says how many repositories wait for discovery."""
    names = [f"org/r{i}" for i in range(3)]
    clock = [at("2026-11-29T12:00:00Z")]
    with FakeGitHub(search_limit=1, clock=lambda: clock[0].timestamp()) as gh:
        for n in names:
            gh.add_repo(n)
        result = poll_sync(
            Settings(github_api_url=gh.url),
            fleet_rules(names, SEARCHING),
            store,
            clock=lambda: clock[0],
        )
    summary = result.summary()
    assert summary["failed_repos"] == {} and len(summary["discovery_pending"]) == 2
    assert "discovery pending for 2 repositories" in summary["warnings"][-1]


def test_search_limit_read_from_the_rate_limit_body() -> None:
    """``GET /rate_limit``'s search resource; anything malformed is None."""
    body = {"resources": {"search": {"limit": 30, "remaining": 4, "reset": 1700000000}}}
    limit = search_limit_from(body)
    assert limit is not None and (limit.remaining, limit.resource) == (4, "search")
    assert search_limit_from({"resources": {"search": {"limit": "x"}}}) is None
    assert search_limit_from([]) is None


def test_fake_search_window_rolls_over_like_githubs() -> None:
    """Spent search budget comes back once the reset time has passed."""
    clock = [1_800_000_000.0]
    with FakeGitHub(search_limit=1, clock=lambda: clock[0]) as gh:
        gh.add_repo("org/a")

        async def search() -> httpx.Response:
            async with httpx.AsyncClient() as http:
                return await http.get(f"{gh.url}/search/issues", params={"q": "x repo:org/a"})

        assert asyncio.run(search()).status_code == 200
        limited = asyncio.run(search())
        assert limited.status_code == 403 and limited.headers["X-RateLimit-Remaining"] == "0"
        clock[0] = float(limited.headers["X-RateLimit-Reset"])
        again = asyncio.run(search())
    assert again.status_code == 200 and again.headers["X-RateLimit-Remaining"] == "0"
    assert int(again.headers["X-RateLimit-Reset"]) == int(clock[0]) + 60


def test_a_rate_limit_wait_past_the_interval_ends_core_work_not_the_poll(store: Store) -> None:
    """The core limit spent with its reset after the next poll: the first refusal ends
    the core work of this poll (no other repository sends a request), every repository
    waits with a note and none is a failure, nobody sleeps, and the next poll (after the
    reset) polls them."""
    clock = [at("2026-11-29T12:00:00Z")]
    slept: list[float] = []
    names = ["org/a", "org/b"]
    with FakeGitHub(clock=lambda: clock[0].timestamp()) as gh:
        for n in names:
            gh.add_repo(n)
            gh.add_pull(n, 1, title="t", at="2026-11-01T00:00:00Z")
        rules = fleet_rules(names, {"track": [1]}, poll_interval_s=300)
        gh.set_rate_limit("core", 0, int(clock[0].timestamp()) + 3000)

        run = poller(gh, rules, store, clock, slept=slept, step=None, max_in_flight=1)

        waiting = run()
        assert waiting.core_pending == names and waiting.failed == {}
        assert waiting.events == [] and gh.counts()["requests"] == 1
        note = waiting.summary()["warnings"][-1]
        assert note.startswith("2 repositories wait for the next poll: core work ended")
        assert "more than the allowed 300s" in note
        clock[0] += dt.timedelta(seconds=3001)
        polled = run()
    assert slept == []
    assert keys(polled) == [f"{n}#1:pr_discovered" for n in names] and not polled.failed
    assert polled.core_pending == []


def test_low_core_budget_polls_tracked_prs_first_and_quiet_repositories_wait(
    store: Store,
) -> None:
    """Core runs low (a 20-unit limit, 3 left): the repository with a followed open PR is
    polled first although listed last, the quiet ones wait for the next poll (a note, not
    a failure), and what changed in a quiet one meanwhile is reported once, later."""
    clock = [at("2026-11-29T12:00:00Z")]
    slept: list[float] = []
    quiet = [f"org/quiet{i}" for i in range(3)]
    names = [*quiet, "org/busy"]
    with FakeGitHub(core_limit=20, clock=lambda: clock[0].timestamp()) as gh:
        for n in quiet:
            gh.add_repo(n)
            gh.add_pull(n, 1, title="unrelated", at="2026-11-01T00:00:00Z")
        gh.add_repo("org/busy")
        gh.add_pull("org/busy", 1, title="clover support", at="2026-11-01T00:00:00Z")
        rules = fleet_rules(names, {"match": {"all": [{"pattern": "clover"}]}})

        run = poller(gh, rules, store, clock, slept=slept, max_in_flight=1)

        first = run()
        assert first.core_pending == [] and not first.failed
        gh.set_rate_limit("core", 3, int(clock[0].timestamp()) + 3000)
        gh.merge_pull("org/busy", 1, at=clock[0] - dt.timedelta(minutes=1))
        gh.add_pull("org/quiet0", 2, title="clover kernels", at=clock[0] - dt.timedelta(minutes=1))
        gh.reset_counters()
        low = run()
        assert keys(low) == ["org/busy#1:pr_merged"]
        assert low.core_pending == quiet and low.failed == {}
        assert all("/quiet" not in path for _, path, _ in gh.log)  # not even a 304 asked
        note = low.summary()["warnings"][-1]
        assert note == (
            "3 repositories wait for the next poll: the core rate limit runs low; "
            "tracked PRs and containment checks went first"
        )
        clock[0] += dt.timedelta(seconds=3001)  # the window resets
        later = run()
        assert later.core_pending == [] and not later.failed
        assert keys(later) == ["org/quiet0#2:pr_opened"]
        assert keys(run()) == []  # not doubled
    assert slept == []


def test_first_poll_of_200_searching_repositories_spreads_discovery_over_polls(
    store: Store,
) -> None:
    """Issue 19's done-when at full size: 200 new ``prs.search`` watches against a search
    limit of 50 a minute. No poll fails or sleeps; discovery takes exactly the four polls
    the limit requires; every watch's PR is discovered once and its merge reported once."""
    names = [f"org{i // 100}/r{i}" for i in range(200)]
    paced = discover_then_merge(store, names, search_limit=50, pr=2, unrelated=1, max_polls=4)
    for result in [*paced.polls, paced.merged, paced.after]:
        assert not result.failed and not result.core_pending
    assert paced.pending == [150, 100, 50, 0]
    assert sorted(paced.discovered) == sorted(f"{n}#2:pr_discovered" for n in names)
    assert sorted(keys(paced.merged)) == sorted(f"{n}#2:pr_merged" for n in names)
    assert keys(paced.after) == []
    assert paced.slept == []


def test_a_prs_track_watch_goes_before_quiet_ones_when_core_runs_low(store: Store) -> None:
    """A closed PR listed under ``prs.track`` is not an open followed PR, but its
    repository is still served first; the quiet ones listed before it wait."""
    clock = [at("2026-11-29T12:00:00Z")]
    quiet = ["org/q0", "org/q1"]
    with FakeGitHub(core_limit=20, clock=lambda: clock[0].timestamp()) as gh:
        for n in [*quiet, "org/tracker"]:
            gh.add_repo(n)
            gh.add_pull(n, 5, title="unrelated", at="2026-11-01T00:00:00Z")
        gh.close_pull("org/tracker", 5, at="2026-11-02T00:00:00Z")
        match = {"match": {"all": [{"pattern": "clover"}]}}
        watches = [{"name": f"w{i}", "repo": n, "prs": match} for i, n in enumerate(quiet)]
        watches.append({"name": "t", "repo": "org/tracker", "prs": {"track": [5]}})
        rules = Rules.model_validate({"watches": watches})

        run = poller(gh, rules, store, clock, max_in_flight=1)

        assert run().core_pending == []
        gh.set_rate_limit("core", 3, int(clock[0].timestamp()) + 3000)
        gh.reopen_pull("org/tracker", 5, at=clock[0] - dt.timedelta(minutes=1))
        low = run()
    assert low.core_pending == quiet and not low.failed
    assert keys(low) == ["org/tracker#5:pr_reopened:2026-11-02T00:00:00Z"]
