"""Typed models of the rules (rules/*.yaml). Pure data; loading lives in ``loader``.

This module holds the whole document (``RulesFile``, ``Rules``); each section's models live
in a module named for it and are re-exported here.

Top-level sections, each optional in a single file and merged across a folder:

- ``watches``: which repositories, PRs and releases to follow, and what to do on each event.
- ``benchmarks``: named benchmark specs that a ``benchmark`` action refers to.
- ``engines``: per engine, the real command-line flags for each decoding mode.
- ``claims``: curated claims (raw sentence + source); extraction classifies them.
- ``vocabulary``: names of engines, modes, hardware and precisions, with aliases.
- ``schedule``: poll interval, report path, notification targets (by env-var name).
- ``verification``: how claims are checked against measurements.
- ``sources``: claim sources beyond GitHub (Hub model cards, feeds, pages).
"""

from __future__ import annotations

from pydantic import Field, model_validator

from watcher.rules.base import (
    NAME_RE,
    OWNER_RE,
    EnvVarName,
    Name,
    RepoName,
    Strict,
    repo_name_problem,
)
from watcher.rules.benchmarks import (
    SBATCH_OWN_OPTIONS,
    Backend,
    Benchmark,
    EngineModes,
    SlurmSettings,
    SlurmWord,
)
from watcher.rules.schedule import (
    Notify,
    Regression,
    Schedule,
    SlackTarget,
    TrackingIssue,
    Verification,
    WebhookTarget,
)
from watcher.rules.source_rules import (
    SOURCE_KINDS,
    HubRepoId,
    SourceContext,
    SourceKind,
    SourceRule,
)
from watcher.rules.vocabulary import (
    ClaimSeed,
    Term,
    Vocabulary,
)
from watcher.rules.watches import (
    EVENT_TYPES,
    Action,
    BenchmarkAction,
    Condition,
    EventType,
    Match,
    MatchField,
    PullRequests,
    Watch,
)

__all__ = [
    "EVENT_TYPES",
    "NAME_RE",
    "OWNER_RE",
    "SBATCH_OWN_OPTIONS",
    "SOURCE_KINDS",
    "Action",
    "Backend",
    "Benchmark",
    "BenchmarkAction",
    "ClaimSeed",
    "Condition",
    "EngineModes",
    "EnvVarName",
    "EventType",
    "HubRepoId",
    "Match",
    "MatchField",
    "Name",
    "Notify",
    "PullRequests",
    "Regression",
    "RepoName",
    "Rules",
    "RulesFile",
    "Schedule",
    "SlackTarget",
    "SlurmSettings",
    "SlurmWord",
    "SourceContext",
    "SourceKind",
    "SourceRule",
    "Strict",
    "Term",
    "TrackingIssue",
    "Verification",
    "Vocabulary",
    "Watch",
    "WebhookTarget",
    "repo_name_problem",
]


class RulesFile(Strict):
    """One YAML file: any subset of the sections."""

    watches: list[Watch] = Field(default_factory=list)
    benchmarks: dict[Name, Benchmark] = Field(default_factory=dict)
    engines: dict[str, EngineModes] = Field(default_factory=dict)
    claims: list[ClaimSeed] = Field(default_factory=list)
    vocabulary: Vocabulary | None = None
    schedule: Schedule | None = None
    verification: Verification | None = None
    sources: list[SourceRule] = Field(default_factory=list)


class Rules(Strict):
    """All rules, merged from one file or a folder of files."""

    watches: list[Watch] = Field(default_factory=list)
    benchmarks: dict[str, Benchmark] = Field(default_factory=dict)
    engines: dict[str, EngineModes] = Field(default_factory=dict)
    claims: list[ClaimSeed] = Field(default_factory=list)
    vocabulary: Vocabulary = Field(default_factory=Vocabulary)
    schedule: Schedule = Field(default_factory=Schedule)
    verification: Verification = Field(default_factory=Verification)
    sources: list[SourceRule] = Field(default_factory=list)
    source: str = Field(default="", description="the rules file or folder these came from")

    @model_validator(mode="after")
    def _unique_watch_names(self) -> Rules:
        seen: set[str] = set()
        for w in self.watches:
            if w.name in seen:
                raise ValueError(f"two watches are named {w.name!r}")
            seen.add(w.name)
        return self

    def url_variables(self) -> list[str]:
        """Names of the environment variables these rules read URLs from."""
        names = []
        notify = self.schedule.notify
        if notify.slack is not None:
            names.append(notify.slack.url_env)
        if notify.webhook is not None:
            names.append(notify.webhook.url_env)
        names += [b.webhook_url_env for b in self.benchmarks.values() if b.webhook_url_env]
        return names

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
