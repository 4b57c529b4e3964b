"""``watches``: which repositories, PRs and releases to follow, and the actions per event."""

from __future__ import annotations

import functools
from typing import Annotated, Literal

from pydantic import Field, field_validator

from watcher.rules.base import Name, RepoName, Strict
from watcher.rules.safe_regex import Searcher, UnsafePattern, compile_pattern

EventType = Literal[
    "pr_discovered",
    "pr_opened",
    "pr_approved",
    "pr_merged",
    "pr_closed",
    "pr_reopened",
    "release_published",
    "pr_released",
]
EVENT_TYPES: tuple[str, ...] = EventType.__args__  # type: ignore[attr-defined]

MatchField = Literal["title", "body", "labels", "files"]


@functools.lru_cache(maxsize=1024)
def _compiled(pattern: str, ignore_case: bool) -> Searcher:
    return compile_pattern(pattern, ignore_case=ignore_case)


class Condition(Strict):
    """A regular expression searched in some fields of a PR (case-insensitive by default)."""

    pattern: str = Field(description="Python regular expression, searched (not anchored)")
    fields: list[MatchField] = Field(
        default_factory=lambda: list[MatchField](["title", "body"]),
        min_length=1,
        description="where to search: title, body, labels, files (changed paths)",
    )
    ignore_case: bool = True

    @field_validator("pattern")
    @classmethod
    def _compiles(cls, v: str) -> str:
        try:
            compile_pattern(v)
        except UnsafePattern as exc:
            raise ValueError(f"{v[:80]!r}: {exc}") from exc
        return v

    def compiled(self) -> Searcher:
        """The pattern compiled for RE2 (linear time) with this condition's flags."""
        return _compiled(self.pattern, self.ignore_case)


class Match(Strict):
    """all: every condition holds; any: at least one holds (if listed); none: none holds."""

    all: list[Condition] = Field(default_factory=list)
    any: list[Condition] = Field(default_factory=list)
    none: list[Condition] = Field(default_factory=list)

    def is_empty(self) -> bool:
        """True when nothing would be matched by patterns."""
        return not (self.all or self.any)

    def fields_used(self) -> set[str]:
        """Every PR field any condition reads (``files`` costs an extra request)."""
        return {f for c in (*self.all, *self.any, *self.none) for f in c.fields}


class BenchmarkAction(Strict):
    """Queue the named benchmark (a key of ``benchmarks``)."""

    benchmark: Name


Action = Literal["notify", "report"] | BenchmarkAction


class PullRequests(Strict):
    """Which PRs of the repo this watch follows."""

    track: list[Annotated[int, Field(gt=0)]] = Field(
        default_factory=list, description="PR numbers followed whatever they say"
    )
    match: Match = Field(default_factory=Match, description="patterns a PR must satisfy")
    search: str | None = Field(
        default=None,
        description="one plain word for GET /search/issues on first sight (e.g. clover)",
    )
    benchmark_unmerged: list[Annotated[int, Field(gt=0)]] = Field(
        default_factory=list,
        description="open PRs whose head may be benchmarked (runs their code on your GPUs)",
    )


class Watch(Strict):
    """One rule: a repository, the PRs/releases to follow, and actions per event type."""

    name: Name
    repo: RepoName
    old_names: list[RepoName] = Field(default_factory=list, description="names before a rename")
    prs: PullRequests = Field(default_factory=PullRequests)
    releases: bool = Field(default=False, description="emit release_published / pr_released")
    actions: dict[EventType, list[Action]] = Field(
        default_factory=dict, description="actions per event type: notify, report, benchmark"
    )

    def benchmarks(self) -> set[str]:
        """Names of every benchmark this watch may queue."""
        return {
            a.benchmark
            for acts in self.actions.values()
            for a in acts
            if isinstance(a, BenchmarkAction)
        }
