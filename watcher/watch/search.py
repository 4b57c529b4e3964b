"""First sight: which PRs a watch follows when the poller sees it for the first time.

A new watch with ``prs.search`` asks the search API (at most 1,000 hits) for candidate
PRs; numbers under ``prs.track`` are fetched one by one. Both yield PR numbers that the
fetch then asks for individually (the search hit lacks merge data). Searches are paced
by a :class:`watcher.watch.budget.SearchPacer`: a watch whose search does not fit in this
poll's search budget is returned as pending (not baselined, discovered next poll).
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import Any

from watcher.errors import RateLimited
from watcher.github import payloads
from watcher.github.client import GitHubClient, flatten
from watcher.rules.models import Watch
from watcher.watch.budget import SearchPacer
from watcher.watch.detect import follows
from watcher.watch.snapshots import pull_from_fields, read_item

PER_PAGE = 100
SEARCH_MAX_PAGES = 10  # the search API returns at most 1,000 results


def search_warning(repo: str, watch: str, bodies: list[Any], seen: int) -> str | None:
    """A warning when a first-sight search could not return every hit (else None).

    GitHub pages at most 1,000 search results and sets ``incomplete_results`` when the
    query timed out. A missed PR is still found when it is next updated (the PR list),
    but the user should know the first sight was partial.
    """
    envelopes = [b for b in bodies if isinstance(b, dict)]
    incomplete = any(b.get("incomplete_results") is True for b in envelopes)
    totals = [b["total_count"] for b in envelopes if isinstance(b.get("total_count"), int)]
    total = max(totals, default=seen)
    if not incomplete and total <= seen:
        return None
    why = "GitHub marked the results incomplete" if incomplete else "GitHub pages 1,000 at most"
    return (
        f"{repo}: search for watch {watch!r} returned {seen} of {total} PRs ({why}); "
        "a PR it missed is found when it is next updated — narrow prs.search "
        "or list the number under prs.track"
    )


async def first_sight(
    client: GitHubClient,
    repo: str,
    new_watches: Sequence[Watch],
    watches: Sequence[Watch],
    current: Collection[int],
    warnings: list[str],
    pacer: SearchPacer | None = None,
) -> tuple[set[int], set[str]]:
    """PR numbers to fetch one by one (search hits of new watches and tracked numbers),
    and the names of the watches whose search waits for a later poll."""
    to_fetch: set[int] = set()
    pending: set[str] = set()
    pacer = pacer or SearchPacer(client)
    for w in new_watches:
        if w.prs.search and not w.prs.match.is_empty():
            query = f"{w.prs.search} repo:{repo} is:pr"
            bodies: list[Any] = []
            async with pacer.lock:
                if not await pacer.has_room():
                    pending.add(w.name)
                    continue
                try:
                    found = await client.pages(
                        "/search/issues",
                        {"q": query, "per_page": PER_PAGE},
                        repo=repo,
                        items_key="items",
                        max_pages=SEARCH_MAX_PAGES,
                        on_data=bodies.append,
                    )
                except RateLimited:  # the search limit ran out mid-search: next poll
                    pending.add(w.name)
                    continue
            warning = search_warning(repo, w.name, bodies, sum(len(p) for p in found))
            if warning:
                warnings.append(warning)
            for item in flatten(found):
                hit = read_item(repo, item, payloads.pull_fields, warnings)
                if hit is None:
                    continue
                snap = pull_from_fields(hit)
                if snap.number not in current and follows(w, snap) is not False:
                    to_fetch.add(snap.number)
    for w in watches:
        to_fetch.update(n for n in w.prs.track if n not in current)
    return to_fetch, pending
