"""Known fake secrets in the environment never show up in any output or written file.

Runs the real CLI as separate processes (``python -m watcher``) against the loopback fake
GitHub (which demands the token) and against Slack/webhook stand-ins that fail every
delivery with a 500 whose body echoes the request line and headers — the worst a buggy
receiver can do. Every command runs with ``--debug``. Then stdout, stderr and every file
under the working directory (database, report, chart) are searched for each secret.
"""

from __future__ import annotations

import json
import re
import signal
import subprocess
import threading
import time
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest

from tests.fakes.github_api import FakeGitHub
from tests.helpers import clean_env, run_cli, spawn_cli

ROOT = Path(__file__).resolve().parents[2]
LLAMA, SGLANG = "ggml-org/llama.cpp", "sgl-project/sglang"

TOKEN = "ghp_LeakCanaryToken0123456789abcdefABCDEF"
SLACK_PATH = "/services/T0LEAK/B0LEAK/slackLeakCanaryPath42"
WEBHOOK_PATH = "/hooks/webhookLeakCanaryPath77"
WEBHOOK_SECRET = "whsec_LeakCanarySecret_9f8e7d6c"


class EchoingFailure:
    """A receiver that answers every POST with 500 and echoes the request into the body."""

    def __init__(self) -> None:
        self.posts = 0
        owner = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                length = int(self.headers.get("Content-Length", 0))
                self.rfile.read(length)
                owner.posts += 1
                echo = f"upstream error for {self.path}; headers: {dict(self.headers)}"
                body = echo.encode("utf-8")
                self.send_response(500)
                self.send_header("Content-Type", "text/plain")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def log_message(self, *args: Any) -> None:
                """Quiet."""

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def url(self, path: str) -> str:
        """Absolute URL of ``path`` on this receiver."""
        return f"http://127.0.0.1:{self.server.server_address[1]}{path}"

    def close(self) -> None:
        """Stop serving."""
        self.server.shutdown()
        self.server.server_close()


@pytest.fixture
def echo() -> Iterator[EchoingFailure]:
    """A failing, echoing Slack/webhook stand-in."""
    receiver = EchoingFailure()
    yield receiver
    receiver.close()


@pytest.fixture
def github() -> Iterator[FakeGitHub]:
    """The scenario's repos on a fake GitHub that only answers with the canary token."""
    with FakeGitHub(token=TOKEN) as gh:
        gh.add_repo(LLAMA)
        gh.add_repo(SGLANG)
        gh.add_pull(LLAMA, 31306, title="model : add Clover support", at="2026-10-28T09:00:00Z")
        gh.merge_pull(LLAMA, 31306, at="2026-11-02T10:00:00Z")
        gh.publish_release(LLAMA, "v0.9.0", at="2026-11-04T12:00:00Z")
        gh.add_pull(
            SGLANG,
            46927,
            title="[Feature] Clover draft-and-verify (self-speculative)",
            body=f"453.59 tok/s on 1x H200. Token in a hostile body? {TOKEN[:10]}",
            at="2026-11-18T08:00:00Z",
        )
        yield gh


def _env(tmp: Path, gh: FakeGitHub, echo: EchoingFailure) -> dict[str, str]:
    return clean_env(
        {
            "GITHUB_API_URL": gh.url,
            "GITHUB_TOKEN": TOKEN,
            "SLACK_WEBHOOK_URL": echo.url(SLACK_PATH),
            "WATCHER_WEBHOOK_URL": echo.url(WEBHOOK_PATH),
            "WATCHER_WEBHOOK_SECRET": WEBHOOK_SECRET,
            "WATCHER_DB": f"sqlite:///{tmp / 'watcher.db'}",
            "WATCHER_RULES": str(ROOT / "rules"),
            "WATCHER_REPORT_PATH": str(tmp / "report.md"),
            "GITHUB_STEP_SUMMARY": str(tmp / "step-summary.md"),
            "WATCHER_DEBUG": "1",
        }
    )


def _canaries(echo: EchoingFailure) -> dict[str, str]:
    """Every secret, and the distinctive part of each, as it could leak."""
    return {
        "token": TOKEN,
        "token-tail": TOKEN[12:],
        "slack-url": echo.url(SLACK_PATH),
        "slack-path": "slackLeakCanaryPath42",
        "webhook-url": echo.url(WEBHOOK_PATH),
        "webhook-path": "webhookLeakCanaryPath77",
        "webhook-secret": WEBHOOK_SECRET,
        "webhook-secret-tail": WEBHOOK_SECRET[6:],
    }


def _run(tmp: Path, env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    return run_cli("--debug", *args, cwd=tmp, env=env, timeout=180)


def _daemon(tmp: Path, env: dict[str, str], cycles: int) -> tuple[str, str]:
    """Run the daemon until it has finished ``cycles`` cycles (or 120 s pass), then SIGTERM."""
    proc = spawn_cli("--debug", "run", "--interval", "0.5", "--jitter", "0", cwd=tmp, env=env)
    err_lines: list[str] = []
    reader = threading.Thread(
        target=lambda: err_lines.extend(iter(proc.stderr.readline, "")),  # type: ignore[union-attr]
        daemon=True,
    )
    reader.start()
    try:
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline and proc.poll() is None:
            if any(f"cycle {cycles} done" in line for line in list(err_lines)):
                break
            time.sleep(0.1)
        proc.send_signal(signal.SIGTERM)
        out = proc.stdout.read() if proc.stdout else ""  # type: ignore[union-attr]
        proc.wait(timeout=60)
        reader.join(timeout=10)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    return out, "".join(err_lines)


def _file_texts(tmp: Path) -> dict[str, str]:
    out = {}
    for path in tmp.rglob("*"):
        if path.is_file():
            out[str(path.relative_to(tmp))] = path.read_bytes().decode("utf-8", "replace")
    return out


# ~8 CLI processes with failing, retried deliveries: 65 s on a quiet 2-core machine
@pytest.mark.timeout(900)
def test_no_secret_in_any_output_or_file(
    tmp_path: Path, github: FakeGitHub, echo: EchoingFailure
) -> None:
    """init, poll, run --once (deliveries fail), report, bad ingest, daemon: no secret shown."""
    env = _env(tmp_path, github, echo)
    bad = tmp_path / "bad-result.json"
    bad.write_text(json.dumps({"schema": "watcher.bench-result/1", "job_id": 5}), "utf-8")
    outputs: dict[str, str] = {}
    steps = [
        ("init",),
        ("poll", "--json"),
        ("run", "--once"),
        ("run", "--once"),
        ("report", "--out", str(tmp_path / "report.md")),
        ("bench", "ingest", str(bad)),
        ("events", "--json"),
    ]
    codes = {}
    for args in steps:
        done = _run(tmp_path, env, *args)
        codes[" ".join(args)] = done.returncode
        outputs[f"{' '.join(args)} stdout"] = done.stdout
        outputs[f"{' '.join(args)} stderr"] = done.stderr
    out, err = _daemon(tmp_path, env, cycles=2)
    outputs["daemon stdout"], outputs["daemon stderr"] = out, err
    # the runs did real work, so the search below means something
    assert codes["init"] == 0 and codes["poll --json"] == 0, outputs
    assert codes["bench ingest " + str(bad)] != 0
    assert "job_id" in outputs["bench ingest " + str(bad) + " stderr"]
    assert echo.posts >= 2, "deliveries were attempted and failed"
    assert "pr_discovered" in outputs["poll --json stdout"]
    stopped = re.search(r"daemon stopped after (\d+) cycles", outputs["daemon stderr"])
    assert stopped and int(stopped.group(1)) >= 2, outputs["daemon stderr"][-2000:]
    files = _file_texts(tmp_path)
    assert "report.md" in files and "watcher.db" in files
    leaks = [
        f"{name} in {where}: ...{text[max(0, text.find(secret) - 150) : text.find(secret) + 60]!r}"
        for name, secret in _canaries(echo).items()
        for where, text in {**outputs, **files}.items()
        if secret in text
    ]
    assert leaks == [], "\n".join(leaks)
