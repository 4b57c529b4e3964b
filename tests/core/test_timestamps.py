"""ISO timestamps: one format out, Z/offset/naive in, shifting keeps the format."""

from __future__ import annotations

import datetime as dt

import pytest

from watcher.timestamps import iso, parse_iso, shift


def test_iso_is_utc_z_and_takes_naive_as_utc() -> None:
    """Aware times are converted to UTC; naive ones are UTC already."""
    plus2 = dt.timezone(dt.timedelta(hours=2))
    assert iso(dt.datetime(2030, 1, 5, 14, 0, 30, tzinfo=plus2)) == "2030-01-05T12:00:30Z"
    assert iso(dt.datetime(2030, 1, 5, 12, 0, 30)) == "2030-01-05T12:00:30Z"


@pytest.mark.parametrize(
    "text", ["2030-01-05T12:00:30Z", "2030-01-05T14:00:30+02:00", "2030-01-05T12:00:30"]
)
def test_parse_iso_accepts_z_offsets_and_naive(text: str) -> None:
    """Each form parses to the same aware UTC instant."""
    when = parse_iso(text)
    assert when.tzinfo is not None and when.utcoffset() == dt.timedelta(0)
    assert iso(when) == "2030-01-05T12:00:30Z"


def test_parse_iso_rejects_garbage() -> None:
    """Not ISO-8601: ValueError, never a guess."""
    with pytest.raises(ValueError):
        parse_iso("yesterday")


def test_shift_moves_and_keeps_the_format() -> None:
    """A day back across a month boundary, in the store's format."""
    assert shift("2030-02-01T00:00:00Z", -86400) == "2030-01-31T00:00:00Z"
