"""What a cycle step receives (:class:`CycleContext`) and returns (:class:`StepReport`).

Kept apart from :mod:`watcher.cycle`, which imports every room's step: a step imports
this module, never the cycle, so there is no import cycle and steps are typed.

Every seam a test or the demo injects is a typed field; leave a field at its default and
the step builds the real thing (an HTTP client, a backend, ``os.environ``).
"""

from __future__ import annotations

import datetime as dt
import os
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from watcher.config import Settings
from watcher.rules import Rules
from watcher.store import Store

if TYPE_CHECKING:  # types only: these rooms import this module for their steps
    import httpx
    from github import Github

    from watcher.dispatch.backend import Backend
    from watcher.dispatch.lifecycle import RetryPolicy
    from watcher.sources.fetch import Pacer, RequestBudget
    from watcher.watch.result import PollResult


def _utc_now() -> dt.datetime:
    return dt.datetime.now(dt.UTC)


@dataclass
class CycleContext:
    """Everything a step may use; every seam is injectable for tests."""

    settings: Settings
    rules: Rules
    store: Store
    clock: Callable[[], dt.datetime] = _utc_now
    sleep: Callable[[float], None] = time.sleep
    dry_run: bool = False
    # the environment notify, report and the backends read (None: os.environ)
    env: Mapping[str, str] | None = None
    # an HTTP client for notify and the dispatch backends (the caller closes it)
    http: httpx.Client | None = None
    # the poll's transport and GitHubClient options (tests point them at a fake GitHub)
    github_transport: httpx.AsyncBaseTransport | None = None
    github_client_options: dict[str, Any] = field(default_factory=dict)
    # PyGithub for the GitHub Actions backend
    github: Github | None = None
    # dispatch: backends by name (replacing the ones it would build), retry policy, lease owner
    dispatch_backends: dict[str, Backend] = field(default_factory=dict)
    dispatch_policy: RetryPolicy | None = None
    dispatch_owner: str | None = None
    # where the command backend writes results
    bench_out_dir: Path = Path("bench-results")
    # a PyGithub Repository for the report's tracking issue (None: built from the settings)
    tracking_repo: Any = None
    # claim sources: a request budget shared with other pollers, the per-host pacer and
    # huggingface_hub's cache folder (None: the step builds its own)
    request_budget: RequestBudget | None = None
    source_pacer: Pacer | None = None
    hf_cache_dir: str | None = None
    # written by the poll step for ``watcher run`` to print the new events
    poll_result: PollResult | None = None

    @property
    def environ(self) -> Mapping[str, str]:
        """``env``, or the process environment when none was given."""
        return os.environ if self.env is None else self.env


@dataclass
class StepReport:
    """What a step did, for logs and ``--json`` output."""

    name: str
    summary: dict[str, Any] = field(default_factory=dict)
