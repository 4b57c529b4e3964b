"""What to do after a delivery attempt (pure): done, retry later, or give up for good.

- 2xx: delivered.
- 429 and 5xx, and transport errors (timeouts, refused connections): retry, after
  ``Retry-After`` when the server sends one (seconds or an HTTP date, capped), else after
  an exponential backoff; give up once ``max_attempts`` attempts were made.
- any other status (4xx: bad payload, revoked webhook, archived channel): permanent.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping
from dataclasses import dataclass

from watcher.backoff import exponential, retry_after

MAX_ATTEMPTS = 6
BASE_BACKOFF_S = 2.0
MAX_BACKOFF_S = 3600.0


@dataclass(frozen=True)
class DeliveryDecision:
    """``state`` is delivered | retry | failed; ``delay_s`` for retry; ``error`` why."""

    state: str
    delay_s: float = 0.0
    error: str | None = None


def backoff(attempt: int, base_s: float = BASE_BACKOFF_S, cap_s: float = MAX_BACKOFF_S) -> float:
    """Exponential backoff before attempt ``attempt + 1`` (``attempt`` ≥ 1)."""
    return exponential(attempt - 1, base_s, cap_s)


def _retry(attempt: int, max_attempts: int, delay: float, error: str) -> DeliveryDecision:
    if attempt >= max_attempts:
        return DeliveryDecision("failed", error=f"gave up after {attempt} attempts: {error}")
    return DeliveryDecision("retry", delay_s=min(delay, MAX_BACKOFF_S), error=error)


def decide(
    status: int,
    headers: Mapping[str, str],
    body: str,
    *,
    attempt: int,
    now: dt.datetime,
    max_attempts: int = MAX_ATTEMPTS,
) -> DeliveryDecision:
    """Classify an HTTP response to attempt number ``attempt``."""
    snippet = " ".join(body.split())[:200]
    if 200 <= status < 300:
        return DeliveryDecision("delivered")
    error = f"HTTP {status}" + (f": {snippet}" if snippet else "")
    if status == 429 or status >= 500:
        wait = retry_after(headers, now)
        return _retry(attempt, max_attempts, backoff(attempt) if wait is None else wait, error)
    return DeliveryDecision("failed", error=f"permanent: {error}")


def decide_transport(
    exc_name: str, *, attempt: int, max_attempts: int = MAX_ATTEMPTS
) -> DeliveryDecision:
    """Classify a transport error (no response) on attempt ``attempt``."""
    return _retry(attempt, max_attempts, backoff(attempt), f"transport error: {exc_name}")


__all__ = [
    "MAX_ATTEMPTS",
    "DeliveryDecision",
    "backoff",
    "decide",
    "decide_transport",
    "retry_after",
]
