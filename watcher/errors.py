"""Every error the watcher raises on purpose.

    WatcherError                 base; ``exit_code`` says how the CLI ends
    ├── UsageError               bad invocation or configuration (exit 2)
    │   ├── RulesError           a rules file is wrong: carries file, line and key
    │   └── DemoResultRefused    a demo result offered to a store `watcher demo` did not make
    ├── StoreError               the state store cannot be opened or upgraded (exit 1)
    ├── GitHubError              a GitHub call failed for good (exit 1): status, url, repo
    │   ├── NotFound             404: the repo/PR does not exist or the token cannot see it
    │   ├── Unauthorized         401: bad or missing token
    │   ├── RateLimited          limits exhausted and waiting is not allowed
    │   └── PayloadInvalid       one item of a response has missing/null/mistyped fields
    ├── BenchError               the harness could not run or a result is invalid (exit 1)
    │   ├── ResultInvalid        a result JSON does not match watcher.bench-result/1
    │   ├── RequestFailed        a benchmark request failed (HTTP, broken stream)
    │   ├── EngineStartFailed    the engine's server exited or never became ready
    │   └── GgufError            the model file cannot be read or fixed as a GGUF
    ├── DispatchError            a benchmark job could not be dispatched or followed
    │   └── DispatchRejected     refused for good (bad ref, 4xx): retrying cannot help
    ├── DeliveryError            a notification could not be delivered
    ├── ReportError              the report could not be read or written (exit 1)
    └── SourceError              a claim source (Hub card, feed, page) could not be read:
        │                        source name and URL
        └── BudgetExhausted      this poll's request budget is spent: try again next poll

Two ``ValueError`` subclasses are raised and caught inside their room and never reach
the CLI on their own: ``UnsafePattern`` (a rules regex the linear-time matcher cannot
take; the loader reports it naming file and key) and ``MeasureError`` (a stream that
cannot yield an honest figure; the harness records it as the run's failure).

Foreign exceptions are translated at the boundary (``raise ... from exc``); only
``watcher.cli`` turns errors into one-line messages and exit codes.
"""

from __future__ import annotations

from dataclasses import dataclass, field

EXIT_OK = 0
EXIT_OPERATIONAL = 1
EXIT_USAGE = 2


class WatcherError(Exception):
    """Base of all deliberate errors; ``str(err)`` is the one-line message."""

    exit_code: int = EXIT_OPERATIONAL


class UsageError(WatcherError):
    """The command line or configuration is wrong."""

    exit_code = EXIT_USAGE


@dataclass(frozen=True)
class RulesProblem:
    """One problem in a rules file, located as precisely as the YAML allows."""

    file: str
    line: int | None
    key: str
    message: str

    def __str__(self) -> str:
        where = self.file if self.line is None else f"{self.file}:{self.line}"
        key = f" {self.key}:" if self.key else ""
        return f"{where}:{key} {self.message}"


class RulesError(UsageError):
    """One or more rules problems; ``problems`` lists each with file, line and key."""

    def __init__(self, problems: list[RulesProblem]) -> None:
        self.problems = list(problems)
        first = str(self.problems[0]) if self.problems else "invalid rules"
        more = f" (and {len(self.problems) - 1} more)" if len(self.problems) > 1 else ""
        super().__init__(first + more)


class StoreError(WatcherError):
    """The state store cannot be opened, created or upgraded."""


@dataclass
class GitHubError(WatcherError):
    """A GitHub request failed for good (after retries)."""

    message: str
    status: int | None = None
    url: str | None = None
    repo: str | None = None

    def __post_init__(self) -> None:
        super().__init__(self.message)

    def __str__(self) -> str:
        return self.message


class NotFound(GitHubError):
    """404 from GitHub."""


class Unauthorized(GitHubError):
    """401 from GitHub."""


class RateLimited(GitHubError):
    """The rate limit is exhausted and the caller may not wait."""


class PayloadInvalid(GitHubError):
    """A GitHub object lacks a required field or has one of an unexpected type."""


class BenchError(WatcherError):
    """The benchmark harness could not run."""


@dataclass
class ResultInvalid(BenchError):
    """A bench result does not validate; ``where`` names the file and key."""

    message: str
    where: str = ""
    problems: list[str] = field(default_factory=list)

    def __post_init__(self) -> None:
        super().__init__(str(self))

    def __str__(self) -> str:
        return f"{self.where}: {self.message}" if self.where else self.message


class DemoResultRefused(UsageError):
    """A ``demo: true`` result offered to a store that ``watcher demo`` did not make."""


class DispatchError(WatcherError):
    """A benchmark job could not be dispatched or followed (transient: may be retried)."""


class DispatchRejected(DispatchError):
    """A dispatch was refused for good (invalid ref, unknown workflow, 4xx): do not retry."""


class DeliveryError(WatcherError):
    """A notification could not be delivered."""


class ReportError(WatcherError):
    """The report (or the step summary) could not be read or written."""


@dataclass
class SourceError(WatcherError):
    """A claim source could not be read this time; the next poll tries again."""

    message: str
    source: str = ""
    url: str | None = None

    def __post_init__(self) -> None:
        super().__init__(self.message)

    def __str__(self) -> str:
        where = self.url or ""
        head = f"source {self.source}" if self.source else "source"
        return f"{head} ({where}): {self.message}" if where else f"{head}: {self.message}"


class BudgetExhausted(SourceError):
    """The poll's request budget is spent; the source waits for the next poll."""


class RequestFailed(BenchError):
    """A benchmark request failed (HTTP error, broken stream, no honest figure)."""


class EngineStartFailed(BenchError):
    """The server exited or never became ready; ``exit_code`` is None if it still ran."""

    def __init__(self, message: str, *, exit_code: int | None, timed_out: bool = False) -> None:
        super().__init__(message)
        self.exit_code_of_server = exit_code
        self.timed_out = timed_out


class GgufError(BenchError):
    """The model file cannot be read or fixed as a GGUF."""


class UnsafePattern(ValueError):
    """The pattern cannot be used in rules; ``str()`` says why."""


class MeasureError(ValueError):
    """A stream that cannot yield an honest figure (no count, too few tokens, ...)."""
