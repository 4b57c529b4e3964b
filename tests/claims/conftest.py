"""Fixtures for the claims tests: the shipped rules and their vocabulary."""

from __future__ import annotations

from pathlib import Path

import pytest

from watcher.rules import Rules, Vocabulary, load_rules

RULES_DIR = Path(__file__).resolve().parents[2] / "rules"


@pytest.fixture(scope="session")
def rules() -> Rules:
    """The shipped default rules."""
    return load_rules(RULES_DIR)


@pytest.fixture(scope="session")
def vocab(rules: Rules) -> Vocabulary:
    """The shipped vocabulary."""
    return rules.vocabulary
