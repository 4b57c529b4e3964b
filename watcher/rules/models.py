"""Typed models of the rules (rules/*.yaml). Pure data; loading lives in ``loader``.

Top-level sections, each optional in a single file and merged across a folder:

- ``watches``: which repositories, PRs and releases to follow, and what to do on each event.
- ``benchmarks``: named benchmark specs that a ``benchmark`` action refers to.
- ``engines``: per engine, the real command-line flags for each decoding mode.
- ``claims``: curated claims (raw sentence + source); extraction classifies them.
- ``vocabulary``: names of engines, modes, hardware and precisions, with aliases.
- ``schedule``: poll interval, report path, notification targets (by env-var name).
- ``verification``: how claims are checked against measurements.
"""

from __future__ import annotations

import datetime as dt
import functools
from typing import Annotated, Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    StringConstraints,
    field_validator,
    model_validator,
)

from watcher.bench.spec import BenchSpec
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
RepoName = Annotated[
    str, StringConstraints(pattern=r"^[A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+$", strip_whitespace=True)
]
Name = Annotated[str, StringConstraints(pattern=r"^[A-Za-z0-9][A-Za-z0-9_.-]*$")]
EnvVarName = Annotated[str, StringConstraints(pattern=r"^[A-Z_][A-Z0-9_]*$")]


class Strict(BaseModel):
    """Base for rules models: unknown keys are errors, values are immutable."""

    model_config = ConfigDict(extra="forbid", frozen=True)


# --------------------------------------------------------------------------- watches


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


# ------------------------------------------------------------------------ benchmarks

Backend = Literal["github-actions", "command", "webhook"]


class Benchmark(BenchSpec):
    """A named benchmark: the spec plus where and on what it runs."""

    backend: Backend = "github-actions"
    runner: str = Field(
        default="gpu", description="runner label; part of a job's identity with ref and mode"
    )
    hardware: str | None = Field(
        default=None, description="GPU the runner has (a vocabulary hardware name)"
    )
    gpu_count: int = Field(default=1, ge=1)
    workflow: str | None = Field(default=None, description="github-actions: workflow file")
    repo: RepoName | None = Field(default=None, description="github-actions: where to dispatch")
    command: list[str] | None = Field(default=None, description="command backend: argv prefix")
    webhook_url_env: EnvVarName | None = Field(default=None, description="webhook backend")
    webhook_secret_env: EnvVarName | None = None
    max_wait_s: float = Field(default=6 * 3600, gt=0, description="pending+running limit")


# -------------------------------------------------------------------------- engines


class EngineModes(Strict):
    """Per engine: the flags that select each decoding mode (they drift between releases)."""

    modes: dict[str, list[str]] = Field(
        default_factory=dict, description="mode name -> extra server arguments"
    )


# --------------------------------------------------------------------------- claims


class ClaimSeed(Strict):
    """A curated claim: the raw sentence and where it came from."""

    text: str = Field(min_length=1)
    source: str = Field(min_length=1, description="owner/repo#N or a URL or a publication")
    title: str | None = Field(default=None, description="PR or page title, used as context")
    date: dt.date | None = None
    measured_by: str | None = Field(
        default=None, description="who measured it, when the source says (e.g. third party)"
    )
    overrides: dict[str, str | int | float | None] = Field(
        default_factory=dict, description="fields that extraction cannot know from the text"
    )


# ----------------------------------------------------------------------- vocabulary


class Term(Strict):
    """A canonical name and the spellings that mean it (matched on word boundaries)."""

    aliases: list[str] = Field(default_factory=list)
    repos: list[RepoName] = Field(default_factory=list, description="engines: their repos")
    memory_mib: int | None = Field(default=None, gt=0, description="hardware: memory per GPU")


class Vocabulary(Strict):
    """Names used by claim extraction; data, not code."""

    engines: dict[str, Term] = Field(default_factory=dict)
    modes: dict[str, Term] = Field(default_factory=dict)
    hardware: dict[str, Term] = Field(default_factory=dict)
    precisions: dict[str, Term] = Field(default_factory=dict)


# ------------------------------------------------------------------------- schedule


class SlackTarget(Strict):
    """Slack incoming webhook, read from an environment variable."""

    url_env: EnvVarName = "SLACK_WEBHOOK_URL"


class WebhookTarget(Strict):
    """Generic webhook signed with HMAC-SHA256; both values from the environment."""

    url_env: EnvVarName = "WATCHER_WEBHOOK_URL"
    secret_env: EnvVarName = "WATCHER_WEBHOOK_SECRET"  # noqa: S105 - a variable name


class Notify(Strict):
    """Where notifications go; a target whose variable is unset is off."""

    slack: SlackTarget | None = Field(default_factory=SlackTarget)
    webhook: WebhookTarget | None = Field(default_factory=WebhookTarget)


class TrackingIssue(Strict):
    """Optionally keep one issue updated with the report."""

    repo: RepoName
    title: str = "Upstream watcher report"


class Schedule(Strict):
    """When the daemon polls and where its outputs go."""

    poll_interval_s: int = Field(default=1800, ge=60)
    jitter_s: int = Field(default=60, ge=0)
    max_in_flight: int = Field(
        default=6, ge=1, le=32, description="GitHub requests in flight at once while polling"
    )
    report_path: str = "reports/report.md"
    notify: Notify = Field(default_factory=Notify)
    tracking_issue: TrackingIssue | None = None


class Verification(Strict):
    """How claims are checked against measurements."""

    tolerance: float = Field(default=0.10, gt=0, lt=1, description="consistent within ±")


# --------------------------------------------------------------------------- rules


class RulesFile(Strict):
    """One YAML file: any subset of the sections."""

    watches: list[Watch] = Field(default_factory=list)
    benchmarks: dict[Name, Benchmark] = Field(default_factory=dict)
    engines: dict[str, EngineModes] = Field(default_factory=dict)
    claims: list[ClaimSeed] = Field(default_factory=list)
    vocabulary: Vocabulary | None = None
    schedule: Schedule | None = None
    verification: Verification | None = None


class Rules(Strict):
    """All rules, merged from one file or a folder of files."""

    watches: list[Watch] = Field(default_factory=list)
    benchmarks: dict[str, Benchmark] = Field(default_factory=dict)
    engines: dict[str, EngineModes] = Field(default_factory=dict)
    claims: list[ClaimSeed] = Field(default_factory=list)
    vocabulary: Vocabulary = Field(default_factory=Vocabulary)
    schedule: Schedule = Field(default_factory=Schedule)
    verification: Verification = Field(default_factory=Verification)

    @model_validator(mode="after")
    def _unique_watch_names(self) -> Rules:
        seen: set[str] = set()
        for w in self.watches:
            if w.name in seen:
                raise ValueError(f"two watches are named {w.name!r}")
            seen.add(w.name)
        return self

    def repos(self) -> dict[str, list[Watch]]:
        """Watches grouped by canonical repo name (as written in the rules)."""
        out: dict[str, list[Watch]] = {}
        for w in self.watches:
            out.setdefault(w.repo, []).append(w)
        return out

    def watch(self, name: str) -> Watch:
        """The watch called ``name``; KeyError if none."""
        for w in self.watches:
            if w.name == name:
                return w
        raise KeyError(name)
