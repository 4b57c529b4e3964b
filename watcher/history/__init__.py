"""A benchmark's history: series across engine versions, and when a series moved.

- ``series``: which results form a series and in which order (pure);
- ``stats``: the rank test and the bootstrap interval of the median ratio (pure);
- ``decide``: whether a new point is a regression or an improvement (pure);
- ``load``: the store edge, including the hook the result ingest calls.
"""

from __future__ import annotations

from watcher.history.decide import IMPROVEMENT, REGRESSION, Finding, assess, compare
from watcher.history.load import load_series, on_ingest
from watcher.history.series import Point, Series, SeriesKey, Stored, build_series, series_key

__all__ = [
    "IMPROVEMENT",
    "REGRESSION",
    "Finding",
    "Point",
    "Series",
    "SeriesKey",
    "Stored",
    "assess",
    "build_series",
    "compare",
    "load_series",
    "on_ingest",
    "series_key",
]
