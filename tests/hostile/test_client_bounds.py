"""GitHub client trust and size bounds: the token stays on the API host, bodies are capped."""

from __future__ import annotations

import asyncio
import datetime as dt
from typing import Any

import httpx
import pytest
import respx

from watcher.errors import GitHubError
from watcher.github.client import GitHubClient

API = "https://api.test"
TOKEN = "ghp_fakeTokenForBoundsTest0000000000000"
NOW = dt.datetime(2026, 11, 29, 12, 0, tzinfo=dt.UTC)


async def _no_sleep(_s: float) -> None:
    return None


def _client(**kw: Any) -> GitHubClient:
    return GitHubClient(API, TOKEN, sleep=_no_sleep, clock=lambda: NOW, jitter=lambda: 0.0, **kw)


async def _get(path: str, **kw: Any) -> Any:
    async with _client(**kw) as gh:
        return await gh.get(path, repo="o/r")


@respx.mock
def test_redirect_to_another_host_does_not_carry_the_token() -> None:
    """A 301 off the API host is followed without Authorization."""
    respx.get(f"{API}/repos/o/r").mock(
        return_value=httpx.Response(301, headers={"Location": "https://elsewhere.test/repos/o/r"})
    )
    off = respx.get("https://elsewhere.test/repos/o/r").mock(
        return_value=httpx.Response(200, json={"full_name": "o/r"})
    )
    resp = asyncio.run(_get("/repos/o/r"))
    assert resp.data == {"full_name": "o/r"}
    sent = off.calls.last.request
    assert "authorization" not in {k.lower() for k in sent.headers}
    assert TOKEN not in str(sent.headers)


@respx.mock
def test_redirect_on_the_api_host_keeps_the_token() -> None:
    """GitHub's own 301 (renamed repo → /repositories/ID) still authenticates."""
    respx.get(f"{API}/repos/old/r").mock(
        return_value=httpx.Response(301, headers={"Location": f"{API}/repositories/42"})
    )
    same = respx.get(f"{API}/repositories/42").mock(
        return_value=httpx.Response(200, json={"full_name": "new/r"})
    )
    asyncio.run(_get("/repos/old/r"))
    assert same.calls.last.request.headers["Authorization"] == f"Bearer {TOKEN}"


@respx.mock
def test_http_downgrade_or_other_port_is_another_origin() -> None:
    """Same host over http:// or another port is not the API origin: no token."""
    respx.get(f"{API}/repos/o/r").mock(
        return_value=httpx.Response(301, headers={"Location": "http://api.test:8080/repos/o/r"})
    )
    off = respx.get("http://api.test:8080/repos/o/r").mock(
        return_value=httpx.Response(200, json={})
    )
    asyncio.run(_get("/repos/o/r"))
    assert "authorization" not in {k.lower() for k in off.calls.last.request.headers}


@respx.mock
def test_declared_oversized_body_is_refused() -> None:
    """A Content-Length over the cap fails with a GitHubError naming the cap."""
    respx.get(f"{API}/repos/o/r/pulls").mock(
        return_value=httpx.Response(200, content=b"[" + b" " * 5000 + b"]")
    )
    with pytest.raises(GitHubError, match="1000-byte cap"):
        asyncio.run(_get("/repos/o/r/pulls", max_body_bytes=1000))


@respx.mock
def test_streamed_oversized_body_without_length_is_refused() -> None:
    """A chunked body without Content-Length is cut off at the cap too."""

    async def chunks() -> Any:
        """A stream of JSON whitespace with no declared length."""
        yield b"["
        for _ in range(100):
            yield b" " * 100

    respx.get(f"{API}/repos/o/r/pulls").mock(return_value=httpx.Response(200, content=chunks()))
    with pytest.raises(GitHubError, match="cap"):
        asyncio.run(_get("/repos/o/r/pulls", max_body_bytes=1000))


@respx.mock
def test_body_under_the_cap_is_read() -> None:
    """Normal responses are unaffected by the cap."""
    respx.get(f"{API}/repos/o/r/pulls").mock(return_value=httpx.Response(200, json=[{"n": 1}]))
    assert asyncio.run(_get("/repos/o/r/pulls", max_body_bytes=1000)).data == [{"n": 1}]
