"""Retry policy: what each response means."""

from __future__ import annotations

import datetime as dt

import pytest

from watcher.notify.policy import backoff, decide, decide_transport, retry_after

NOW = dt.datetime(2026, 11, 29, 12, 0, 0, tzinfo=dt.UTC)


@pytest.mark.parametrize(
    "header,expected",
    [
        ("7", 7.0),
        (" 120 ", 120.0),
        ("Sun, 29 Nov 2026 12:00:30 GMT", 30.0),
        ("Sun, 29 Nov 2026 11:00:00 GMT", 0.0),
        ("soon", None),
    ],
)
def test_retry_after(header: str, expected: float | None) -> None:
    """Delta-seconds and HTTP dates are understood; garbage is ignored."""
    assert retry_after({"Retry-After": header}, NOW) == expected


def test_retry_after_absent() -> None:
    """No header, no wait."""
    assert retry_after({}, NOW) is None


@pytest.mark.parametrize(
    "status,state",
    [
        (200, "delivered"),
        (204, "delivered"),
        (429, "retry"),
        (500, "retry"),
        (503, "retry"),
        (400, "failed"),
        (403, "failed"),
        (404, "failed"),
        (410, "failed"),
    ],
)
def test_decide_by_status(status: int, state: str) -> None:
    """2xx delivered; 429/5xx retried; other 4xx permanent."""
    assert decide(status, {}, "", attempt=1, now=NOW).state == state


def test_permanent_error_says_why() -> None:
    """A permanent failure records status and Slack's error text."""
    d = decide(404, {}, "channel_not_found", attempt=1, now=NOW)
    assert d.error == "permanent: HTTP 404: channel_not_found"


def test_retry_after_wins_over_backoff() -> None:
    """429 with Retry-After waits that long; without it, exponential backoff."""
    assert decide(429, {"retry-after": "9"}, "", attempt=1, now=NOW).delay_s == 9.0
    assert decide(503, {}, "", attempt=3, now=NOW).delay_s == backoff(3) == 8.0


def test_bounded_attempts() -> None:
    """The last allowed attempt failing gives up with the reason."""
    d = decide(500, {}, "boom", attempt=6, now=NOW, max_attempts=6)
    assert d.state == "failed" and d.error == "gave up after 6 attempts: HTTP 500: boom"
    assert decide_transport("ConnectError", attempt=2, max_attempts=2).state == "failed"
    assert decide_transport("ConnectError", attempt=1, max_attempts=2).state == "retry"


def test_backoff_caps() -> None:
    """Backoff doubles and stops at the cap."""
    assert [backoff(n) for n in (1, 2, 3)] == [2.0, 4.0, 8.0]
    assert backoff(40) == 3600.0
