"""Events: immutable values with a stable key (docs/ARCHITECTURE.md "Event").

The key says what happened to what, so the same happening always yields the same key and
the store's unique index turns a second emission into a no-op:

- ``owner/repo#N:pr_merged`` (and the other once-per-PR types),
- ``owner/repo@TAG:release_published``, ``owner/repo#N:pr_released`` (``tag`` set),
- ``owner/repo#N:pr_closed:<closed_at>`` / ``pr_reopened:<when>`` for types that can
  recur on the same PR.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

RECURRING = frozenset({"pr_closed", "pr_reopened"})


def event_key(
    type_: str,
    repo: str,
    *,
    number: int | None = None,
    tag: str | None = None,
    occurrence: str | None = None,
) -> str:
    """The stable key of an event; ``occurrence`` distinguishes recurring types."""
    if type_ == "release_published":
        if tag is None:
            raise ValueError("release_published needs a tag")
        return f"{repo}@{tag}:{type_}"
    if number is None:
        raise ValueError(f"{type_} needs a PR number")
    key = f"{repo}#{number}:{type_}"
    if type_ in RECURRING:
        if not occurrence:
            raise ValueError(f"{type_} recurs: it needs an occurrence (a timestamp)")
        key += f":{occurrence}"
    return key


@dataclass(frozen=True)
class EventRecord:
    """An event as detected (``id`` is None until stored)."""

    key: str
    type: str
    repo: str
    rule: str
    at: str
    number: int | None = None
    tag: str | None = None
    title: str = ""
    url: str = ""
    id: int | None = None
    payload: dict[str, Any] = field(default_factory=dict, compare=False, hash=False)

    def to_json(self) -> dict[str, Any]:
        """The public JSON shape (docs/ARCHITECTURE.md), keys in contract order."""
        return {
            "id": self.id,
            "key": self.key,
            "type": self.type,
            "repo": self.repo,
            "number": self.number,
            "tag": self.tag,
            "rule": self.rule,
            "title": self.title,
            "url": self.url,
            "at": self.at,
        }

    @classmethod
    def from_row(cls, row: Any) -> EventRecord:
        """Build from a ``store.Event`` row."""
        return cls(
            key=row.key,
            type=row.type,
            repo=row.repo,
            rule=row.rule,
            at=row.at,
            number=row.number,
            tag=row.tag,
            title=row.title,
            url=row.url,
            id=row.id,
            payload=dict(row.payload or {}),
        )
