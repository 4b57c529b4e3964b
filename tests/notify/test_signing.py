"""Webhook signatures: a fixed-key vector, verification, tampering, replay window."""

from __future__ import annotations

import hashlib
import hmac

from watcher.signing import signature, verify

KEY = "fixed-test-key"
BODY = b'{"event":{"key":"x"}}'


def test_signature_is_hmac_sha256_of_timestamp_dot_body() -> None:
    """The header value equals an independent HMAC over '<ts>.' + body."""
    expected = hmac.new(KEY.encode(), b"1764417600." + BODY, hashlib.sha256).hexdigest()
    assert signature(KEY, 1764417600, BODY) == "sha256=" + expected


def test_verify_accepts_valid_and_rejects_tampering() -> None:
    """Right key/body/time verifies; another body, key or an old timestamp does not."""
    sig = signature(KEY, 1000, BODY)
    assert verify(KEY, "1000", BODY, sig, now=1010)
    assert not verify(KEY, "1000", BODY + b" ", sig, now=1010)
    assert not verify("other", "1000", BODY, sig, now=1010)
    assert not verify(KEY, "1001", BODY, sig, now=1010)
    assert not verify(KEY, "1000", BODY, sig, now=1000 + 301)
    assert not verify(KEY, "soon", BODY, sig, now=1010)
    assert not verify(KEY, "1000", BODY, "", now=1010)
