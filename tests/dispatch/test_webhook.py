"""The webhook backend: signed POSTs over loopback HTTP, status mapping, results back."""

from __future__ import annotations

import hashlib
import hmac
import json
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import httpx
import pytest
import respx

from tests.helpers import SGLANG_BENCH, add_job
from watcher.dispatch import Dispatcher
from watcher.dispatch.webhook import WebhookBackend
from watcher.notify.receiver import Receiver as WatcherReceiver
from watcher.store import Store

from .conftest import Clock, job_row, result_doc

KEY = "It's a Secret to Everybody"  # GitHub's documented example key


class Receiver:
    """A loopback job system: records each POST and answers as told."""

    def __init__(self) -> None:
        self.received: list[dict[str, Any]] = []
        self.status = 202
        self.reply: dict[str, Any] = {"ref": "job-77", "url": "https://jobs.example/77"}
        outer = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, format: str, *args: Any) -> None:
                return

            def do_POST(self) -> None:
                body = self.rfile.read(int(self.headers["Content-Length"]))
                outer.received.append(
                    {"headers": {k.lower(): v for k, v in self.headers.items()}, "body": body}
                )
                out = json.dumps(outer.reply).encode()
                self.send_response(outer.status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(out)))
                self.end_headers()
                self.wfile.write(out)

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        threading.Thread(
            target=self.server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True
        ).start()
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/jobs"

    def stop(self) -> None:
        self.server.shutdown()
        self.server.server_close()


@pytest.fixture
def receiver() -> Iterator[Receiver]:
    """A running receiver."""
    r = Receiver()
    yield r
    r.stop()


def _rules(rules):
    bench = rules.benchmarks[SGLANG_BENCH].model_copy(update={"backend": "webhook"})
    return rules.model_copy(update={"benchmarks": {SGLANG_BENCH: bench}})


def test_the_watchers_own_receiver_verifies_a_benchmark_job(
    store: Store, rules, clock: Clock, receiver: Receiver
) -> None:
    """One signature scheme: notify's receiver accepts a job the webhook backend sent."""
    rules = _rules(rules)
    env = {"WATCHER_BENCH_WEBHOOK_URL": receiver.url, "WATCHER_BENCH_WEBHOOK_SECRET": KEY}
    job = add_job(store, rules, created=clock(), backend="webhook")
    with httpx.Client(timeout=5) as http:
        backend = WebhookBackend(http, env, clock=clock)
        Dispatcher(store, rules, lambda n: backend, clock=clock).run_once()
    got = receiver.received[0]
    handled: list[dict[str, Any]] = []
    check = WatcherReceiver(KEY, handled.append, clock=lambda: clock().timestamp()).check
    assert check(got["headers"], got["body"]) == (200, "ok")
    assert handled[0]["job_id"] == job.id
    assert check(got["headers"], got["body"]) == (200, "duplicate")  # the Idempotency-Key
    wrong = WatcherReceiver("other-key", handled.append, clock=lambda: clock().timestamp())
    assert wrong.check(got["headers"], got["body"])[0] == 401


def test_job_posted_signed_and_idempotent(
    store: Store, rules, clock: Clock, receiver: Receiver
) -> None:
    """The job arrives as JSON whose signature verifies with the fixed key."""
    rules = _rules(rules)
    env = {"WATCHER_BENCH_WEBHOOK_URL": receiver.url, "WATCHER_BENCH_WEBHOOK_SECRET": KEY}
    job = add_job(store, rules, created=clock(), backend="webhook")
    with httpx.Client(timeout=5) as http:
        backend = WebhookBackend(http, env, clock=clock)
        Dispatcher(store, rules, lambda n: backend, clock=clock).run_once()
    assert len(receiver.received) == 1
    got = receiver.received[0]
    signed = got["headers"]["x-watcher-timestamp"].encode() + b"." + got["body"]
    expected = "sha256=" + hmac.new(KEY.encode(), signed, hashlib.sha256).hexdigest()
    assert got["headers"]["x-watcher-signature-256"] == expected
    assert got["headers"]["idempotency-key"] == job.id
    assert got["headers"]["x-watcher-timestamp"] == str(int(clock().timestamp()))
    payload = json.loads(got["body"])
    assert payload["job_id"] == job.id and payload["engine_ref"] == job.engine_ref
    assert payload["spec"]["engine"] == "sglang" and payload["sent_at"].endswith("Z")
    row = job_row(store, job.id)
    assert row.state == "dispatched" and row.backend_ref == "job-77"
    assert row.backend_url == "https://jobs.example/77"


def test_reply_named_result_file_is_ingested(
    store: Store, rules, clock: Clock, receiver: Receiver, tmp_path: Path
) -> None:
    """A reply naming a result path: the job finishes when that file appears."""
    rules = _rules(rules)
    job = add_job(store, rules, created=clock(), backend="webhook")
    result = tmp_path / f"{job.id}.json"
    receiver.reply = {"result_path": str(result)}
    env = {"WATCHER_BENCH_WEBHOOK_URL": receiver.url, "WATCHER_BENCH_WEBHOOK_SECRET": KEY}
    with httpx.Client(timeout=5) as http:
        d = Dispatcher(store, rules, lambda n: WebhookBackend(http, env, clock=clock), clock=clock)
        d.run_once()
        assert job_row(store, job.id).state == "dispatched"
        result.write_text(json.dumps(result_doc(job.id)))
        clock.advance(60)
        d.run_once()
    assert job_row(store, job.id).state == "succeeded"


@respx.mock
@pytest.mark.parametrize(
    ("status", "state", "attempts"),
    [(500, "pending", 1), (429, "pending", 1), (400, "failed", 1), (404, "failed", 1)],
)
def test_status_mapping(
    store: Store, rules, clock: Clock, status: int, state: str, attempts: int
) -> None:
    """5xx/429 retry later; other 4xx refuse the job for good."""
    rules = _rules(rules)
    respx.post("https://jobs.example/hook").mock(return_value=httpx.Response(status))
    env = {
        "WATCHER_BENCH_WEBHOOK_URL": "https://jobs.example/hook",
        "WATCHER_BENCH_WEBHOOK_SECRET": KEY,
    }
    job = add_job(store, rules, created=clock(), backend="webhook")
    with httpx.Client() as http:
        Dispatcher(
            store, rules, lambda n: WebhookBackend(http, env, clock=clock), clock=clock
        ).run_once()
    row = job_row(store, job.id)
    assert row.state == state and row.attempts == attempts and str(status) in row.reason


@respx.mock
def test_connection_error_retries(store: Store, rules, clock: Clock) -> None:
    """A connection failure is transient: the job stays pending with a backoff."""
    rules = _rules(rules)
    respx.post("https://jobs.example/hook").mock(side_effect=httpx.ConnectError("refused"))
    env = {
        "WATCHER_BENCH_WEBHOOK_URL": "https://jobs.example/hook",
        "WATCHER_BENCH_WEBHOOK_SECRET": KEY,
    }
    job = add_job(store, rules, created=clock(), backend="webhook")
    with httpx.Client() as http:
        Dispatcher(
            store, rules, lambda n: WebhookBackend(http, env, clock=clock), clock=clock
        ).run_once()
    row = job_row(store, job.id)
    assert row.state == "pending" and row.next_attempt_at is not None


def test_unsigned_jobs_are_never_sent(
    store: Store, rules, clock: Clock, receiver: Receiver
) -> None:
    """Without a secret nothing is posted; the job waits, naming the missing variable."""
    rules = _rules(rules)
    job = add_job(store, rules, created=clock(), backend="webhook")
    with httpx.Client() as http:
        backend = WebhookBackend(http, {"WATCHER_BENCH_WEBHOOK_URL": receiver.url}, clock=clock)
        Dispatcher(store, rules, lambda n: backend, clock=clock).run_once()
    row = job_row(store, job.id)
    assert row.state == "pending" and "WATCHER_BENCH_WEBHOOK_SECRET" in row.reason
    assert row.attempts == 0 and receiver.received == []
