"""The one signature scheme for every request the watcher signs: HMAC-SHA256.

Used for notifications to the generic webhook (``WATCHER_WEBHOOK_URL``) and for benchmark
jobs sent by the ``webhook`` backend (``WATCHER_BENCH_WEBHOOK_URL``), so one receiver
(:mod:`watcher.notify.receiver`) verifies both. The signature covers the timestamp and the
body, so a captured request cannot be replayed later with a new timestamp::

    X-Watcher-Timestamp: 1764424800
    X-Watcher-Signature-256: sha256=hex(HMAC_SHA256(secret, "1764424800." + body))

Receivers recompute it over the raw body bytes, compare in constant time and reject
timestamps older than a few minutes (:func:`verify` does all three).
"""

from __future__ import annotations

import hashlib
import hmac

PREFIX = "sha256="
SIGNATURE_HEADER = "X-Watcher-Signature-256"
TIMESTAMP_HEADER = "X-Watcher-Timestamp"
DEFAULT_TOLERANCE_S = 300


def signature(secret: str | bytes, timestamp: int, body: bytes) -> str:
    """``sha256=<hex>`` over ``"<timestamp>." + body`` with ``secret``."""
    key = secret.encode("utf-8") if isinstance(secret, str) else secret
    mac = hmac.new(key, f"{int(timestamp)}.".encode("ascii") + body, hashlib.sha256)
    return PREFIX + mac.hexdigest()


def signed_headers(secret: str | bytes, timestamp: int, body: bytes) -> dict[str, str]:
    """The timestamp and signature headers for ``body`` sent at ``timestamp``."""
    return {
        TIMESTAMP_HEADER: str(int(timestamp)),
        SIGNATURE_HEADER: signature(secret, timestamp, body),
    }


def verify(
    secret: str | bytes,
    timestamp: str | int,
    body: bytes,
    header: str,
    *,
    now: float,
    tolerance_s: int = DEFAULT_TOLERANCE_S,
) -> bool:
    """True when ``header`` signs ``body`` at ``timestamp`` and the timestamp is recent."""
    try:
        ts = int(timestamp)
    except (TypeError, ValueError):
        return False
    if abs(now - ts) > tolerance_s:
        return False
    expected = signature(secret, ts, body).encode("ascii")
    # bytes, not str: compare_digest raises TypeError on a non-ASCII str (a hostile header)
    return hmac.compare_digest(expected, (header or "").encode("utf-8", "surrogateescape"))


__all__ = [
    "PREFIX",
    "SIGNATURE_HEADER",
    "TIMESTAMP_HEADER",
    "signature",
    "signed_headers",
    "verify",
]
