"""One poll: fetch what changed upstream, detect events, persist them exactly once.

Per repository (canonical name; renames are followed and remembered):

1. read the stored state (short read transaction);
2. fetch, spending as few rate-limit units as possible: the PR list sorted by
   ``updated`` desc down to the stored high-water mark (an idle poll is one 304), the
   search API for a new watch's first sight, single PRs for tracked numbers seen for the
   first time, changed files only for PRs that pass the cheaper text match, reviews for
   followed open PRs, the release list down to its high-water mark, and compares for
   release containment (see :func:`watcher.watch.detect.next_probe`);
3. in ONE transaction: lock the repo row, re-read the stored state, run the pure
   :func:`watcher.watch.detect.detect`, advance PR/release snapshots and high-water marks,
   insert events with ``insert_ignore`` on their unique key, and create the hand-off rows
   (outbox per notify target, pending bench jobs) for events that were new.

Two processes polling at once therefore agree: the second sees the first one's state
and its events' keys, and adds nothing twice.
"""

from __future__ import annotations

import asyncio
import datetime as dt
import hashlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from typing import Any
from urllib.parse import quote

import httpx
import sqlalchemy as sa
from sqlmodel import Session, col, select

from watcher.config import Settings
from watcher.cycle import CycleContext, StepReport
from watcher.errors import NotFound, PayloadInvalid
from watcher.github import sansio
from watcher.github.client import GitHubClient, MemoryCache, StoreCache, flatten
from watcher.rules.models import BenchmarkAction, Rules, Watch
from watcher.store import (
    JOB_WORK_COLUMNS,
    BenchJob,
    BenchJobEvent,
    Event,
    Outbox,
    PullSnapshot,
    ReleaseSnapshot,
    Repo,
    Store,
    insert_ignore,
    iso,
)
from watcher.testing import crash
from watcher.watch.detect import (
    Observation,
    PullSnap,
    ReleaseSnap,
    RepoState,
    containment_candidates,
    detect,
    first_containing,
    follows,
    next_probe,
    wants_releases,
)
from watcher.watch.events import EventRecord

PER_PAGE = 100
SEARCH_MAX_PAGES = 10  # the search API returns at most 1,000 results
TITLE_MAX = 500
MISSING_RECHECK_S = 24 * 3600  # how often a tracked PR that answered 404 is asked again


def _shift(when: str, seconds: float) -> str:
    """An ISO ``...Z`` timestamp moved by ``seconds``."""
    moved = dt.datetime.fromisoformat(when.replace("Z", "+00:00")) + dt.timedelta(seconds=seconds)
    return iso(moved)


@dataclass
class RepoMeta:
    """Stored per-repo bookkeeping (the ``repo`` row) needed before fetching."""

    name: str
    aliases: list[str] = field(default_factory=list)
    prs_high_water: str | None = None
    releases_high_water: str | None = None
    releases_covered_from: str | None = None
    missing_prs: dict[str, str] = field(default_factory=dict)
    exists: bool = False


@dataclass
class Fetched:
    """What the fetch phase of one repository produced."""

    canonical: str
    aliases: list[str]
    observation: Observation
    prs_high_water: str | None
    releases_high_water: str | None
    releases_covered_from: str | None
    warnings: list[str] = field(default_factory=list)
    missing_prs: dict[str, str] = field(default_factory=dict)


@dataclass
class PollResult:
    """What a poll did: the events new in it, per-repo summaries, request counters."""

    events: list[EventRecord] = field(default_factory=list)
    repos: dict[str, dict[str, Any]] = field(default_factory=dict)
    counters: dict[str, Any] = field(default_factory=dict)
    outbox: int = 0
    jobs: int = 0
    skipped_benchmarks: list[str] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)
    dry_run: bool = False

    def summary(self) -> dict[str, Any]:
        """Plain dict for ``--json`` and step reports."""
        return {
            "events": [e.key for e in self.events],
            "repos": self.repos,
            "requests": self.counters,
            "outbox_rows": self.outbox,
            "bench_jobs": self.jobs,
            "skipped_benchmarks": self.skipped_benchmarks,
            "warnings": self.warnings,
            "dry_run": self.dry_run,
        }


# ------------------------------------------------------------------ store <-> values


def _snap_from_row(row: PullSnapshot) -> PullSnap:
    data = dict(row.data or {})
    files = data.get("files")
    return PullSnap(
        number=row.number,
        title=row.title,
        body=str(data.get("body") or ""),
        state=row.state,
        merged=row.merged,
        merged_at=row.merged_at,
        merge_commit_sha=row.merge_commit_sha,
        head_sha=row.head_sha,
        approved=row.approved,
        approved_at=data.get("approved_at"),
        labels=tuple(data.get("labels") or ()),
        user=data.get("user"),
        html_url=str(data.get("html_url") or ""),
        created_at=data.get("created_at"),
        updated_at=row.updated_at,
        closed_at=data.get("closed_at"),
        draft=bool(data.get("draft")),
        files=tuple(files) if files is not None else None,
        released_in=row.released_in,
        released_at=data.get("released_at"),
        released_sha=data.get("released_sha"),
        release_checked_through=data.get("release_checked_through"),
        rules=tuple(row.rules or ()),
    )


def _row_values(repo: str, pr: PullSnap) -> dict[str, Any]:
    return {
        "repo": repo,
        "number": pr.number,
        "title": pr.title[:TITLE_MAX],
        "state": pr.state,
        "merged": pr.merged,
        "merged_at": pr.merged_at,
        "merge_commit_sha": pr.merge_commit_sha,
        "head_sha": pr.head_sha,
        "approved": pr.approved,
        "updated_at": pr.updated_at,
        "rules": list(pr.rules),
        "released_in": pr.released_in,
        "data": {
            "body": pr.body,
            "html_url": pr.html_url,
            "labels": list(pr.labels),
            "user": pr.user,
            "created_at": pr.created_at,
            "merged_at": pr.merged_at,
            "closed_at": pr.closed_at,
            "draft": pr.draft,
            "approved_at": pr.approved_at,
            "files": list(pr.files) if pr.files is not None else None,
            "released_at": pr.released_at,
            "released_sha": pr.released_sha,
            "release_checked_through": pr.release_checked_through,
            "title": pr.title,
        },
    }


def _release_from_row(row: ReleaseSnapshot) -> ReleaseSnap:
    data = dict(row.data or {})
    return ReleaseSnap(
        tag=row.tag,
        release_id=row.release_id,
        name=row.name,
        body=str(data.get("body") or ""),
        draft=row.draft,
        prerelease=row.prerelease,
        created_at=data.get("created_at"),
        published_at=row.published_at,
        html_url=str(data.get("html_url") or ""),
        commit_sha=data.get("commit_sha"),
    )


def _release_values(repo: str, rel: ReleaseSnap) -> dict[str, Any]:
    return {
        "repo": repo,
        "tag": rel.tag,
        "release_id": rel.release_id,
        "name": rel.name[:TITLE_MAX],
        "draft": rel.draft,
        "prerelease": rel.prerelease,
        "published_at": rel.published_at,
        "data": {
            "body": rel.body,
            "html_url": rel.html_url,
            "created_at": rel.created_at,
            "published_at": rel.published_at,
            "commit_sha": rel.commit_sha,
        },
    }


def find_repo_row(session: Session, names: Sequence[str]) -> Repo | None:
    """The repo row whose canonical name or an alias is one of ``names``."""
    wanted = set(names)
    for row in session.exec(select(Repo)).all():
        if row.name in wanted or wanted & set(row.aliases or ()):
            return row
    return None


def load_state(session: Session, canonical: str, row: Repo | None) -> RepoState:
    """The stored state of a repository, as plain values."""
    state = RepoState(repo=canonical)
    if row is not None:
        state.baselines = dict((row.state or {}).get("baselines") or {})
    for pr in session.exec(select(PullSnapshot).where(PullSnapshot.repo == canonical)).all():
        state.prs[pr.number] = _snap_from_row(pr)
    for rel in session.exec(select(ReleaseSnapshot).where(ReleaseSnapshot.repo == canonical)).all():
        state.releases[rel.tag] = _release_from_row(rel)
    return state


def _meta(row: Repo | None, fallback: str) -> RepoMeta:
    if row is None:
        return RepoMeta(name=fallback)
    return RepoMeta(
        name=row.name,
        aliases=list(row.aliases or ()),
        prs_high_water=row.prs_high_water,
        releases_high_water=row.releases_high_water,
        releases_covered_from=(row.state or {}).get("releases_covered_from"),
        missing_prs=dict((row.state or {}).get("missing_prs") or {}),
        exists=True,
    )


# --------------------------------------------------------------------------- fetching


def _pull(fields: dict[str, Any], prev: PullSnap | None = None) -> PullSnap:
    snap = PullSnap(**{k: v for k, v in fields.items() if k in PullSnap.__dataclass_fields__})
    if prev is not None:
        snap = replace(
            snap,
            approved=prev.approved,
            approved_at=prev.approved_at,
            files=prev.files,
            released_in=prev.released_in,
            released_at=prev.released_at,
            released_sha=prev.released_sha,
            release_checked_through=prev.release_checked_through,
            rules=prev.rules,
        )
        if not snap.head_sha:
            snap = replace(snap, head_sha=prev.head_sha)
        if snap.merged and not snap.merge_commit_sha:
            snap = replace(snap, merge_commit_sha=prev.merge_commit_sha)
    return snap


def _str_field(item: Any, key: str) -> str | None:
    """``item[key]`` when ``item`` is an object and the value a string (else None)."""
    value = item.get(key) if isinstance(item, dict) else None
    return value if isinstance(value, str) else None


def _min(*values: str | None) -> str | None:
    present = [v for v in values if v]
    return min(present) if present else None


def _max(*values: str | None) -> str | None:
    present = [v for v in values if v]
    return max(present) if present else None


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
    ) -> None:
        self.client = client
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
            name = _str_field(resp.data, "full_name") or requested
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
        return replace(pr, files=tuple(_str_field(i, "filename") or "" for i in items))

    async def _single(self, repo: str, number: int) -> PullSnap | None:
        checked = self.missing.get(str(number))
        if checked and self.now and checked > _shift(self.now, -MISSING_RECHECK_S):
            return None  # 404 less than a day ago: a 404 is not cached, so do not pay again
        try:
            resp = await self.client.get(sansio.repo_path(repo, "pulls", number), repo=repo)
        except NotFound:
            self.warnings.append(f"{repo}#{number}: not found (tracked in the rules?)")
            self.missing[str(number)] = self.now
            return None
        self.missing.pop(str(number), None)
        fields = self._fields(repo, resp.data, sansio.pull_fields)
        return None if fields is None else _pull(fields, self.stored.prs.get(number))

    def _fields(
        self, repo: str, item: Any, read: Callable[[Any], dict[str, Any]]
    ) -> dict[str, Any] | None:
        """``read(item)``, or None with a warning naming repo, item and field if malformed."""
        try:
            return read(item)
        except PayloadInvalid as exc:
            self.warnings.append(f"{repo}: {exc}; item skipped")
            return None

    def _check_search(self, repo: str, watch: str, bodies: list[Any], seen: int) -> None:
        """Warn when a first-sight search could not return every hit.

        GitHub pages at most 1,000 search results and sets ``incomplete_results`` when the
        query timed out. A missed PR is still found when it is next updated (the PR list),
        but the user should know the first sight was partial.
        """
        envelopes = [b for b in bodies if isinstance(b, dict)]
        incomplete = any(b.get("incomplete_results") is True for b in envelopes)
        totals = [b["total_count"] for b in envelopes if isinstance(b.get("total_count"), int)]
        total = max(totals, default=seen)
        if not incomplete and total <= seen:
            return
        why = "GitHub marked the results incomplete" if incomplete else "GitHub pages 1,000 at most"
        self.warnings.append(
            f"{repo}: search for watch {watch!r} returned {seen} of {total} PRs ({why}); "
            "a PR it missed is found when it is next updated — narrow prs.search "
            "or list the number under prs.track"
        )

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
            return any((sansio.iso_z(_str_field(i, "updated_at")) or "") < hw for i in items)

        pages = await self.client.pages(
            sansio.repo_path(repo, "pulls"),
            {"state": "all", "sort": "updated", "direction": "desc", "per_page": PER_PAGE},
            repo=repo,
            stop=stop,
        )
        items = flatten(pages)
        new_hw = _max(hw, *(sansio.iso_z(_str_field(i, "updated_at")) for i in items[:1]))
        current: dict[int, PullSnap] = dict(followed)
        for item in items:
            fields = self._fields(repo, item, sansio.pull_fields)
            if fields is None:
                continue
            if hw is not None and not full_scan and (fields["updated_at"] or "") < hw:
                break
            number = fields["number"]
            prev = followed.get(number)
            snap = _pull(fields, prev)
            if prev is None:
                snap = await self._with_files(repo, snap)
                if not self._is_followed(snap):
                    continue
            current[number] = snap
        # first sight: search for new watches, single GETs for tracked numbers
        to_fetch: set[int] = set()
        for w in new_watches:
            if w.prs.search and not w.prs.match.is_empty():
                query = f"{w.prs.search} repo:{repo} is:pr"
                bodies: list[Any] = []
                found = await self.client.pages(
                    "/search/issues",
                    {"q": query, "per_page": PER_PAGE},
                    repo=repo,
                    items_key="items",
                    max_pages=SEARCH_MAX_PAGES,
                    on_data=bodies.append,
                )
                self._check_search(repo, w.name, bodies, sum(len(p) for p in found))
                for item in flatten(found):
                    hit = self._fields(repo, item, sansio.pull_fields)
                    if hit is None:
                        continue
                    snap = _pull(hit)
                    if snap.number not in current and follows(w, snap) is not False:
                        to_fetch.add(snap.number)
        for w in self.watches:
            to_fetch.update(n for n in w.prs.track if n not in current)
        for number in sorted(to_fetch):
            fetched = await self._single(repo, number)
            if fetched is None:
                continue
            fetched = await self._with_files(repo, fetched)
            if number in followed or self._is_followed(fetched):
                current[number] = fetched
        # reviews for followed open PRs (a 304 costs nothing)
        for number in sorted(current):
            pr = current[number]
            if pr.state != "open":
                continue
            reviews = await self.client.get_all(
                sansio.repo_path(repo, "pulls", number, "reviews"),
                {"per_page": PER_PAGE},
                repo=repo,
            )
            approved, when = sansio.approved_from_reviews(reviews)
            current[number] = replace(
                pr,
                approved=approved or pr.approved,
                approved_at=when if approved else pr.approved_at,
            )
        releases, rel_hw, covered = await self._releases(repo, current)
        await self._containment(repo, current, releases)
        observation = Observation(prs=current, releases=list(releases.values()), now=now)
        return Fetched(
            canonical=repo,
            aliases=aliases,
            observation=observation,
            prs_high_water=new_hw,
            releases_high_water=rel_hw,
            releases_covered_from=covered,
            warnings=self.warnings,
            missing_prs=self.missing,
        )

    def _wanting(self, pr: PullSnap) -> bool:
        return any(
            wants_releases(w) for w in self.watches if w.name in pr.rules or follows(w, pr) is True
        )

    async def _releases(
        self, repo: str, current: dict[int, PullSnap]
    ) -> tuple[dict[str, ReleaseSnap], str | None, str | None]:
        known = dict(self.stored.releases)
        rel_hw = self.meta.releases_high_water
        covered = self.meta.releases_covered_from
        unreleased = [
            p
            for p in current.values()
            if p.merged and p.merged_at and not p.released_in and self._wanting(p)
        ]
        if not any(w.releases for w in self.watches) and not unreleased:
            return known, rel_hw, covered
        back = _min(
            *(p.merged_at for p in unreleased if covered is None or (p.merged_at or "") < covered)
        )
        target = _min(rel_hw, back) if back else rel_hw

        def stop(items: list[Any]) -> bool:
            """Stop paging once a page reaches releases older than what is needed."""
            if target is None or not items:
                return True
            return any(
                (sansio.iso_z(_str_field(i, "published_at") or _str_field(i, "created_at")) or "")
                < target
                for i in items
            )

        pages = await self.client.pages(
            sansio.repo_path(repo, "releases"), {"per_page": PER_PAGE}, repo=repo, stop=stop
        )
        bench_on_release = any(
            isinstance(a, BenchmarkAction)
            for w in self.watches
            for a in w.actions.get("release_published", [])
        )
        seen: list[str] = []
        for item in flatten(pages):
            fields = self._fields(repo, item, sansio.release_fields)
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
            if prev is None and bench_on_release and self.stored.baselines:
                rel = replace(rel, commit_sha=await self._commit_of(repo, rel.tag))
            known[rel.tag] = rel
        if seen:
            rel_hw = _max(rel_hw, *seen)
            covered = _min(covered, min(seen)) if covered else min(seen)
        return known, rel_hw, covered

    async def _commit_of(self, repo: str, ref: str) -> str | None:
        try:
            resp = await self.client.get(
                sansio.repo_path(repo, "commits", quote(ref, safe="")), repo=repo
            )
        except NotFound:
            return None
        return str(resp.data.get("sha")) if isinstance(resp.data, dict) else None

    async def _containment(
        self, repo: str, current: dict[int, PullSnap], releases: dict[str, ReleaseSnap]
    ) -> None:
        for number in sorted(current):
            pr = current[number]
            if not self._wanting(pr):
                continue
            candidates = containment_candidates(pr, releases.values())
            if not candidates:
                continue
            known: dict[str, bool] = {}
            while (tag := next_probe(candidates, known)) is not None:
                basehead = f"{pr.merge_commit_sha}...{quote(tag, safe='')}"
                try:
                    resp = await self.client.get(
                        sansio.repo_path(repo, "compare", basehead), {"per_page": 1}, repo=repo
                    )
                    known[tag] = sansio.compare_contains(str(_str_field(resp.data, "status")))
                except NotFound:
                    known[tag] = False
            found = first_containing(candidates, known)
            if found is None:
                current[number] = replace(pr, release_checked_through=candidates[-1].published_at)
                continue
            sha = found.commit_sha or await self._commit_of(repo, found.tag)
            current[number] = replace(
                pr, released_in=found.tag, released_at=found.published_at, released_sha=sha
            )


# --------------------------------------------------------------------------- persisting


def job_id(benchmark: str, engine_ref: str, mode: str, runner: str) -> str:
    """Deterministic job id: replicas queueing the same work agree on it."""
    digest = hashlib.sha1(
        f"{benchmark}\0{engine_ref}\0{mode}\0{runner}".encode(), usedforsecurity=False
    ).hexdigest()
    return f"job-{digest[:20]}"


def engine_ref_for(event: EventRecord, watches: Sequence[Watch]) -> tuple[str | None, str]:
    """The code a benchmark for this event runs, or None with the reason it may not."""
    p = event.payload
    if event.type == "pr_released":
        ref = p.get("release_commit_sha") or None
        return ref, "" if ref else f"{event.key}: the release tag's commit is unknown"
    if event.type == "release_published":
        ref = p.get("commit_sha") or None
        return ref, "" if ref else f"{event.key}: the release tag's commit is unknown"
    if p.get("merged") and p.get("merge_commit_sha"):
        return str(p["merge_commit_sha"]), ""
    allowed = any(event.number in w.prs.benchmark_unmerged for w in watches)
    if allowed and p.get("head_sha"):
        return str(p["head_sha"]), ""
    return None, (
        f"{event.key}: not benchmarking unmerged code of #{event.number} "
        "(add it to prs.benchmark_unmerged to allow)"
    )


def _handoff(
    session: Session, event: EventRecord, rules: Rules, now: str, result: PollResult
) -> None:
    """Outbox rows and pending bench jobs asked for by the event's watches."""
    names = list(event.payload.get("rules") or [event.rule])
    watches = [w for w in rules.watches if w.name in names]
    actions = [a for w in watches for a in w.actions.get(event.type, [])]  # type: ignore[call-overload]
    if "notify" in actions:
        body = {"event": {**event.to_json(), "payload": event.payload}}
        notify = rules.schedule.notify
        for target in ("slack", "webhook"):
            if getattr(notify, target) is None:
                continue
            if insert_ignore(
                session,
                Outbox,
                {
                    "key": f"{event.key}:{target}",
                    "target": target,
                    "event_key": event.key,
                    "payload": body,
                    "state": "pending",
                    "attempts": 0,
                    "created_at": now,
                },
                ["key"],
            ):
                result.outbox += 1
    benches = list(dict.fromkeys(a.benchmark for a in actions if isinstance(a, BenchmarkAction)))
    for name in benches:
        bench = rules.benchmarks.get(name)
        if bench is None:
            result.skipped_benchmarks.append(f"{event.key}: no benchmark named {name!r}")
            continue
        ref, reason = engine_ref_for(event, watches)
        if ref is None:
            result.skipped_benchmarks.append(reason)
            continue
        jid = job_id(name, ref, bench.mode, bench.runner)
        if insert_ignore(
            session,
            BenchJob,
            {
                "id": jid,
                "benchmark": name,
                "engine": bench.engine,
                "engine_ref": ref,
                "mode": bench.mode,
                "runner": bench.runner,
                "generation": 0,
                "backend": bench.backend,
                "state": "pending",
                "attempts": 0,
                "event_key": event.key,
                "repo": event.repo,
                "pr": event.number,
                "reason": f"{event.type} {event.key}",
                "created_at": now,
                "updated_at": now,
            },
            list(JOB_WORK_COLUMNS),
        ):
            result.jobs += 1
        insert_ignore(
            session, BenchJobEvent, {"job_id": jid, "event_key": event.key}, ["job_id", "event_key"]
        )


def _upsert(session: Session, model: Any, values: dict[str, Any], keys: Sequence[str]) -> None:
    if insert_ignore(session, model, values, keys):
        return
    table = model.__table__
    cond = sa.and_(*(table.c[k] == values[k] for k in keys))
    session.execute(
        sa.update(table).where(cond).values(**{k: v for k, v in values.items() if k not in keys})
    )


def fresher(stored: RepoState, observation: Observation) -> Observation:
    """The observation without PR states older than the stored ones (pure).

    Another replica may have committed a newer view of a PR after this process fetched
    its own: applying the older one would move the PR back in time (and detection would
    see, say, a closed PR "reopen"). A stale PR keeps its stored state.
    """
    prs = dict(observation.prs)
    for number, new in observation.prs.items():
        prev = stored.prs.get(number)
        if prev and prev.updated_at and new.updated_at and new.updated_at < prev.updated_at:
            prs[number] = prev
    return replace(observation, prs=prs)


def persist(
    store: Store,
    fetched: Fetched,
    watches: Sequence[Watch],
    rules: Rules,
    now: str,
    result: PollResult,
    *,
    dry_run: bool = False,
) -> list[EventRecord]:
    """Detect and write in one transaction; returns the events new in it."""
    repo = fetched.canonical
    if dry_run:
        with store.session() as session:
            row = find_repo_row(session, [repo])
            det = detect(repo, watches, load_state(session, repo, row), fetched.observation)
            keys = {e.key for e in det.events}
            old = (
                set(session.exec(select(Event.key).where(col(Event.key).in_(keys))).all())
                if keys
                else set()
            )
            return [e for e in det.events if e.key not in old]
    new_events: list[EventRecord] = []
    with store.session() as session:
        # the first statement writes: SQLite takes its write lock now, PostgreSQL a row lock
        insert_ignore(
            session, Repo, {"name": repo, "aliases": fetched.aliases, "state": {}}, ["name"]
        )
        row = session.exec(select(Repo).where(Repo.name == repo).with_for_update()).one()
        stored = load_state(session, repo, row)
        det = detect(repo, watches, stored, fresher(stored, fetched.observation))
        for pr in det.prs.values():
            _upsert(session, PullSnapshot, _row_values(repo, pr), ["repo", "number"])
        for rel in det.releases:
            _upsert(session, ReleaseSnapshot, _release_values(repo, rel), ["repo", "tag"])
        state = dict(row.state or {})
        state["baselines"] = det.baselines
        state["releases_covered_from"] = _min(
            state.get("releases_covered_from"), fetched.releases_covered_from
        )
        state["missing_prs"] = fetched.missing_prs
        row.state = state
        row.aliases = sorted(set(row.aliases or ()) | set(fetched.aliases))
        row.baseline_at = row.baseline_at or now
        row.prs_high_water = _max(row.prs_high_water, fetched.prs_high_water)
        row.releases_high_water = _max(row.releases_high_water, fetched.releases_high_water)
        session.add(row)
        for event in det.events:
            values = {
                "key": event.key,
                "type": event.type,
                "repo": event.repo,
                "number": event.number,
                "tag": event.tag,
                "rule": event.rule,
                "title": event.title[:TITLE_MAX],
                "url": event.url,
                "at": event.at,
                "payload": event.payload,
                "recorded_at": now,
            }
            if not insert_ignore(session, Event, values, ["key"]):
                continue
            stored_id = session.exec(select(Event.id).where(Event.key == event.key)).one()
            event = replace(event, id=stored_id)
            new_events.append(event)
            _handoff(session, event, rules, now, result)
        crash.point("poll.persist")
    return new_events


# ------------------------------------------------------------------------------ poll


def _groups(rules: Rules) -> dict[str, list[Watch]]:
    return rules.repos()


async def _fetch_repo(
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
        meta = _meta(row, canonical)
    meta.name = canonical
    meta.exists = True
    seen = set(client.redirects)
    fetched = await RepoPoller(client, watches, meta, stored, now=now).fetch(requested, now)
    prefix = client.url(sansio.repo_path(canonical))
    moved = [
        u
        for u in client.redirects
        if u not in seen and (u.split("?")[0] == prefix or u.startswith(prefix + "/"))
    ]
    if moved:
        resp = await client.get(sansio.repo_path(canonical), repo=canonical)
        new_name = _str_field(resp.data, "full_name") or canonical
        if new_name != canonical:
            fetched.canonical = new_name
    return fetched


def rename_repo(store: Store, old: str, new: str) -> None:
    """Move a repository's stored state to its new canonical name (old name kept as alias)."""
    with store.session() as session:
        row = session.exec(select(Repo).where(Repo.name == old).with_for_update()).first()
        if row is None or session.exec(select(Repo).where(Repo.name == new)).first():
            return
        for model in (PullSnapshot, ReleaseSnapshot):
            table = model.__table__  # type: ignore[union-attr]
            session.execute(sa.update(table).where(table.c.repo == old).values(repo=new))
        row.name = new
        row.aliases = sorted(set(row.aliases or ()) | {old})
        session.add(row)


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
    # resolve names first so watches written with an old name join the canonical group
    groups: dict[str, tuple[str, list[Watch]]] = {}
    for requested, watches in _groups(rules).items():
        with store.session() as session:
            row = find_repo_row(session, [requested, *(n for w in watches for n in w.old_names)])
            meta = _meta(row, requested)
        canonical = meta.name
        if not meta.exists:
            poller = RepoPoller(client, watches, meta, RepoState(repo=requested))
            canonical, _ = await poller.canonical_name(requested)
        if canonical in groups:
            groups[canonical][1].extend(watches)
        else:
            groups[canonical] = (requested, list(watches))
    for canonical, (requested, watches) in groups.items():
        before = client.counters.units
        requests_before = client.counters.requests
        try:
            fetched = await _fetch_repo(store, client, canonical, requested, watches, now)
        except PayloadInvalid as exc:  # a malformed listing: skip this repo, poll the others
            result.warnings.append(f"{canonical}: {exc}; repository skipped this poll")
            continue
        if fetched.canonical != canonical and not dry_run:
            # renamed since the baseline: move the stored state, then read it again
            rename_repo(store, canonical, fetched.canonical)
            canonical = fetched.canonical
            fetched = await _fetch_repo(store, client, canonical, requested, watches, now)
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


def cycle_step(ctx: CycleContext) -> StepReport:
    """The cycle's poll step: poll every watched repository once."""
    result = poll_sync(
        ctx.settings,
        ctx.rules,
        ctx.store,
        clock=ctx.clock,
        sleep=ctx.sleep,
        dry_run=ctx.dry_run,
        transport=ctx.extras.get("github_transport"),
        client_options=ctx.extras.get("github_client_options"),
    )
    ctx.extras["poll_result"] = result
    return StepReport(name="poll", summary=result.summary())
