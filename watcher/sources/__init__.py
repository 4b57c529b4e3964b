"""Claim sources beyond GitHub: Hub model cards, RSS/Atom feeds and web pages.

A pure core (``changes``: which claims were added, changed or withdrawn; ``texts``: bytes
to texts; ``claims``: texts to claim JSON) and thin I/O (``fetch``: polite HTTP; ``hub``:
``huggingface_hub``; ``record``: the store), wired by ``run`` into one cycle step.
"""

from __future__ import annotations

from watcher.sources.fetch import Fetcher, Pacer, RequestBudget, Validators
from watcher.sources.run import DEFAULT_BUDGET, Outcome, cycle_step, poll_sources

__all__ = [
    "DEFAULT_BUDGET",
    "Fetcher",
    "Outcome",
    "Pacer",
    "RequestBudget",
    "Validators",
    "cycle_step",
    "poll_sources",
]
