"""GitHub REST without I/O: request headers, response decisions, rate limits, Link parsing.

Nothing here sends a request or sleeps. :mod:`watcher.github.client` asks these functions
what to send and what a response means, and does the waiting itself (gidgethub's split).

GitHub documentation implemented here:
- conditional requests: https://docs.github.com/en/rest/using-the-rest-api/best-practices-for-using-the-rest-api#use-conditional-requests-if-appropriate
- rate limits: https://docs.github.com/en/rest/using-the-rest-api/rate-limits-for-the-rest-api#exceeding-the-rate-limit
- pagination: https://docs.github.com/en/rest/using-the-rest-api/using-pagination-in-the-rest-api
"""

from __future__ import annotations

import datetime as dt
import json
import re
from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any, Literal
from urllib.parse import urljoin

from watcher import __version__
from watcher.backoff import exponential, retry_after
from watcher.errors import GitHubError, NotFound, RateLimited, Unauthorized

API_VERSION = "2022-11-28"
ACCEPT = "application/vnd.github+json"
USER_AGENT = f"upstream-watcher/{__version__} (+https://github.com/upstream-watcher)"
#: Seconds to wait on a secondary limit that names no Retry-After (GitHub: "at least a minute").
SECONDARY_DEFAULT_WAIT_S = 60.0


@dataclass(frozen=True)
class CacheEntry:
    """What the cache keeps per URL: validators, the body and the Link header."""

    url: str
    etag: str | None
    last_modified: str | None
    body: str
    link: str | None = None
    status: int = 200


def request_headers(token: str | None, cached: CacheEntry | None = None) -> dict[str, str]:
    """Headers for a GET: Accept, API version, User-Agent, Bearer token, validators."""
    headers = {
        "Accept": ACCEPT,
        "X-GitHub-Api-Version": API_VERSION,
        "User-Agent": USER_AGENT,
    }
    if token:
        headers["Authorization"] = f"Bearer {token}"
    if cached is not None:
        if cached.etag:
            headers["If-None-Match"] = cached.etag
        if cached.last_modified:
            headers["If-Modified-Since"] = cached.last_modified
    return headers


def _header(headers: Mapping[str, str], name: str) -> str | None:
    value = headers.get(name)
    if value is None:
        value = headers.get(name.lower())
    return value


@dataclass(frozen=True)
class RateLimit:
    """The X-RateLimit-* headers of one response; truthy while requests may be sent."""

    limit: int
    remaining: int
    reset_epoch: int
    resource: str = "core"
    used: int | None = None

    @classmethod
    def from_headers(cls, headers: Mapping[str, str]) -> RateLimit | None:
        """Parse the headers; None when the response carries none (or garbage)."""
        try:
            limit = _header(headers, "X-RateLimit-Limit")
            remaining = _header(headers, "X-RateLimit-Remaining")
            reset = _header(headers, "X-RateLimit-Reset")
            if limit is None or remaining is None or reset is None:
                return None
            used = _header(headers, "X-RateLimit-Used")
            return cls(
                limit=int(limit),
                remaining=int(remaining),
                reset_epoch=int(reset),
                resource=_header(headers, "X-RateLimit-Resource") or "core",
                used=int(used) if used is not None else None,
            )
        except ValueError:
            return None

    @property
    def reset_at(self) -> dt.datetime:
        """When the window resets (aware UTC)."""
        return dt.datetime.fromtimestamp(self.reset_epoch, dt.UTC)

    def __bool__(self) -> bool:
        return self.remaining > 0

    def seconds_until_reset(self, now: dt.datetime) -> float:
        """Seconds from ``now`` to the reset (never negative)."""
        return max(0.0, (self.reset_at - now).total_seconds())

    def wait_before_next(self, now: dt.datetime, reserve: int = 0) -> float:
        """Seconds to wait before the next request: 0 unless ``remaining <= reserve``."""
        if self.remaining > reserve:
            return 0.0
        return self.seconds_until_reset(now) + 1.0


_LINK_RE = re.compile(r'<([^>]*)>\s*;\s*rel="?([^",;]+)"?')


def parse_link(header: str | None) -> dict[str, str]:
    """``Link: <url>; rel="next", ...`` → ``{"next": url, ...}`` (empty for None)."""
    if not header:
        return {}
    out: dict[str, str] = {}
    for url, rels in _LINK_RE.findall(header):
        for rel in rels.split():
            out[rel] = url
    return out


def resource_of(path: str) -> str:
    """The rate-limit bucket a path draws from (search has its own, smaller one)."""
    return "search" if "/search/" in path else "core"


Kind = Literal["ok", "not_modified", "redirect", "wait_retry", "retry", "error"]


@dataclass(frozen=True)
class ResponseDecision:
    """What to do with a response: use it, follow it, wait and retry, retry, or fail."""

    kind: Kind
    delay: float = 0.0
    location: str | None = None
    error: str | None = None  # "not_found", "unauthorized", "rate_limited", "http"
    message: str = ""


def _message(body: bytes) -> str:
    try:
        data = json.loads(body or b"{}")
    except ValueError:
        return ""
    return str(data.get("message", "")) if isinstance(data, dict) else ""


def decide(
    status: int, headers: Mapping[str, str], body: bytes, now: dt.datetime, *, attempt: int = 0
) -> ResponseDecision:
    """Classify a response (pure). See the GitHub rate-limit page for 403/429 handling.

    ``attempt`` counts the retries of this request so far: a secondary rate limit that
    names no wait is waited out a minute, then exponentially longer while it persists.
    """
    if status == 304:
        return ResponseDecision("not_modified")
    if 200 <= status < 300:
        return ResponseDecision("ok")
    if status in (301, 302, 307, 308):
        location = _header(headers, "Location")
        if not location:
            return ResponseDecision("error", error="http", message=f"{status} without Location")
        return ResponseDecision("redirect", location=location)
    message = _message(body)
    if status in (403, 429):
        after = retry_after(headers, now)
        if after is not None:
            return ResponseDecision(
                "wait_retry", delay=after, error="rate_limited", message=message
            )
        limit = RateLimit.from_headers(headers)
        if limit is not None and limit.remaining == 0:
            return ResponseDecision(
                "wait_retry",
                delay=limit.seconds_until_reset(now) + 1.0,
                error="rate_limited",
                message=message,
            )
        if status == 429 or "rate limit" in message.lower():
            delay = SECONDARY_DEFAULT_WAIT_S * 2 ** max(0, attempt)
            return ResponseDecision(
                "wait_retry", delay=delay, error="rate_limited", message=message
            )
        return ResponseDecision("error", error="http", message=message or "forbidden")
    if status == 401:
        return ResponseDecision("error", error="unauthorized", message=message or "bad credentials")
    if status == 404:
        return ResponseDecision("error", error="not_found", message=message or "not found")
    if status >= 500:
        return ResponseDecision("retry", message=message or f"server error {status}")
    return ResponseDecision("error", error="http", message=message or f"HTTP {status}")


# ------------------------------------------------------------------ one GET, step by step


@dataclass(frozen=True)
class Attempt:
    """Where one GET stands: the URL asked now, retries and redirects so far."""

    url: str
    first_url: str
    repo: str | None = None
    conditional: bool = True
    attempt: int = 0  # failed tries so far (transport errors, 5xx, rate limits, bad JSON)
    hops: int = 0
    redirected_from: str | None = None


StepKind = Literal["return", "refetch", "redirect", "backoff", "wait", "raise"]


@dataclass(frozen=True)
class Step:
    """What the client does next: return data, ask again (now, after a backoff or after
    ``delay`` seconds), follow a redirect, or raise ``error``. ``next`` is the new state;
    ``store`` is the entry to cache before returning."""

    kind: StepKind
    next: Attempt
    data: Any = None
    not_modified: bool = False
    link: Mapping[str, str] | None = None
    store: CacheEntry | None = None
    delay: float = 0.0
    reason: str = ""
    error: GitHubError | None = None


MAX_REDIRECTS = 5


def _retry(att: Attempt, max_attempts: int, error: GitHubError, **step: Any) -> Step:
    """One more failed try: a retry step, or ``error`` once ``max_attempts`` are spent."""
    att = replace(att, attempt=att.attempt + 1)
    if att.attempt >= max_attempts:
        return Step("raise", att, error=error)
    return Step(next=att, **step)


def after_transport_error(att: Attempt, exc: Exception, max_attempts: int) -> Step:
    """A timeout or broken connection: back off and retry, or give up (pure)."""
    n = att.attempt + 1
    error = GitHubError(
        f"GET {att.url} failed after {n} attempts: {exc.__class__.__name__}",
        url=att.url,
        repo=att.repo,
    )
    return _retry(att, max_attempts, error, kind="backoff")


def after_response(
    att: Attempt,
    status: int,
    headers: Mapping[str, str],
    body: bytes,
    cached: CacheEntry | None,
    now: dt.datetime,
    *,
    max_attempts: int,
) -> Step:
    """The next step of a GET after a response (pure): the retry/redirect/304 machine."""
    url, repo = att.url, att.repo
    decision = decide(status, headers, body, now, attempt=att.attempt)
    if decision.kind == "not_modified":
        if cached is None:  # a 304 we did not ask for: refetch unconditionally
            return Step("refetch", replace(att, conditional=False))
        data = decode_json(cached.body)
        return Step("return", att, data, True, parse_link(cached.link))
    if decision.kind == "ok":
        try:
            data = decode_json(body)
        except ValueError as exc:  # truncated or garbled body: retry
            error = GitHubError(
                f"GET {url}: unreadable JSON after {att.attempt + 1} attempts",
                status=status,
                url=url,
                repo=repo,
            )
            error.__cause__ = exc
            return _retry(att, max_attempts, error, kind="backoff")
        link = _header(headers, "Link")
        etag, modified = _header(headers, "ETag"), _header(headers, "Last-Modified")
        store = None
        if att.conditional and (etag or modified):
            store = CacheEntry(url, etag, modified, body.decode("utf-8"), link, status)
        return Step("return", att, data, False, parse_link(link), store=store)
    if decision.kind == "redirect":
        if att.hops + 1 > MAX_REDIRECTS:
            error = GitHubError(f"GET {att.first_url}: too many redirects", url=url, repo=repo)
            return Step("raise", att, error=error)
        target = urljoin(url, decision.location or "")
        moved = replace(
            att, url=target, hops=att.hops + 1, redirected_from=att.redirected_from or url
        )
        return Step("redirect", moved)
    if decision.kind in ("wait_retry", "retry"):
        cls = RateLimited if decision.kind == "wait_retry" else GitHubError
        error = cls(
            f"GET {url} ({repo or 'GitHub'}): HTTP {status} after {att.attempt + 1} "
            f"attempts: {decision.message}",
            status=status,
            url=url,
            repo=repo,
        )
        if decision.kind == "retry":
            return _retry(att, max_attempts, error, kind="backoff")
        why = f"rate limited (HTTP {status}: {decision.message or 'no message'})"
        return _retry(att, max_attempts, error, kind="wait", delay=decision.delay, reason=why)
    return Step("raise", att, error=_failure(att, status, decision))


def _failure(att: Attempt, status: int, decision: ResponseDecision) -> GitHubError:
    """The error a response that fails for good raises, naming the repository and URL."""
    url, repo = att.url, att.repo
    where = f"repository {repo}" if repo else url
    if decision.error == "not_found":
        return NotFound(
            f"GitHub says 404 for {where} ({url}): it does not exist or the token cannot see it",
            status=404,
            url=url,
            repo=repo,
        )
    if decision.error == "unauthorized":
        return Unauthorized(
            f"GitHub says 401 for {where}: bad or expired GITHUB_TOKEN ({decision.message})",
            status=401,
            url=url,
            repo=repo,
        )
    return GitHubError(
        f"GET {url} ({repo or 'GitHub'}): HTTP {status}: {decision.message}",
        status=status,
        url=url,
        repo=repo,
    )


def wait_refused(
    seconds: float, max_wait_s: float, url: str, repo: str | None, why: str
) -> RateLimited | None:
    """RateLimited when a wait is longer than the client may wait (else None)."""
    if seconds <= max_wait_s:
        return None
    where = f"{repo}: " if repo else ""
    return RateLimited(
        f"{where}{why}: GitHub asks to wait {seconds:.0f}s for {url} "
        f"(more than the allowed {max_wait_s:.0f}s)",
        status=None,
        url=url,
        repo=repo,
    )


def backoff_delay(
    attempt: int, *, base: float = 1.0, cap: float = 60.0, jitter: float = 1.0
) -> float:
    """Capped exponential backoff; ``jitter`` in [0, 1] scales it to [50%, 100%]."""
    raw = exponential(attempt, base, cap)
    return raw * (0.5 + 0.5 * min(1.0, max(0.0, jitter)))


def decode_json(body: bytes | str) -> Any:
    """Parse a JSON body; ValueError for an empty or truncated one."""
    if isinstance(body, bytes):
        body = body.decode("utf-8")
    if not body.strip():
        raise ValueError("empty body")
    return json.loads(body)


def repo_path(repo: str, *rest: str | int) -> str:
    """``/repos/{owner}/{name}/...`` for a canonical ``owner/name``."""
    tail = "".join(f"/{part}" for part in rest)
    return f"/repos/{repo}{tail}"
