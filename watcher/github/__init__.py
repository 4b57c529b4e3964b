"""GitHub REST access on httpx: a sans-I/O core and a thin async client."""

from __future__ import annotations

from watcher.github.client import Cache, Counters, GitHubClient, MemoryCache, Response, StoreCache
from watcher.github.sansio import CacheEntry, Decision, RateLimit, decide, parse_link

__all__ = [
    "Cache",
    "CacheEntry",
    "Counters",
    "Decision",
    "GitHubClient",
    "MemoryCache",
    "RateLimit",
    "Response",
    "StoreCache",
    "decide",
    "parse_link",
]
