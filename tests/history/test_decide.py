"""Decisions over series values: steps, drift, improvements, and what never alarms."""

from __future__ import annotations

from watcher.history.decide import IMPROVEMENT, REGRESSION, assess, compare
from watcher.history.series import Point, Series, SeriesKey
from watcher.rules.models import Regression

KEY = SeriesKey("b", "sglang", "ar", "m", "BF16", "H200", 1, 1)
POLICY = Regression()


def pt(i: int, level: float, *, ref: str | None = None, suspect: str | None = None) -> Point:
    """A point of five runs tightly around ``level`` (±0.5%)."""
    runs = tuple(level * f for f in (0.995, 0.998, 1.0, 1.002, 1.005))
    return Point(
        job_id=f"j{i}",
        ref=ref or f"v{i}",
        version=str(i),
        date=f"2026-01-{i + 1:02d}",
        dated_by="release",
        status="succeeded",
        runs=runs,
        minimum=min(runs),
        median=level,
        maximum=max(runs),
        suspect=suspect,
        finished_at=f"2026-01-{i + 1:02d}",
    )


def series(*levels: float) -> Series:
    """A series with one point per level."""
    return Series(KEY, tuple(pt(i, v) for i, v in enumerate(levels)))


def test_step_down_is_one_regression() -> None:
    """A 10% step is flagged at the step and not again at the next point."""
    s = series(100, 100, 90, 90)
    found = assess(s, "j2", POLICY)
    assert found is not None and found.type == REGRESSION and found.against == "previous"
    assert found.key == f"{KEY.id}@v2:regression"
    assert assess(s, "j3", POLICY) is None


def test_small_significant_change_is_below_the_effect_size() -> None:
    """3% down is significant (separated runs) but under the 5% minimum effect."""
    assert compare(pt(1, 97).runs, pt(0, 100).runs, POLICY).verdict is None
    assert (
        compare(pt(1, 97).runs, pt(0, 100).runs, Regression(min_effect=0.02)).verdict == REGRESSION
    )


def test_improvement() -> None:
    """A 10% step up is an improvement."""
    found = assess(series(100, 110), "j1", POLICY)
    assert found is not None and found.type == IMPROVEMENT and found.kind == "improvement"


def test_slow_drift_against_the_best_of_the_window() -> None:
    """3% per version: no single step counts, but the third is 9% under the best."""
    s = series(100, 97, 94.1, 91.3)
    assert assess(s, "j1", POLICY) is None
    drift = assess(s, "j2", POLICY)
    assert drift is not None and drift.type == REGRESSION and drift.against.startswith("best of")
    assert drift.baseline.job_id == "j0"
    assert assess(s, "j3", POLICY) is None  # the drift was reported; j2 starts a new level
    assert assess(s, "j2", Regression(drift_window=0)) is None


def test_suspect_points_neither_alarm_nor_serve_as_baseline() -> None:
    """A suspect low point is ignored; the next point compares with the last good one."""
    points = (pt(0, 100), pt(1, 80, suspect="client and engine differ"), pt(2, 100))
    s = Series(KEY, points)
    assert assess(s, "j1", POLICY) is None
    assert assess(s, "j2", POLICY) is None


def test_same_ref_rerun_is_not_a_baseline() -> None:
    """A rerun of the same ref is compared with the previous ref, not with itself."""
    s = Series(KEY, (pt(0, 100), pt(1, 90, ref="v1"), pt(2, 100, ref="v1")))
    found = assess(s, "j2", POLICY)
    assert found is None  # 100 vs v0's 100
    assert assess(s, "j1", POLICY) is not None


def test_first_point_and_unknown_job() -> None:
    """Nothing to compare with: no finding."""
    s = series(100)
    assert assess(s, "j0", POLICY) is None
    assert assess(s, "nope", POLICY) is None
