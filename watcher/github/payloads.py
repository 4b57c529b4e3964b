"""GitHub objects read without I/O: the fields the watcher keeps from pulls, releases,
reviews and compares, each checked for type (a malformed item is a PayloadInvalid that
names the item and the field, never a crash deeper in the poll).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from watcher.errors import PayloadInvalid
from watcher.timestamps import iso, parse_iso


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
