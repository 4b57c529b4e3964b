"""Helpers for running the watcher as users do: separate processes and a Slack stand-in."""

from __future__ import annotations

import json
import subprocess
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

from tests.fakes.github_api import FakeGitHub
from tests.helpers import RULES, clean_env, run_cli

LLAMA = "ggml-org/llama.cpp"
SGLANG = "sgl-project/sglang"


class Sink:
    """A loopback HTTP receiver that records every POST (a stand-in for Slack)."""

    def __init__(self) -> None:
        self.posts: list[dict[str, Any]] = []
        self.lock = threading.Lock()
        sink = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                body = self.rfile.read(int(self.headers.get("Content-Length", 0)))
                with sink.lock:
                    sink.posts.append(
                        {
                            "path": self.path,
                            "headers": dict(self.headers),
                            "body": json.loads(body or b"null"),
                        }
                    )
                self.send_response(200)
                self.send_header("Content-Length", "2")
                self.end_headers()
                self.wfile.write(b"ok")

            def log_message(self, *args: Any) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()

    @property
    def url(self) -> str:
        host, port = self.server.server_address[:2]
        return f"http://{host}:{port}/slack"

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


def watcher_env(tmp: Path, github: FakeGitHub, **extra: str) -> dict[str, str]:
    """The environment of a watcher process pointed at the fakes and ``tmp``."""
    return clean_env(
        {
            "GITHUB_API_URL": github.url,
            "WATCHER_DB": f"sqlite:///{tmp / 'watcher.db'}",
            "WATCHER_RULES": str(RULES),
        },
        **extra,
    )


def watcher(
    *args: str, cwd: Path, env: dict[str, str], timeout: float = 120
) -> subprocess.CompletedProcess[str]:
    """Run ``python -m watcher ARGS`` as its own process."""
    return run_cli(*args, cwd=cwd, env=env, timeout=timeout)
