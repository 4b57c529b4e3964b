"""Snapshot mapping: stored rows <-> the plain values detection works on.

The ``pull_snapshot``/``release_snapshot`` rows keep the fields the store indexes as
columns and the rest under ``data``; :class:`RepoMeta` is the ``repo`` row's bookkeeping
(canonical name, aliases, high-water marks) the fetch needs before it asks GitHub
anything. Also the small value helpers the fetch and persist modules share.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

import sqlalchemy as sa
from sqlmodel import Session, select

from watcher.errors import PayloadInvalid
from watcher.store import PullSnapshot, ReleaseSnapshot, Repo
from watcher.watch.detect import PullSnap, ReleaseSnap, RepoState

TITLE_MAX = 500
POLL_ERROR = "poll_error"  # repo.state key: the last poll's failure, until polled again


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
    poll_error: bool = False


def snap_from_row(row: Any) -> PullSnap:
    """A PR snapshot from a ``pull_snapshot`` row (ORM object or Core row)."""
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


def pull_values(repo: str, pr: PullSnap) -> dict[str, Any]:
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


def release_from_row(row: Any) -> ReleaseSnap:
    """A release snapshot from a ``release_snapshot`` row (ORM object or Core row)."""
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


def release_values(repo: str, rel: ReleaseSnap) -> dict[str, Any]:
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


_PULLS = PullSnapshot.__table__  # type: ignore[attr-defined]
_RELEASES = ReleaseSnapshot.__table__  # type: ignore[attr-defined]
_PULLS_OF = sa.select(_PULLS).where(_PULLS.c.repo == sa.bindparam("repo"))
_RELEASES_OF = sa.select(_RELEASES).where(_RELEASES.c.repo == sa.bindparam("repo"))


_REPOS = Repo.__table__  # type: ignore[attr-defined]
_REPO_NAMED = sa.select(_REPOS).where(_REPOS.c.name == sa.bindparam("name"))


def read_repo(conn: sa.Connection, canonical: str) -> tuple[Any, RepoState]:
    """The ``repo`` row (a Core row, or None) and the stored state, in one read."""
    row = conn.execute(_REPO_NAMED, {"name": canonical}).first()
    return row, load_state(conn, canonical, row)


def load_state(db: Session | sa.Connection, canonical: str, row: Any) -> RepoState:
    """The stored state of a repository (``row``: its ``repo`` row or None), as plain values.

    Core selects (rows, not ORM objects): this runs for every repository of every poll.
    """
    state = RepoState(repo=canonical)
    if row is not None:
        state.baselines = dict((row.state or {}).get("baselines") or {})
    conn = db.connection() if isinstance(db, Session) else db
    for pr in conn.execute(_PULLS_OF, {"repo": canonical}):
        state.prs[pr.number] = snap_from_row(pr)
    for rel in conn.execute(_RELEASES_OF, {"repo": canonical}):
        state.releases[rel.tag] = release_from_row(rel)
    return state


def repo_meta(row: Any, fallback: str) -> RepoMeta:
    """The bookkeeping of ``row`` (a ``repo`` ORM object or Core row; a fresh one named
    ``fallback`` if it is None)."""
    if row is None:
        return RepoMeta(name=fallback)
    return RepoMeta(
        name=row.name,
        aliases=list(row.aliases or ()),
        prs_high_water=row.prs_high_water,
        releases_high_water=row.releases_high_water,
        releases_covered_from=(row.state or {}).get("releases_covered_from"),
        missing_prs=dict((row.state or {}).get("missing_prs") or {}),
        # a row that only records a failure (never polled) is not a baseline
        exists=row.baseline_at is not None,
        poll_error=bool((row.state or {}).get(POLL_ERROR)),
    )


def pull_from_fields(fields: dict[str, Any], prev: PullSnap | None = None) -> PullSnap:
    """A PR snapshot from API fields, keeping what only the watcher knows from ``prev``."""
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


def str_field(item: Any, key: str) -> str | None:
    """``item[key]`` when ``item`` is an object and the value a string (else None)."""
    value = item.get(key) if isinstance(item, dict) else None
    return value if isinstance(value, str) else None


def earliest(*values: str | None) -> str | None:
    """The smallest of the non-empty ISO timestamps (None if there is none)."""
    present = [v for v in values if v]
    return min(present) if present else None


def latest(*values: str | None) -> str | None:
    """The largest of the non-empty ISO timestamps (None if there is none)."""
    present = [v for v in values if v]
    return max(present) if present else None


def read_item(
    repo: str, item: Any, read: Callable[[Any], dict[str, Any]], warnings: list[str]
) -> dict[str, Any] | None:
    """``read(item)``, or None with a warning naming repo, item and field if malformed."""
    try:
        return read(item)
    except PayloadInvalid as exc:
        warnings.append(f"{repo}: {exc}; item skipped")
        return None
