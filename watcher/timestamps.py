"""ISO-8601 timestamps, one home: the store's format is ``YYYY-MM-DDTHH:MM:SSZ`` (UTC).

Every module that writes or reads a timestamp string goes through here, so the format
and the parsing of ``Z`` and offsets are decided once. Strings in this format sort in
time order, which the store's comparisons rely on.
"""

from __future__ import annotations

import datetime as dt

FORMAT = "%Y-%m-%dT%H:%M:%SZ"


def iso(when: dt.datetime) -> str:
    """Format a datetime as ``YYYY-MM-DDTHH:MM:SSZ`` (UTC; a naive one is taken as UTC)."""
    if when.tzinfo is None:
        when = when.replace(tzinfo=dt.UTC)
    return when.astimezone(dt.UTC).strftime(FORMAT)


def parse_iso(text: str) -> dt.datetime:
    """Parse an ISO-8601 string (``Z`` or an offset; naive is UTC) to an aware UTC datetime.

    ValueError if ``text`` is not ISO-8601.
    """
    when = dt.datetime.fromisoformat(text.replace("Z", "+00:00"))
    if when.tzinfo is None:
        when = when.replace(tzinfo=dt.UTC)
    return when.astimezone(dt.UTC)


def shift(text: str, seconds: float) -> str:
    """The timestamp ``text`` moved by ``seconds`` (negative: earlier)."""
    return iso(parse_iso(text) + dt.timedelta(seconds=seconds))


def utcnow() -> str:
    """The current UTC time in the store's format."""
    return iso(dt.datetime.now(dt.UTC))


__all__ = ["FORMAT", "iso", "parse_iso", "shift", "utcnow"]
