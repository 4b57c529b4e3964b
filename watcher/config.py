"""Settings read from the environment (the public contract in docs/ARCHITECTURE.md).

Secrets are read here and nowhere else; ``Settings.__repr__`` never shows them.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass, field

DEFAULT_API_URL = "https://api.github.com"
DEFAULT_DB = "sqlite:///watcher.db"
DEFAULT_RULES = "rules/"
DEFAULT_BENCH_WORKFLOW = "bench.yml"


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
