"""Backoff and Retry-After: the one computation the client, outbox and dispatcher share."""

from __future__ import annotations

import datetime as dt

import pytest

from watcher.backoff import exponential, retry_after

NOW = dt.datetime(2026, 11, 29, 12, 0, tzinfo=dt.UTC)


def test_exponential_doubles_from_the_base_and_stops_at_the_cap() -> None:
    """Retry 0 waits the base; each retry doubles; the cap holds for any count."""
    assert [exponential(r, 30.0, 900.0) for r in range(6)] == [30, 60, 120, 240, 480, 900]
    assert exponential(-3, 2.0, 60.0) == 2.0
    assert exponential(1000, 2.0, 60.0) == 60.0


@pytest.mark.parametrize(
    ("header", "expected"),
    [
        ("7", 7.0),
        ("1.5", 1.5),
        ("Sun, 29 Nov 2026 12:00:30 GMT", 30.0),
        ("Sun, 29 Nov 2026 11:00:00 GMT", 0.0),
        ("-5", 0.0),
        ("soon", None),
    ],
)
def test_retry_after_reads_seconds_and_http_dates(header: str, expected: float | None) -> None:
    """Both forms RFC 9110 allows; any case of the header name; garbage is None."""
    assert retry_after({"retry-AFTER": header}, NOW) == expected
