"""The webhook receiver example: signature in constant time, stale timestamps refused."""

from __future__ import annotations

import datetime as dt
import hmac
import threading
from collections.abc import Iterator
from typing import Any
from wsgiref.simple_server import WSGIRequestHandler, make_server

import httpx
import pytest

from watcher import signing as sign
from watcher.notify.deliver import Target, build_request
from watcher.notify.receiver import Receiver

SECRET = "receiver-test-secret-5f1c"
NOW = dt.datetime(2026, 11, 29, 12, 0, tzinfo=dt.UTC)
ROW = {
    "key": "sgl-project/sglang#46927:pr_merged:webhook",
    "payload": {
        "event": {
            "key": "sgl-project/sglang#46927:pr_merged",
            "type": "pr_merged",
            "repo": "sgl-project/sglang",
            "number": 46927,
            "title": "Clover self-speculative decoding",
            "url": "https://github.com/sgl-project/sglang/pull/46927",
        }
    },
}


class _Quiet(WSGIRequestHandler):
    def log_message(self, format: str, *args: Any) -> None:
        """No access log on stderr."""


@pytest.fixture
def served() -> Iterator[tuple[str, Receiver, list[dict[str, Any]], list[float]]]:
    """A Receiver on 127.0.0.1 (real sockets) with a settable clock."""
    got: list[dict[str, Any]] = []
    clock = [NOW.timestamp()]
    app = Receiver(SECRET, got.append, clock=lambda: clock[0])
    server = make_server("127.0.0.1", 0, app, handler_class=_Quiet)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_port}/hook", app, got, clock
    finally:
        server.shutdown()
        server.server_close()


def _send(url: str, secret: str = SECRET, **changes: Any) -> httpx.Response:
    request = build_request(Target("webhook", url, secret), ROW, NOW)
    headers = {k: v for k, v in request.headers.items() if k.lower() != "content-length"}
    body = changes.pop("body", request.content)
    headers.update(changes)
    return httpx.post(url, content=body, headers=headers, timeout=5)


def test_a_real_delivery_is_accepted_once(served: Any) -> None:
    """The watcher's own signed request verifies; the retry with the same key is a no-op."""
    url, _, got, _ = served
    assert _send(url).status_code == 200
    again = _send(url)
    assert again.status_code == 200 and again.text.strip() == "duplicate"
    assert len(got) == 1
    assert got[0]["event"]["key"] == "sgl-project/sglang#46927:pr_merged"


@pytest.mark.parametrize(
    "change",
    [
        {"secret": "not-the-secret"},
        {"body": b'{"event": {"type": "pr_merged", "forged": true}}'},
        {"X-Watcher-Signature-256": "sha256=" + "0" * 64},
        {"X-Watcher-Signature-256": ""},
        {"X-Watcher-Timestamp": "yesterday"},
    ],
)
def test_forged_or_tampered_deliveries_are_refused(served: Any, change: dict[str, Any]) -> None:
    """Wrong key, changed body, a guessed or empty signature: 401 and nothing handled."""
    url, _, got, _ = served
    resp = _send(url, **change)
    assert resp.status_code == 401
    assert SECRET not in resp.text
    assert got == []


def test_non_ascii_signature_header_is_refused_not_crashed() -> None:
    """A hostile non-ASCII signature is a plain 'no' (compare_digest on str would raise)."""
    body = b"{}"
    ts = int(NOW.timestamp())
    assert sign.verify(SECRET, ts, body, "sha256=\u00e9\u00e9", now=ts) is False
    app = Receiver(SECRET, lambda _doc: None, clock=lambda: ts)
    headers = {"x-watcher-timestamp": str(ts), "x-watcher-signature-256": "sha256=\u00e9"}
    assert app.check(headers, body) == (401, "unauthorized")


@pytest.mark.parametrize("skew_s", [301, -301, 86_400])
def test_stale_or_future_timestamps_are_refused(served: Any, skew_s: int) -> None:
    """A correctly signed request more than 300 s away from the receiver's clock is a replay."""
    url, _, got, clock = served
    clock[0] = NOW.timestamp() + skew_s
    assert _send(url).status_code == 401
    assert got == []


def test_within_tolerance_is_accepted(served: Any) -> None:
    """299 s of clock skew is still fine."""
    url, _, got, clock = served
    clock[0] = NOW.timestamp() + 299
    assert _send(url).status_code == 200
    assert len(got) == 1


def test_signature_is_compared_with_compare_digest(monkeypatch: pytest.MonkeyPatch) -> None:
    """verify() decides through hmac.compare_digest (constant time), never ==."""
    calls: list[tuple[Any, Any]] = []
    real = hmac.compare_digest

    def spy(a: Any, b: Any) -> bool:
        """Record the comparison and delegate."""
        calls.append((a, b))
        return real(a, b)

    monkeypatch.setattr(hmac, "compare_digest", spy)
    ts = int(NOW.timestamp())
    header = sign.signature(SECRET, ts, b"{}")
    assert sign.verify(SECRET, ts, b"{}", header, now=ts) is True
    assert sign.verify(SECRET, ts, b"{}", header[:-1] + "0", now=ts) is False
    assert len(calls) == 2


def test_oversized_body_is_refused_before_reading(served: Any) -> None:
    """A body over max_body gets 413 without being verified or handled."""
    url, app, got, _ = served
    app.max_body = 1000
    assert _send(url, body=b"x" * 5000).status_code == 413
    assert got == []


def test_receiver_refuses_an_empty_secret() -> None:
    """A receiver with no secret would accept anything: refuse to build one."""
    with pytest.raises(ValueError, match="secret"):
        Receiver("", lambda _doc: None)
