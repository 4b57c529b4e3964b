"""Releases and containment: the release list, and which release first contains a PR.

Only watches that act on releases (or on ``pr_released``) pay for this. The release list
is paged down to its high-water mark — or further back, to the merge of the oldest merged
PR not yet known to be released. Containment is asked of the compare API one probe at a
time (:func:`watcher.watch.detect.next_probe` chooses the tags, a binary search over the
releases published after the merge).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any
from urllib.parse import quote

from watcher.errors import NotFound
from watcher.github import payloads, sansio
from watcher.github.client import GitHubClient, flatten
from watcher.rules.models import BenchmarkAction, Watch
from watcher.watch.detect import (
    PullSnap,
    ReleaseSnap,
    RepoState,
    containment_candidates,
    first_containing,
    follows,
    next_probe,
    wants_releases,
)
from watcher.watch.snapshots import RepoMeta, earliest, latest, read_item, str_field

PER_PAGE = 100


def wanting(watches: Sequence[Watch], pr: PullSnap) -> bool:
    """Whether a watch following ``pr`` wants to know the release that ships it."""
    return any(wants_releases(w) for w in watches if w.name in pr.rules or follows(w, pr) is True)


async def commit_of(client: GitHubClient, repo: str, ref: str) -> str | None:
    """The commit sha ``ref`` (a tag) points at, or None if GitHub does not know it."""
    try:
        resp = await client.get(sansio.repo_path(repo, "commits", quote(ref, safe="")), repo=repo)
    except NotFound:
        return None
    return str(resp.data.get("sha")) if isinstance(resp.data, dict) else None


async def fetch_releases(
    client: GitHubClient,
    repo: str,
    watches: Sequence[Watch],
    meta: RepoMeta,
    stored: RepoState,
    current: dict[int, PullSnap],
    warnings: list[str],
) -> tuple[dict[str, ReleaseSnap], str | None, str | None]:
    """Known releases by tag, the new release high-water mark and covered-from mark."""
    known = dict(stored.releases)
    rel_hw = meta.releases_high_water
    covered = meta.releases_covered_from
    unreleased = [
        p
        for p in current.values()
        if p.merged and p.merged_at and not p.released_in and wanting(watches, p)
    ]
    if not any(w.releases for w in watches) and not unreleased:
        return known, rel_hw, covered
    back = earliest(
        *(p.merged_at for p in unreleased if covered is None or (p.merged_at or "") < covered)
    )
    target = earliest(rel_hw, back) if back else rel_hw

    def stop(items: list[Any]) -> bool:
        """Stop paging once a page reaches releases older than what is needed."""
        if target is None or not items:
            return True
        return any(
            (payloads.iso_z(str_field(i, "published_at") or str_field(i, "created_at")) or "")
            < target
            for i in items
        )

    pages = await client.pages(
        sansio.repo_path(repo, "releases"), {"per_page": PER_PAGE}, repo=repo, stop=stop
    )
    bench_on_release = any(
        isinstance(a, BenchmarkAction)
        for w in watches
        for a in w.actions.get("release_published", [])
    )
    seen: list[str] = []
    for item in flatten(pages):
        fields = read_item(repo, item, payloads.release_fields, warnings)
        if fields is None:
            continue
        if fields["draft"] or not fields["published_at"]:
            continue
        seen.append(fields["published_at"])
        prev = known.get(fields["tag"])
        rel = ReleaseSnap(
            **{k: v for k, v in fields.items() if k in ReleaseSnap.__dataclass_fields__},
            commit_sha=prev.commit_sha if prev else None,
        )
        if prev is None and bench_on_release and stored.baselines:
            rel = replace(rel, commit_sha=await commit_of(client, repo, rel.tag))
        known[rel.tag] = rel
    if seen:
        rel_hw = latest(rel_hw, *seen)
        covered = earliest(covered, min(seen)) if covered else min(seen)
    return known, rel_hw, covered


async def find_containment(
    client: GitHubClient,
    repo: str,
    watches: Sequence[Watch],
    current: dict[int, PullSnap],
    releases: dict[str, ReleaseSnap],
) -> None:
    """Record in ``current`` the first release containing each wanting merged PR."""
    for number in sorted(current):
        pr = current[number]
        if not wanting(watches, pr):
            continue
        candidates = containment_candidates(pr, releases.values())
        if not candidates:
            continue
        known: dict[str, bool] = {}
        while (tag := next_probe(candidates, known)) is not None:
            basehead = f"{pr.merge_commit_sha}...{quote(tag, safe='')}"
            try:
                resp = await client.get(
                    sansio.repo_path(repo, "compare", basehead), {"per_page": 1}, repo=repo
                )
                known[tag] = payloads.compare_contains(str(str_field(resp.data, "status")))
            except NotFound:
                known[tag] = False
        found = first_containing(candidates, known)
        if found is None:
            current[number] = replace(pr, release_checked_through=candidates[-1].published_at)
            continue
        sha = found.commit_sha or await commit_of(client, repo, found.tag)
        current[number] = replace(
            pr, released_in=found.tag, released_at=found.published_at, released_sha=sha
        )
