"""Settings read from the environment (the public contract in docs/ARCHITECTURE.md).

Secrets are read here and nowhere else; ``Settings.__repr__`` never shows them.
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from urllib.parse import urlsplit

from watcher.errors import UsageError

DEFAULT_API_URL = "https://api.github.com"
DEFAULT_DB = "sqlite:///watcher.db"
DEFAULT_RULES = "rules/"
DEFAULT_BENCH_WORKFLOW = "bench.yml"
HTTP_SCHEMES = ("http", "https")
# variables holding a URL the watcher sends requests to (rules may name more, see check_urls)
URL_VARIABLES = (
    "GITHUB_API_URL",
    "SLACK_WEBHOOK_URL",
    "WATCHER_WEBHOOK_URL",
    "WATCHER_BENCH_WEBHOOK_URL",
)


def url_problem(value: str) -> str | None:
    """Why ``value`` is not an http(s) URL with a host, or None. Never quotes the value:
    it may be a secret (a Slack webhook URL is one)."""
    try:
        parts = urlsplit(value)
        host = parts.hostname
        parts.port  # noqa: B018 - raises ValueError for a port that is not a number
    except ValueError:
        return "is not a valid URL"
    if parts.scheme.lower() not in HTTP_SCHEMES:
        return "must be an http:// or https:// URL"
    if not host:
        return "has no host"
    if any(c.isspace() or ord(c) < 32 or ord(c) == 127 for c in value):
        return "contains spaces or control characters"
    return None


def check_urls(env: Mapping[str, str], names: Iterable[str]) -> None:
    """Raise UsageError naming the first set variable among ``names`` that is no URL."""
    for name in names:
        value = env.get(name, "").strip()
        if not value:
            continue
        problem = url_problem(value)
        if problem:
            raise UsageError(f"{name} {problem} (the value is not shown: it may be a secret)")


@dataclass(frozen=True)
class Settings:
    """Everything the environment contributes; build with :meth:`from_env`."""

    github_api_url: str = DEFAULT_API_URL
    github_token: str | None = field(default=None, repr=False)
    db_url: str = DEFAULT_DB
    rules_path: str = DEFAULT_RULES
    slack_webhook_url: str | None = field(default=None, repr=False)
    webhook_url: str | None = field(default=None, repr=False)
    webhook_secret: str | None = field(default=None, repr=False)
    bench_repo: str | None = None
    bench_workflow: str = DEFAULT_BENCH_WORKFLOW
    bench_ref: str | None = None
    report_path: str | None = None

    def report_path_for(self, rules_default: str) -> str:
        """``WATCHER_REPORT_PATH`` when set, else the rules' ``schedule.report_path``."""
        return self.report_path or rules_default

    @classmethod
    def from_env(cls, env: Mapping[str, str] | None = None) -> Settings:
        """Read the docs/ARCHITECTURE.md variables; empty strings count as unset."""
        env = os.environ if env is None else env

        def get(name: str) -> str | None:
            value = env.get(name, "").strip()
            return value or None

        return cls(
            github_api_url=(get("GITHUB_API_URL") or DEFAULT_API_URL).rstrip("/"),
            github_token=get("GITHUB_TOKEN"),
            db_url=get("WATCHER_DB") or DEFAULT_DB,
            rules_path=get("WATCHER_RULES") or DEFAULT_RULES,
            slack_webhook_url=get("SLACK_WEBHOOK_URL"),
            webhook_url=get("WATCHER_WEBHOOK_URL"),
            webhook_secret=get("WATCHER_WEBHOOK_SECRET"),
            bench_repo=get("WATCHER_BENCH_REPO") or get("GITHUB_REPOSITORY"),
            bench_workflow=get("WATCHER_BENCH_WORKFLOW") or DEFAULT_BENCH_WORKFLOW,
            bench_ref=get("WATCHER_BENCH_REF"),
            report_path=get("WATCHER_REPORT_PATH"),
        )

    def check(self, env: Mapping[str, str] | None = None) -> None:
        """Raise UsageError for a URL variable that could never be requested (found at start,
        named by its variable, never by its value)."""
        check_urls(os.environ if env is None else env, URL_VARIABLES)

    def secrets(self) -> list[str]:
        """Values that must never appear in logs, reports or errors."""
        return [
            s
            for s in (
                self.github_token,
                self.slack_webhook_url,
                self.webhook_url,
                self.webhook_secret,
            )
            if s
        ]
