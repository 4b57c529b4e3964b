"""A read-only replay of the GitHub REST API for ``watcher demo``, on 127.0.0.1.

It serves one snapshot of the demo's timeline (``watcher.demo.timeline``) at a time, shaped
like the real API where the poller reads it: the repository, pulls (Link pagination), one
pull, reviews, releases, compare, ``commits/{ref}``, ``rate_limit`` and ``search/issues``,
with ETags and 304 answers (which, as on GitHub, cost no rate-limit unit). Nothing a client
sends changes what it serves; ``show(i)`` switches to another snapshot.

    with GitHubReplay(build_timeline(recording)) as gh:
        settings = Settings(github_api_url=gh.url)
        gh.show(1)
"""

from __future__ import annotations

import hashlib
import json
import re
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any
from urllib.parse import parse_qs, unquote, urlencode, urlsplit

from watcher.demo.github_shapes import issue_json, pull_json, release_json, user_json
from watcher.demo.timeline import Repo, Snapshot

WEB = "https://github.com"
LIMITS = {"core": 5000, "search": 30}
Answer = tuple[int, dict[str, str], Any]
NOT_FOUND: Answer = (404, {}, {"message": "Not Found"})


def page(base: str, path: str, q: dict[str, str], items: list[Any]) -> Answer:
    """One page of ``items`` with GitHub's ``Link`` header (next/last, first/prev)."""
    per_page = min(100, max(1, int(q.get("per_page", 30))))
    at = max(1, int(q.get("page", 1)))
    last = max(1, -(-len(items) // per_page))

    def link(p: int, rel: str) -> str:
        return f'<{base}{path}?{urlencode(sorted(dict(q, page=str(p)).items()))}>; rel="{rel}"'

    links = [link(at + 1, "next"), link(last, "last")] if at < last else []
    links += [link(1, "first"), link(at - 1, "prev")] if at > 1 else []
    return (
        200,
        ({"Link": ", ".join(links)} if links else {}),
        items[(at - 1) * per_page :][:per_page],
    )


def compare(base: str, path: str, repo: Repo, b: str | None, h: str | None) -> Answer:
    """``GET /compare/{base}...{head}``: how far ``head`` is ahead of ``base``."""
    if b is None or h is None:
        return NOT_FOUND
    if b not in repo.commits or h not in repo.commits:
        relation, ahead, behind = "diverged", 1, 1
    else:
        pb, ph = repo.commits.index(b), repo.commits.index(h)
        ahead, behind = max(0, ph - pb), max(0, pb - ph)
        relation = "identical" if pb == ph else "ahead" if ahead else "behind"
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


def route(snapshot: Snapshot, base: str, path: str, q: dict[str, str]) -> Answer:
    """Answer one GET from ``snapshot`` (pure)."""
    if path == "/search/issues":
        terms = q.get("q", "").split()
        repo = snapshot.get(next((t[5:] for t in terms if t.startswith("repo:")), ""))
        if repo is None:
            return 422, {}, {"message": "Validation Failed"}
        rxs = [re.compile(rf"\b{re.escape(w)}\b", re.I) for w in terms if ":" not in w]
        hits = [
            p
            for p in sorted(repo.pulls, key=lambda p: -p.number)
            if all(rx.search(p.title) or rx.search(p.body) for rx in rxs)
        ]
        status, headers, chunk = page(base, path, q, hits)
        items = [issue_json(base, repo, p) for p in chunk]
        return (
            status,
            headers,
            {"total_count": len(hits), "incomplete_results": False, "items": items},
        )
    m = re.match(r"^/repos/([^/]+/[^/]+)(/.*)?$", path)
    repo = snapshot.get(m.group(1)) if m else None
    if m is None or repo is None:
        return NOT_FOUND
    rest = m.group(2) or ""
    if rest == "":
        owner, name = repo.name.split("/")
        return (
            200,
            {},
            {
                "id": repo.id,
                "name": name,
                "full_name": repo.name,
                "owner": user_json(owner),
                "private": False,
                "default_branch": "master",
                "html_url": f"{WEB}/{repo.name}",
                "url": f"{base}/repos/{repo.name}",
            },
        )
    if rest == "/pulls":
        pulls = list(repo.pulls)
        if q.get("sort") != "updated":
            pulls.sort(key=lambda p: p.created_at, reverse=True)
        if q.get("direction") == "asc":
            pulls.reverse()
        state = q.get("state", "open")
        pulls = [p for p in pulls if state == "all" or p.state == state]
        status, headers, chunk = page(base, path, q, pulls)
        return status, headers, [pull_json(base, repo, p) for p in chunk]
    m = re.match(r"^/pulls/(\d+)(/reviews)?$", rest)
    if m:
        pull = repo.pull(int(m.group(1)))
        if pull is None:
            return NOT_FOUND
        if m.group(2) is None:
            return 200, {}, pull_json(base, repo, pull, full=True)
        reviews = [
            {
                "id": r.id,
                "user": user_json(r.user),
                "body": "",
                "state": r.state,
                "submitted_at": r.submitted_at,
                "commit_id": r.commit_id,
                "author_association": "MEMBER",
            }
            for r in pull.reviews
        ]
        return page(base, path, q, reviews)
    if rest == "/releases":
        return page(base, path, q, [release_json(base, repo, r) for r in repo.releases])
    m = re.match(r"^/compare/(.+)\.\.\.(.+)$", rest)
    if m:
        return compare(base, path, repo, *(repo.resolve(unquote(g)) for g in m.groups()))
    m = re.match(r"^/commits/(.+)$", rest)
    sha = repo.resolve(unquote(m.group(1))) if m else None
    if sha is None:
        return NOT_FOUND
    return (
        200,
        {},
        {
            "sha": sha,
            "html_url": f"{WEB}/{repo.name}/commit/{sha}",
            "commit": {"message": "commit", "author": {"name": "dev"}},
        },
    )


class GitHubReplay:
    """Serves ``snapshots[i]`` on an ephemeral port of 127.0.0.1; ``show(i)`` moves on."""

    def __init__(self, snapshots: list[Snapshot]) -> None:
        self.snapshots = snapshots
        self.current = 0
        self.lock = threading.Lock()
        self.used = dict.fromkeys(LIMITS, 0)
        self.reset = int(time.time()) + 3600
        replay = self

        class Handler(_Handler):
            gh = replay

        self._server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._server.daemon_threads = True

    @property
    def url(self) -> str:
        """The base URL to use as ``GITHUB_API_URL``."""
        host, port = self._server.server_address[:2]
        return f"http://{host!s}:{port}"

    def show(self, index: int) -> None:
        """Serve snapshot ``index`` from the next request on."""
        self.current = index

    def __enter__(self) -> GitHubReplay:
        threading.Thread(target=self._server.serve_forever, daemon=True).start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._server.shutdown()
        self._server.server_close()


class _Handler(BaseHTTPRequestHandler):
    gh: GitHubReplay
    protocol_version = "HTTP/1.1"
    # headers and body go out in two writes: with Nagle on, the body would wait for the
    # client's delayed ACK
    disable_nagle_algorithm = True

    def log_message(self, format: str, *args: Any) -> None:
        """The demo prints its own steps; no per-request log."""

    def do_GET(self) -> None:
        """Route, then answer 304 where ``If-None-Match`` names this body's ETag."""
        gh, parts = self.gh, urlsplit(self.path)
        base = f"http://{self.headers.get('Host') or '127.0.0.1'}"
        q = {k: v[-1] for k, v in parse_qs(parts.query).items()}
        resource = "search" if parts.path.startswith("/search/") else "core"
        answer: Answer
        if parts.path == "/rate_limit":
            res = {
                k: {"limit": n, "remaining": n - gh.used[k], "reset": gh.reset, "used": gh.used[k]}
                for k, n in LIMITS.items()
            }
            answer = (200, {}, {"resources": res, "rate": res["core"]})
        else:
            answer = route(gh.snapshots[gh.current], base, parts.path, q)
        status, extra, payload = answer
        body = json.dumps(payload, separators=(",", ":")).encode()
        etag = f'W/"{hashlib.sha256(body).hexdigest()[:40]}"'
        if status == 200 and self.headers.get("If-None-Match") == etag:
            status, body = 304, b""
        elif parts.path != "/rate_limit":
            with gh.lock:
                gh.used[resource] += 1
        self.send_response(status)
        limit = LIMITS[resource]
        headers = {
            "X-RateLimit-Limit": str(limit),
            "X-RateLimit-Remaining": str(max(0, limit - gh.used[resource])),
            "X-RateLimit-Reset": str(gh.reset),
            "X-RateLimit-Used": str(gh.used[resource]),
            "X-RateLimit-Resource": resource,
            **extra,
            **({"ETag": etag} if status in (200, 304) else {}),
            "Content-Type": "application/json; charset=utf-8",
            "Content-Length": str(len(body)),
        }
        for key, value in headers.items():
            self.send_header(key, value)
        self.end_headers()
        self.wfile.write(body)
