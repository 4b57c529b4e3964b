"""Detection, pure: stored state + new snapshots + rules → events.

Nothing here does I/O. :mod:`watcher.watch.poll` fetches snapshots and release containment
from GitHub, loads the stored state, calls :func:`detect` inside the transaction that
writes its result, and stores the events with their unique keys.

Baseline: the first poll of a watch records state and emits ``pr_discovered`` once for
each PR it tracks or matches (with the PR's current state in the payload); it never
emits an event per historical PR, merge or release. After the baseline, a PR seen for
the first time emits ``pr_opened`` (created after the baseline) or ``pr_discovered``,
plus whatever happened to it after the baseline (merged, closed, approved, released).
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from watcher.rules.match import MatchDecision, PullText, text_match
from watcher.rules.match import follows as rules_follows
from watcher.rules.models import Match, Watch
from watcher.timestamps import parse_iso
from watcher.watch.events import EventRecord, event_key


@dataclass(frozen=True)
class PullSnap:
    """What the watcher knows about one PR (a stored row or a fresh fetch)."""

    number: int
    title: str = ""
    body: str = ""
    state: str = "open"
    merged: bool = False
    merged_at: str | None = None
    merge_commit_sha: str | None = None
    head_sha: str | None = None
    approved: bool = False
    approved_at: str | None = None
    labels: tuple[str, ...] = ()
    user: str | None = None
    html_url: str = ""
    created_at: str | None = None
    updated_at: str | None = None
    closed_at: str | None = None
    draft: bool = False
    files: tuple[str, ...] | None = None
    released_in: str | None = None
    released_at: str | None = None
    released_sha: str | None = None
    release_checked_through: str | None = None
    rules: tuple[str, ...] = ()

    def state_payload(self) -> dict[str, Any]:
        """The PR state events carry (the report shows tracked PRs from these)."""
        return {
            "state": self.state,
            "merged": self.merged,
            "merged_at": self.merged_at,
            "merge_commit_sha": self.merge_commit_sha,
            "approved": self.approved,
            "approved_at": self.approved_at,
            "head_sha": self.head_sha,
            "closed_at": self.closed_at,
            "released_in": self.released_in,
            "user": self.user,
            "labels": list(self.labels),
        }


@dataclass(frozen=True)
class ReleaseSnap:
    """A published release (drafts are not kept)."""

    tag: str
    release_id: int | None = None
    name: str = ""
    body: str = ""
    draft: bool = False
    prerelease: bool = False
    created_at: str | None = None
    published_at: str | None = None
    html_url: str = ""
    commit_sha: str | None = None


@dataclass
class RepoState:
    """The stored state of one repository (canonical name)."""

    repo: str
    baselines: dict[str, str] = field(default_factory=dict)
    prs: dict[int, PullSnap] = field(default_factory=dict)
    releases: dict[str, ReleaseSnap] = field(default_factory=dict)


@dataclass
class UpstreamView:
    """What one poll learned: current PR states (followed and candidate) and releases."""

    prs: dict[int, PullSnap] = field(default_factory=dict)
    releases: list[ReleaseSnap] = field(default_factory=list)
    now: str = ""


@dataclass
class Detection:
    """Events to record and the state to write with them (same transaction)."""

    events: list[EventRecord]
    prs: dict[int, PullSnap]
    releases: list[ReleaseSnap]
    baselines: dict[str, str]


# --------------------------------------------------------------------------- matching


_DECISION: dict[MatchDecision, bool | None] = {
    MatchDecision.MATCH: True,
    MatchDecision.NO_MATCH: False,
    MatchDecision.NEED_FILES: None,
}


def pull_text(pr: PullSnap) -> PullText:
    """The searchable fields of a snapshot, for :mod:`watcher.rules.match`."""
    return PullText(
        number=pr.number, title=pr.title, body=pr.body, labels=pr.labels, files=pr.files
    )


def match_holds(match: Match, pr: PullSnap) -> bool | None:
    """all/any/none over the PR; None when the changed files are needed to decide."""
    return _DECISION[text_match(match, pull_text(pr))]


def follows(watch: Watch, pr: PullSnap) -> bool | None:
    """Does ``watch`` follow ``pr``: tracked by number, or its patterns match (None: need files)."""
    return _DECISION[rules_follows(watch, pull_text(pr))]


def wants_releases(watch: Watch) -> bool:
    """Whether a watch wants ``pr_released`` (``releases: true`` or the action named)."""
    return watch.releases or "pr_released" in watch.actions


# -------------------------------------------------------------------------- detection


def _after(ts: str | None, since: str | None) -> bool:
    return since is None or (ts is not None and ts > since)


def _pr_event(
    type_: str,
    repo: str,
    pr: PullSnap,
    at: str,
    *,
    occurrence: str | None = None,
    tag: str | None = None,
    extra: dict[str, Any] | None = None,
) -> EventRecord:
    payload = pr.state_payload()
    if extra:
        payload.update(extra)
    return EventRecord(
        key=event_key(type_, repo, number=pr.number, occurrence=occurrence),
        type=type_,
        repo=repo,
        rule="",
        at=at,
        number=pr.number,
        tag=tag,
        title=pr.title,
        url=pr.html_url,
        payload=payload,
    )


def pr_transitions(
    repo: str, prev: PullSnap, new: PullSnap, now: str, since: str | None = None
) -> list[EventRecord]:
    """Events between two states of one PR; ``since`` drops happenings not after it."""
    out: list[EventRecord] = []
    if (
        prev.state == "closed"
        and not prev.merged
        and (new.state == "open" or (new.closed_at and new.closed_at != prev.closed_at))
    ):
        occurrence = prev.closed_at or prev.updated_at or now
        out.append(
            _pr_event("pr_reopened", repo, new, new.updated_at or now, occurrence=occurrence)
        )
    if new.approved and not prev.approved and _after(new.approved_at, since):
        out.append(_pr_event("pr_approved", repo, new, new.approved_at or now))
    if new.merged and not prev.merged and _after(new.merged_at, since):
        out.append(_pr_event("pr_merged", repo, new, new.merged_at or now))
    if (
        new.state == "closed"
        and not new.merged
        and _after(new.closed_at, since)
        and (prev.state == "open" or new.closed_at != prev.closed_at)
    ):
        occurrence = new.closed_at or now
        out.append(_pr_event("pr_closed", repo, new, occurrence, occurrence=occurrence))
    if new.released_in and not prev.released_in and _after(new.released_at, since):
        out.append(
            _pr_event(
                "pr_released",
                repo,
                new,
                new.released_at or now,
                tag=new.released_in,
                extra={"release_tag": new.released_in, "release_commit_sha": new.released_sha},
            )
        )
    return out


def _events_for_watch(
    repo: str, watch: Watch, baseline_at: str | None, prev: PullSnap | None, new: PullSnap, now: str
) -> list[EventRecord]:
    if baseline_at is None:  # this poll is the watch's baseline
        return [] if prev is not None else [_pr_event("pr_discovered", repo, new, now)]
    if prev is not None:
        events = pr_transitions(repo, prev, new, now)
        if not wants_releases(watch):
            events = [e for e in events if e.type != "pr_released"]
        return events
    opened = new.created_at is not None and new.created_at > baseline_at
    first = _pr_event(
        "pr_opened" if opened else "pr_discovered",
        repo,
        new,
        (new.created_at or now) if opened else now,
    )
    virtual = PullSnap(number=new.number, state="open")
    later = pr_transitions(repo, virtual, new, now, since=baseline_at)
    if not wants_releases(watch):
        later = [e for e in later if e.type != "pr_released"]
    return [first, *later]


def _merge(events: Iterable[tuple[str, EventRecord]]) -> list[EventRecord]:
    """One event per key; ``rule`` is the first watch, ``payload.rules`` lists all."""
    order: list[str] = []
    by_key: dict[str, tuple[EventRecord, list[str]]] = {}
    for rule, event in events:
        if event.key not in by_key:
            order.append(event.key)
            by_key[event.key] = (event, [rule])
        elif rule not in by_key[event.key][1]:
            by_key[event.key][1].append(rule)
    out = []
    for key in order:
        event, rules = by_key[key]
        out.append(replace(event, rule=rules[0], payload={**event.payload, "rules": rules}))
    return out


def detect(
    repo: str, watches: Sequence[Watch], stored: RepoState, observed: UpstreamView
) -> Detection:
    """Compare what was stored with what was observed; return events and state to write.

    ``watches`` are the rules' watches of this repository; ``repo`` is its canonical name
    (events always carry it). Pure and deterministic: the same inputs give the same
    events in the same order.
    """
    now = observed.now
    baselines = dict(stored.baselines)
    tagged: list[tuple[str, EventRecord]] = []
    out_prs: dict[int, PullSnap] = {}
    for number in sorted(observed.prs):
        new = observed.prs[number]
        prev = stored.prs.get(number)
        following = [
            w
            for w in watches
            if (prev is not None and w.name in prev.rules) or follows(w, new) is True
        ]
        if not following:
            continue
        new = replace(new, rules=tuple(w.name for w in following))
        out_prs[number] = new
        for w in following:
            w_prev = prev if prev is not None and w.name in prev.rules else None
            for event in _events_for_watch(repo, w, baselines.get(w.name), w_prev, new, now):
                tagged.append((w.name, event))
    out_releases: list[ReleaseSnap] = []
    release_watches = [w for w in watches if w.releases]
    for rel in sorted(observed.releases, key=lambda r: (r.published_at or "", r.tag)):
        if rel.draft or not rel.published_at:
            continue
        known = stored.releases.get(rel.tag)
        if known is not None and known == rel:
            continue
        out_releases.append(rel)
        if known is not None:
            continue
        for w in release_watches:
            since = baselines.get(w.name)
            if since is not None and rel.published_at > since:
                tagged.append(
                    (
                        w.name,
                        EventRecord(
                            key=event_key("release_published", repo, tag=rel.tag),
                            type="release_published",
                            repo=repo,
                            rule=w.name,
                            at=rel.published_at,
                            tag=rel.tag,
                            title=rel.name or rel.tag,
                            url=rel.html_url,
                            payload={
                                "tag": rel.tag,
                                "prerelease": rel.prerelease,
                                "commit_sha": rel.commit_sha,
                            },
                        ),
                    )
                )
    for w in watches:
        baselines.setdefault(w.name, now)
    # a PR is reported as shipped after the release that ships it (stable: order kept otherwise)
    tagged.sort(key=lambda t: t[1].type == "pr_released")
    return Detection(events=_merge(tagged), prs=out_prs, releases=out_releases, baselines=baselines)


# ------------------------------------------------------------------ release containment


def containment_candidates(pr: PullSnap, releases: Iterable[ReleaseSnap]) -> list[ReleaseSnap]:
    """Published releases after the merge not yet checked for ``pr``, oldest first."""
    if not pr.merged or not pr.merged_at or not pr.merge_commit_sha or pr.released_in:
        return []
    floor = pr.release_checked_through or ""
    out = [
        r
        for r in releases
        if not r.draft
        and r.published_at
        and r.published_at >= pr.merged_at
        and r.published_at > floor
    ]
    return sorted(out, key=lambda r: (r.published_at or "", r.tag))


def next_probe(candidates: Sequence[ReleaseSnap], known: dict[str, bool]) -> str | None:
    """The next tag to compare, or None when the first containing release is decided.

    Releases are assumed to lie on one line of history (a later tag contains what an
    earlier one does): one compare with the newest candidate decides "none yet"; if the
    newest contains the commit, a binary search finds the oldest that does. So a busy
    repo costs about log2(n) compares once, and one compare per new release afterwards
    (compares of fixed refs are cached by ETag, so repeating one costs nothing).
    """
    if not candidates:
        return None
    newest = candidates[-1].tag
    if newest not in known:
        return newest
    if not known[newest]:
        return None
    lo, hi = 0, len(candidates) - 1  # candidates[hi] contains
    while lo < hi:
        mid = (lo + hi) // 2
        tag = candidates[mid].tag
        if tag not in known:
            return tag
        if known[tag]:
            hi = mid
        else:
            lo = mid + 1
    return None


def first_containing(
    candidates: Sequence[ReleaseSnap], known: dict[str, bool]
) -> ReleaseSnap | None:
    """The oldest candidate known to contain the commit (after probing is done)."""
    for rel in candidates:
        if known.get(rel.tag):
            return rel
    return None


def parse_ts(value: str) -> dt.datetime:
    """Parse a store timestamp (``...Z``) to an aware datetime."""
    return parse_iso(value)
