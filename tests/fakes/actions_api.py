"""A loopback fake of the GitHub Actions REST API, plus the artifact storage host.

Real HTTP servers in threads on 127.0.0.1, answering like api.github.com does (shapes from
https://docs.github.com/en/rest/actions): the dispatch answers 204 with no body and no run
id; the run appears in ``GET /repos/{o}/{r}/actions/runs`` with ``name`` (the workflow's
name), ``display_title`` (its rendered ``run-name``), ``event``, ``status``, ``conclusion``,
``created_at`` and ``html_url``; ``archive_download_url`` answers 302 to a second server,
the "storage" host, which — like the real blob store — refuses any request that carries an
Authorization header.

Behaviour is plain data on the object (``create_runs``, ``script``, ``artifact_for``,
``dispatch_failures``) and every request is recorded in ``requests``.
"""

from __future__ import annotations

import datetime as dt
import io
import json
import threading
import zipfile
from collections.abc import Callable
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any
from urllib.parse import parse_qs, urlencode, urlsplit

Clock = Callable[[], dt.datetime]


def _iso(when: dt.datetime) -> str:
    return when.astimezone(dt.UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def make_zip(files: dict[str, bytes]) -> bytes:
    """A zip archive holding ``files`` (what GitHub serves for an artifact)."""
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as zf:
        for name, data in files.items():
            zf.writestr(name, data)
    return buf.getvalue()


@dataclass
class Recorded:
    """One request the fake received."""

    host: str
    method: str
    path: str
    query: dict[str, list[str]]
    headers: dict[str, str]
    body: bytes


@dataclass
class FakeActions:
    """State and knobs of the fake; ``start()`` serves it, ``stop()`` shuts it down."""

    repo: str = "acme/bench"
    workflow_file: str = "bench.yml"
    workflow_name: str = "bench"
    default_branch: str = "main"
    token: str | None = "fake-token"
    run_name: str = "bench {job_id} {spec}@{engine_ref}"
    clock: Clock = field(default=lambda: dt.datetime.now(dt.UTC))
    create_runs: bool = True
    # states a new run goes through, one per GET of that run: (status, conclusion)
    script: list[tuple[str, str | None]] = field(
        default_factory=lambda: [("queued", None), ("in_progress", None), ("completed", "success")]
    )
    # inputs -> {artifact name: zip bytes} attached to the run created for that dispatch
    artifact_for: Callable[[dict[str, str]], dict[str, bytes]] | None = None
    dispatch_failures: list[int] = field(default_factory=list)  # statuses answered first
    requests: list[Recorded] = field(default_factory=list)
    dispatches: list[dict[str, Any]] = field(default_factory=list)
    runs: dict[int, dict[str, Any]] = field(default_factory=dict)
    run_scripts: dict[int, list[tuple[str, str | None]]] = field(default_factory=dict)
    artifacts: dict[int, list[dict[str, Any]]] = field(default_factory=dict)
    blobs: dict[int, bytes] = field(default_factory=dict)
    cancelled: list[int] = field(default_factory=list)
    storage_refusals: int = 0
    _next_id: int = 9_100_000_000
    _servers: list[ThreadingHTTPServer] = field(default_factory=list)
    _lock: threading.Lock = field(default_factory=threading.Lock)
    api_url: str = ""
    storage_url: str = ""

    # ------------------------------------------------------------------ control

    def start(self) -> FakeActions:
        """Serve the API and the storage host on two loopback ports."""
        api = ThreadingHTTPServer(("127.0.0.1", 0), _handler(self, "api"))
        storage = ThreadingHTTPServer(("127.0.0.1", 0), _handler(self, "storage"))
        for server in (api, storage):
            server.daemon_threads = True
            threading.Thread(
                target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True
            ).start()
            self._servers.append(server)
        self.api_url = f"http://127.0.0.1:{api.server_address[1]}"
        self.storage_url = f"http://127.0.0.1:{storage.server_address[1]}"
        return self

    def stop(self) -> None:
        """Shut both servers down."""
        for server in self._servers:
            server.shutdown()
            server.server_close()
        self._servers.clear()

    def add_run(
        self,
        inputs: dict[str, str],
        *,
        created_at: dt.datetime | None = None,
        event: str = "workflow_dispatch",
    ) -> dict[str, Any]:
        """Create a run as GitHub would for a dispatch with ``inputs``."""
        with self._lock:
            self._next_id += 1
            run_id = self._next_id
        created = _iso(created_at or self.clock())
        base = f"{self.api_url}/repos/{self.repo}/actions/runs/{run_id}"
        title = self.run_name.format(
            **{k: inputs.get(k, "") for k in ("job_id", "spec", "engine", "engine_ref", "pr")}
        )
        run = {
            "id": run_id,
            "name": self.workflow_name,
            "node_id": f"WFR_{run_id}",
            "display_title": title,
            "event": event,
            "status": "queued",
            "conclusion": None,
            "head_branch": self.default_branch,
            "head_sha": "0" * 40,
            "path": f".github/workflows/{self.workflow_file}",
            "run_number": len(self.runs) + 1,
            "run_attempt": 1,
            "workflow_id": 161335,
            "created_at": created,
            "updated_at": created,
            "run_started_at": created,
            "url": base,
            "html_url": f"https://github.example/{self.repo}/actions/runs/{run_id}",
            "jobs_url": f"{base}/jobs",
            "logs_url": f"{base}/logs",
            "artifacts_url": f"{base}/artifacts",
            "cancel_url": f"{base}/cancel",
            "rerun_url": f"{base}/rerun",
            "pull_requests": [],
        }
        self.runs[run_id] = run
        self.run_scripts[run_id] = list(self.script)
        self.artifacts[run_id] = []
        if self.artifact_for is not None:
            for name, blob in self.artifact_for(inputs).items():
                self.attach(run_id, name, blob)
        return run

    def attach(self, run_id: int, name: str, blob: bytes, *, expired: bool = False) -> None:
        """Attach an artifact (zip bytes) to a run."""
        with self._lock:
            self._next_id += 1
            art_id = self._next_id
        now = _iso(self.clock())
        self.blobs[art_id] = blob
        base = f"{self.api_url}/repos/{self.repo}/actions/artifacts"
        self.artifacts[run_id].append(
            {
                "id": art_id,
                "node_id": f"MDg6QXJ0aWZhY3Q{art_id}",
                "name": name,
                "size_in_bytes": len(blob),
                "url": f"{base}/{art_id}",
                "archive_download_url": f"{base}/{art_id}/zip",
                "expired": expired,
                "created_at": now,
                "updated_at": now,
                "expires_at": now,
                "workflow_run": {
                    "id": run_id,
                    "repository_id": 1,
                    "head_repository_id": 1,
                    "head_branch": self.default_branch,
                    "head_sha": "0" * 40,
                },
            }
        )

    def hits(self, method: str, path_suffix: str, host: str = "api") -> list[Recorded]:
        """Recorded requests whose path ends with ``path_suffix``."""
        return [
            r
            for r in self.requests
            if r.host == host and r.method == method and r.path.endswith(path_suffix)
        ]

    # ------------------------------------------------------------------- routes

    def handle(
        self,
        host: str,
        method: str,
        path: str,
        query: dict[str, list[str]],
        headers: dict[str, str],
        body: bytes,
    ) -> tuple[int, dict[str, str], bytes]:
        """Answer one request: (status, headers, body)."""
        self.requests.append(Recorded(host, method, path, query, headers, body))
        if host == "storage":
            return self._storage(path, headers)
        auth = headers.get("authorization", "")
        if self.token and auth not in (f"token {self.token}", f"Bearer {self.token}"):
            return _json(
                401,
                {"message": "Bad credentials", "documentation_url": "https://docs.github.com/rest"},
            )
        prefix = f"/repos/{self.repo}"
        if not path.startswith(prefix):
            return _json(404, {"message": "Not Found"})
        rest = path[len(prefix) :]
        parts = [p for p in rest.split("/") if p]
        if method == "GET" and not parts:
            return _json(200, self._repo_json())
        if parts[:2] == ["actions", "workflows"] and len(parts) >= 3:
            return self._workflow(method, parts[2:], body)
        if parts[:2] == ["actions", "runs"]:
            return self._runs(method, parts[2:], query)
        if parts[:2] == ["actions", "artifacts"] and len(parts) == 4 and parts[3] == "zip":
            art_id = int(parts[2])
            if art_id not in self.blobs:
                return _json(404, {"message": "Not Found"})
            location = f"{self.storage_url}/blobs/{art_id}?sig=fake-sas&se=2099-01-01"
            return 302, {"Location": location}, b""
        return _json(404, {"message": "Not Found"})

    def _repo_json(self) -> dict[str, Any]:
        owner, name = self.repo.split("/")
        return {
            "id": 1,
            "name": name,
            "full_name": self.repo,
            "private": False,
            "owner": {"login": owner, "id": 2, "type": "Organization"},
            "default_branch": self.default_branch,
            "url": f"{self.api_url}/repos/{self.repo}",
            "html_url": f"https://github.example/{self.repo}",
        }

    def _workflow(
        self, method: str, parts: list[str], body: bytes
    ) -> tuple[int, dict[str, str], bytes]:
        if parts[0] not in (self.workflow_file, "161335"):
            return _json(404, {"message": "Not Found"})
        if method == "GET" and len(parts) == 1:
            return _json(
                200,
                {
                    "id": 161335,
                    "node_id": "MDg6V29ya2Zsb3cxNjEzMzU=",
                    "name": self.workflow_name,
                    "path": f".github/workflows/{self.workflow_file}",
                    "state": "active",
                    "url": f"{self.api_url}/repos/{self.repo}/actions/workflows/161335",
                    "html_url": f"https://github.example/{self.repo}/blob/main/.github/workflows/"
                    f"{self.workflow_file}",
                },
            )
        if method == "POST" and parts[1:] == ["dispatches"]:
            if self.dispatch_failures:
                status = self.dispatch_failures.pop(0)
                return _json(
                    status,
                    {"message": "Server Error" if status >= 500 else "Unexpected inputs provided"},
                )
            try:
                data = json.loads(body or b"{}")
            except ValueError:
                return _json(400, {"message": "Problems parsing JSON"})
            inputs = data.get("inputs") or {}
            if data.get("ref") != self.default_branch:
                return _json(422, {"message": f"No ref found for: {data.get('ref')}"})
            if not all(isinstance(v, str) for v in inputs.values()) or set(inputs) - {
                "job_id",
                "spec",
                "engine",
                "engine_ref",
                "pr",
                "runner",
            }:
                return _json(422, {"message": "Unexpected inputs provided"})
            self.dispatches.append(data)
            if self.create_runs:
                self.add_run(inputs)
            return 204, {}, b""
        return _json(404, {"message": "Not Found"})

    def _runs(
        self, method: str, parts: list[str], query: dict[str, list[str]]
    ) -> tuple[int, dict[str, str], bytes]:
        if method == "GET" and not parts:
            runs = sorted(self.runs.values(), key=lambda r: r["created_at"], reverse=True)
            if "event" in query:
                runs = [r for r in runs if r["event"] == query["event"][0]]
            created = (query.get("created") or [""])[0]
            if created.startswith(">="):
                runs = [r for r in runs if r["created_at"] >= created[2:]]
            return self._page(query, runs)
        if not parts or not parts[0].isdigit() or int(parts[0]) not in self.runs:
            return _json(404, {"message": "Not Found"})
        run_id = int(parts[0])
        run = self.runs[run_id]
        if method == "GET" and len(parts) == 1:
            script = self.run_scripts[run_id]
            if script:
                run["status"], run["conclusion"] = script.pop(0)
                run["updated_at"] = _iso(self.clock())
            return _json(200, run)
        if method == "POST" and parts[1:] == ["cancel"]:
            if run["status"] == "completed":
                return _json(409, {"message": "Cannot cancel a workflow run that is completed."})
            self.cancelled.append(run_id)
            run["status"], run["conclusion"] = "completed", "cancelled"
            self.run_scripts[run_id] = []
            return _json(202, {})
        if method == "GET" and parts[1:] == ["artifacts"]:
            arts = self.artifacts[run_id]
            return _json(200, {"total_count": len(arts), "artifacts": arts})
        return _json(404, {"message": "Not Found"})

    def _page(
        self, query: dict[str, list[str]], runs: list[dict[str, Any]]
    ) -> tuple[int, dict[str, str], bytes]:
        """One page of runs (per_page default 30, max 100) with a Link header, like GitHub."""
        per_page = min(100, int((query.get("per_page") or ["30"])[0]))
        page = int((query.get("page") or ["1"])[0])
        chunk = runs[(page - 1) * per_page : page * per_page]
        status, headers, body = _json(200, {"total_count": len(runs), "workflow_runs": chunk})
        if page * per_page < len(runs):
            params = {k: v[0] for k, v in query.items() if k != "page"}
            params["page"] = str(page + 1)
            nxt = f"{self.api_url}/repos/{self.repo}/actions/runs?{urlencode(params)}"
            headers["Link"] = f'<{nxt}>; rel="next"'
        return status, headers, body

    def _storage(self, path: str, headers: dict[str, str]) -> tuple[int, dict[str, str], bytes]:
        if "authorization" in headers:
            self.storage_refusals += 1
            body = (
                b'<?xml version="1.0" encoding="utf-8"?><Error><Code>InvalidAuthentication'
                b"Info</Code><Message>Authentication information is not given in the "
                b"correct format.</Message></Error>"
            )
            return 400, {"Content-Type": "application/xml"}, body
        parts = [p for p in path.split("/") if p]
        if (
            len(parts) == 2
            and parts[0] == "blobs"
            and parts[1].isdigit()
            and int(parts[1]) in self.blobs
        ):
            return 200, {"Content-Type": "application/zip"}, self.blobs[int(parts[1])]
        return 404, {"Content-Type": "application/xml"}, b"<Error><Code>BlobNotFound</Code></Error>"


def _json(status: int, data: Any) -> tuple[int, dict[str, str], bytes]:
    return status, {"Content-Type": "application/json; charset=utf-8"}, json.dumps(data).encode()


def _handler(fake: FakeActions, host: str) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"
        # one write per response and no Nagle: otherwise delayed ACKs add ~40 ms a request
        wbufsize = 1 << 16
        disable_nagle_algorithm = True

        def log_message(self, format: str, *args: Any) -> None:  # quiet
            return

        def _serve(self) -> None:
            length = int(self.headers.get("Content-Length") or 0)
            body = self.rfile.read(length) if length else b""
            split = urlsplit(self.path)
            headers = {k.lower(): v for k, v in self.headers.items()}
            status, out_headers, out = fake.handle(
                host, self.command, split.path, parse_qs(split.query), headers, body
            )
            self.send_response(status)
            for k, v in out_headers.items():
                self.send_header(k, v)
            self.send_header("Content-Length", str(len(out)))
            self.end_headers()
            if out and self.command != "HEAD":
                self.wfile.write(out)

        do_GET = do_POST = do_PUT = do_DELETE = do_PATCH = _serve

    return Handler
