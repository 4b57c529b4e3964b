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
from dataclasses import dataclass
from typing import Any, Literal

from watcher import __version__
from watcher.backoff import exponential, retry_after
from watcher.errors import PayloadInvalid
from watcher.timestamps import iso, parse_iso

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


# ------------------------------------------------------------------ response decoding


def iso_z(value: str | None) -> str | None:
    """Normalise a GitHub timestamp to ``YYYY-MM-DDTHH:MM:SSZ`` (None stays None)."""
    if not value:
        return None
    try:
        return iso(parse_iso(value))
    except ValueError:
        return value


def _labels(item: Mapping[str, Any]) -> tuple[str, ...]:
    out = []
    for label in item.get("labels") or ():
        name = label.get("name") if isinstance(label, Mapping) else label
        if name:
            out.append(str(name))
    return tuple(out)


def _login(item: Mapping[str, Any]) -> str | None:
    user = item.get("user")
    return str(user.get("login")) if isinstance(user, Mapping) and user.get("login") else None


MAX_BODY = 131_072
"""Characters of a PR body or release note kept (GitHub allows 65,536 in a PR body)."""

_MISSING = object()


def _where(kind: str, item: Any) -> str:
    if isinstance(item, Mapping):
        ident = item.get("number", item.get("tag_name", item.get("id")))
        if isinstance(ident, (int, str)) and not isinstance(ident, bool):
            return f"{kind} {str(ident)[:40]}"
    return kind


def _typed(item: Mapping[str, Any], key: str, types: tuple[type, ...], where: str) -> Any:
    """``item[key]`` if it is None or of ``types`` (bool is not an int); else PayloadInvalid."""
    value = item.get(key)
    if value is None:
        return None
    if isinstance(value, types) and not (isinstance(value, bool) and bool not in types):
        return value
    raise PayloadInvalid(
        f"{where}: field {key!r} should be {'/'.join(t.__name__ for t in types)}, "
        f"got {type(value).__name__}"
    )


def _check_pull(item: Any) -> None:
    """Raise PayloadInvalid unless ``item`` looks like a pull (or issue-shaped search hit)."""
    if not isinstance(item, Mapping):
        raise PayloadInvalid(f"pull item: expected an object, got {type(item).__name__}")
    where = _where("pull", item)
    number = _typed(item, "number", (int,), where)
    if number is None or number <= 0:
        raise PayloadInvalid(f"{where}: field 'number' is missing or not a positive integer")
    for key in ("title", "body", "state", "html_url", "merge_commit_sha"):
        _typed(item, key, (str,), where)
    for key in ("merged_at", "created_at", "updated_at", "closed_at"):
        _typed(item, key, (str,), where)
    for key in ("merged", "draft"):
        _typed(item, key, (bool,), where)
    for key in ("user", "head", "pull_request"):
        _typed(item, key, (Mapping,), where)
    _typed(item, "labels", (list,), where)


def _check_release(item: Any) -> None:
    """Raise PayloadInvalid unless ``item`` looks like a release."""
    if not isinstance(item, Mapping):
        raise PayloadInvalid(f"release item: expected an object, got {type(item).__name__}")
    where = _where("release", item)
    tag = _typed(item, "tag_name", (str,), where)
    if not tag:
        raise PayloadInvalid(f"{where}: field 'tag_name' is missing or empty")
    for key in ("name", "body", "html_url", "target_commitish", "created_at", "published_at"):
        _typed(item, key, (str,), where)
    for key in ("draft", "prerelease"):
        _typed(item, key, (bool,), where)
    _typed(item, "id", (int,), where)


def pull_fields(item: Mapping[str, Any]) -> dict[str, Any]:
    """The fields the watcher keeps from a pull (list item, single PR or search result).

    Search results are issue-shaped: ``merged_at`` sits under ``pull_request`` and there
    is no head or merge commit; those come as None. Raises PayloadInvalid (naming the
    item and the field) when a field is missing, null where required, or mistyped.
    """
    _check_pull(item)
    pr = item.get("pull_request") if isinstance(item.get("pull_request"), Mapping) else {}
    merged_at = iso_z(item.get("merged_at") or (pr or {}).get("merged_at"))
    head = item.get("head") if isinstance(item.get("head"), Mapping) else {}
    return {
        "number": int(item["number"]),
        "title": str(item.get("title") or ""),
        "body": str(item.get("body") or "")[:MAX_BODY],
        "state": str(item.get("state") or "open"),
        "merged": bool(item.get("merged")) or merged_at is not None,
        "merged_at": merged_at,
        "merge_commit_sha": item.get("merge_commit_sha") if merged_at else None,
        "head_sha": (head or {}).get("sha"),
        "labels": _labels(item),
        "user": _login(item),
        "html_url": str(item.get("html_url") or ""),
        "created_at": iso_z(item.get("created_at")),
        "updated_at": iso_z(item.get("updated_at")),
        "closed_at": iso_z(item.get("closed_at")),
        "draft": bool(item.get("draft")),
    }


def release_fields(item: Mapping[str, Any]) -> dict[str, Any]:
    """The fields the watcher keeps from a release object; PayloadInvalid if malformed."""
    _check_release(item)
    return {
        "tag": str(item["tag_name"]),
        "release_id": item.get("id"),
        "name": str(item.get("name") or item.get("tag_name") or ""),
        "body": str(item.get("body") or "")[:MAX_BODY],
        "draft": bool(item.get("draft")),
        "prerelease": bool(item.get("prerelease")),
        "created_at": iso_z(item.get("created_at")),
        "published_at": iso_z(item.get("published_at")),
        "html_url": str(item.get("html_url") or ""),
        "target_commitish": item.get("target_commitish"),
    }


def approved_from_reviews(reviews: list[Mapping[str, Any]]) -> tuple[bool, str | None]:
    """(approved, when): some reviewer's latest deciding review is APPROVED, none blocks.

    COMMENTED reviews do not change a reviewer's decision; DISMISSED clears it. This is
    the review decision without branch-protection settings, which REST does not expose.
    """
    latest: dict[str, tuple[str, str | None]] = {}
    for review in reviews:
        if not isinstance(review, Mapping):
            continue  # a malformed review decides nothing
        state = str(review.get("state") or "").upper()
        who = _login(review) or f"#{review.get('id')}"
        if state in ("APPROVED", "CHANGES_REQUESTED", "DISMISSED"):
            latest[who] = (state, iso_z(review.get("submitted_at")))
    states = [s for s, _ in latest.values()]
    if "CHANGES_REQUESTED" in states or "APPROVED" not in states:
        return False, None
    when = max((t for s, t in latest.values() if s == "APPROVED" and t), default=None)
    return True, when


def compare_contains(status: str) -> bool:
    """A compare ``base...head`` shows head contains base when ``ahead`` or ``identical``."""
    return status in ("ahead", "identical")
