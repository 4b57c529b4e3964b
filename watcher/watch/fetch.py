"""Fetch: everything one poll needs from GitHub for one repository, as few units as possible.

The PR list sorted by ``updated`` desc down to the stored high-water mark (an idle poll
is one 304), first sight for new watches (:mod:`watcher.watch.search`), single PRs for
tracked numbers, changed files only for PRs that pass the cheaper text match, reviews for
followed open PRs, then releases and containment (:mod:`watcher.watch.releases`). Nothing
here writes the store: the result is a :class:`Fetched` value for
:func:`watcher.watch.persist.persist`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from watcher.errors import NotFound
from watcher.github import payloads, sansio
from watcher.github.client import GitHubClient, flatten
from watcher.rules.models import Watch
from watcher.timestamps import shift
from watcher.watch.budget import SearchPacer
from watcher.watch.detect import PullSnap, RepoState, UpstreamView, follows
from watcher.watch.releases import fetch_releases, find_containment
from watcher.watch.search import first_sight
from watcher.watch.snapshots import RepoMeta, latest, pull_from_fields, read_item, str_field

PER_PAGE = 100
MISSING_RECHECK_S = 24 * 3600  # how often a tracked PR that answered 404 is asked again


@dataclass
class Fetched:
    """What the fetch phase of one repository produced."""

    canonical: str
    aliases: list[str]
    observation: UpstreamView
    prs_high_water: str | None
    releases_high_water: str | None
    releases_covered_from: str | None
    warnings: list[str] = field(default_factory=list)
    missing_prs: dict[str, str] = field(default_factory=dict)
    pending_watches: set[str] = field(default_factory=set)
    # what was stored when the fetch began (for a write-free idle poll)
    stored: RepoState | None = None
    meta: RepoMeta | None = None


class RepoPoller:
    """The fetch phase for one repository (I/O through the injected client)."""

    def __init__(
        self,
        client: GitHubClient,
        watches: Sequence[Watch],
        meta: RepoMeta,
        stored: RepoState,
        *,
        now: str = "",
        pacer: SearchPacer | None = None,
    ) -> None:
        self.client = client
        self.pacer = pacer
        self.watches = list(watches)
        self.meta = meta
        self.stored = stored
        self.now = now
        self.warnings: list[str] = []
        self.missing = dict(meta.missing_prs)

    async def canonical_name(self, requested: str) -> tuple[str, list[str]]:
        """Canonical owner/name (following a 301) and the aliases to remember."""
        aliases = set(self.meta.aliases)
        for w in self.watches:
            aliases.update([w.repo, *w.old_names])
        if self.meta.exists:
            name = self.meta.name
        else:
            resp = await self.client.get(sansio.repo_path(requested), repo=requested)
            name = str_field(resp.data, "full_name") or requested
        aliases.discard(name)
        return name, sorted(aliases)

    def _files_needed(self, pr: PullSnap) -> bool:
        results = [follows(w, pr) for w in self.watches]
        return True not in results and None in results

    def _is_followed(self, pr: PullSnap) -> bool:
        return any(follows(w, pr) is True for w in self.watches)

    async def _with_files(self, repo: str, pr: PullSnap) -> PullSnap:
        if pr.files is not None or not self._files_needed(pr):
            return pr
        items = await self.client.get_all(
            sansio.repo_path(repo, "pulls", pr.number, "files"), {"per_page": PER_PAGE}, repo=repo
        )
        return replace(pr, files=tuple(str_field(i, "filename") or "" for i in items))

    async def _single(self, repo: str, number: int) -> PullSnap | None:
        checked = self.missing.get(str(number))
        if checked and self.now and checked > shift(self.now, -MISSING_RECHECK_S):
            return None  # 404 less than a day ago: a 404 is not cached, so do not pay again
        try:
            resp = await self.client.get(sansio.repo_path(repo, "pulls", number), repo=repo)
        except NotFound:
            self.warnings.append(f"{repo}#{number}: not found (tracked in the rules?)")
            self.missing[str(number)] = self.now
            return None
        self.missing.pop(str(number), None)
        fields = read_item(repo, resp.data, payloads.pull_fields, self.warnings)
        return None if fields is None else pull_from_fields(fields, self.stored.prs.get(number))

    async def fetch(self, requested: str, now: str) -> Fetched:
        """Everything one poll needs from GitHub for this repository."""
        repo, aliases = await self.canonical_name(requested)
        names = {w.name for w in self.watches}
        followed = {n: p for n, p in self.stored.prs.items() if set(p.rules) & names}
        new_watches = [w for w in self.watches if w.name not in self.stored.baselines]
        hw = self.meta.prs_high_water
        full_scan = any(not w.prs.match.is_empty() and not w.prs.search for w in new_watches)

        def stop(items: list[Any]) -> bool:
            """Stop paging once a page reaches PRs older than the high-water mark."""
            if full_scan:
                return False
            if hw is None:
                return True
            return any((payloads.iso_z(str_field(i, "updated_at")) or "") < hw for i in items)

        pages = await self.client.pages(
            sansio.repo_path(repo, "pulls"),
            {"state": "all", "sort": "updated", "direction": "desc", "per_page": PER_PAGE},
            repo=repo,
            stop=stop,
        )
        items = flatten(pages)
        new_hw = latest(hw, *(payloads.iso_z(str_field(i, "updated_at")) for i in items[:1]))
        current: dict[int, PullSnap] = dict(followed)
        for item in items:
            fields = read_item(repo, item, payloads.pull_fields, self.warnings)
            if fields is None:
                continue
            if hw is not None and not full_scan and (fields["updated_at"] or "") < hw:
                break
            number = fields["number"]
            prev = followed.get(number)
            snap = pull_from_fields(fields, prev)
            if prev is None:
                snap = await self._with_files(repo, snap)
                if not self._is_followed(snap):
                    continue
            current[number] = snap
        to_fetch, pending = await first_sight(
            self.client, repo, new_watches, self.watches, current, self.warnings, self.pacer
        )
        for number in sorted(to_fetch):
            fetched = await self._single(repo, number)
            if fetched is None:
                continue
            fetched = await self._with_files(repo, fetched)
            if number in followed or self._is_followed(fetched):
                current[number] = fetched
        await self._reviews(repo, current)
        releases, rel_hw, covered = await fetch_releases(
            self.client, repo, self.watches, self.meta, self.stored, current, self.warnings
        )
        await find_containment(self.client, repo, self.watches, current, releases)
        observation = UpstreamView(prs=current, releases=list(releases.values()), now=now)
        return Fetched(
            canonical=repo,
            aliases=aliases,
            observation=observation,
            prs_high_water=new_hw,
            releases_high_water=rel_hw,
            releases_covered_from=covered,
            warnings=self.warnings,
            missing_prs=self.missing,
            pending_watches=pending,
        )

    async def _reviews(self, repo: str, current: dict[int, PullSnap]) -> None:
        """Approval state for followed open PRs (a 304 costs nothing)."""
        for number in sorted(current):
            pr = current[number]
            if pr.state != "open":
                continue
            reviews = await self.client.get_all(
                sansio.repo_path(repo, "pulls", number, "reviews"),
                {"per_page": PER_PAGE},
                repo=repo,
            )
            approved, when = payloads.approved_from_reviews(reviews)
            current[number] = replace(
                pr,
                approved=approved or pr.approved,
                approved_at=when if approved else pr.approved_at,
            )
