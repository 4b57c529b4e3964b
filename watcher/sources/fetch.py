"""Polite HTTP reads of feeds and pages: conditional, paced, bounded, http(s) only.

- **Conditional**: every read sends the stored ``If-None-Match`` / ``If-Modified-Since``; a
  304 means "nothing changed" and costs the server nothing. The validators live in the store
  (``source_state``), so a fresh process (a cron run) still gets its 304s.
- **Identified**: the User-Agent names the tool, its version and where to read about it.
- **Paced**: :class:`Pacer` keeps at least ``min_interval_s`` between two requests to one host.
- **Bounded**: at most ``max_bytes`` (2 MiB) of body, ``max_redirects`` hops (each one
  checked: http and https only), and one deadline for the whole read.
- **Budgeted**: each request takes one unit from a :class:`RequestBudget` shared by every
  source of a poll (and by whatever else polls the same hosts); when it is spent, the
  remaining sources wait for the next poll instead of hammering anyone.

The decisions (headers, URL checks, redirect targets) are pure functions; :class:`Fetcher`
only moves bytes.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from urllib.parse import urljoin, urlsplit

import httpx

from watcher.errors import BudgetExhausted, SourceError
from watcher.github.sansio import USER_AGENT  # one name for the tool towards every server

MAX_BYTES = 2 * 1024 * 1024
MAX_REDIRECTS = 5
TIMEOUT_S = 20.0
MIN_INTERVAL_S = 1.0
REDIRECTS = (301, 302, 303, 307, 308)


@dataclass
class RequestBudget:
    """How many requests one poll may still send (shared by every source of the poll)."""

    limit: int
    spent: int = 0

    @property
    def remaining(self) -> int:
        """Requests left."""
        return max(0, self.limit - self.spent)

    def take(self, what: str, n: int = 1) -> None:
        """Spend ``n`` requests on ``what``; raise BudgetExhausted if fewer are left."""
        if self.remaining < n:
            raise BudgetExhausted(
                f"request budget of {self.limit} for this poll is spent; next poll", what
            )
        self.spent += n


@dataclass
class Pacer:
    """At least ``min_interval_s`` between two requests to the same host."""

    min_interval_s: float = MIN_INTERVAL_S
    clock: Callable[[], float] = time.monotonic
    sleep: Callable[[float], None] = time.sleep
    last: dict[str, float] = field(default_factory=dict)

    def wait(self, host: str) -> None:
        """Sleep until ``host`` may be asked again, then note the request."""
        prev = self.last.get(host)
        if prev is not None:
            gap = self.min_interval_s - (self.clock() - prev)
            if gap > 0:
                self.sleep(gap)
        self.last[host] = self.clock()


@dataclass(frozen=True)
class Validators:
    """What a server gave to tell "changed" from "not changed" next time."""

    etag: str | None = None
    last_modified: str | None = None


@dataclass(frozen=True)
class Response:
    """A finished read: 200 with a body, or 304 with none."""

    status: int
    url: str
    body: bytes = b""
    content_type: str = ""
    validators: Validators = Validators()

    @property
    def not_modified(self) -> bool:
        """True for a 304."""
        return self.status == 304


def check_url(url: str, source: str = "") -> str:
    """The URL if it is http(s) with a host; SourceError otherwise."""
    parts = urlsplit(url)
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise SourceError("only http and https URLs are read", source, url)
    return url


def request_headers(validators: Validators) -> dict[str, str]:
    """Headers of a conditional GET."""
    headers = {"User-Agent": USER_AGENT, "Accept-Encoding": "gzip, deflate"}
    if validators.etag:
        headers["If-None-Match"] = validators.etag
    if validators.last_modified:
        headers["If-Modified-Since"] = validators.last_modified
    return headers


def redirect_target(url: str, location: str | None, source: str = "") -> str:
    """Where a redirect leads (relative locations resolved), checked like any URL."""
    if not location:
        raise SourceError("redirect without a Location header", source, url)
    return check_url(urljoin(url, location), source)


class Fetcher:
    """Conditional, paced, bounded GETs through an injected httpx client."""

    def __init__(
        self,
        client: httpx.Client,
        budget: RequestBudget,
        pacer: Pacer | None = None,
        *,
        max_bytes: int = MAX_BYTES,
        max_redirects: int = MAX_REDIRECTS,
        timeout_s: float = TIMEOUT_S,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.client = client
        self.budget = budget
        self.pacer = pacer or Pacer()
        self.max_bytes = max_bytes
        self.max_redirects = max_redirects
        self.timeout_s = timeout_s
        self.clock = clock

    def get(self, url: str, validators: Validators, source: str = "") -> Response:
        """GET ``url`` conditionally; SourceError for anything but a usable 200 or a 304."""
        check_url(url, source)
        deadline = self.clock() + self.timeout_s
        current = url
        for _ in range(self.max_redirects + 1):
            self.budget.take(source or current)
            self.pacer.wait(urlsplit(current).hostname or "")
            try:
                with self.client.stream(
                    "GET",
                    current,
                    headers=request_headers(validators),
                    follow_redirects=False,
                    timeout=httpx.Timeout(min(self.timeout_s, 10.0), read=self.timeout_s),
                ) as resp:
                    if resp.status_code in REDIRECTS:
                        current = redirect_target(current, resp.headers.get("location"), source)
                        continue
                    if resp.status_code == 304:
                        return Response(304, current, validators=validators)
                    if resp.status_code != 200:
                        raise SourceError(f"HTTP {resp.status_code}", source, current)
                    body = self._read(resp, deadline, source, current)
                    return Response(
                        200,
                        current,
                        body,
                        resp.headers.get("content-type", ""),
                        Validators(resp.headers.get("etag"), resp.headers.get("last-modified")),
                    )
            except httpx.HTTPError as exc:
                raise SourceError(
                    f"{exc.__class__.__name__}: {str(exc)[:200] or 'no detail'}", source, current
                ) from exc
        raise SourceError(f"more than {self.max_redirects} redirects", source, url)

    def _read(self, resp: httpx.Response, deadline: float, source: str, url: str) -> bytes:
        declared = resp.headers.get("content-length", "")
        if declared.isdigit() and int(declared) > self.max_bytes:
            raise SourceError(f"larger than {self.max_bytes} bytes ({declared})", source, url)
        chunks: list[bytes] = []
        size = 0
        for chunk in resp.iter_bytes():
            size += len(chunk)
            if size > self.max_bytes:
                raise SourceError(f"larger than {self.max_bytes} bytes", source, url)
            if self.clock() > deadline:
                raise SourceError(f"took longer than {self.timeout_s:g} s", source, url)
            chunks.append(chunk)
        return b"".join(chunks)


__all__ = [
    "MAX_BYTES",
    "USER_AGENT",
    "Fetcher",
    "Pacer",
    "RequestBudget",
    "Response",
    "Validators",
    "check_url",
    "redirect_target",
    "request_headers",
]
