"""One poll: fetch what changed upstream, detect events, persist them exactly once.

Per repository (canonical name; renames are followed and remembered):

1. read the stored state (short read transaction, :mod:`watcher.watch.snapshots`);
2. fetch, spending as few rate-limit units as possible (:mod:`watcher.watch.fetch`);
3. in ONE transaction, detect and write, handing off only new events
   (:mod:`watcher.watch.persist`).

Repositories are polled concurrently, at most ``schedule.max_in_flight`` at a time (each
repository sends its requests one after another, so that is also the number of requests
in flight), over one keep-alive connection pool. The store is written from the event
loop's thread only: each repository's transaction runs whole between two awaits.

One repository's failure (404, timeout, a rate-limit wait too long, a malformed listing)
is a warning for that repository; its state is not advanced, so the next poll retries
it, and the others are polled. A bad token (401) still ends the poll: it fails them all.
First-sight searches are paced by :class:`watcher.watch.budget.SearchPacer`; a watch
whose search does not fit this poll is discovered by a later one. Repositories with
tracked PRs or pending containment checks are polled first; when the core limit runs low
(:class:`watcher.watch.budget.CoreBudget`) quiet ones wait for the next poll, and a core
wait past the poll interval carries every repository not yet polled over to the next.
"""

from __future__ import annotations

import asyncio
import datetime as dt
from collections.abc import Callable, Coroutine, Sequence
from typing import Any, TypeVar

import httpx
from sqlmodel import select

from watcher import _crash as crash
from watcher.config import Settings
from watcher.errors import GitHubError, Unauthorized
from watcher.github.client import Counters, GitHubClient, MemoryCache, StoreCache
from watcher.rules.models import Rules, Watch
from watcher.store import Repo, Store, iso
from watcher.watch.budget import CoreBudget, SearchPacer, core_exhausted, urgent_repos
from watcher.watch.detect import RepoState
from watcher.watch.events import EventRecord
from watcher.watch.fetch import Fetched, RepoPoller
from watcher.watch.persist import changes_nothing, persist, record_failures
from watcher.watch.renames import rename_repo, renamed_to
from watcher.watch.result import PollResult
from watcher.watch.snapshots import RepoMeta, read_repo, repo_meta

__all__ = ["PollResult", "fetch_repo", "poll", "poll_sync"]

Groups = dict[str, tuple[str, list[Watch]]]
T = TypeVar("T")


async def _all(coros: Sequence[Coroutine[Any, Any, T]]) -> list[T]:
    """Run concurrently; the first error cancels the rest and is raised as itself."""
    try:
        async with asyncio.TaskGroup() as tg:
            tasks = [tg.create_task(c) for c in coros]
    except BaseExceptionGroup as group:
        first = group.exceptions[0]
        while isinstance(first, BaseExceptionGroup):
            first = first.exceptions[0]
        # "raise first from None" would overwrite first.__cause__ (say the ConnectError that
        # the CLI's offline hint looks for); keep the cause, drop only the group as context.
        first.__suppress_context__ = True
        raise first  # noqa: B904
    return [t.result() for t in tasks]


async def fetch_repo(
    store: Store,
    client: GitHubClient,
    canonical: str,
    requested: str,
    watches: Sequence[Watch],
    now: str,
    pacer: SearchPacer | None = None,
) -> Fetched:
    """Read the stored state and fetch; ``canonical`` changes if the repo was renamed."""
    with store.engine.connect() as conn:  # a read: no ORM session, nothing to commit
        row, stored = read_repo(conn, canonical)
    meta = repo_meta(row, canonical)
    meta.name = canonical
    meta.exists = True
    seen = set(client.redirects)
    poller = RepoPoller(client, watches, meta, stored, now=now, pacer=pacer)
    fetched = await poller.fetch(requested, now)
    fetched.stored, fetched.meta = stored, meta
    new_name = await renamed_to(client, canonical, seen)
    if new_name is not None:
        fetched.canonical = new_name
    return fetched


def _skipped(result: PollResult, repo: str, exc: GitHubError, budget: CoreBudget) -> None:
    """Record one repository's failure; the others go on and the next poll retries it."""
    # A bad token, or an API host that cannot be reached at all (refused, no route, DNS),
    # fails every repository alike: that ends the poll instead of skipping each in turn.
    if isinstance(exc, Unauthorized) or isinstance(exc.__cause__, httpx.ConnectError):
        raise exc
    if core_exhausted(exc):  # not this repository's failure: core waits for the next poll
        budget.refused(repo, exc)
        return
    result.failed[repo] = str(exc)
    result.warnings.append(f"{repo}: {exc}; repository skipped this poll (retried next poll)")


async def _canonical_groups(
    rules: Rules,
    store: Store,
    client: GitHubClient,
    gate: asyncio.Semaphore,
    result: PollResult,
    budget: CoreBudget,
) -> Groups:
    """Watches by canonical repository (with the name they were requested under).

    Names are resolved first (concurrently, for repositories never polled) so watches
    written with an old name join the canonical group. A repository that cannot be
    resolved (say a 404) is reported and left out of this poll.
    """

    wanted = rules.repos()
    with store.session() as session:  # every row once, not once per repository
        metas = [repo_meta(row, row.name) for row in session.exec(select(Repo)).all()]
    known: dict[str, RepoMeta] = {}
    for meta in metas:
        for alias in meta.aliases:
            known.setdefault(alias, meta)
    known.update({meta.name: meta for meta in metas})  # a canonical name beats an alias

    async def resolve(requested: str, watches: list[Watch]) -> str | None:
        names = [requested, *(n for w in watches for n in w.old_names)]
        meta = next((known[n] for n in names if n in known), RepoMeta(name=requested))
        if meta.exists:
            return meta.name
        poller = RepoPoller(client, watches, meta, RepoState(repo=requested))
        async with gate:
            if budget.exhausted:
                budget.pending.add(requested)
                return None
            try:
                return (await poller.canonical_name(requested))[0]
            except GitHubError as exc:
                _skipped(result, requested, exc, budget)
                return None

    resolved = await _all([resolve(r, ws) for r, ws in wanted.items()])
    groups: Groups = {}
    for (requested, watches), canonical in zip(wanted.items(), resolved, strict=True):
        if canonical is None:
            continue
        if canonical in groups:
            groups[canonical][1].extend(watches)
        else:
            groups[canonical] = (requested, list(watches))
    return groups


def _spent(client: GitHubClient, names: set[str]) -> Counters:
    """What the requests about these repository names cost."""
    total = Counters()
    for name in names:
        c = client.repo_counters.get(name)
        if c is not None:
            total.requests += c.requests
            total.units += c.units
    return total


async def _poll_repo(
    rules: Rules,
    store: Store,
    client: GitHubClient,
    canonical: str,
    requested: str,
    watches: list[Watch],
    *,
    now: str,
    dry_run: bool,
    gate: asyncio.Semaphore,
    pacer: SearchPacer,
    budget: CoreBudget,
    urgent: bool,
    result: PollResult,
) -> list[EventRecord]:
    """Fetch and persist one repository; its failure is a warning, never the poll's."""
    names = {canonical, requested}
    async with gate:
        if not budget.may_start(urgent):  # core runs low: this one waits for the next poll
            budget.pending.add(canonical)
            return []
        try:
            fetched = await fetch_repo(store, client, canonical, requested, watches, now, pacer)
            if fetched.canonical != canonical and not dry_run:
                # renamed since the baseline: move the stored state, then read it again
                rename_repo(store, canonical, fetched.canonical)
                canonical = fetched.canonical
                names.add(canonical)
                fetched = await fetch_repo(store, client, canonical, requested, watches, now, pacer)
        except GitHubError as exc:
            _skipped(result, canonical, exc, budget)
            return []
    fetched.aliases = sorted(set(fetched.aliases) | {requested} - {canonical})
    if fetched.pending_watches:
        pacer.pending.add(canonical)
    ready = [w for w in watches if w.name not in fetched.pending_watches]
    if dry_run or not changes_nothing(fetched, ready):
        new = persist(store, fetched, ready, rules, now, result, dry_run=dry_run)
    else:  # an idle repository: nothing to write, so no write transaction
        crash.point("poll.persist")  # still this repository's persist step for crash tests
        new = []
    result.warnings.extend(fetched.warnings)
    spent = _spent(client, names)
    result.repos[canonical] = {
        "events": len(new),
        "requests": spent.requests,
        "units": spent.units,
        "followed_prs": len(fetched.observation.prs),
    }
    return new


async def poll(
    rules: Rules,
    store: Store,
    client: GitHubClient,
    *,
    clock: Callable[[], dt.datetime],
    dry_run: bool = False,
    max_in_flight: int | None = None,
) -> PollResult:
    """One poll of every repository in the rules (concurrently, one transaction each)."""
    result = PollResult(dry_run=dry_run)
    now = iso(clock())
    gate = asyncio.Semaphore(max_in_flight or rules.schedule.max_in_flight)
    pacer = SearchPacer(client)
    budget = CoreBudget(client)
    groups = await _canonical_groups(rules, store, client, gate, result, budget)
    urgent = urgent_repos(store, set(groups))
    urgent |= {name for name, (_, ws) in groups.items() if any(w.prs.track for w in ws)}
    # tasks take the gate in the order they are made: tracked PRs and containment first
    order = sorted(groups, key=lambda name: name not in urgent)
    done = await _all(
        [
            _poll_repo(
                rules,
                store,
                client,
                canonical,
                requested,
                watches,
                now=now,
                dry_run=dry_run,
                gate=gate,
                pacer=pacer,
                budget=budget,
                urgent=canonical in urgent,
                result=result,
            )
            for canonical, (requested, watches) in ((n, groups[n]) for n in order)
        ]
    )
    by_name = dict(zip(order, done, strict=True))
    per_repo = [by_name[name] for name in groups]
    if result.failed and not dry_run:
        record_failures(store, result.failed, now)
    for new in per_repo:  # events in the rules' order of repositories, whatever finished first
        result.events.extend(new)
    result.repos = {name: result.repos[name] for name in sorted(result.repos)}
    result.discovery_pending = sorted(pacer.pending)
    if pacer.pending:
        result.warnings.append(
            f"discovery pending for {len(pacer.pending)} repositories: the search rate "
            "limit is spent for this poll; the next poll carries on"
        )
    result.core_pending = sorted(budget.pending)
    if budget.pending:
        why = (
            f"core work ended for this poll ({budget.reason})"
            if budget.exhausted
            else "the core rate limit runs low; tracked PRs and containment checks went first"
        )
        result.warnings.append(f"{len(budget.pending)} repositories wait for the next poll: {why}")
    result.counters = client.counters.as_dict()
    return result


def poll_sync(
    settings: Settings,
    rules: Rules,
    store: Store,
    *,
    clock: Callable[[], dt.datetime] | None = None,
    sleep: Callable[[float], Any] | None = None,
    dry_run: bool = False,
    transport: httpx.AsyncBaseTransport | None = None,
    client_options: dict[str, Any] | None = None,
    max_in_flight: int | None = None,
) -> PollResult:
    """Run :func:`poll` to completion with a client built from ``settings``."""
    clock = clock or (lambda: dt.datetime.now(dt.UTC))
    in_flight = max_in_flight or rules.schedule.max_in_flight

    async def _sleep(seconds: float) -> None:
        if sleep is None:
            await asyncio.sleep(seconds)
        else:
            await asyncio.to_thread(sleep, seconds)

    async def run() -> PollResult:
        """Build the client inside the event loop and poll."""
        cache: Any = StoreCache(store, clock)
        if dry_run:
            cache = MemoryCache(base=cache)
        options = dict(client_options or {})
        timeout = float(options.pop("timeout_s", 30.0))
        # a rate-limit wait past the next poll ends that repository's work for this poll
        options.setdefault("max_wait_s", float(rules.schedule.poll_interval_s))
        # one pool, kept alive between requests, no larger than the requests in flight
        limits = httpx.Limits(max_connections=in_flight, max_keepalive_connections=in_flight)
        http = httpx.AsyncClient(
            transport=transport, timeout=timeout, follow_redirects=False, limits=limits
        )
        async with http:
            client = GitHubClient(
                settings.github_api_url,
                settings.github_token,
                http=http,
                cache=cache,
                sleep=_sleep,
                clock=clock,
                **options,
            )
            return await poll(
                rules, store, client, clock=clock, dry_run=dry_run, max_in_flight=in_flight
            )

    return asyncio.run(run())
