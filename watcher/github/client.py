"""Thin async GitHub client on httpx: conditional GETs, pagination, waits and retries.

Every decision comes from :mod:`watcher.github.sansio`; this module only sends requests,
keeps the per-URL cache (in the state store, so a fresh process still gets 304s), and
waits through the injected ``sleep``. Counters tell how many requests were sent and how
many rate-limit units they cost (every response but a 304).
"""

from __future__ import annotations

import asyncio
import datetime as dt
import random
from collections.abc import Awaitable, Callable, Iterable
from dataclasses import dataclass, field
from typing import Any, Protocol
from urllib.parse import urlencode, urlsplit

import httpx
import sqlalchemy as sa

from watcher import _crash as crash
from watcher.errors import GitHubError, PayloadInvalid
from watcher.github import sansio
from watcher.github.sansio import CacheEntry, RateLimit
from watcher.store import HttpCache, Store, iso

Sleep = Callable[[float], Awaitable[None]]
Clock = Callable[[], dt.datetime]


class Cache(Protocol):
    """Where validators and bodies live between requests (and processes)."""

    def get(self, url: str) -> CacheEntry | None:
        """The entry for ``url`` or None."""

    def put(self, entry: CacheEntry) -> None:
        """Store or replace the entry for ``entry.url``."""


class MemoryCache:
    """A dict-backed cache (tests, dry runs layered over the store)."""

    def __init__(self, base: Cache | None = None) -> None:
        self.entries: dict[str, CacheEntry] = {}
        self.base = base

    def get(self, url: str) -> CacheEntry | None:
        """Own entry first, then the base cache's."""
        if url in self.entries:
            return self.entries[url]
        return self.base.get(url) if self.base is not None else None

    def put(self, entry: CacheEntry) -> None:
        """Keep in memory only."""
        self.entries[entry.url] = entry


_CACHE_TABLE = HttpCache.__table__  # type: ignore[attr-defined]
_CACHE_SELECT = sa.select(
    *(_CACHE_TABLE.c[k] for k in ("url", "etag", "last_modified", "body", "link", "status"))
).where(_CACHE_TABLE.c.url == sa.bindparam("url"))


class StoreCache:
    """The ``http_cache`` table of the state store."""

    def __init__(self, store: Store, clock: Clock | None = None) -> None:
        self.store = store
        self.clock = clock or (lambda: dt.datetime.now(dt.UTC))

    def get(self, url: str) -> CacheEntry | None:
        """Read one row (a Core select on a pooled connection: this runs per request)."""
        with self.store.engine.connect() as conn:
            row = conn.execute(_CACHE_SELECT, {"url": url}).first()
        if row is None:
            return None
        return CacheEntry(
            url=row.url,
            etag=row.etag,
            last_modified=row.last_modified,
            body=row.body,
            link=row.link,
            status=row.status,
        )

    def put(self, entry: CacheEntry) -> None:
        """Upsert one row (its own short transaction)."""
        values = {
            "etag": entry.etag,
            "last_modified": entry.last_modified,
            "body": entry.body,
            "link": entry.link,
            "status": entry.status,
            "fetched_at": iso(self.clock()),
        }
        with self.store.session() as session:
            table = HttpCache.__table__  # type: ignore[attr-defined]
            updated = session.execute(
                sa.update(table).where(table.c.url == entry.url).values(**values)
            )
            if not updated.rowcount:  # type: ignore[attr-defined]
                from watcher.store import insert_ignore

                if not insert_ignore(session, HttpCache, {"url": entry.url, **values}, ["url"]):
                    session.execute(
                        sa.update(table).where(table.c.url == entry.url).values(**values)
                    )


@dataclass
class Response:
    """A decoded GitHub response (a 304 carries the cached body)."""

    url: str
    status: int
    data: Any
    link: dict[str, str]
    not_modified: bool
    redirected_from: str | None = None


@dataclass
class Counters:
    """What a client spent: requests sent, rate-limit units (non-304), 304s, retries."""

    requests: int = 0
    units: int = 0
    not_modified: int = 0
    retries: int = 0
    waited_s: float = 0.0
    by_resource: dict[str, int] = field(default_factory=dict)

    def as_dict(self) -> dict[str, Any]:
        """Plain dict for reports."""
        return {
            "requests": self.requests,
            "units": self.units,
            "not_modified": self.not_modified,
            "retries": self.retries,
            "waited_s": round(self.waited_s, 3),
            "by_resource": dict(self.by_resource),
        }


MAX_BODY_BYTES = 32 * 1024 * 1024
"""Largest GitHub response read (a 100-item pulls page with long bodies is ~2 MB)."""


def _origin(url: str) -> tuple[str, str, int | None]:
    """(scheme, host, port) with the default port filled in: who may see the token."""
    parts = urlsplit(url)
    scheme = parts.scheme.lower()
    port = parts.port or {"http": 80, "https": 443}.get(scheme)
    return scheme, (parts.hostname or "").lower(), port


async def _asyncio_sleep(seconds: float) -> None:
    await asyncio.sleep(seconds)


class GitHubClient:
    """GET-only REST client with conditional requests and patient error handling.

    ``sleep`` and ``clock`` are injected; so is ``jitter`` (a 0..1 source for backoff).
    ``max_wait_s`` bounds any single wait for a rate limit: beyond it RateLimited is raised.
    """

    def __init__(
        self,
        base_url: str,
        token: str | None = None,
        *,
        http: httpx.AsyncClient | None = None,
        cache: Cache | None = None,
        sleep: Sleep = _asyncio_sleep,
        clock: Clock | None = None,
        jitter: Callable[[], float] = random.random,
        max_attempts: int = 5,
        backoff_base_s: float = 1.0,
        backoff_cap_s: float = 60.0,
        rate_reserve: int = 0,
        max_wait_s: float = 3600.0,
        timeout_s: float = 30.0,
        max_body_bytes: int = MAX_BODY_BYTES,
    ) -> None:
        self.base_url = base_url.rstrip("/")
        self.token = token
        self._own_http = http is None
        self.http = http or httpx.AsyncClient(timeout=timeout_s, follow_redirects=False)
        self.cache: Cache = cache if cache is not None else MemoryCache()
        self.sleep = sleep
        self.clock = clock or (lambda: dt.datetime.now(dt.UTC))
        self.jitter = jitter
        self.max_attempts = max_attempts
        self.backoff_base_s = backoff_base_s
        self.backoff_cap_s = backoff_cap_s
        self.rate_reserve = rate_reserve
        self.max_wait_s = max_wait_s
        self.max_body_bytes = max_body_bytes
        self.counters = Counters()
        self.repo_counters: dict[str, Counters] = {}
        self.rate_limits: dict[str, RateLimit] = {}
        self.redirects: dict[str, str] = {}
        self._api_origin = _origin(self.base_url)

    async def aclose(self) -> None:
        """Close the httpx client if this object made it."""
        if self._own_http:
            await self.http.aclose()

    async def __aenter__(self) -> GitHubClient:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.aclose()

    def _counters(self, repo: str | None) -> list[Counters]:
        """The client's counters and, for a request about a repository, that repo's own."""
        if repo is None:
            return [self.counters]
        return [self.counters, self.repo_counters.setdefault(repo, Counters())]

    # ------------------------------------------------------------------ URLs

    def url(self, path: str, params: dict[str, Any] | None = None) -> str:
        """Absolute URL for a path (or an absolute URL as given) with sorted params."""
        if path.startswith(("http://", "https://")):
            full = path
        else:
            full = self.base_url + (path if path.startswith("/") else "/" + path)
        if params:
            query = urlencode(sorted((k, str(v)) for k, v in params.items()))
            full += ("&" if "?" in full else "?") + query
        return full

    # ------------------------------------------------------------- requests

    async def _wait(self, seconds: float, url: str, repo: str | None, why: str) -> None:
        refused = sansio.wait_refused(seconds, self.max_wait_s, url, repo, why)
        if refused is not None:
            raise refused
        if seconds > 0:
            for c in self._counters(repo):
                c.waited_s += seconds
            await self.sleep(seconds)

    async def get(
        self,
        path: str,
        params: dict[str, Any] | None = None,
        *,
        repo: str | None = None,
        conditional: bool = True,
    ) -> Response:
        """GET with validators from the cache; a 304 returns the cached body.

        Follows 301/302/307 (renamed repositories), waits out rate limits, retries 5xx,
        timeouts and truncated bodies; raises NotFound/Unauthorized/GitHubError naming
        ``repo`` and the URL when a request fails for good. What to do after each
        response is :func:`watcher.github.sansio.after_response`; this loop only sends,
        counts, caches and waits.
        """
        url = self.url(path, params)
        att = sansio.Attempt(url=url, first_url=url, repo=repo, conditional=conditional)
        while True:
            url = att.url
            resource = sansio.resource_of(urlsplit(url).path)
            limit = self.rate_limits.get(resource)
            if limit is not None:
                wait = limit.wait_before_next(self.clock(), self.rate_reserve)
                if wait > 0:
                    await self._wait(wait, url, repo, f"{resource} rate limit exhausted")
                    self.rate_limits.pop(resource, None)
            cached = self.cache.get(url) if att.conditional else None
            # the token goes to the API host only, never to a redirect or link elsewhere
            token = self.token if _origin(url) == self._api_origin else None
            headers = sansio.request_headers(token, cached)
            counters = self._counters(repo)
            try:
                for c in counters:
                    c.requests += 1
                resp, content = await self._fetch(url, headers, repo)
                crash.point("github.response")
            except (httpx.TimeoutException, httpx.TransportError) as exc:
                step = sansio.after_transport_error(att, exc, self.max_attempts)
                if step.error is not None:
                    raise step.error from exc
            else:
                for c in counters:
                    if resp.status_code != 304:
                        c.units += 1
                        c.by_resource[resource] = c.by_resource.get(resource, 0) + 1
                    else:
                        c.not_modified += 1
                limit = RateLimit.from_headers(resp.headers)
                if limit is not None:
                    self.rate_limits[limit.resource or resource] = limit
                step = sansio.after_response(
                    att,
                    resp.status_code,
                    resp.headers,
                    content,
                    cached,
                    self.clock(),
                    max_attempts=self.max_attempts,
                )
            if step.kind == "return":
                if step.store is not None:
                    self.cache.put(step.store)
                return Response(
                    url=url,
                    status=304 if step.not_modified else resp.status_code,
                    data=step.data,
                    link=dict(step.link or {}),
                    not_modified=step.not_modified,
                    redirected_from=att.redirected_from,
                )
            if step.error is not None:
                raise step.error
            if step.kind == "redirect":
                self.redirects[url] = step.next.url
            elif step.kind in ("backoff", "wait"):
                for c in counters:
                    c.retries += 1
                if step.kind == "wait":
                    await self._wait(step.delay, url, repo, step.reason)
                else:
                    await self.sleep(self._backoff(step.next.attempt))
            att = step.next

    async def _fetch(
        self, url: str, headers: dict[str, str], repo: str | None
    ) -> tuple[httpx.Response, bytes]:
        """GET ``url`` reading at most ``max_body_bytes``; a longer body is a GitHubError."""
        async with self.http.stream("GET", url, headers=headers) as resp:
            declared = resp.headers.get("Content-Length", "")
            too_big = GitHubError(
                f"GET {url}: response body over the {self.max_body_bytes}-byte cap",
                status=resp.status_code,
                url=url,
                repo=repo,
            )
            if declared.isdigit() and int(declared) > self.max_body_bytes:
                raise too_big
            chunks: list[bytes] = []
            size = 0
            async for chunk in resp.aiter_bytes():
                size += len(chunk)
                if size > self.max_body_bytes:
                    raise too_big
                chunks.append(chunk)
        return resp, b"".join(chunks)

    def _backoff(self, attempt: int) -> float:
        return sansio.backoff_delay(
            attempt - 1, base=self.backoff_base_s, cap=self.backoff_cap_s, jitter=self.jitter()
        )

    async def pages(
        self,
        path: str,
        params: dict[str, Any] | None = None,
        *,
        repo: str | None = None,
        max_pages: int | None = None,
        stop: Callable[[list[Any]], bool] | None = None,
        items_key: str | None = None,
        on_data: Callable[[Any], None] | None = None,
    ) -> list[list[Any]]:
        """Follow ``Link: rel="next"``; ``stop(page_items)`` True ends after that page.

        ``on_data(body)`` sees each page's whole body (e.g. search's ``total_count``).
        """
        out: list[list[Any]] = []
        next_url: str | None = self.url(path, params)
        while next_url:
            resp = await self.get(next_url, repo=repo)
            data = resp.data
            if on_data is not None:
                on_data(data)
            keyed = data.get(items_key) if items_key and isinstance(data, dict) else None
            items = keyed if items_key else data
            if not isinstance(items, list):
                raise PayloadInvalid(
                    f"GET {next_url}: expected a list, got {type(items).__name__}",
                    url=next_url,
                    repo=repo,
                )
            out.append(items)
            if stop is not None and stop(items):
                break
            if max_pages is not None and len(out) >= max_pages:
                break
            next_url = resp.link.get("next")
        return out

    async def get_all(
        self, path: str, params: dict[str, Any] | None = None, *, repo: str | None = None
    ) -> list[Any]:
        """Every item of a paginated list."""
        return [item for page in await self.pages(path, params, repo=repo) for item in page]


def flatten(pages: Iterable[list[Any]]) -> list[Any]:
    """Items of several pages in order."""
    return [item for page in pages for item in page]
