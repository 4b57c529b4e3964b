"""Rules: the user-editable YAML that says what to watch and what to do."""

from __future__ import annotations

from watcher.rules.loader import load_rules, rules_schema
from watcher.rules.models import (
    EVENT_TYPES,
    Benchmark,
    BenchmarkAction,
    ClaimSeed,
    Condition,
    Match,
    Rules,
    Term,
    Vocabulary,
    Watch,
)

__all__ = [
    "EVENT_TYPES",
    "Benchmark",
    "BenchmarkAction",
    "ClaimSeed",
    "Condition",
    "Match",
    "Rules",
    "Term",
    "Vocabulary",
    "Watch",
    "load_rules",
    "rules_schema",
]
