"""A loopback web server for feeds and pages: ETag and Last-Modified, 304s, edits, faults.

``put(path, body, content_type)`` publishes (or edits) a document; each version gets a new
ETag and Last-Modified, and a request that sends the current one back gets a 304. Faults:
``fail(path, status)``, ``redirect(path, location)``, ``huge(path, size)`` (a body over
any bound, streamed), ``slow(path, seconds)``. ``log`` keeps ``(path, status)``;
``agents`` the User-Agents seen.
"""

from __future__ import annotations

import email.utils
import hashlib
import threading
import time
from http.server import BaseHTTPRequestHandler
from typing import Any
from urllib.parse import urlsplit

from tests.fakes.loopback import LoopbackServer

RSS = "application/rss+xml; charset=utf-8"
ATOM = "application/atom+xml; charset=utf-8"
HTML = "text/html; charset=utf-8"


class FakeWeb(LoopbackServer):
    """Documents by path, served with validators."""

    def __init__(self) -> None:
        self.docs: dict[str, tuple[str, bytes, str, str]] = {}  # type, body, etag, modified
        self.faults: dict[str, list[tuple[str, Any]]] = {}
        self.log: list[tuple[str, int]] = []
        self.agents: list[str] = []
        self.lock = threading.Lock()
        self._version = 0

    def put(self, path: str, body: str, content_type: str = HTML) -> None:
        """Publish or edit the document at ``path``."""
        with self.lock:
            self._version += 1
            data = body.encode("utf-8")
            etag = f'"{hashlib.sha256(data).hexdigest()[:20]}"'
            modified = email.utils.formatdate(1_764_000_000 + self._version * 3600, usegmt=True)
            self.docs[path] = (content_type, data, etag, modified)

    def fail(self, path: str, status: int, *, times: int = 1) -> None:
        """Answer ``path`` with ``status`` the next ``times`` times."""
        self._fault(path, "status", status, times)

    def redirect(self, path: str, location: str, *, times: int = 1) -> None:
        """Answer ``path`` with a 302 to ``location``."""
        self._fault(path, "redirect", location, times)

    def huge(self, path: str, size: int, *, times: int = 1) -> None:
        """Answer ``path`` with ``size`` bytes and no Content-Length (chunked)."""
        self._fault(path, "huge", size, times)

    def _fault(self, path: str, kind: str, value: Any, times: int) -> None:
        with self.lock:
            self.faults.setdefault(path, []).extend([(kind, value)] * times)

    def url(self, path: str = "/") -> str:
        """Absolute URL of ``path`` on this server."""
        host, port = self.address
        return f"http://{host}:{port}{path}"

    def statuses(self, path: str) -> list[int]:
        """Statuses answered for ``path``."""
        with self.lock:
            return [s for p, s in self.log if p == path]


class _Handler(BaseHTTPRequestHandler):
    fake: FakeWeb
    protocol_version = "HTTP/1.1"

    def log_message(self, format: str, *args: Any) -> None:
        """Quiet."""

    def _send(self, status: int, headers: dict[str, str], body: bytes = b"") -> None:
        path = urlsplit(self.path).path
        with self.fake.lock:
            self.fake.log.append((path, status))
        self.send_response(status)
        headers.setdefault("Content-Length", str(len(body)))
        for k, v in headers.items():
            self.send_header(k, v)
        self.end_headers()
        if body:
            self.wfile.write(body)

    def do_GET(self) -> None:
        """Faults first, then the document with validators (304 when they match)."""
        path = urlsplit(self.path).path
        with self.fake.lock:
            self.fake.agents.append(self.headers.get("User-Agent", ""))
            queue = self.fake.faults.get(path) or []
            fault = queue.pop(0) if queue else None
            doc = self.fake.docs.get(path)
        if fault is not None:
            kind, value = fault
            if kind == "status":
                self._send(int(value), {"Content-Type": "text/plain"}, b"injected")
            elif kind == "redirect":
                self._send(302, {"Location": str(value)})
            elif kind == "huge":
                self._huge(path, int(value))
            return
        if doc is None:
            self._send(404, {"Content-Type": "text/plain"}, b"not found")
            return
        content_type, body, etag, modified = doc
        if self.headers.get("If-None-Match") == etag or (
            not self.headers.get("If-None-Match")
            and self.headers.get("If-Modified-Since") == modified
        ):
            self._send(304, {"ETag": etag, "Last-Modified": modified})
            return
        self._send(
            200, {"Content-Type": content_type, "ETag": etag, "Last-Modified": modified}, body
        )

    def _huge(self, path: str, size: int) -> None:
        with self.fake.lock:
            self.fake.log.append((path, 200))
        self.send_response(200)
        self.send_header("Content-Type", HTML)
        self.send_header("Transfer-Encoding", "chunked")
        self.end_headers()
        chunk = b"<p>" + b"x" * 65_000 + b"</p>"
        sent = 0
        try:
            while sent < size:
                self.wfile.write(f"{len(chunk):x}\r\n".encode() + chunk + b"\r\n")
                sent += len(chunk)
            self.wfile.write(b"0\r\n\r\n")
        except (BrokenPipeError, ConnectionResetError):
            time.sleep(0)


__all__ = ["ATOM", "HTML", "RSS", "FakeWeb"]


FakeWeb.handler = _Handler
