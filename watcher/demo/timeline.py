"""The demo's GitHub as a list of immutable snapshots, one per point of the timeline.

``build_timeline(recording)`` reads the bundled recording (each repository's history,
then the timeline's changes: a PR opens, a review, a merge, a release) and returns the
state of GitHub after the history and after each change. Nothing is mutated afterwards:
the demo moves on by serving the next snapshot. Pure: no I/O.

Commit shas, ids and timestamps are derived from the recording alone, so every run of the
demo sees the same upstream and writes the same report.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, replace
from typing import Any

FIRST_ID = 1000
"""Repository and release ids are numbered from here, in the order the recording names them."""


def sha_of(*parts: object) -> str:
    """A stable 40-hex commit sha for the given labels."""
    return hashlib.sha1("\0".join(map(str, parts)).encode(), usedforsecurity=False).hexdigest()


@dataclass(frozen=True)
class Review:
    """One submitted review."""

    id: int
    user: str
    state: str
    submitted_at: str
    commit_id: str


@dataclass(frozen=True)
class Pull:
    """One pull request as the REST API describes it."""

    number: int
    title: str
    body: str
    user: str
    created_at: str
    updated_at: str
    head_sha: str
    base_sha: str
    merge_commit_sha: str
    state: str = "open"
    closed_at: str | None = None
    merged_at: str | None = None
    reviews: tuple[Review, ...] = ()


@dataclass(frozen=True)
class Release:
    """One published release and the commit its tag points at."""

    id: int
    tag: str
    body: str
    at: str
    commit: str


@dataclass(frozen=True)
class Repo:
    """One repository at one point of the timeline."""

    id: int
    name: str
    commits: tuple[str, ...]  # the default branch, oldest first
    pulls: tuple[Pull, ...] = ()  # by updated_at, newest first
    releases: tuple[Release, ...] = ()  # by creation, newest first

    def pull(self, number: int) -> Pull | None:
        """The PR with this number, if any."""
        return next((p for p in self.pulls if p.number == number), None)

    def resolve(self, ref: str) -> str | None:
        """A commit sha, tag or default branch name to the commit it names."""
        if ref in self.commits:
            return ref
        for rel in self.releases:
            if rel.tag == ref:
                return rel.commit
        if ref in ("master", "main", "HEAD"):
            return self.commits[-1]
        if any(p.head_sha == ref for p in self.pulls):
            return ref
        return None


Snapshot = dict[str, Repo]
"""GitHub at one point: repositories by full name (never mutated once built)."""


class _Upstream:
    """Builds the snapshots: applies one change at a time to an ever-new copy."""

    def __init__(self) -> None:
        self.repos: dict[str, Repo] = {}
        self.next_id = FIRST_ID

    def _id(self) -> int:
        self.next_id += 1
        return self.next_id

    def _set(self, repo: Repo, **changes: Any) -> Repo:
        new = replace(repo, **changes)
        if "pulls" in changes:
            ordered = sorted(new.pulls, key=lambda p: (p.updated_at, p.number), reverse=True)
            new = replace(new, pulls=tuple(ordered))
        self.repos[repo.name] = new
        return new

    def _push(self, name: str, label: str) -> str:
        repo = self.repos[name]
        sha = sha_of(name, len(repo.commits), label)
        self._set(repo, commits=(*repo.commits, sha))
        return sha

    def _change_pull(self, name: str, number: int, **changes: Any) -> None:
        repo = self.repos[name]
        pulls = tuple(replace(p, **changes) if p.number == number else p for p in repo.pulls)
        self._set(repo, pulls=pulls)

    def add_repo(self, name: str) -> None:
        self.repos[name] = Repo(id=self._id(), name=name, commits=(sha_of(name, 0, "root"),))

    def open_pull(self, name: str, item: dict[str, Any], at: str) -> None:
        repo, n = self.repos[name], int(item["number"] if "number" in item else item["pull"])
        pull = Pull(
            number=n,
            title=item["title"],
            body=item.get("body", ""),
            user=item.get("user", "contributor"),
            created_at=at,
            updated_at=at,
            head_sha=sha_of(name, n, "head", 0),
            base_sha=repo.commits[-1],
            merge_commit_sha=sha_of(name, n, "test-merge"),
        )
        self._set(repo, pulls=(*repo.pulls, pull))

    def review(self, name: str, number: int, state: str, at: str) -> None:
        pull = self.repos[name].pull(number)
        assert pull is not None, f"the recording reviews {name}#{number} before it opens"
        rv = Review(
            80_000_000 + len(pull.reviews) + number * 100, "reviewer", state, at, pull.head_sha
        )
        self._change_pull(name, number, reviews=(*pull.reviews, rv), updated_at=at)

    def merge(self, name: str, number: int, at: str) -> None:
        sha = self._push(name, f"merge #{number}")
        self._change_pull(
            name,
            number,
            state="closed",
            merged_at=at,
            closed_at=at,
            updated_at=at,
            merge_commit_sha=sha,
        )

    def release(self, name: str, tag: str, at: str, body: str) -> None:
        repo = self.repos[name]
        rel = Release(self._id(), tag, body, at, repo.commits[-1])
        ordered = sorted((*repo.releases, rel), key=lambda r: (r.at, r.id), reverse=True)
        self._set(repo, releases=tuple(ordered))

    def apply(self, step: dict[str, Any]) -> None:
        """One timeline change (a PR opens, a review, a merge, a release; or several)."""
        at = step["at"]
        if "pull" in step:
            self.open_pull(step["pull"]["repo"], step["pull"], at)
        if "review" in step:
            r = step["review"]
            self.review(r["repo"], r["number"], r["state"], at)
        if "merge" in step:
            self.merge(step["merge"]["repo"], step["merge"]["number"], at)
        if "release" in step:
            r = step["release"]
            self.release(r["repo"], r["tag"], at, r.get("body", ""))


def build_timeline(recording: dict[str, Any]) -> list[Snapshot]:
    """GitHub after the recorded history, then after each of the timeline's changes."""
    up = _Upstream()
    for name, body in recording["repos"].items():
        up.add_repo(name)
        for item in body["history"]:
            if "pull" in item:
                up.open_pull(name, item, item["at"])
                if item.get("merge_at"):
                    up.merge(name, item["pull"], item["merge_at"])
            elif "release" in item:
                up._push(name, f"before {item['release']}")
                up.release(name, item["release"], item["at"], item.get("body", ""))
    snapshots = [dict(up.repos)]
    for step in recording["timeline"]:
        up.apply(step)
        snapshots.append(dict(up.repos))
    return snapshots
