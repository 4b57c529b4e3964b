"""The JSON shapes of the demo's GitHub replay: PRs, search hits, releases, users.

Field names and nesting follow the real REST API where the poller reads them; values come
from one snapshot of the timeline (``watcher.demo.timeline``). Pure.
"""

from __future__ import annotations

import hashlib
from typing import Any

from watcher.demo.timeline import Pull, Release, Repo

WEB = "https://github.com"


def user_json(login: str) -> dict[str, Any]:
    """A user as the API embeds one."""
    uid = int(hashlib.sha1(login.encode(), usedforsecurity=False).hexdigest()[:6], 16)
    return {"login": login, "id": uid, "type": "User", "html_url": f"{WEB}/{login}"}


def pull_json(base: str, repo: Repo, p: Pull, *, full: bool = False) -> dict[str, Any]:
    """A PR as ``GET /repos/{o}/{r}/pulls`` lists it (``full``: as ``pulls/{n}`` shows it)."""
    out: dict[str, Any] = {
        "url": f"{base}/repos/{repo.name}/pulls/{p.number}",
        "id": 10_000_000 + p.number,
        "html_url": f"{WEB}/{repo.name}/pull/{p.number}",
        "number": p.number,
        "state": p.state,
        "title": p.title,
        "user": user_json(p.user),
        "body": p.body,
        "labels": [],
        "created_at": p.created_at,
        "updated_at": p.updated_at,
        "closed_at": p.closed_at,
        "merged_at": p.merged_at,
        "merge_commit_sha": p.merge_commit_sha,
        "draft": False,
        "author_association": "CONTRIBUTOR",
        "head": {
            "label": f"{p.user}:feature-{p.number}",
            "ref": f"feature-{p.number}",
            "sha": p.head_sha,
        },
        "base": {"label": "main", "ref": "master", "sha": p.base_sha},
    }
    if full:
        out.update(
            merged=p.merged_at is not None,
            mergeable=None,
            commits=1,
            changed_files=1,
            merged_by=user_json("maintainer") if p.merged_at else None,
        )
    return out


def issue_json(base: str, repo: Repo, p: Pull) -> dict[str, Any]:
    """A PR as ``GET /search/issues`` finds it."""
    pr_url = f"{base}/repos/{repo.name}/pulls/{p.number}"
    return {
        "url": f"{base}/repos/{repo.name}/issues/{p.number}",
        "repository_url": f"{base}/repos/{repo.name}",
        "html_url": f"{WEB}/{repo.name}/pull/{p.number}",
        "id": 10_000_001 + p.number,
        "number": p.number,
        "title": p.title,
        "user": user_json(p.user),
        "labels": [],
        "state": p.state,
        "created_at": p.created_at,
        "updated_at": p.updated_at,
        "closed_at": p.closed_at,
        "body": p.body,
        "draft": False,
        "pull_request": {
            "url": pr_url,
            "html_url": f"{WEB}/{repo.name}/pull/{p.number}",
            "merged_at": p.merged_at,
        },
        "score": 1.0,
    }


def release_json(base: str, repo: Repo, rel: Release) -> dict[str, Any]:
    """A release as ``GET /repos/{o}/{r}/releases`` lists it."""
    return {
        "url": f"{base}/repos/{repo.name}/releases/{rel.id}",
        "html_url": f"{WEB}/{repo.name}/releases/tag/{rel.tag}",
        "id": rel.id,
        "tag_name": rel.tag,
        "target_commitish": "master",
        "name": rel.tag,
        "draft": False,
        "prerelease": False,
        "created_at": rel.at,
        "published_at": rel.at,
        "author": user_json("release-bot"),
        "assets": [],
        "body": rel.body,
    }
