"""`watcher run --once`: step summaries as a table or tab-separated lines (never Python
dicts), and exit 1 when a step failed, such as every notification being refused."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest
from opshelp import watcher, watcher_env

from watcher.cli.run_cmd import step_failures, summary_rows
from watcher.cycle import StepReport


@pytest.fixture
def refusing_slack() -> Iterator[str]:
    """A receiver that answers 400 to everything (a revoked webhook): failed for good."""

    class Handler(BaseHTTPRequestHandler):
        def do_POST(self) -> None:
            self.rfile.read(int(self.headers.get("Content-Length", 0)))
            self.send_response(400)
            self.send_header("Content-Length", "11")
            self.end_headers()
            self.wfile.write(b"invalid_tok")

        def log_message(self, *args: Any) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_address[1]}/services/T/B/revoked"
    server.shutdown()
    server.server_close()


def _first_cycle(tmp_path: Path, env: dict[str, str]) -> Any:
    """init, then the baseline cycle (it notifies about SGLang #46927, which it tracks)."""
    assert watcher("init", cwd=tmp_path, env=env).returncode == 0
    return watcher("run", "--once", cwd=tmp_path, env=env)


def test_every_notification_failing_exits_1(scenario_github, refusing_slack, tmp_path) -> None:
    """It exited 0 when every notification failed."""
    env = watcher_env(tmp_path, scenario_github, SLACK_WEBHOOK_URL=refusing_slack)
    out = _first_cycle(tmp_path, env)
    assert out.returncode == 1, out.stderr
    assert "step notify failed: failed 1" in out.stderr
    assert "revoked" not in out.stderr + out.stdout
    rows = [line.split("\t") for line in out.stdout.splitlines()]
    assert ["step", "key", "value"] in rows
    assert ["notify", "failed", "1"] in rows
    assert "{'" not in out.stdout and '{"' not in out.stdout  # no Python dicts
    assert any(r[:2] == ["report", "path"] for r in rows)  # later steps still ran
    assert ["rules", "path", env["WATCHER_RULES"]] in rows


def test_a_clean_cycle_exits_0_with_tab_separated_steps(scenario_github, sink, tmp_path) -> None:
    env = watcher_env(tmp_path, scenario_github, SLACK_WEBHOOK_URL=sink.url)
    out = _first_cycle(tmp_path, env)
    assert out.returncode == 0, out.stderr
    rows = [line.split("\t") for line in out.stdout.splitlines()]
    assert ["notify", "delivered", "1"] in rows
    assert all(len(r) in (3, 6) for r in rows)  # the steps table, and the new events table


def test_step_failures_name_the_step_and_what_failed() -> None:
    reports = [
        StepReport("poll", {"events": ["a"], "warnings": ["slow"]}),
        StepReport("dispatch", {"dispatched": ["j1"], "poll_errors": {"j2": "HTTP 502"}}),
        StepReport("notify", {"delivered": 2, "retry": 1}),
        StepReport("report", {"path": "r.md", "changed": True}),
    ]
    assert step_failures(reports) == [
        "step dispatch failed: poll_errors 1",
        "step notify failed: retry 1",
    ]
    assert step_failures([StepReport("notify", {"delivered": 3, "failed": 0})]) == []


def test_summary_rows_are_flat_text() -> None:
    rows = summary_rows(
        [
            StepReport("notify", {"off": {"webhook": "X is not set"}, "due": 0}),
            StepReport("report", {"headline": "As of now", "step_summary": "a\nb\nc"}),
            StepReport("claims", {}),
        ]
    )
    assert rows == [
        ("notify", "off", "webhook=X is not set"),
        ("notify", "due", "0"),
        ("report", "headline", "As of now"),
        ("report", "step_summary", "(3 lines)"),
        ("claims", "-", "-"),
    ]
