"""The async client against respx-mocked GitHub: headers, 304s, paging, waits, retries."""

from __future__ import annotations

import asyncio
import datetime as dt
from collections.abc import Coroutine
from typing import Any

import httpx
import pytest
import respx

from watcher.errors import GitHubError, NotFound, RateLimited, Unauthorized
from watcher.github.client import GitHubClient, MemoryCache, StoreCache

API = "https://api.test"
NOW = dt.datetime(2026, 11, 29, 12, 0, tzinfo=dt.UTC)
EPOCH = int(NOW.timestamp())


def run(coro: Coroutine[Any, Any, Any]) -> Any:
    return asyncio.run(coro)


class Sleeps:
    """A fake sleep that records how long it was asked to wait."""

    def __init__(self) -> None:
        self.calls: list[float] = []

    async def __call__(self, seconds: float) -> None:
        self.calls.append(seconds)


def client(sleep: Sleeps | None = None, **kw: Any) -> GitHubClient:
    return GitHubClient(
        API,
        kw.pop("token", "tok"),
        sleep=sleep or Sleeps(),
        clock=lambda: NOW,
        jitter=lambda: 1.0,
        **kw,
    )


def limit_headers(remaining: int = 4999, reset: int = EPOCH + 3600) -> dict[str, str]:
    return {
        "X-RateLimit-Limit": "5000",
        "X-RateLimit-Remaining": str(remaining),
        "X-RateLimit-Reset": str(reset),
        "X-RateLimit-Resource": "core",
    }


@respx.mock
def test_headers_and_conditional_304_reuses_cached_body():
    """The second GET sends If-None-Match; the 304 returns the first body and costs no unit."""
    route = respx.get(f"{API}/repos/o/r/pulls").mock(
        side_effect=[
            httpx.Response(
                200, json=[{"number": 1}], headers={"ETag": 'W/"e1"', **limit_headers()}
            ),
            httpx.Response(304, headers={"ETag": 'W/"e1"', **limit_headers()}),
        ]
    )

    async def go() -> tuple[Any, Any, GitHubClient]:
        c = client()
        first = await c.get("/repos/o/r/pulls")
        second = await c.get("/repos/o/r/pulls")
        await c.aclose()
        return first, second, c

    first, second, c = run(go())
    req1, req2 = route.calls[0].request, route.calls[1].request
    assert req1.headers["Authorization"] == "Bearer tok"
    assert req1.headers["Accept"] == "application/vnd.github+json"
    assert req1.headers["X-GitHub-Api-Version"] == "2022-11-28"
    assert req1.headers["User-Agent"].startswith("upstream-watcher/")
    assert "If-None-Match" not in req1.headers
    assert req2.headers["If-None-Match"] == 'W/"e1"'
    assert second.not_modified and second.data == first.data == [{"number": 1}]
    assert (c.counters.units, c.counters.not_modified) == (1, 1)


@respx.mock
def test_etags_live_in_the_store_for_a_fresh_process(store):
    """A new client on the same store (a new cron run) still gets its 304."""
    route = respx.get(f"{API}/rate_limited_free").mock(
        side_effect=[
            httpx.Response(200, json={"a": 1}, headers={"ETag": '"x"'}),
            httpx.Response(304, headers={"ETag": '"x"'}),
        ]
    )

    async def go() -> Any:
        first = client(cache=StoreCache(store))
        await first.get("/rate_limited_free")
        await first.aclose()
        second = client(cache=StoreCache(store))
        resp = await second.get("/rate_limited_free")
        await second.aclose()
        return resp

    resp = run(go())
    assert route.calls[1].request.headers["If-None-Match"] == '"x"'
    assert resp.not_modified and resp.data == {"a": 1}


@respx.mock
def test_pagination_follows_link_and_stops_when_told():
    """Link rel=next is followed until stop(items) says enough."""

    def page(n: int, last: bool = False) -> httpx.Response:
        link = "" if last else f'<{API}/items?page={n + 1}>; rel="next"'
        return httpx.Response(200, json=[n * 10, n * 10 + 1], headers={"Link": link})

    respx.get(f"{API}/items", params={"page": "2"}).mock(return_value=page(2))
    respx.get(f"{API}/items", params={"page": "3"}).mock(return_value=page(3, last=True))
    respx.get(f"{API}/items").mock(return_value=page(1))

    async def go(stop: Any) -> list[list[Any]]:
        c = client()
        try:
            return await c.pages("/items", stop=stop)
        finally:
            await c.aclose()

    assert run(go(None)) == [[10, 11], [20, 21], [30, 31]]
    assert run(go(lambda items: 20 in items)) == [[10, 11], [20, 21]]


@respx.mock
def test_waits_for_reset_when_remaining_is_exhausted():
    """remaining=0 on one response: the next request first sleeps until the reset."""
    respx.get(f"{API}/a").mock(
        return_value=httpx.Response(
            200, json={}, headers=limit_headers(remaining=0, reset=EPOCH + 100)
        )
    )
    respx.get(f"{API}/b").mock(return_value=httpx.Response(200, json={}))
    sleeps = Sleeps()

    async def go() -> None:
        c = client(sleeps)
        await c.get("/a")
        assert sleeps.calls == []
        await c.get("/b")
        await c.aclose()

    run(go())
    assert sleeps.calls == [pytest.approx(101)]


@respx.mock
def test_retry_after_on_403_and_429_is_honoured():
    """Secondary limits: sleep Retry-After seconds, then retry."""
    respx.get(f"{API}/x").mock(
        side_effect=[
            httpx.Response(
                403,
                json={"message": "You have exceeded a secondary rate limit"},
                headers={"Retry-After": "30"},
            ),
            httpx.Response(429, headers={"Retry-After": "7"}),
            httpx.Response(200, json={"ok": True}),
        ]
    )
    sleeps = Sleeps()
    resp = run(client(sleeps).get("/x"))
    assert resp.data == {"ok": True}
    assert sleeps.calls == [30, 7]


@respx.mock
def test_secondary_limit_without_retry_after_backs_off_growing():
    """A secondary limit that persists is waited out 60 s, 120 s, 240 s — not 60 s forever."""
    limited = httpx.Response(403, json={"message": "You have exceeded a secondary rate limit"})
    respx.get(f"{API}/x").mock(
        side_effect=[limited, limited, limited, httpx.Response(200, json={"ok": True})]
    )
    sleeps = Sleeps()
    resp = run(client(sleeps).get("/x"))
    assert resp.data == {"ok": True}
    assert sleeps.calls == [60, 120, 240]


@respx.mock
def test_waiting_longer_than_allowed_raises_rate_limited():
    """Reset an hour away with max_wait_s=60: RateLimited, not a silent hour of sleep."""
    respx.get(f"{API}/x").mock(
        return_value=httpx.Response(
            403,
            json={"message": "API rate limit exceeded"},
            headers=limit_headers(remaining=0, reset=EPOCH + 3600),
        )
    )
    with pytest.raises(RateLimited, match="o/r"):
        run(client(max_wait_s=60).get("/x", repo="o/r"))


@respx.mock
def test_5xx_timeouts_and_truncated_bodies_back_off_and_retry():
    """Capped exponential backoff: 1 s, 2 s, 4 s, 8 s … then success."""
    respx.get(f"{API}/x").mock(
        side_effect=[
            httpx.Response(502),
            httpx.ReadTimeout("slow"),
            httpx.Response(200, content=b'[{"number": 1, "ti'),
            httpx.RemoteProtocolError("peer closed connection without sending complete body"),
            httpx.Response(200, json=[1]),
        ]
    )
    sleeps = Sleeps()
    c = client(sleeps)
    assert run(c.get("/x")).data == [1]
    assert sleeps.calls == [1, 2, 4, 8]
    assert c.counters.retries == 4


@respx.mock
def test_gives_up_after_max_attempts():
    """A persistent 503 becomes a GitHubError naming the URL and repo."""
    respx.get(f"{API}/x").mock(return_value=httpx.Response(503))
    with pytest.raises(GitHubError, match="o/r") as info:
        run(client(max_attempts=3).get("/x", repo="o/r"))
    assert info.value.status == 503


@respx.mock
def test_follows_301_for_renamed_repositories():
    """The old name answers 301 to /repositories/{id}; the client follows and notes it."""
    respx.get(f"{API}/repos/ggerganov/llama.cpp").mock(
        return_value=httpx.Response(
            301,
            json={"message": "Moved Permanently"},
            headers={"Location": f"{API}/repositories/612354784"},
        )
    )
    respx.get(f"{API}/repositories/612354784").mock(
        return_value=httpx.Response(200, json={"full_name": "ggml-org/llama.cpp"})
    )
    c = client()
    resp = run(c.get("/repos/ggerganov/llama.cpp"))
    assert resp.data["full_name"] == "ggml-org/llama.cpp"
    assert resp.redirected_from == f"{API}/repos/ggerganov/llama.cpp"
    assert c.redirects == {f"{API}/repos/ggerganov/llama.cpp": f"{API}/repositories/612354784"}


@respx.mock
def test_401_and_404_are_clear_errors_naming_the_repo():
    """Unauthorized and NotFound, each naming the repository."""
    respx.get(f"{API}/repos/o/gone").mock(
        return_value=httpx.Response(404, json={"message": "Not Found"})
    )
    respx.get(f"{API}/repos/o/private").mock(
        return_value=httpx.Response(401, json={"message": "Bad credentials"})
    )
    with pytest.raises(NotFound, match="repository o/gone"):
        run(client().get("/repos/o/gone", repo="o/gone"))
    with pytest.raises(Unauthorized, match=r"repository o/private.*Bad credentials"):
        run(client().get("/repos/o/private", repo="o/private"))


@respx.mock
def test_unauthenticated_requests_send_no_authorization():
    """Without GITHUB_TOKEN reads go out anonymously."""
    route = respx.get(f"{API}/x").mock(return_value=httpx.Response(200, json={}))
    run(client(token=None).get("/x"))
    assert "Authorization" not in route.calls[0].request.headers


def test_memory_cache_layers_over_a_base():
    """Dry runs read the store's cache but keep their writes in memory."""
    from watcher.github.sansio import CacheEntry

    base = MemoryCache()
    base.put(CacheEntry(url="u", etag="1", last_modified=None, body="[]"))
    top = MemoryCache(base)
    assert top.get("u") is not None
    top.put(CacheEntry(url="v", etag="2", last_modified=None, body="[]"))
    assert base.get("v") is None
