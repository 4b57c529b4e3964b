"""One poll: fetch what changed upstream, detect events, persist them exactly once.

Per repository (canonical name; renames are followed and remembered):

1. read the stored state (short read transaction, :mod:`watcher.watch.snapshots`);
2. fetch, spending as few rate-limit units as possible (:mod:`watcher.watch.fetch`);
3. in ONE transaction, detect and write, handing off only new events
   (:mod:`watcher.watch.persist`).

Repositories are polled one after another; a malformed listing skips that repository
for this poll and the others go on.
"""

from __future__ import annotations

import asyncio
import datetime as dt
from collections.abc import Callable, Sequence
from typing import Any

import httpx
from sqlmodel import select

from watcher.config import Settings
from watcher.errors import PayloadInvalid
from watcher.github.client import GitHubClient, MemoryCache, StoreCache
from watcher.rules.models import Rules, Watch
from watcher.store import Repo, Store, iso
from watcher.watch.detect import RepoState
from watcher.watch.fetch import Fetched, RepoPoller
from watcher.watch.persist import persist
from watcher.watch.renames import rename_repo, renamed_to
from watcher.watch.result import PollResult
from watcher.watch.snapshots import find_repo_row, load_state, repo_meta

__all__ = ["PollResult", "fetch_repo", "poll", "poll_sync"]


async def fetch_repo(
    store: Store,
    client: GitHubClient,
    canonical: str,
    requested: str,
    watches: Sequence[Watch],
    now: str,
) -> Fetched:
    """Read the stored state and fetch; ``canonical`` changes if the repo was renamed."""
    with store.session() as session:
        row = session.exec(select(Repo).where(Repo.name == canonical)).first()
        stored = load_state(session, canonical, row)
        meta = repo_meta(row, canonical)
    meta.name = canonical
    meta.exists = True
    seen = set(client.redirects)
    fetched = await RepoPoller(client, watches, meta, stored, now=now).fetch(requested, now)
    new_name = await renamed_to(client, canonical, seen)
    if new_name is not None:
        fetched.canonical = new_name
    return fetched


async def _canonical_groups(
    rules: Rules, store: Store, client: GitHubClient
) -> dict[str, tuple[str, list[Watch]]]:
    """Watches by canonical repository (with the name they were requested under).

    Names are resolved first so watches written with an old name join the canonical group.
    """
    groups: dict[str, tuple[str, list[Watch]]] = {}
    for requested, watches in rules.repos().items():
        with store.session() as session:
            row = find_repo_row(session, [requested, *(n for w in watches for n in w.old_names)])
            meta = repo_meta(row, requested)
        canonical = meta.name
        if not meta.exists:
            poller = RepoPoller(client, watches, meta, RepoState(repo=requested))
            canonical, _ = await poller.canonical_name(requested)
        if canonical in groups:
            groups[canonical][1].extend(watches)
        else:
            groups[canonical] = (requested, list(watches))
    return groups


async def poll(
    rules: Rules,
    store: Store,
    client: GitHubClient,
    *,
    clock: Callable[[], dt.datetime],
    dry_run: bool = False,
) -> PollResult:
    """One poll of every repository in the rules (sequentially, one transaction each)."""
    result = PollResult(dry_run=dry_run)
    now = iso(clock())
    for canonical, (requested, watches) in (await _canonical_groups(rules, store, client)).items():
        before = client.counters.units
        requests_before = client.counters.requests
        try:
            fetched = await fetch_repo(store, client, canonical, requested, watches, now)
        except PayloadInvalid as exc:  # a malformed listing: skip this repo, poll the others
            result.warnings.append(f"{canonical}: {exc}; repository skipped this poll")
            continue
        if fetched.canonical != canonical and not dry_run:
            # renamed since the baseline: move the stored state, then read it again
            rename_repo(store, canonical, fetched.canonical)
            canonical = fetched.canonical
            fetched = await fetch_repo(store, client, canonical, requested, watches, now)
        fetched.aliases = sorted(set(fetched.aliases) | {requested} - {canonical})
        new = persist(store, fetched, watches, rules, now, result, dry_run=dry_run)
        result.events.extend(new)
        result.warnings.extend(fetched.warnings)
        result.repos[canonical] = {
            "events": len(new),
            "requests": client.counters.requests - requests_before,
            "units": client.counters.units - before,
            "followed_prs": len(fetched.observation.prs),
        }
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
) -> PollResult:
    """Run :func:`poll` to completion with a client built from ``settings``."""
    clock = clock or (lambda: dt.datetime.now(dt.UTC))

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
        http = httpx.AsyncClient(transport=transport, timeout=timeout, follow_redirects=False)
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
            return await poll(rules, store, client, clock=clock, dry_run=dry_run)

    return asyncio.run(run())
