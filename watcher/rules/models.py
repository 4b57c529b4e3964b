"""Typed models of the rules (rules/*.yaml). Pure data; loading lives in ``loader``.

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

import datetime as dt
import functools
import re
from typing import Annotated, Literal
from urllib.parse import urlsplit

from pydantic import (
    AfterValidator,
    BaseModel,
    ConfigDict,
    Field,
    StringConstraints,
    WithJsonSchema,
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
# As GitHub allows them: an owner (user or organisation) is 1-39 letters, digits or single
# hyphens, not starting or ending with one (an Enterprise Managed User adds "_shortcode");
# a repository name is 1-100 letters, digits, "-", "_" or ".", but never "." or "..".
OWNER_RE = r"[A-Za-z0-9](?:-?[A-Za-z0-9]){0,38}(?:_[A-Za-z0-9]+)?"
NAME_RE = r"(?!\.\.?$)[A-Za-z0-9_.-]{1,100}"


def repo_name_problem(value: str) -> str | None:
    """Why ``value`` is not a GitHub ``owner/name``, or None when it is one."""
    owner, sep, name = value.partition("/")
    if not sep:
        return f"expected owner/name, got {value!r}"
    if not re.fullmatch(OWNER_RE, owner):
        return (
            f"owner {owner!r} is not a GitHub account name (letters, digits and single "
            "hyphens, at most 39)"
        )
    if not re.fullmatch(NAME_RE, name):
        return (
            f"repository name {name!r} is not allowed by GitHub (letters, digits, "
            "'-', '_' and '.', at most 100, not '.' or '..')"
        )
    return None


def _repo_name(value: str) -> str:
    value = value.strip()
    problem = repo_name_problem(value)
    if problem:
        raise ValueError(problem)
    return value


RepoName = Annotated[
    str,
    AfterValidator(_repo_name),
    WithJsonSchema({"type": "string", "pattern": f"^{OWNER_RE}/{NAME_RE}$"}),
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

Backend = Literal["github-actions", "command", "webhook", "slurm"]

# sbatch options the slurm backend sets itself: the job name is how a restarted watcher
# finds its job, the output file is where the log tail of a failure is read.
SBATCH_OWN_OPTIONS = frozenset(
    {"-J", "--job-name", "--parsable", "-o", "--output", "-e", "--error", "-W", "--wait"}
)
SlurmWord = Annotated[str, StringConstraints(pattern=r"^[A-Za-z0-9_][A-Za-z0-9_.,:=+-]*$")]


class SlurmSettings(Strict):
    """Where and how the ``slurm`` backend submits a benchmark (``sbatch``)."""

    results_dir: str = Field(
        min_length=1,
        description="folder on the cluster where <job id>.json (result) and .log land",
    )
    local_results_dir: str | None = Field(
        default=None,
        description="the same folder as mounted on the watcher (shared filesystem); unset "
        "with ssh: results are pulled over ssh",
    )
    ssh: str | None = Field(
        default=None,
        pattern=r"^[A-Za-z0-9_][A-Za-z0-9_.@-]*$",
        description="login node (user@host) to run sbatch/squeue/scontrol/scancel on; unset: "
        "run them here",
    )
    ssh_args: list[str] = Field(
        default_factory=list, description="extra ssh options, e.g. [-p, '2222', -i, key]"
    )
    partition: SlurmWord | None = None
    gres: SlurmWord | None = Field(default=None, description="generic resources, e.g. gpu:1")
    time_limit: SlurmWord | None = Field(
        default=None, description="sbatch --time, e.g. 02:00:00 (cluster default if unset)"
    )
    account: SlurmWord | None = None
    sbatch_args: list[str] = Field(
        default_factory=list, description="extra sbatch arguments, one argv item each"
    )
    script: str | None = Field(
        default=None, description="Jinja2 batch script template replacing the shipped one"
    )
    build: bool = Field(
        default=True,
        description="check out and build the engine at the job's ref (false: run the "
        "spec's server as written)",
    )
    engine_repo: str | None = Field(
        default=None, description="git URL of the engine [the engine's GitHub repository]"
    )
    work_dir: str | None = Field(
        default=None, description="per-job checkout/build folder root [results_dir/work]"
    )
    watcher: list[str] = Field(
        default_factory=lambda: ["watcher"],
        min_length=1,
        description="argv that runs the watcher on the compute node",
    )
    rules: str | None = Field(
        default=None, description="rules path on the cluster [the watcher's own, absolute]"
    )
    setup: list[str] = Field(
        default_factory=list,
        description="shell lines run first in the batch script (e.g. module load cuda)",
    )
    env: dict[EnvVarName, str] = Field(
        default_factory=dict, description="environment exported in the batch script"
    )

    @field_validator("sbatch_args")
    @classmethod
    def _not_ours(cls, v: list[str]) -> list[str]:
        for arg in v:
            if arg.split("=", 1)[0] in SBATCH_OWN_OPTIONS:
                raise ValueError(f"{arg!r} is set by the slurm backend itself")
        return v


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
    slurm: SlurmSettings | None = Field(default=None, description="slurm backend")
    max_wait_s: float = Field(default=6 * 3600, gt=0, description="pending+running limit")

    @model_validator(mode="after")
    def _slurm_needs_settings(self) -> Benchmark:
        if self.backend == "slurm" and self.slurm is None:
            raise ValueError("backend slurm needs a `slurm:` section (at least results_dir)")
        return self


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


class Regression(Strict):
    """When a benchmark series has moved: a rank test plus a minimum effect size."""

    min_effect: float = Field(
        default=0.05, gt=0, lt=1, description="smallest median change that counts (0.05: 5%)"
    )
    p_value: float = Field(
        default=0.05, gt=0, lt=1, description="significance level of the rank test"
    )
    drift_window: int = Field(
        default=5, ge=0, description="also compare with the best of the last N points (0: off)"
    )
    notify: bool = Field(default=True, description="send regression/improvement notifications")


class Verification(Strict):
    """How claims are checked against measurements, and series against themselves."""

    tolerance: float = Field(default=0.10, gt=0, lt=1, description="consistent within ±")
    regression: Regression = Field(default_factory=Regression)


# --------------------------------------------------------------------------- sources

SourceKind = Literal["huggingface", "feed", "page"]
SOURCE_KINDS: tuple[str, ...] = SourceKind.__args__  # type: ignore[attr-defined]
HubRepoId = Annotated[
    str, StringConstraints(pattern=r"^[A-Za-z0-9][A-Za-z0-9_.-]{0,95}/[A-Za-z0-9_.-]{1,96}$")
]


class SourceContext(Strict):
    """What the user knows about a source that its text leaves implicit (recorded as implied)."""

    vendor: str | None = Field(default=None, description="who makes the claims, e.g. DiffuSpace")
    model: str | None = None
    engine: str | None = None
    mode: str | None = None
    hardware: str | None = None
    gpu_count: int | None = Field(default=None, gt=0)
    precision: str | None = None


class SourceRule(Strict):
    """A claim source: a Hub model card, an RSS/Atom feed, or an HTML page."""

    name: Name
    kind: SourceKind
    repo: HubRepoId | None = Field(default=None, description="huggingface: the model repo id")
    url: str | None = Field(default=None, description="feed/page: an http(s) URL")
    label: str | None = Field(
        default=None, max_length=120, description="how messages name it (default from kind)"
    )
    context: SourceContext = Field(default_factory=SourceContext)
    notify: bool = Field(default=True, description="send claim-change events to the targets")

    @model_validator(mode="after")
    def _where(self) -> SourceRule:
        if self.kind == "huggingface":
            if self.repo is None:
                raise ValueError("a huggingface source needs repo (a model id such as org/name)")
            if self.url is not None:
                raise ValueError("a huggingface source takes repo, not url")
            return self
        if self.url is None:
            raise ValueError(f"a {self.kind} source needs url")
        if self.repo is not None:
            raise ValueError(f"a {self.kind} source takes url, not repo")
        parts = urlsplit(self.url)
        if parts.scheme not in ("http", "https") or not parts.hostname:
            raise ValueError(f"url must be an http or https URL, got {self.url!r}")
        return self

    def where(self) -> str:
        """The repo id or URL this source reads."""
        return self.repo or self.url or ""

    def display(self) -> str:
        """How messages name the source."""
        if self.label:
            return self.label
        if self.kind == "huggingface":
            return f"{self.context.vendor or self.repo} model card"
        return self.name


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
