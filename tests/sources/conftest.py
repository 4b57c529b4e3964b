"""Fixtures for the sources room: a fake Hub and a fake web server over loopback, rules
with sources, and a poll that reads them with no pacing delays."""

from __future__ import annotations

import os

# huggingface_hub reads its settings at import: no telemetry calls from tests
os.environ.setdefault("HF_HUB_DISABLE_TELEMETRY", "1")

import datetime as dt
import shutil
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
import yaml

from tests.fakes.hub_api import FakeHub
from tests.fakes.web import FakeWeb
from watcher.rules import Rules, load_rules
from watcher.sources import Fetcher, Outcome, Pacer, RequestBudget, poll_sources
from watcher.sources.hub import HubReader
from watcher.store import Store

REPO_ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def hub() -> Iterator[FakeHub]:
    """A fake Hugging Face Hub on a loopback port."""
    with FakeHub() as fake:
        yield fake


@pytest.fixture
def web() -> Iterator[FakeWeb]:
    """A fake web server (feeds, pages) on a loopback port."""
    with FakeWeb() as fake:
        yield fake


@pytest.fixture
def make_rules(tmp_path: Path) -> Callable[[list[dict[str, Any]]], Rules]:
    """The shipped rules plus the given ``sources:`` list."""

    def make(sources: list[dict[str, Any]]) -> Rules:
        folder = tmp_path / "rules"
        if folder.exists():
            shutil.rmtree(folder)
        shutil.copytree(REPO_ROOT / "rules", folder)
        (folder / "sources.yaml").write_text(yaml.safe_dump({"sources": sources}))
        return load_rules(folder)

    return make


class Poller:
    """Polls sources against the fakes with a fresh budget each time; a settable clock."""

    def __init__(self, store: Store, hub: FakeHub, cache: Path, budget: int = 100) -> None:
        self.store = store
        self.hub = hub
        self.cache = cache
        self.limit = budget
        self.now = dt.datetime(2026, 12, 1, 12, 0, tzinfo=dt.UTC)
        self.budget = RequestBudget(budget)

    def __call__(self, rules: Rules, *, advance_s: float = 60.0) -> list[Outcome]:
        self.now += dt.timedelta(seconds=advance_s)
        self.budget = RequestBudget(self.limit)
        pacer = Pacer(min_interval_s=0.0)
        reader = HubReader(self.budget, pacer, endpoint=self.hub.url, cache_dir=str(self.cache))
        with httpx.Client() as client:
            return poll_sources(
                self.store,
                rules,
                fetcher=Fetcher(client, self.budget, pacer),
                hub=reader,
                clock=lambda: self.now,
            )


@pytest.fixture
def poller(store: Store, hub: FakeHub, tmp_path: Path) -> Poller:
    """A poll of the rules' sources against the fakes (hub cache in a temp folder)."""
    return Poller(store, hub, tmp_path / "hf-cache")
