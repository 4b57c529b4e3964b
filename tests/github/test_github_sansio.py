"""The sans-I/O core: headers, rate limits, Link parsing, response decisions."""

from __future__ import annotations

import datetime as dt

import pytest

from watcher.github import payloads, sansio
from watcher.github.sansio import CacheEntry, RateLimit

NOW = dt.datetime(2026, 11, 29, 12, 0, tzinfo=dt.UTC)
EPOCH = int(NOW.timestamp())


def test_request_headers_carry_auth_version_agent_and_validators():
    """Bearer token, API version, Accept, User-Agent, If-None-Match/If-Modified-Since."""
    cached = CacheEntry(
        url="u", etag='W/"abc"', last_modified="Sat, 28 Nov 2026 10:00:00 GMT", body="[]"
    )
    h = sansio.request_headers("tok", cached)
    assert h["Authorization"] == "Bearer tok"
    assert h["Accept"] == "application/vnd.github+json"
    assert h["X-GitHub-Api-Version"] == "2022-11-28"
    assert h["User-Agent"].startswith("upstream-watcher/")
    assert h["If-None-Match"] == 'W/"abc"'
    assert h["If-Modified-Since"].startswith("Sat")
    bare = sansio.request_headers(None)
    assert "Authorization" not in bare and "If-None-Match" not in bare


def test_rate_limit_value_object():
    """Parsed from headers; falsy when exhausted; waits until reset only when low."""
    rl = RateLimit.from_headers(
        {
            "X-RateLimit-Limit": "5000",
            "X-RateLimit-Remaining": "0",
            "X-RateLimit-Reset": str(EPOCH + 120),
            "X-RateLimit-Resource": "search",
            "X-RateLimit-Used": "30",
        }
    )
    assert rl is not None and not rl and rl.resource == "search" and rl.used == 30
    assert rl.reset_at == NOW + dt.timedelta(seconds=120)
    assert rl.wait_before_next(NOW) == pytest.approx(121)
    ok = RateLimit(limit=5000, remaining=10, reset_epoch=EPOCH + 60)
    assert ok and ok.wait_before_next(NOW) == 0 and ok.wait_before_next(NOW, reserve=10) > 0
    assert RateLimit.from_headers({}) is None
    assert (
        RateLimit.from_headers(
            {"X-RateLimit-Limit": "x", "X-RateLimit-Remaining": "1", "X-RateLimit-Reset": "1"}
        )
        is None
    )


def test_parse_link():
    """Every rel of a GitHub Link header."""
    header = (
        '<https://api.github.com/repositories/1/pulls?page=2>; rel="next", '
        '<https://api.github.com/repositories/1/pulls?page=5>; rel="last"'
    )
    assert sansio.parse_link(header) == {
        "next": "https://api.github.com/repositories/1/pulls?page=2",
        "last": "https://api.github.com/repositories/1/pulls?page=5",
    }
    assert sansio.parse_link(None) == {}


@pytest.mark.parametrize(
    ("status", "headers", "body", "kind", "delay"),
    [
        (200, {}, b"{}", "ok", 0),
        (304, {}, b"", "not_modified", 0),
        (301, {"Location": "https://x/repositories/1"}, b"{}", "redirect", 0),
        (403, {"Retry-After": "30"}, b'{"message":"secondary rate limit"}', "wait_retry", 30),
        (429, {"Retry-After": "5"}, b"{}", "wait_retry", 5),
        (
            403,
            {
                "X-RateLimit-Limit": "60",
                "X-RateLimit-Remaining": "0",
                "X-RateLimit-Reset": str(EPOCH + 100),
            },
            b'{"message":"API rate limit exceeded"}',
            "wait_retry",
            101,
        ),
        (403, {}, b'{"message":"You have exceeded a secondary rate limit."}', "wait_retry", 60),
        (403, {}, b'{"message":"Resource not accessible by integration"}', "error", 0),
        (401, {}, b'{"message":"Bad credentials"}', "error", 0),
        (404, {}, b'{"message":"Not Found"}', "error", 0),
        (502, {}, b"<html>", "retry", 0),
        (422, {}, b'{"message":"Validation Failed"}', "error", 0),
    ],
)
def test_decide(status, headers, body, kind, delay):
    """Each response class maps to one action."""
    d = sansio.decide(status, headers, body, NOW)
    assert d.kind == kind
    assert d.delay == pytest.approx(delay)


def test_secondary_limit_without_retry_after_waits_longer_each_time():
    """GitHub: wait a minute, then exponentially longer while the limit persists."""
    body = b'{"message":"You have exceeded a secondary rate limit."}'
    delays = [sansio.decide(403, {}, body, NOW, attempt=a).delay for a in range(4)]
    assert delays == [60, 120, 240, 480]
    # Retry-After, when sent, is what GitHub asks for: it does not grow
    assert sansio.decide(429, {"Retry-After": "5"}, b"{}", NOW, attempt=3).delay == 5


def test_backoff_is_capped_exponential_with_jitter():
    """1, 2, 4 … seconds, never above the cap; jitter scales to 50–100%."""
    assert [sansio.backoff_delay(a, jitter=1.0) for a in range(4)] == [1, 2, 4, 8]
    assert sansio.backoff_delay(20, cap=60, jitter=1.0) == 60
    assert sansio.backoff_delay(3, jitter=0.0) == 4


def test_decode_json_rejects_truncated_bodies():
    """Half a JSON document is an error to retry, not data."""
    with pytest.raises(ValueError):
        sansio.decode_json(b'[{"number": 1, "ti')
    with pytest.raises(ValueError):
        sansio.decode_json(b"")


def test_pull_fields_from_list_item_and_search_item():
    """PR list items and issue-shaped search results decode to the same fields."""
    item = {
        "number": 5,
        "title": "T",
        "body": None,
        "state": "closed",
        "merged_at": "2026-11-02T10:00:00Z",
        "merge_commit_sha": "m",
        "head": {"sha": "h"},
        "labels": [{"name": "clover"}],
        "user": {"login": "z"},
        "html_url": "https://github.com/o/r/pull/5",
        "created_at": "2026-11-01T00:00:00Z",
        "updated_at": "2026-11-02T10:00:00+00:00",
    }
    f = payloads.pull_fields(item)
    assert (f["merged"], f["merge_commit_sha"], f["head_sha"], f["labels"], f["user"]) == (
        True,
        "m",
        "h",
        ("clover",),
        "z",
    )
    assert f["updated_at"] == "2026-11-02T10:00:00Z" and f["body"] == ""
    search = {
        "number": 6,
        "title": "T",
        "state": "open",
        "labels": [],
        "pull_request": {"merged_at": None},
    }
    s = payloads.pull_fields(search)
    assert (s["merged"], s["merge_commit_sha"], s["head_sha"]) == (False, None, None)
    opened = dict(item, merged_at=None, state="open")
    assert payloads.pull_fields(opened)["merge_commit_sha"] is None  # test-merge sha ignored


@pytest.mark.parametrize(
    ("reviews", "approved"),
    [
        ([], False),
        ([("a", "COMMENTED")], False),
        ([("a", "APPROVED")], True),
        ([("a", "APPROVED"), ("a", "COMMENTED")], True),
        ([("a", "APPROVED"), ("b", "CHANGES_REQUESTED")], False),
        ([("b", "CHANGES_REQUESTED"), ("b", "APPROVED")], True),
        ([("a", "APPROVED"), ("a", "DISMISSED")], False),
    ],
)
def test_approved_from_reviews(reviews, approved):
    """Latest deciding review per reviewer; any block wins."""
    data = [
        {"id": i, "user": {"login": who}, "state": st, "submitted_at": f"2026-11-29T12:0{i}:00Z"}
        for i, (who, st) in enumerate(reviews)
    ]
    assert payloads.approved_from_reviews(data)[0] is approved


@pytest.mark.parametrize(
    ("status", "contains"),
    [("ahead", True), ("identical", True), ("behind", False), ("diverged", False)],
)
def test_compare_contains(status, contains):
    """Head contains base when ahead of it or identical."""
    assert payloads.compare_contains(status) is contains
