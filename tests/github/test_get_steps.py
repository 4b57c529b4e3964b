"""The GET state machine without I/O: each response leads to exactly one next step."""

from __future__ import annotations

import datetime as dt

import pytest

from watcher.errors import GitHubError, NotFound, RateLimited, Unauthorized
from watcher.github import sansio
from watcher.github.sansio import Attempt, CacheEntry

NOW = dt.datetime(2026, 11, 29, 12, 0, tzinfo=dt.UTC)
URL = "https://api.github.com/repos/o/r/pulls?per_page=100"


def start(**kw: object) -> Attempt:
    return Attempt(url=URL, first_url=URL, repo="o/r", **kw)  # type: ignore[arg-type]


def step(
    att: Attempt,
    status: int,
    headers: dict[str, str] | None = None,
    body: bytes = b"",
    cached: CacheEntry | None = None,
    max_attempts: int = 5,
) -> sansio.Step:
    return sansio.after_response(
        att, status, headers or {}, body, cached, NOW, max_attempts=max_attempts
    )


def test_ok_returns_the_data_and_the_entry_to_cache() -> None:
    s = step(start(), 200, {"ETag": 'W/"a"', "Link": f'<{URL}&page=2>; rel="next"'}, b"[1]")
    assert (s.kind, s.data, s.not_modified) == ("return", [1], False)
    assert s.link == {"next": f"{URL}&page=2"}
    assert s.store == CacheEntry(URL, 'W/"a"', None, "[1]", f'<{URL}&page=2>; rel="next"', 200)


def test_ok_without_validators_or_unconditional_caches_nothing() -> None:
    assert step(start(), 200, {}, b"[]").store is None
    assert step(start(conditional=False), 200, {"ETag": '"a"'}, b"[]").store is None


def test_not_modified_returns_the_cached_body_and_link() -> None:
    cached = CacheEntry(URL, '"a"', None, '{"x": 1}', f'<{URL}&page=2>; rel="next"')
    s = step(start(), 304, cached=cached)
    assert (s.kind, s.data, s.not_modified) == ("return", {"x": 1}, True)
    assert s.link == {"next": f"{URL}&page=2"} and s.store is None


def test_an_unasked_304_refetches_unconditionally() -> None:
    s = step(start(), 304, cached=None)
    assert s.kind == "refetch" and s.next.conditional is False


def test_redirect_follows_relative_location_and_remembers_the_first_url() -> None:
    s = step(start(), 301, {"Location": "/repositories/7/pulls?per_page=100"})
    assert s.kind == "redirect"
    assert s.next.url == "https://api.github.com/repositories/7/pulls?per_page=100"
    assert (s.next.hops, s.next.redirected_from) == (1, URL)
    again = step(s.next, 307, {"Location": "https://api.github.com/x"})
    assert again.next.redirected_from == URL and again.next.hops == 2


def test_the_sixth_redirect_raises_naming_the_first_url() -> None:
    s = step(start(hops=5), 302, {"Location": "/elsewhere"})
    assert s.kind == "raise" and isinstance(s.error, GitHubError)
    assert f"GET {URL}: too many redirects" in str(s.error)


def test_server_errors_back_off_until_the_attempts_are_spent() -> None:
    att = start()
    for n in range(1, 5):
        s = step(att, 502, body=b'{"message": "bad gateway"}')
        assert s.kind == "backoff" and s.next.attempt == n and s.error is None
        att = s.next
    last = step(att, 502, body=b'{"message": "bad gateway"}')
    assert last.kind == "raise" and type(last.error) is GitHubError
    assert "HTTP 502 after 5 attempts: bad gateway" in str(last.error)


def test_rate_limit_waits_until_the_reset_then_raises_rate_limited() -> None:
    reset = int(NOW.timestamp()) + 120
    headers = {
        "X-RateLimit-Limit": "5000",
        "X-RateLimit-Remaining": "0",
        "X-RateLimit-Reset": str(reset),
    }
    s = step(start(), 403, headers, b'{"message": "API rate limit exceeded"}')
    assert s.kind == "wait" and s.delay == 121.0 and "HTTP 403" in s.reason
    last = step(start(attempt=4), 403, headers, b"{}")
    assert last.kind == "raise" and isinstance(last.error, RateLimited)


def test_secondary_limit_waits_grow_with_the_attempt() -> None:
    body = b'{"message": "You have exceeded a secondary rate limit"}'
    delays = [step(start(attempt=n), 403, {}, body).delay for n in range(3)]
    assert delays == [60.0, 120.0, 240.0]


def test_unreadable_json_backs_off_then_raises_with_the_cause() -> None:
    s = step(start(), 200, {}, b'[{"trunc')
    assert s.kind == "backoff" and s.next.attempt == 1
    last = step(start(attempt=4), 200, {}, b'[{"trunc')
    assert last.kind == "raise" and "unreadable JSON after 5 attempts" in str(last.error)
    assert isinstance(last.error.__cause__ if last.error else None, ValueError)


@pytest.mark.parametrize(
    ("status", "cls", "text"),
    [
        (404, NotFound, "GitHub says 404 for repository o/r"),
        (401, Unauthorized, "GitHub says 401 for repository o/r: bad or expired GITHUB_TOKEN"),
        (422, GitHubError, "HTTP 422: Validation Failed"),
        (403, GitHubError, "HTTP 403: Resource not accessible"),
    ],
)
def test_failures_for_good_raise_naming_repo_and_url(status: int, cls: type, text: str) -> None:
    message = {401: "Bad credentials", 422: "Validation Failed"}.get(
        status, "Resource not accessible"
    )
    s = step(start(), status, {}, f'{{"message": "{message}"}}'.encode())
    assert s.kind == "raise" and type(s.error) is cls and text in str(s.error)
    assert s.error is not None and (s.error.url, s.error.repo) == (URL, "o/r")


def test_transport_errors_back_off_then_raise() -> None:
    exc = TimeoutError("slow")
    s = sansio.after_transport_error(start(), exc, 3)
    assert s.kind == "backoff" and s.next.attempt == 1
    last = sansio.after_transport_error(start(attempt=2), exc, 3)
    assert last.kind == "raise"
    assert str(last.error) == f"GET {URL} failed after 3 attempts: TimeoutError"


def test_a_wait_longer_than_allowed_is_refused() -> None:
    assert sansio.wait_refused(300, 300, URL, "o/r", "why") is None
    refused = sansio.wait_refused(301, 300, URL, "o/r", "search rate limit exhausted")
    assert isinstance(refused, RateLimited)
    assert str(refused).startswith("o/r: search rate limit exhausted: GitHub asks to wait 301s")
