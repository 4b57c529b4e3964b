"""A loopback fake of the Hugging Face Hub's HTTP API, for what ``huggingface_hub`` calls.

Shaped like the real endpoints (read from ``huggingface_hub`` 2.x's source):

- ``GET /api/models/{repo}`` and ``/api/models/{repo}/revision/{rev}`` — model info; with
  ``expand=…`` only those fields (plus ``_id`` and ``id``); an ETag and 304 for raw clients.
- ``POST /api/models/{repo}/paths-info/{rev}`` — form ``paths=…``: files' ``oid``, ``size``.
- ``HEAD``/``GET /{repo}/resolve/{rev}/{file}`` — ``X-Repo-Commit``, ``ETag`` (the blob id),
  ``Content-Length``. A branch name (``main``) answers 307 to ``/api/resolve-cache/…`` at
  the commit, as the real Hub does; a commit sha answers directly.
- An unknown or private repo answers **401** with ``X-Error-Code: RepoNotFound`` (the real
  Hub's answer to an anonymous request), a missing file 404 with ``EntryNotFound``.
- ``GET /api/agent-harnesses`` (the library's telemetry) answers 404.

``commit(repo, readme)`` makes a new commit (a new sha); ``fail(pattern, status)`` injects
faults; ``log`` records ``(method, path, status)`` and ``agents`` the User-Agents seen.
"""

from __future__ import annotations

import hashlib
import json
import threading
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler
from typing import Any
from urllib.parse import parse_qs, unquote, urlsplit

from tests.fakes.loopback import LoopbackServer


def _sha(*parts: object) -> str:
    return hashlib.sha1("\0".join(map(str, parts)).encode()).hexdigest()


@dataclass
class FakeModel:
    """A model repository: its commits (sha → files), newest last."""

    repo: str
    commits: list[tuple[str, str, dict[str, bytes]]] = field(default_factory=list)
    private: bool = False

    @property
    def head(self) -> tuple[str, str, dict[str, bytes]]:
        """(sha, last_modified, files) of ``main``."""
        return self.commits[-1]

    def last_change(self, path: str, upto: str) -> tuple[str, str]:
        """(sha, date) of the last commit up to ``upto`` that changed ``path``."""
        found = self.commits[0][:2]
        previous: bytes | None = None
        for sha, when, files in self.commits:
            if files.get(path) != previous:
                found, previous = (sha, when), files.get(path)
            if sha == upto:
                break
        return found

    def at(self, rev: str) -> tuple[str, str, dict[str, bytes]] | None:
        """The commit a revision names (``main`` or a sha)."""
        if rev == "main":
            return self.head
        return next((c for c in self.commits if c[0] == rev), None)


class FakeHub(LoopbackServer):
    """The fake Hub server; ``url`` is its endpoint (``HF_ENDPOINT``)."""

    def __init__(self) -> None:
        self.models: dict[str, FakeModel] = {}
        self.log: list[tuple[str, str, int]] = []
        self.agents: list[str] = []
        self.auths: list[str] = []  # Authorization headers seen
        self.faults: list[tuple[str, int, int]] = []  # (path substring, status, times left)
        self.lock = threading.Lock()
        self._clock = 0

    # ------------------------------------------------------------------ setup

    def commit(self, repo: str, readme: str | None, *, at: str | None = None) -> str:
        """A new commit of ``repo`` whose README.md is ``readme`` (None: no card)."""
        with self.lock:
            model = self.models.setdefault(repo, FakeModel(repo))
            self._clock += 1
            when = at or f"2026-11-{10 + self._clock % 19:02d}T12:00:00.000Z"
            files = dict(model.commits[-1][2]) if model.commits else {}
            files.pop("README.md", None)
            if readme is not None:
                files["README.md"] = readme.encode("utf-8")
            files.setdefault("config.json", b"{}")
            sha = _sha(repo, len(model.commits), readme)
            model.commits.append((sha, when, files))
            return sha

    def touch(self, repo: str, name: str = "config.json") -> str:
        """A commit that changes another file (the card stays the same)."""
        with self.lock:
            model = self.models[repo]
            _, _, files = model.head
            files = {**files, name: f"{{{len(model.commits)}}}".encode()}
            new = _sha(repo, len(model.commits), "touch")
            model.commits.append((new, "2026-11-30T12:00:00.000Z", files))
            return new

    def fail(self, pattern: str, status: int, *, times: int = 1) -> None:
        """Answer the next ``times`` requests whose path contains ``pattern`` with ``status``."""
        with self.lock:
            self.faults.append((pattern, status, times))

    def requests(self, method: str | None = None) -> list[tuple[str, str, int]]:
        """Requests seen (optionally one method)."""
        with self.lock:
            return [r for r in self.log if method is None or r[0] == method]

    def reset_log(self) -> None:
        """Forget the requests seen so far."""
        with self.lock:
            self.log.clear()
            self.agents.clear()
            self.auths.clear()

    # ------------------------------------------------------------------ server

    @property
    def url(self) -> str:
        """The endpoint URL."""
        host, port = self.address
        return f"http://{host}:{port}"

    # ------------------------------------------------------------------ routing

    def _fault(self, path: str) -> int | None:
        with self.lock:
            for i, (pattern, status, times) in enumerate(self.faults):
                if pattern in path and times > 0:
                    self.faults[i] = (pattern, status, times - 1)
                    return status
        return None

    def route(
        self, method: str, target: str, headers: dict[str, str], form: dict[str, list[str]]
    ) -> tuple[int, dict[str, str], bytes]:
        """Answer one request: (status, headers, body)."""
        parts = urlsplit(target)
        path = unquote(parts.path)
        query = parse_qs(parts.query)
        status = self._fault(path)
        if status is not None:
            return status, {"Content-Type": "application/json"}, b'{"error": "injected"}'
        if path == "/api/agent-harnesses":
            return 404, {}, b"{}"
        if path.startswith("/api/models/"):
            return self._api(method, path[len("/api/models/") :], query, headers, form)
        if path.startswith("/api/resolve-cache/models/"):
            rest = path[len("/api/resolve-cache/models/") :].split("/")
            if len(rest) >= 4:
                repo, sha, name = "/".join(rest[:2]), rest[2], "/".join(rest[3:])
                return self._file(method, repo, sha, name, headers)
            return 404, {}, b""
        bits = path.lstrip("/").split("/")
        if len(bits) >= 5 and bits[2] == "resolve":
            repo, rev, name = "/".join(bits[:2]), bits[3], "/".join(bits[4:])
            model = self.models.get(repo)
            if model is None or model.private:
                return _not_found_repo()
            commit = model.at(rev)
            if commit is None:
                return 404, {"X-Error-Code": "RevisionNotFound"}, b'{"error": "Invalid rev id"}'
            if rev != commit[0]:  # a branch: the real Hub redirects to a cache URL at the sha
                location = f"/api/resolve-cache/models/{repo}/{commit[0]}/{name}"
                return 307, {"Location": location, "X-Repo-Commit": commit[0]}, b""
            return self._file(method, repo, commit[0], name, headers)
        return 404, {}, b'{"error": "not found"}'

    def _api(
        self,
        method: str,
        rest: str,
        query: dict[str, list[str]],
        headers: dict[str, str],
        form: dict[str, list[str]],
    ) -> tuple[int, dict[str, str], bytes]:
        bits = rest.split("/")
        repo = "/".join(bits[:2])
        model = self.models.get(repo)
        if model is None or model.private:
            return _not_found_repo()
        if method == "POST" and len(bits) >= 4 and bits[2] == "paths-info":
            commit = model.at("/".join(bits[3:]))
            if commit is None:
                return 404, {"X-Error-Code": "RevisionNotFound"}, b'{"error": "Invalid rev id"}'
            files = commit[2]
            expand = [v.lower() for v in form.get("expand", [])] == ["true"]
            out = []
            for p in form.get("paths", []):
                if p not in files:
                    continue
                item: dict[str, Any] = {
                    "type": "file",
                    "oid": _sha(p, files[p]),
                    "size": len(files[p]),
                    "path": p,
                }
                if expand:
                    sha, when = model.last_change(p, commit[0])
                    item["lastCommit"] = {"id": sha, "title": f"Update {p}", "date": when}
                out.append(item)
            return 200, {"Content-Type": "application/json"}, json.dumps(out).encode()
        if method != "GET":
            return 405, {}, b""
        rev = "/".join(bits[3:]) if len(bits) >= 4 and bits[2] == "revision" else "main"
        commit = model.at(rev)
        if commit is None:
            return 404, {"X-Error-Code": "RevisionNotFound"}, b'{"error": "Invalid rev id"}'
        sha, when, files = commit
        full: dict[str, Any] = {
            "_id": _sha("id", repo)[:24],
            "id": repo,
            "author": repo.split("/")[0],
            "sha": sha,
            "lastModified": when,
            "private": False,
            "gated": False,
            "disabled": False,
            "downloads": 0,
            "likes": 0,
            "tags": ["diffusion", "moe"],
            "pipeline_tag": "text-generation",
            "createdAt": "2026-10-01T00:00:00.000Z",
            "siblings": [{"rfilename": name} for name in sorted(files)],
        }
        expand = [v for vs in query.get("expand", []) for v in vs.split(",")]
        if expand:
            full = {k: v for k, v in full.items() if k in ("_id", "id", *expand)}
        body = json.dumps(full).encode()
        etag = f'W/"{hashlib.sha256(body).hexdigest()[:32]}"'
        if headers.get("if-none-match") == etag:
            return 304, {"ETag": etag}, b""
        return 200, {"Content-Type": "application/json", "ETag": etag}, body

    def _file(
        self, method: str, repo: str, sha: str, name: str, headers: dict[str, str]
    ) -> tuple[int, dict[str, str], bytes]:
        commit = self.models[repo].at(sha) if repo in self.models else None
        if commit is None:
            return _not_found_repo()
        data = commit[2].get(name)
        if data is None:
            return 404, {"X-Error-Code": "EntryNotFound"}, b'{"error": "Entry not found"}'
        etag = f'"{_sha(name, data)}"'
        out = {
            "X-Repo-Commit": sha,
            "ETag": etag,
            "Content-Type": "text/plain; charset=utf-8",
            "Content-Length": str(len(data)),
        }
        if headers.get("if-none-match") == etag:
            return 304, out, b""
        return 200, out, data if method == "GET" else b""


def _not_found_repo() -> tuple[int, dict[str, str], bytes]:
    body = b'{"error": "Repository Not Found"}'
    return 401, {"X-Error-Code": "RepoNotFound", "Content-Type": "application/json"}, body


class _Handler(BaseHTTPRequestHandler):
    fake: FakeHub
    protocol_version = "HTTP/1.1"

    def log_message(self, format: str, *args: Any) -> None:
        """Quiet."""

    def _answer(self, method: str) -> None:
        headers = {k.lower(): v for k, v in self.headers.items()}
        form: dict[str, list[str]] = {}
        length = int(headers.get("content-length") or 0)
        if length:
            raw = self.rfile.read(length).decode("utf-8", errors="replace")
            form = parse_qs(raw)
        status, out, body = self.fake.route(method, self.path, headers, form)
        with self.fake.lock:
            self.fake.log.append((method, urlsplit(self.path).path, status))
            self.fake.agents.append(headers.get("user-agent", ""))
            if headers.get("authorization"):
                self.fake.auths.append(headers["authorization"])
        self.send_response(status)
        out.setdefault("Content-Length", str(len(body)))
        for k, v in out.items():
            self.send_header(k, v)
        self.end_headers()
        if method != "HEAD" and body:
            self.wfile.write(body)

    def do_GET(self) -> None:
        """GET."""
        self._answer("GET")

    def do_HEAD(self) -> None:
        """HEAD."""
        self._answer("HEAD")

    def do_POST(self) -> None:
        """POST."""
        self._answer("POST")


__all__ = ["FakeHub", "FakeModel"]


FakeHub.handler = _Handler
