"""A loopback fake of the GitHub REST API: a real HTTP server on 127.0.0.1 in a thread.

Test machinery, never shipped: ``watcher demo`` serves a read-only replay of a fixed
timeline instead (``watcher/demo/github_replay.py``).

Shaped like the real responses the watcher reads (field names, ETag/304, Link pagination,
``X-RateLimit-*`` headers, 301 for renamed repositories). Tests script a timeline through
methods (``add_pull``, ``add_review``, ``merge_pull``, ``publish_release``, ...) and inject
faults (``fail``, ``truncate``, ``delay``). Rate-limit units are counted the way GitHub
charges them: every response except a 304 (and ``/rate_limit``) costs one, and each
resource's window rolls over like GitHub's: once its reset time has passed, the next
request finds the full limit and a new reset (an hour for ``core``, a minute for
``search``; ``clock`` is injectable so tests can move time).

    with FakeGitHub() as gh:
        gh.add_repo("sgl-project/sglang")
        gh.add_pull("sgl-project/sglang", 46927, title="...", at="2026-11-20T10:00:00Z")
        os.environ["GITHUB_API_URL"] = gh.url
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import re
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any
from urllib.parse import parse_qs, unquote, urlencode, urlsplit

from tests.fakes.loopback import LoopbackServer

WEB = "https://github.com"
T0 = "2026-01-01T00:00:00Z"
WINDOW_S = {"core": 3600, "search": 60}
"""How long each rate-limit window lasts on GitHub."""


def _sha(*parts: object) -> str:
    return hashlib.sha1("\0".join(map(str, parts)).encode(), usedforsecurity=False).hexdigest()


def _ts(value: str | dt.datetime | None) -> str | None:
    if value is None:
        return None
    if isinstance(value, dt.datetime):
        return value.astimezone(dt.UTC).strftime("%Y-%m-%dT%H:%M:%SZ")
    return value


DROP = object()
"""Value for ``FakeGitHub.malform_pull``: leave this key out of the JSON."""


@dataclass
class Fault:
    """One scripted misbehaviour for requests whose path matches ``pattern``."""

    pattern: str
    kind: str  # "status" | "truncate" | "delay" | "reset" | "garble" | "moved"
    times: int = 1
    status: int = 500
    headers: dict[str, str] = field(default_factory=dict)
    body: Any = None
    seconds: float = 0.0

    def matches(self, path: str) -> bool:
        """True while it has uses left and the path matches."""
        return self.times > 0 and re.search(self.pattern, path) is not None


@dataclass
class FakeRepo:
    """One repository's data, kept in the REST shape's terms."""

    id: int
    full_name: str
    pulls: dict[int, dict[str, Any]] = field(default_factory=dict)
    reviews: dict[int, list[dict[str, Any]]] = field(default_factory=dict)
    files: dict[int, list[str]] = field(default_factory=dict)
    releases: list[dict[str, Any]] = field(default_factory=list)
    main: list[str] = field(default_factory=list)
    pos: dict[str, int] = field(default_factory=dict)
    next_number: int = 1
    _sorted: list[dict[str, Any]] | None = None

    def push(self, label: str = "") -> str:
        """Add a commit on the default branch; returns its sha."""
        sha = _sha(self.full_name, len(self.main), label)
        self.pos[sha] = len(self.main)
        self.main.append(sha)
        return sha

    def head(self) -> str:
        """The default branch's newest commit."""
        return self.main[-1] if self.main else self.push("root")

    def by_updated(self) -> list[dict[str, Any]]:
        """Pulls sorted by updated_at desc (cached until the next change)."""
        if self._sorted is None:
            self._sorted = sorted(
                self.pulls.values(), key=lambda p: (p["updated_at"], p["number"]), reverse=True
            )
        return self._sorted

    def touch(self) -> None:
        """Invalidate sort caches after a change."""
        self._sorted = None


class FakeGitHub(LoopbackServer):
    """The fake API; start with ``with FakeGitHub() as gh`` or ``gh.start()``."""

    def __init__(
        self,
        *,
        token: str | None = None,
        core_limit: int = 5000,
        search_limit: int = 30,
        clock: Callable[[], float] = time.time,
    ) -> None:
        self.clock = clock
        self.lock = threading.RLock()
        self.repos: dict[str, FakeRepo] = {}
        self.by_id: dict[int, FakeRepo] = {}
        self.renamed: dict[str, str] = {}
        self.token = token
        self.limits = {"core": core_limit, "search": search_limit}
        # search results reachable by paging, and whether GitHub timed out assembling them
        self.search_cap = 1000
        self.search_incomplete = False
        self.remaining = dict(self.limits)
        self.reset_epoch = {k: int(clock()) + WINDOW_S[k] for k in self.limits}
        self.faults: list[Fault] = []
        self.injected: dict[str, int] = {}
        self.requests = 0
        self.units = 0
        self.not_modified = 0
        self.log: list[tuple[str, str, int]] = []
        self._next_id = 1000
        self.malformed: dict[tuple[str, int], Any] = {}

    # ------------------------------------------------------------------ server

    @property
    def url(self) -> str:
        """Base URL (``GITHUB_API_URL``) of the running server."""
        host, port = self.address
        return f"http://{host}:{port}"

    # --------------------------------------------------------------- counters

    def clear(self) -> None:
        """Forget every repository, fault and counter (reuse one server across cases)."""
        with self.lock:
            self.repos.clear()
            self.by_id.clear()
            self.renamed.clear()
            self.faults.clear()
            self.injected.clear()
            self.remaining = dict(self.limits)
            self.requests = self.units = self.not_modified = 0
            self.log.clear()

    def reset_counters(self) -> None:
        """Zero requests/units/304 counters and the request log."""
        with self.lock:
            self.requests = self.units = self.not_modified = 0
            self.log.clear()

    def counts(self) -> dict[str, int]:
        """Requests, rate-limit units (non-304 responses) and 304s so far."""
        with self.lock:
            return {
                "requests": self.requests,
                "units": self.units,
                "not_modified": self.not_modified,
            }

    def set_rate_limit(self, resource: str, remaining: int, reset_epoch: int) -> None:
        """Script the primary limit of ``core`` or ``search`` (it rolls over at the reset)."""
        with self.lock:
            self.remaining[resource] = remaining
            self.reset_epoch[resource] = reset_epoch

    def _roll_window(self, resource: str) -> None:
        """A new window once the reset time has passed, as GitHub does (caller holds lock)."""
        now = self.clock()
        if now >= self.reset_epoch[resource]:
            self.remaining[resource] = self.limits[resource]
            self.reset_epoch[resource] = int(now) + WINDOW_S[resource]

    # ----------------------------------------------------------------- faults

    def fail(
        self,
        pattern: str,
        status: int = 500,
        *,
        times: int = 1,
        headers: dict[str, str] | None = None,
        body: Any = None,
    ) -> None:
        """Answer the next ``times`` matching requests with ``status``."""
        with self.lock:
            self.faults.append(
                Fault(
                    pattern,
                    "status",
                    times,
                    status,
                    dict(headers or {}),
                    body if body is not None else {"message": f"fault {status}"},
                )
            )

    def truncate(self, pattern: str, *, times: int = 1) -> None:
        """Send half of the body of the next matching responses, then close."""
        with self.lock:
            self.faults.append(Fault(pattern, "truncate", times))

    def reset(self, pattern: str, *, times: int = 1) -> None:
        """Close the connection without answering the next matching requests."""
        with self.lock:
            self.faults.append(Fault(pattern, "reset", times))

    def delay(self, pattern: str, seconds: float, *, times: int = 1) -> None:
        """Wait ``seconds`` before answering the next matching requests."""
        with self.lock:
            self.faults.append(Fault(pattern, "delay", times, seconds=seconds))

    def garble(self, pattern: str, *, times: int = 1) -> None:
        """Answer the next matching requests 200 with half a JSON body (Content-Length fits)."""
        with self.lock:
            self.faults.append(Fault(pattern, "garble", times))

    def moved(self, pattern: str, *, times: int = 1) -> None:
        """Answer the next matching ``/repos/{o}/{r}...`` requests 301 to ``/repositories/{id}``."""
        with self.lock:
            self.faults.append(Fault(pattern, "moved", times))

    def _count(self, kind: str) -> None:
        self.injected[kind] = self.injected.get(kind, 0) + 1

    def _take_fault(self, path: str) -> Fault | None:
        for fault in self.faults:
            if fault.matches(path):
                fault.times -= 1
                return fault
        return None

    # ------------------------------------------------------------- timeline

    def add_repo(self, full_name: str) -> FakeRepo:
        """Create a repository (with one commit on its default branch)."""
        with self.lock:
            self._next_id += 1
            repo = FakeRepo(id=self._next_id, full_name=full_name)
            repo.push("root")
            self.repos[full_name] = repo
            self.by_id[repo.id] = repo
            return repo

    def rename_repo(self, old: str, new: str) -> None:
        """Rename: the old name answers 301 to ``/repositories/{id}``."""
        with self.lock:
            repo = self.repos.pop(old)
            repo.full_name = new
            self.repos[new] = repo
            self.renamed[old] = new

    def repo(self, name: str) -> FakeRepo:
        """A repository by its current name."""
        return self.repos[name]

    def add_pull(
        self,
        repo: str,
        number: int | None = None,
        *,
        title: str,
        body: str = "",
        user: str = "contributor",
        labels: tuple[str, ...] | list[str] = (),
        files: tuple[str, ...] | list[str] = ("src/main.cpp",),
        at: str | dt.datetime = T0,
        draft: bool = False,
    ) -> dict[str, Any]:
        """Open a PR (``at`` is created_at and updated_at)."""
        with self.lock:
            r = self.repos[repo]
            if number is None:
                number = r.next_number
            r.next_number = max(r.next_number, number + 1)
            when = _ts(at)
            pr = {
                "number": number,
                "id": 10_000_000 + number,
                "title": title,
                "body": body,
                "user": user,
                "labels": list(labels),
                "state": "open",
                "draft": draft,
                "created_at": when,
                "updated_at": when,
                "closed_at": None,
                "merged_at": None,
                "merge_commit_sha": _sha(repo, number, "test-merge"),
                "head_sha": _sha(repo, number, "head", 0),
                "base_sha": r.head(),
            }
            r.pulls[number] = pr
            r.files[number] = list(files)
            r.reviews.setdefault(number, [])
            r.touch()
            return pr

    def malform_pull(self, repo: str, number: int, /, *, whole: Any = None, **fields: Any) -> None:
        """Serve PR ``number`` malformed: ``fields`` override its JSON (``DROP`` deletes a
        key), or ``whole`` replaces the item outright (e.g. a string). Applies to the list,
        the single GET and search hits, until ``malform_pull`` is called with nothing."""
        with self.lock:
            if whole is None and not fields:
                self.malformed.pop((repo, number), None)
            else:
                self.malformed[(repo, number)] = whole if whole is not None else dict(fields)

    def _apply_malform(self, r: FakeRepo, n: int, out: dict[str, Any]) -> Any:
        bad = self.malformed.get((r.full_name, n))
        if bad is None:
            return out
        if not isinstance(bad, dict):
            return bad
        out = dict(out)
        for key, value in bad.items():
            if value is DROP:
                out.pop(key, None)
            else:
                out[key] = value
        return out

    def update_pull(self, repo: str, number: int, *, at: str | dt.datetime, **changes: Any) -> None:
        """Edit fields (title, body, labels, ...) and bump updated_at."""
        with self.lock:
            r = self.repos[repo]
            pr = r.pulls[number]
            if "files" in changes:
                r.files[number] = list(changes.pop("files"))
            if changes.pop("push", False):
                pr["head_sha"] = _sha(repo, number, "head", at)
            pr.update(changes)
            pr["updated_at"] = _ts(at)
            r.touch()

    def add_review(
        self,
        repo: str,
        number: int,
        state: str = "APPROVED",
        *,
        user: str = "reviewer",
        at: str | dt.datetime = T0,
    ) -> None:
        """Submit a review (APPROVED, CHANGES_REQUESTED, COMMENTED); bumps updated_at."""
        with self.lock:
            r = self.repos[repo]
            reviews = r.reviews.setdefault(number, [])
            reviews.append(
                {
                    "id": 80_000_000 + len(reviews) + number * 100,
                    "user": user,
                    "state": state,
                    "submitted_at": _ts(at),
                    "commit_id": r.pulls[number]["head_sha"],
                }
            )
            r.pulls[number]["updated_at"] = _ts(at)
            r.touch()

    def merge_pull(self, repo: str, number: int, *, at: str | dt.datetime) -> str:
        """Merge: a new commit on the default branch; returns merge_commit_sha."""
        with self.lock:
            r = self.repos[repo]
            pr = r.pulls[number]
            sha = r.push(f"merge #{number}")
            pr.update(
                state="closed",
                merged_at=_ts(at),
                closed_at=_ts(at),
                updated_at=_ts(at),
                merge_commit_sha=sha,
            )
            r.touch()
            return sha

    def close_pull(self, repo: str, number: int, *, at: str | dt.datetime) -> None:
        """Close without merging."""
        with self.lock:
            r = self.repos[repo]
            r.pulls[number].update(state="closed", closed_at=_ts(at), updated_at=_ts(at))
            r.touch()

    def reopen_pull(self, repo: str, number: int, *, at: str | dt.datetime) -> None:
        """Reopen a closed, unmerged PR."""
        with self.lock:
            r = self.repos[repo]
            r.pulls[number].update(state="open", closed_at=None, updated_at=_ts(at))
            r.touch()

    def push(self, repo: str, label: str = "") -> str:
        """A commit on the default branch (not from a watched PR)."""
        with self.lock:
            return self.repos[repo].push(label)

    def publish_release(
        self,
        repo: str,
        tag: str,
        *,
        at: str | dt.datetime,
        name: str | None = None,
        body: str = "",
        draft: bool = False,
        prerelease: bool = False,
        commit: str | None = None,
    ) -> dict[str, Any]:
        """Tag the default branch's head (or ``commit``) and publish a release."""
        with self.lock:
            r = self.repos[repo]
            self._next_id += 1
            rel = {
                "id": self._next_id,
                "tag_name": tag,
                "name": name or tag,
                "body": body,
                "draft": draft,
                "prerelease": prerelease,
                "created_at": _ts(at),
                "published_at": None if draft else _ts(at),
                "commit": commit or r.head(),
            }
            r.releases.append(rel)
            r.releases.sort(key=lambda x: (x["created_at"], x["id"]), reverse=True)
            return rel

    def bulk_history(
        self,
        repo: str,
        *,
        prs: int,
        releases: int,
        start: dt.datetime,
        end: dt.datetime,
        title: str = "misc : fix #{n}",
    ) -> None:
        """Fill a repository with a long, boring history (for the poll-cost benchmark)."""
        with self.lock:
            r = self.repos[repo]
            span = (end - start).total_seconds()
            for i in range(prs):
                n = r.next_number
                at = _ts(start + dt.timedelta(seconds=span * i / max(1, prs)))
                pr = {
                    "number": n,
                    "id": 10_000_000 + n,
                    "title": title.format(n=n),
                    "body": "A routine change.",
                    "user": "contributor",
                    "labels": [],
                    "state": "closed",
                    "draft": False,
                    "created_at": at,
                    "updated_at": at,
                    "closed_at": at,
                    "merged_at": at,
                    "merge_commit_sha": r.push(str(n)),
                    "head_sha": _sha(repo, n, "head", 0),
                    "base_sha": r.main[-1],
                }
                r.pulls[n] = pr
                r.files[n] = ["src/misc.cpp"]
                r.next_number = n + 1
                if releases and i % max(1, prs // releases) == 0 and len(r.releases) < releases:
                    self._next_id += 1
                    r.releases.append(
                        {
                            "id": self._next_id,
                            "tag_name": f"b{len(r.releases)}",
                            "name": f"b{len(r.releases)}",
                            "body": "build",
                            "draft": False,
                            "prerelease": False,
                            "created_at": at,
                            "published_at": at,
                            "commit": r.main[-1],
                        }
                    )
            r.releases.sort(key=lambda x: (x["created_at"], x["id"]), reverse=True)
            r.touch()

    # ------------------------------------------------------------- rendering

    def _user(self, login: str) -> dict[str, Any]:
        return {
            "login": login,
            "id": int(_sha(login)[:6], 16),
            "type": "User",
            "html_url": f"{WEB}/{login}",
        }

    def _labels(self, names: list[str]) -> list[dict[str, Any]]:
        return [
            {"id": int(_sha(n)[:6], 16), "name": n, "color": "ededed", "default": False}
            for n in names
        ]

    def _pull_json(
        self, base: str, r: FakeRepo, pr: dict[str, Any], *, full: bool = False
    ) -> dict[str, Any]:
        n = pr["number"]
        out = {
            "url": f"{base}/repos/{r.full_name}/pulls/{n}",
            "id": pr["id"],
            "node_id": f"PR_{pr['id']}",
            "html_url": f"{WEB}/{r.full_name}/pull/{n}",
            "number": n,
            "state": pr["state"],
            "locked": False,
            "title": pr["title"],
            "user": self._user(pr["user"]),
            "body": pr["body"],
            "labels": self._labels(pr["labels"]),
            "created_at": pr["created_at"],
            "updated_at": pr["updated_at"],
            "closed_at": pr["closed_at"],
            "merged_at": pr["merged_at"],
            "merge_commit_sha": pr["merge_commit_sha"],
            "draft": pr["draft"],
            "author_association": "CONTRIBUTOR",
            "head": {
                "label": f"{pr['user']}:feature-{n}",
                "ref": f"feature-{n}",
                "sha": pr["head_sha"],
            },
            "base": {"label": "main", "ref": "master", "sha": pr["base_sha"]},
        }
        if full:
            out.update(
                merged=pr["merged_at"] is not None,
                mergeable=None,
                comments=0,
                review_comments=0,
                commits=1,
                additions=1,
                deletions=0,
                changed_files=len(r.files.get(n, [])),
                merged_by=self._user("maintainer") if pr["merged_at"] else None,
            )
        return self._apply_malform(r, n, out)

    def _issue_json(self, base: str, r: FakeRepo, pr: dict[str, Any]) -> dict[str, Any]:
        n = pr["number"]
        out = {
            "url": f"{base}/repos/{r.full_name}/issues/{n}",
            "repository_url": f"{base}/repos/{r.full_name}",
            "html_url": f"{WEB}/{r.full_name}/pull/{n}",
            "id": pr["id"] + 1,
            "number": n,
            "title": pr["title"],
            "user": self._user(pr["user"]),
            "labels": self._labels(pr["labels"]),
            "state": pr["state"],
            "created_at": pr["created_at"],
            "updated_at": pr["updated_at"],
            "closed_at": pr["closed_at"],
            "body": pr["body"],
            "draft": pr["draft"],
            "pull_request": {
                "url": f"{base}/repos/{r.full_name}/pulls/{n}",
                "html_url": f"{WEB}/{r.full_name}/pull/{n}",
                "merged_at": pr["merged_at"],
            },
            "score": 1.0,
        }
        return self._apply_malform(r, n, out)

    def _release_json(self, base: str, r: FakeRepo, rel: dict[str, Any]) -> dict[str, Any]:
        return {
            "url": f"{base}/repos/{r.full_name}/releases/{rel['id']}",
            "html_url": f"{WEB}/{r.full_name}/releases/tag/{rel['tag_name']}",
            "id": rel["id"],
            "tag_name": rel["tag_name"],
            "target_commitish": "master",
            "name": rel["name"],
            "draft": rel["draft"],
            "prerelease": rel["prerelease"],
            "created_at": rel["created_at"],
            "published_at": rel["published_at"],
            "author": self._user("release-bot"),
            "assets": [],
            "body": rel["body"],
        }

    def _resolve(self, r: FakeRepo, ref: str) -> str | None:
        if ref in r.pos:
            return ref
        for rel in r.releases:
            if rel["tag_name"] == ref:
                return str(rel["commit"])
        if ref in ("master", "main", "HEAD"):
            return r.head()
        for pr in r.pulls.values():
            if pr["head_sha"] == ref:
                return ref
        return None

    # -------------------------------------------------------------- routing

    def handle(
        self, base: str, path: str, query: dict[str, list[str]], headers: dict[str, str]
    ) -> tuple[int, dict[str, str], Any]:
        """Route one GET (under the lock); returns status, headers and a JSON value."""
        q = {k: v[-1] for k, v in query.items()}
        if self.token is not None:
            auth = headers.get("authorization", "")
            if auth not in (f"Bearer {self.token}", f"token {self.token}"):
                return (
                    401,
                    {},
                    {
                        "message": "Bad credentials",
                        "documentation_url": "https://docs.github.com/rest",
                    },
                )
        if path == "/rate_limit":
            res = {
                k: {
                    "limit": self.limits[k],
                    "remaining": self.remaining[k],
                    "reset": self.reset_epoch[k],
                    "used": self.limits[k] - self.remaining[k],
                }
                for k in self.limits
            }
            return 200, {}, {"resources": res, "rate": res["core"]}
        if path == "/search/issues":
            return self._search(base, q)
        m = re.match(r"^/repositories/(\d+)(/.*)?$", path)
        if m:
            r = self.by_id.get(int(m.group(1)))
            if r is None:
                return 404, {}, {"message": "Not Found"}
            return self._repo_route(base, r, m.group(2) or "", q, path)
        m = re.match(r"^/repos/([^/]+/[^/]+)(/.*)?$", path)
        if not m:
            return 404, {}, {"message": "Not Found"}
        name, rest = m.group(1), m.group(2) or ""
        if name in self.renamed and self.renamed[name] in self.repos:
            r = self.repos[self.renamed[name]]
            location = f"{base}/repositories/{r.id}{rest}"
            if query:
                location += "?" + urlencode(sorted(q.items()))
            return (
                301,
                {"Location": location},
                {
                    "message": "Moved Permanently",
                    "url": location,
                    "documentation_url": "https://docs.github.com/rest/guides/best-practices-for-using-the-rest-api#follow-redirects",
                },
            )
        r = self.repos.get(name)
        if r is None:
            return 404, {}, {"message": "Not Found"}
        return self._repo_route(base, r, rest, q, path)

    def _page(
        self, base: str, path: str, q: dict[str, str], items: list[Any]
    ) -> tuple[int, dict[str, str], Any]:
        per_page = min(100, max(1, int(q.get("per_page", 30))))
        page = max(1, int(q.get("page", 1)))
        last = max(1, -(-len(items) // per_page))
        chunk = items[(page - 1) * per_page : page * per_page]
        links = []

        def link(p: int, rel: str) -> str:
            """One Link entry for page ``p``."""
            params = dict(q, page=str(p))
            return f'<{base}{path}?{urlencode(sorted(params.items()))}>; rel="{rel}"'

        if page < last:
            links += [link(page + 1, "next"), link(last, "last")]
        if page > 1:
            links += [link(1, "first"), link(page - 1, "prev")]
        return 200, ({"Link": ", ".join(links)} if links else {}), chunk

    def _repo_route(
        self, base: str, r: FakeRepo, rest: str, q: dict[str, str], path: str
    ) -> tuple[int, dict[str, str], Any]:
        if rest == "":
            owner = r.full_name.split("/")[0]
            return (
                200,
                {},
                {
                    "id": r.id,
                    "node_id": f"R_{r.id}",
                    "name": r.full_name.split("/")[1],
                    "full_name": r.full_name,
                    "owner": self._user(owner),
                    "private": False,
                    "html_url": f"{WEB}/{r.full_name}",
                    "default_branch": "master",
                    "url": f"{base}/repos/{r.full_name}",
                },
            )
        if rest == "/pulls":
            state = q.get("state", "open")
            pulls = (
                r.by_updated()
                if q.get("sort") == "updated"
                else sorted(r.pulls.values(), key=lambda p: p["created_at"], reverse=True)
            )
            if q.get("direction") == "asc":
                pulls = list(reversed(pulls))
            if state != "all":
                pulls = [p for p in pulls if p["state"] == state]
            status, headers, chunk = self._page(base, path, q, pulls)
            return status, headers, [self._pull_json(base, r, p) for p in chunk]
        m = re.match(r"^/pulls/(\d+)(/files|/reviews)?$", rest)
        if m:
            pr = r.pulls.get(int(m.group(1)))
            if pr is None:
                return 404, {}, {"message": "Not Found"}
            if m.group(2) == "/files":
                files = [
                    {
                        "sha": _sha(f),
                        "filename": f,
                        "status": "modified",
                        "additions": 1,
                        "deletions": 0,
                        "changes": 1,
                    }
                    for f in r.files.get(pr["number"], [])
                ]
                return self._page(base, path, q, files)
            if m.group(2) == "/reviews":
                reviews = [
                    {
                        "id": rv["id"],
                        "user": self._user(rv["user"]),
                        "body": "",
                        "state": rv["state"],
                        "submitted_at": rv["submitted_at"],
                        "commit_id": rv["commit_id"],
                        "author_association": "MEMBER",
                    }
                    for rv in r.reviews.get(pr["number"], [])
                ]
                return self._page(base, path, q, reviews)
            return 200, {}, self._pull_json(base, r, pr, full=True)
        if rest == "/releases":
            rels = [self._release_json(base, r, x) for x in r.releases]
            return self._page(base, path, q, rels)
        m = re.match(r"^/compare/(.+)\.\.\.(.+)$", rest)
        if m:
            b, h = self._resolve(r, unquote(m.group(1))), self._resolve(r, unquote(m.group(2)))
            if b is None or h is None:
                return 404, {}, {"message": "Not Found"}
            pb, ph = r.pos.get(b), r.pos.get(h)
            if pb is None or ph is None:
                relation, ahead, behind = "diverged", 1, 1
            elif pb == ph:
                relation, ahead, behind = "identical", 0, 0
            elif pb < ph:
                relation, ahead, behind = "ahead", ph - pb, 0
            else:
                relation, ahead, behind = "behind", 0, pb - ph
            return (
                200,
                {},
                {
                    "url": f"{base}{path}",
                    "status": relation,
                    "ahead_by": ahead,
                    "behind_by": behind,
                    "total_commits": ahead,
                    "base_commit": {"sha": b},
                    "merge_base_commit": {"sha": b},
                    "commits": [],
                    "files": [],
                },
            )
        m = re.match(r"^/commits/(.+)$", rest)
        if m:
            sha = self._resolve(r, unquote(m.group(1)))
            if sha is None:
                return 404, {}, {"message": "No commit found for SHA"}
            return (
                200,
                {},
                {
                    "sha": sha,
                    "html_url": f"{WEB}/{r.full_name}/commit/{sha}",
                    "commit": {"message": "commit", "author": {"name": "dev"}},
                },
            )
        return 404, {}, {"message": "Not Found"}

    def _search(self, base: str, q: dict[str, str]) -> tuple[int, dict[str, str], Any]:
        terms = q.get("q", "").split()
        repo_name = next((t[5:] for t in terms if t.startswith("repo:")), None)
        words = [t for t in terms if ":" not in t]
        r = self.repos.get(repo_name or "")
        if r is None:
            return (
                422,
                {},
                {
                    "message": "Validation Failed",
                    "errors": [{"message": "The listed repositories cannot be searched"}],
                },
            )
        rxs = [re.compile(rf"\b{re.escape(w)}\b", re.IGNORECASE) for w in words]
        hits = [
            p
            for p in sorted(r.pulls.values(), key=lambda p: -p["number"])
            if all(rx.search(p["title"]) or rx.search(p["body"]) for rx in rxs)
        ]
        # like GitHub: total_count counts every hit, only the first 1,000 can be paged to
        status, headers, chunk = self._page(base, "/search/issues", q, hits[: self.search_cap])
        return (
            status,
            headers,
            {
                "total_count": len(hits),
                "incomplete_results": self.search_incomplete,
                "items": [self._issue_json(base, r, p) for p in chunk],
            },
        )


class _Server(ThreadingHTTPServer):
    def handle_error(self, request: Any, client_address: Any) -> None:
        """A client that gave up (timeout test) is not an error of the fake."""
        import sys

        if isinstance(sys.exc_info()[1], ConnectionError):
            return
        super().handle_error(request, client_address)


class _Handler(BaseHTTPRequestHandler):
    fake: FakeGitHub
    protocol_version = "HTTP/1.1"
    # headers and body go out in two writes: with Nagle on, the body waits for the
    # client's delayed ACK (up to 40 ms a response on Linux loopback); GitHub does not
    disable_nagle_algorithm = True

    def log_message(self, format: str, *args: Any) -> None:
        """Silence the stdlib's per-request logging."""
        pass

    def do_GET(self) -> None:
        """Answer one GET: faults, rate limits, routing, ETag/304, truncation."""
        gh = self.fake
        parts = urlsplit(self.path)
        path = parts.path
        query = parse_qs(parts.query)
        host = self.headers.get("Host") or "127.0.0.1"
        base = f"http://{host}"
        headers = {k.lower(): v for k, v in self.headers.items()}
        with gh.lock:
            gh.requests += 1
            fault = gh._take_fault(path)
        if fault is not None and fault.kind == "delay":
            with gh.lock:
                gh._count("delay")
            time.sleep(fault.seconds)
            fault = None
        if fault is not None and fault.kind == "reset":
            with gh.lock:
                gh._count("reset")
                gh.log.append(("GET", self.path, 0))
            self.close_connection = True
            return
        with gh.lock:
            resource = "search" if path.startswith("/search/") else "core"
            for rolled in gh.limits if path == "/rate_limit" else [resource]:
                gh._roll_window(rolled)
            moved = re.match(r"^/repos/([^/]+/[^/]+)(/.*)?$", path)
            if fault is not None and fault.kind == "moved" and moved and moved[1] in gh.repos:
                location = f"{base}/repositories/{gh.repos[moved[1]].id}{moved[2] or ''}"
                if parts.query:
                    location += "?" + parts.query
                status, extra, payload = 301, {"Location": location}, {"message": "Moved"}
                gh._count("moved")
            elif fault is not None and fault.kind == "status":
                status, extra, payload = fault.status, dict(fault.headers), fault.body
                gh._count(f"status_{fault.status}")
            elif path != "/rate_limit" and gh.remaining[resource] <= 0:
                status, extra, payload = (
                    403,
                    {},
                    {
                        "message": "API rate limit exceeded for 127.0.0.1.",
                        "documentation_url": "https://docs.github.com/rest/rate-limit",
                    },
                )
            else:
                status, extra, payload = gh.handle(base, path, query, headers)
            body = json.dumps(payload, separators=(",", ":")).encode()
            etag = f'W/"{hashlib.sha256(body).hexdigest()[:40]}"'
            not_modified = status == 200 and headers.get("if-none-match") == etag
            if fault is not None and fault.kind == "garble" and status == 200 and not not_modified:
                body = body[: len(body) // 2]
                gh._count("garble")
            if not_modified:
                status = 304
                gh.not_modified += 1
            elif path != "/rate_limit":
                gh.units += 1
                if gh.remaining[resource] > 0 and status < 500:
                    gh.remaining[resource] -= 1
            gh.log.append(("GET", self.path, status))
            limit_headers = {
                "X-RateLimit-Limit": str(gh.limits[resource]),
                "X-RateLimit-Remaining": str(gh.remaining[resource]),
                "X-RateLimit-Reset": str(gh.reset_epoch[resource]),
                "X-RateLimit-Used": str(gh.limits[resource] - gh.remaining[resource]),
                "X-RateLimit-Resource": resource,
            }
        self.send_response(status)
        out_headers = {**limit_headers, **extra}
        if status == 200:
            out_headers["ETag"] = etag
        if status == 304:
            out_headers["ETag"] = etag
            body = b""
        for k, v in out_headers.items():
            self.send_header(k, v)
        self.send_header("Content-Type", "application/json; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        if fault is not None and fault.kind == "truncate":
            with gh.lock:
                gh._count("truncate")
            self.send_header("Connection", "close")
            self.end_headers()
            self.wfile.write(body[: len(body) // 2])
            self.wfile.flush()
            self.close_connection = True
            return
        self.end_headers()
        self.wfile.write(body)


def iter_log(gh: FakeGitHub, pattern: str) -> Iterator[tuple[str, str, int]]:
    """Logged requests whose path matches ``pattern``."""
    with gh.lock:
        entries = list(gh.log)
    return (e for e in entries if re.search(pattern, e[1]))


def ts(text: str) -> dt.datetime:
    """Parse ``2026-11-29T12:00:00Z`` into an aware datetime (for scripting timelines)."""
    return dt.datetime.fromisoformat(text.replace("Z", "+00:00"))


FakeGitHub.handler = _Handler
FakeGitHub.server_class = _Server
