"""Budgets: search-based discovery paced within GitHub's search limit, carried over.

GitHub allows 30 searches a minute. A new watch with ``prs.search`` needs one to ten of
them for its first sight, so a fleet of new watches cannot all be discovered in one
poll without sleeping through the limit. :class:`SearchPacer` lets one search run at a
time, starts a watch's search only while the known search budget has room, and
otherwise leaves the watch pending: it is not baselined, so the next poll discovers
it. A pending watch is a note in the poll summary, never a failed poll.
"""

from __future__ import annotations

import asyncio
from typing import Any

from watcher.errors import GitHubError
from watcher.github.client import GitHubClient
from watcher.github.sansio import RateLimit


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
