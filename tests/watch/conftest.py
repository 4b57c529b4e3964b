"""Fixtures for the watch tests: the shipped rules and a poll against the fake GitHub
(``fake_github`` comes from tests/conftest.py)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from tests.fakes.github_api import FakeGitHub, ts
from watcher.config import Settings
from watcher.rules import Rules, load_rules
from watcher.store import Store
from watcher.watch.poll import PollResult, poll_sync

RULES_DIR = Path(__file__).resolve().parents[2] / "rules"


at = ts


@pytest.fixture
def shipped_rules() -> Rules:
    """The rules shipped in rules/."""
    return load_rules(RULES_DIR)


Poller = Callable[..., PollResult]


@pytest.fixture
def poller(fake_github: FakeGitHub) -> Poller:
    """``poller(store, rules, now)`` runs one poll against the fake with a fixed clock."""
    slept: list[float] = []

    def run(store: Store, rules: Rules, now: str, *, dry_run: bool = False) -> PollResult:
        settings = Settings(github_api_url=fake_github.url)
        return poll_sync(
            settings,
            rules,
            store,
            clock=lambda: at(now),
            sleep=slept.append,
            dry_run=dry_run,
            client_options={"backoff_base_s": 0.0},
        )

    return run
