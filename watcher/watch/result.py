"""What one poll did: the events new in it, per-repo summaries and request counters."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from watcher.watch.events import EventRecord


@dataclass
class PollResult:
    """What a poll did: the events new in it, per-repo summaries, request counters."""

    events: list[EventRecord] = field(default_factory=list)
    repos: dict[str, dict[str, Any]] = field(default_factory=dict)
    counters: dict[str, Any] = field(default_factory=dict)
    outbox: int = 0
    jobs: int = 0
    skipped_benchmarks: list[str] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)
    failed: dict[str, str] = field(default_factory=dict)  # repository -> why it was skipped
    discovery_pending: list[str] = field(default_factory=list)
    core_pending: list[str] = field(default_factory=list)  # waiting for core rate limit
    dry_run: bool = False

    def summary(self) -> dict[str, Any]:
        """Plain dict for ``--json`` and step reports."""
        return {
            "events": [e.key for e in self.events],
            "repos": self.repos,
            "requests": self.counters,
            "outbox_rows": self.outbox,
            "bench_jobs": self.jobs,
            "skipped_benchmarks": self.skipped_benchmarks,
            "warnings": self.warnings,
            "failed_repos": self.failed,
            "discovery_pending": self.discovery_pending,
            "core_pending": self.core_pending,
            "dry_run": self.dry_run,
        }
