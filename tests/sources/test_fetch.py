"""Polite fetching: conditional headers, 304s, bounds, redirects, pacing and the budget."""

from __future__ import annotations

import httpx
import pytest
import respx

from watcher.errors import BudgetExhausted, SourceError
from watcher.sources.fetch import (
    USER_AGENT,
    Fetcher,
    Pacer,
    RequestBudget,
    Validators,
    check_url,
    request_headers,
)

URL = "https://vendor.example/blog/feed.xml"


def fetcher(budget: int = 10, **kw: object) -> Fetcher:
    """A fetcher over a real httpx client (respx intercepts it) with no pacing delay."""
    return Fetcher(httpx.Client(), RequestBudget(budget), Pacer(min_interval_s=0.0), **kw)  # type: ignore[arg-type]


def test_headers_name_the_tool_and_send_stored_validators() -> None:
    """If-None-Match / If-Modified-Since come from the store; the UA names the tool."""
    headers = request_headers(Validators('"abc"', "Mon, 30 Nov 2026 10:00:00 GMT"))
    assert headers["If-None-Match"] == '"abc"'
    assert headers["If-Modified-Since"] == "Mon, 30 Nov 2026 10:00:00 GMT"
    assert headers["User-Agent"].startswith("upstream-watcher/") and "+https://" in USER_AGENT
    assert "If-None-Match" not in request_headers(Validators())


@respx.mock
def test_200_returns_body_and_validators_then_304_is_not_modified() -> None:
    """A 200 keeps its ETag/Last-Modified; the next read sends them and a 304 ends it."""
    route = respx.get(URL).mock(
        side_effect=[
            httpx.Response(200, content=b"<rss/>", headers={"ETag": '"v1"', "Last-Modified": "x"}),
            httpx.Response(304),
        ]
    )
    f = fetcher()
    first = f.get(URL, Validators(), "blog")
    assert (first.status, first.body, first.validators) == (200, b"<rss/>", Validators('"v1"', "x"))
    second = f.get(URL, first.validators, "blog")
    assert second.not_modified and second.body == b""
    assert route.calls[1].request.headers["If-None-Match"] == '"v1"'


@pytest.mark.parametrize("url", ["file:///etc/passwd", "ftp://vendor.example/x", "http:///nohost"])
def test_only_http_and_https(url: str) -> None:
    """Other schemes are refused before any request."""
    with pytest.raises(SourceError, match="only http and https"):
        check_url(url, "blog")


@respx.mock
def test_redirect_to_another_scheme_is_refused() -> None:
    """A redirect hop is checked like the first URL."""
    respx.get(URL).mock(return_value=httpx.Response(302, headers={"Location": "file:///etc/x"}))
    with pytest.raises(SourceError, match="only http and https"):
        fetcher().get(URL, Validators(), "blog")


@respx.mock
def test_relative_redirect_is_followed_and_bounded() -> None:
    """Relative redirects resolve against the current URL; a loop ends at the bound."""
    respx.get(URL).mock(return_value=httpx.Response(301, headers={"Location": "/new.xml"}))
    respx.get("https://vendor.example/new.xml").mock(return_value=httpx.Response(200, text="ok"))
    assert fetcher().get(URL, Validators(), "b").url == "https://vendor.example/new.xml"
    respx.get("https://vendor.example/loop").mock(
        return_value=httpx.Response(302, headers={"Location": "/loop"})
    )
    with pytest.raises(SourceError, match="more than 2 redirects"):
        fetcher(max_redirects=2).get("https://vendor.example/loop", Validators(), "b")


@respx.mock
def test_body_over_the_bound_is_refused_declared_or_streamed() -> None:
    """Content-Length over the bound, or a body that grows past it, is an error."""
    respx.get(URL).mock(
        side_effect=[
            httpx.Response(200, content=b"x" * 2000),
            httpx.Response(200, stream=httpx.ByteStream(b"y" * 2000)),
        ]
    )
    with pytest.raises(SourceError, match="larger than 1000 bytes"):
        fetcher(max_bytes=1000).get(URL, Validators(), "b")
    with pytest.raises(SourceError, match="larger than 1000 bytes"):
        fetcher(max_bytes=1000).get(URL, Validators(), "b")


@respx.mock
def test_http_errors_and_transport_errors_are_one_line_source_errors() -> None:
    """5xx and timeouts become SourceError naming the source and URL."""
    respx.get(URL).mock(side_effect=[httpx.Response(503), httpx.ReadTimeout("slow")])
    with pytest.raises(SourceError) as err:
        fetcher().get(URL, Validators(), "blog")
    assert str(err.value) == f"source blog ({URL}): HTTP 503"
    with pytest.raises(SourceError, match="ReadTimeout"):
        fetcher().get(URL, Validators(), "blog")


@respx.mock
def test_budget_counts_every_hop_and_stops_when_spent() -> None:
    """Each request (redirects included) takes one unit; none is sent once it is spent."""
    route = respx.get(URL).mock(return_value=httpx.Response(301, headers={"Location": "/b"}))
    respx.get("https://vendor.example/b").mock(return_value=httpx.Response(200, text="ok"))
    f = fetcher(budget=3)
    f.get(URL, Validators(), "b")
    assert f.budget.spent == 2
    f.get("https://vendor.example/b", Validators(), "b")
    with pytest.raises(BudgetExhausted):
        f.get(URL, Validators(), "b")
    assert route.call_count == 1


def test_pacer_waits_between_requests_to_one_host_only() -> None:
    """A second request to the same host waits out the interval; another host does not."""
    now = [100.0]
    slept: list[float] = []

    def sleep(s: float) -> None:
        slept.append(s)
        now[0] += s

    pacer = Pacer(min_interval_s=2.0, clock=lambda: now[0], sleep=sleep)
    pacer.wait("a.example")
    now[0] += 0.5
    pacer.wait("a.example")
    pacer.wait("b.example")
    assert slept == [1.5]
