"""A store holding the generated series (TEST DATA), upstream events and the rules' claims."""

from __future__ import annotations

from pathlib import Path

from tests.history import series_data as data
from tests.history.test_load import ingest_plans
from watcher.claims.sources import sync
from watcher.rules import Rules
from watcher.store import Store


def seed_site(store: Store, rules: Rules) -> None:
    """Both plans ingested (one regression), merge and release events, claims synced."""
    ingest_plans(store, rules)
    data.seed_upstream_events(store)
    sync(store, rules)


SERIES_FILE = (
    "clover-sglang-selfspec-h200__sglang__self-speculative__"
    "clover-35b-a3b__bf16__1xnvidia-h200__c1.html"
)


def series_path(out: Path) -> Path:
    """The SGLang series page in a written site."""
    return out / "series" / SERIES_FILE
