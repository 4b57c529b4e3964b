"""Did a series move when a point joined it? (pure: points and a policy in, findings out)

The new point's raw runs are compared with the previous point's (the nearest earlier
version with usable figures) and, for slow drift, with the best of the last
``drift_window`` points. A change is reported only when both hold:

- the rank test (Mann-Whitney U, two-sided) gives ``p < policy.p_value``, and
- the ratio of medians moves by at least ``policy.min_effect`` (5% by default),

so run-to-run noise never pages anyone and a tiny but consistent shift is not news.
A failed run is never a regression (it is a failure, reported as one); a suspect point
(client and engine disagree) never alarms and is never a baseline.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from watcher.history.series import Point, Series
from watcher.history.stats import bootstrap_ratio_interval, mann_whitney, median_ratio
from watcher.rules.models import Regression

REGRESSION = "regression_detected"
IMPROVEMENT = "improvement_detected"


@dataclass(frozen=True)
class Finding:
    """A significant change of one point against a baseline point."""

    type: str  # regression_detected | improvement_detected
    series: str
    point: Point
    baseline: Point
    against: str  # "previous" | "best of last N"
    ratio: float
    p_value: float
    interval: tuple[float, float]
    level: float = 0.95

    @property
    def kind(self) -> str:
        """``regression`` or ``improvement`` (the event key's last part)."""
        return "regression" if self.type == REGRESSION else "improvement"

    @property
    def key(self) -> str:
        """The event key: ``{series}@{ref}:regression`` (or ``:improvement``)."""
        return f"{self.series}@{self.point.ref}:{self.kind}"

    def summary(self) -> str:
        """Both figures, the ratio and the confidence, in one line."""
        b, p = self.baseline, self.point
        lo, hi = self.interval
        where = "the previous version" if self.against == "previous" else self.against
        return (
            f"decode {b.median:,.1f} → {p.median:,.1f} tok/s median "
            f"({self.ratio:.2f}×, {self.level:.0%} CI {lo:.2f}–{hi:.2f}, "
            f"rank test p = {self.p_value:.3f}; {len(b.runs)} vs {len(p.runs)} runs) "
            f"at {p.ref} ({p.version}) vs {b.ref} ({b.version}), {where}"
        )

    def to_json(self) -> dict[str, Any]:
        """The event payload's figures."""
        return {
            "series": self.series,
            "ref": self.point.ref,
            "version": self.point.version,
            "job_id": self.point.job_id,
            "baseline": {
                "ref": self.baseline.ref,
                "version": self.baseline.version,
                "job_id": self.baseline.job_id,
                "median": self.baseline.median,
                "runs": list(self.baseline.runs),
            },
            "median": self.point.median,
            "runs": list(self.point.runs),
            "against": self.against,
            "ratio": round(self.ratio, 4),
            "p_value": round(self.p_value, 6),
            "interval": [round(self.interval[0], 4), round(self.interval[1], 4)],
            "level": self.level,
            "test": "Mann-Whitney U, two-sided",
        }


@dataclass(frozen=True)
class Comparison:
    """The test of one point against one baseline, whether or not it crossed a threshold."""

    ratio: float
    p_value: float
    verdict: str | None  # REGRESSION | IMPROVEMENT | None


def compare(new: Sequence[float], old: Sequence[float], policy: Regression) -> Comparison:
    """Test ``new`` runs against ``old`` runs under ``policy``."""
    ratio = median_ratio(new, old)
    p = mann_whitney(new, old).p_value
    verdict = None
    if p < policy.p_value:
        if ratio <= 1 - policy.min_effect:
            verdict = REGRESSION
        elif ratio >= 1 + policy.min_effect:
            verdict = IMPROVEMENT
    return Comparison(ratio, p, verdict)


def _finding(
    series: Series, point: Point, base: Point, against: str, c: Comparison, interval: bool
) -> Finding:
    assert c.verdict is not None
    return Finding(
        type=c.verdict,
        series=series.id,
        point=point,
        baseline=base,
        against=against,
        ratio=c.ratio,
        p_value=c.p_value,
        interval=bootstrap_ratio_interval(point.runs, base.runs)
        if interval
        else (c.ratio, c.ratio),
    )


def _judge(
    point: Point, earlier: Sequence[Point], policy: Regression
) -> tuple[Point, str, Comparison] | None:
    """The baseline, its name and the comparison that flag ``point``, or None."""
    usable = [p for p in earlier if p.ref != point.ref]
    if not usable:
        return None
    previous = usable[-1]
    step = compare(point.runs, previous.runs, policy)
    if step.verdict is not None:
        return previous, "previous", step
    window = usable[-policy.drift_window :] if policy.drift_window else []
    best = max(window, key=lambda p: p.median or 0.0, default=None)
    if best is None or best is previous:
        return None
    drift = compare(point.runs, best.runs, policy)
    if drift.verdict == REGRESSION:
        return best, f"best of the last {len(window)}", drift
    return None


def assess(
    series: Series, job_id: str, policy: Regression, *, interval: bool = True
) -> Finding | None:
    """What the point of ``job_id`` says about ``series``: a finding, or None.

    Compared with the previous usable point of an earlier ref; if that shows no
    regression, with the best (highest median) of the last ``drift_window`` usable
    points before it, for a slow drift that no single step shows. A point that was
    itself a finding starts a new level: the points after it are compared with it and
    later ones, so one step down is reported once, not again at every later version.
    ``interval=False`` skips the bootstrap (the decision does not use it).
    """
    usable = [p for p in series.points if p.usable]
    level: list[Point] = []  # usable points since the last change
    for point in usable:
        judged = _judge(point, level, policy)
        if point.job_id == job_id:
            if judged is None:
                return None
            base, against, comparison = judged
            return _finding(series, point, base, against, comparison, interval)
        level = [point] if judged is not None else [*level, point]
    return None


__all__ = ["IMPROVEMENT", "REGRESSION", "Comparison", "Finding", "assess", "compare"]
