"""GitHub REST access on httpx: a sans-I/O core and a thin async client."""

from __future__ import annotations

from watcher.github.client import Cache, Counters, GitHubClient, MemoryCache, Response, StoreCache
from watcher.github.sansio import CacheEntry, RateLimit, ResponseDecision, decide, parse_link

__all__ = [
    "Cache",
    "CacheEntry",
    "Counters",
    "GitHubClient",
    "MemoryCache",
    "RateLimit",
    "Response",
    "ResponseDecision",
    "StoreCache",
    "decide",
    "parse_link",
]
