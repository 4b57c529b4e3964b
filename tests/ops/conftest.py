"""Fixtures for the ops tests: a fake GitHub in the scenario's state and a Slack stand-in."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from opshelp import Sink

from tests.fakes.github_api import FakeGitHub
from tests.fakes.scenario import seed_scenario


@pytest.fixture
def sink() -> Iterator[Sink]:
    """A started Slack stand-in."""
    s = Sink()
    yield s
    s.close()


@pytest.fixture
def scenario_github() -> Iterator[FakeGitHub]:
    """A fake GitHub in the scenario's state on 2026-11-29."""
    with FakeGitHub() as gh:
        seed_scenario(gh)
        yield gh
