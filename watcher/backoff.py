"""Waiting before a retry, one home: exponential backoff and the ``Retry-After`` header.

The GitHub client, the outbox deliverer and the dispatcher each choose their own base,
cap and attempt budget, but compute the wait here.
"""

from __future__ import annotations

import datetime as dt
import email.utils
from collections.abc import Mapping


def exponential(retry: int, base_s: float, cap_s: float) -> float:
    """``base_s * 2**retry`` capped at ``cap_s``; ``retry`` counts from 0 (the first retry)."""
    return float(min(cap_s, base_s * 2 ** max(0, retry)))


def retry_after(headers: Mapping[str, str], now: dt.datetime) -> float | None:
    """Seconds to wait from a ``Retry-After`` header (delta-seconds or an HTTP date).

    None when the header is absent or unreadable; a date in the past is 0.
    """
    raw = next((v for k, v in headers.items() if k.lower() == "retry-after"), None)
    if raw is None:
        return None
    raw = raw.strip()
    try:
        return max(0.0, float(raw))
    except ValueError:
        pass
    try:
        when = email.utils.parsedate_to_datetime(raw)
    except (TypeError, ValueError, IndexError):
        return None
    if when.tzinfo is None:
        when = when.replace(tzinfo=dt.UTC)
    return max(0.0, (when - now).total_seconds())


__all__ = ["exponential", "retry_after"]
