"""Budgets: each rate-limit resource's work fits its limit this poll or waits for the next.

Core: when the core limit runs low, repositories with tracked PRs or pending containment
checks go first (:func:`urgent_repos`) and quiet ones wait (:class:`CoreBudget`); a core
wait longer than the poll interval ends the core work of this poll, not the poll. A
repository that waits is carried to the next poll and reported, never a failed poll.

Search: discovery paced within GitHub's search limit, carried over.

GitHub allows 30 searches a minute. A new watch with ``prs.search`` needs one to ten of
them for its first sight, so a fleet of new watches cannot all be discovered in one
poll without sleeping through the limit. :class:`SearchPacer` lets one search run at a
time, starts a watch's search only while the known search budget has room, and
otherwise leaves the watch pending: it is not baselined, so the next poll discovers
it. A pending watch is a note in the poll summary, never a failed poll.
"""

from __future__ import annotations

import asyncio
import math
from collections.abc import Collection
from typing import Any
from urllib.parse import urlsplit

import sqlalchemy as sa

from watcher.errors import GitHubError, RateLimited
from watcher.github.client import GitHubClient
from watcher.github.sansio import RateLimit, resource_of
from watcher.store import PullSnapshot, Store

CORE_RESERVE = 0.1
"""Share of the core limit kept for tracked PRs and containment checks: quiet
repositories start only while more than this is left (500 of GitHub's 5,000)."""


def urgent_repos(store: Store, names: Collection[str]) -> set[str]:
    """Repositories among ``names`` with a followed open PR or a merged one whose release
    is not known yet (a pending containment check): these go first when core runs low
    (with those whose watches list PR numbers under ``prs.track``)."""
    table = PullSnapshot.__table__  # type: ignore[attr-defined]
    query = sa.select(table.c.repo, table.c.rules).where(
        sa.or_(table.c.state == "open", sa.and_(table.c.merged, table.c.released_in.is_(None)))
    )
    with store.engine.connect() as conn:
        return {repo for repo, rules in conn.execute(query) if rules and repo in names}


def core_exhausted(exc: GitHubError) -> bool:
    """Whether ``exc`` is the core limit refusing work for the rest of this poll."""
    return isinstance(exc, RateLimited) and resource_of(urlsplit(exc.url or "").path) == "core"


class CoreBudget:
    """Whether a repository's work may start now, given what is known of the core limit."""

    def __init__(self, client: GitHubClient, reserve: float = CORE_RESERVE) -> None:
        self.client = client
        self.reserve = reserve
        self.exhausted = False  # a core wait past the poll interval was refused
        self.reason = ""  # the refusal, for the poll's warning
        self.pending: set[str] = set()  # repositories carried to the next poll

    def refused(self, repo: str, exc: GitHubError) -> None:
        """A core wait was refused: ``repo`` and every repository not started yet wait."""
        if not self.exhausted:
            self.exhausted, self.reason = True, str(exc)
        self.pending.add(repo)

    def may_start(self, urgent: bool) -> bool:
        """Urgent work starts while core is not exhausted; quiet work only above the reserve."""
        if self.exhausted:
            return False
        limit = self.client.rate_limits.get("core")
        if urgent or limit is None or limit.seconds_until_reset(self.client.clock()) <= 0:
            return True
        return limit.remaining > math.ceil(limit.limit * self.reserve)


def search_limit_from(body: Any) -> RateLimit | None:
    """The ``search`` resource of a ``GET /rate_limit`` body (None if absent or malformed)."""
    resources = body.get("resources") if isinstance(body, dict) else None
    search = resources.get("search") if isinstance(resources, dict) else None
    if not isinstance(search, dict):
        return None
    try:
        return RateLimit(
            limit=int(search["limit"]),
            remaining=int(search["remaining"]),
            reset_epoch=int(search["reset"]),
            resource="search",
        )
    except (KeyError, TypeError, ValueError):
        return None


class SearchPacer:
    """One search at a time, and only while the search limit has room this poll."""

    def __init__(self, client: GitHubClient) -> None:
        self.client = client
        self.lock = asyncio.Lock()
        self.pending: set[str] = set()  # repositories with discovery carried over
        self._asked = False

    async def _known_limit(self) -> RateLimit | None:
        """The search limit from the last search response, else from ``/rate_limit`` (free)."""
        limit = self.client.rate_limits.get("search")
        if limit is None and not self._asked:
            self._asked = True
            try:
                resp = await self.client.get("/rate_limit", conditional=False)
            except GitHubError:
                return None
            limit = search_limit_from(resp.data)
            if limit is not None:
                self.client.rate_limits.setdefault("search", limit)
        return limit

    async def has_room(self) -> bool:
        """True when a search may start now without waiting for the window to reset."""
        limit = await self._known_limit()
        if limit is None:
            return True
        now = self.client.clock()
        return limit.remaining > self.client.rate_reserve or limit.seconds_until_reset(now) <= 0
