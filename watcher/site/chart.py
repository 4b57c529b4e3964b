"""A series chart's geometry (pure): where every line, band, dot and label goes.

Hand-written SVG rather than a charting library: the page must work from ``file://``
with no script and no CDN, render identically every time (the output is committed and
diffed), and carry its own text alternative; a few dozen points need no more than a
polyline, a polygon and some text. The template (``templates/site/chart.svg.j2``) only
prints these numbers.

x is the version order (one step per point, as versions are not evenly spaced in time);
y is decode tok/s. Upstream events (a PR merged, a release shipped) are placed between
the points by date; claims that match the series are horizontal reference lines.
"""

from __future__ import annotations

import bisect
import math
from collections.abc import Sequence
from dataclasses import dataclass, field

WIDTH = 760
HEIGHT = 380
LEFT, RIGHT, TOP, BOTTOM = 72, 150, 28, 64


@dataclass(frozen=True)
class Marker:
    """An upstream event to mark on the x axis."""

    at: str
    label: str
    kind: str  # "merge" | "release"


@dataclass(frozen=True)
class RefLine:
    """A claim drawn across the chart."""

    value: float
    label: str
    verdict: str
    detail: str = ""


@dataclass(frozen=True)
class ChartPoint:
    """One version on the chart (figures None for a failed run)."""

    ref: str
    date: str
    minimum: float | None
    median: float | None
    maximum: float | None
    suspect: bool = False
    finding: str | None = None  # "regression" | "improvement"


@dataclass
class Layout:
    """Everything the SVG template draws, in pixels."""

    width: int = WIDTH
    height: int = HEIGHT
    plot: tuple[int, int, int, int] = (LEFT, TOP, WIDTH - RIGHT, HEIGHT - BOTTOM)
    median_path: str = ""
    band_path: str = ""
    dots: list[dict[str, object]] = field(default_factory=list)
    failed: list[dict[str, object]] = field(default_factory=list)
    y_ticks: list[tuple[float, str]] = field(default_factory=list)
    x_labels: list[tuple[float, str]] = field(default_factory=list)
    markers: list[dict[str, object]] = field(default_factory=list)
    ref_lines: list[dict[str, object]] = field(default_factory=list)


def nice_ticks(low: float, high: float, count: int = 5) -> list[float]:
    """Round tick values covering [low, high] (1, 2, 2.5, 5 × 10^k steps)."""
    if high <= low:
        high = low + 1.0
    raw = (high - low) / max(count - 1, 1)
    mag = 10 ** math.floor(math.log10(raw))
    step = next(m * mag for m in (1, 2, 2.5, 5, 10) if m * mag >= raw)
    start = math.floor(low / step) * step
    ticks = []
    value = start
    while value <= high + step * 0.5:
        ticks.append(round(value, 10))
        value += step
    return ticks


def _fmt(v: float) -> str:
    return f"{v:,.0f}" if abs(v) >= 100 else f"{v:,.1f}".rstrip("0").rstrip(".")


def layout(
    points: Sequence[ChartPoint],
    markers: Sequence[Marker] = (),
    ref_lines: Sequence[RefLine] = (),
) -> Layout:
    """Place the series' points, band, markers and claim lines."""
    out = Layout()
    x0, y0, x1, y1 = out.plot
    n = len(points)
    if n == 0:
        return out
    figures = [v for p in points for v in (p.minimum, p.maximum) if v is not None]
    figures += [r.value for r in ref_lines]
    low, high = (min(figures), max(figures)) if figures else (0.0, 1.0)
    pad = (high - low) * 0.1 or max(high * 0.05, 1.0)
    ticks = nice_ticks(max(0.0, low - pad), high + pad)
    y_low, y_high = ticks[0], ticks[-1]

    def x(i: float) -> float:
        return round(x0 + (x1 - x0) * ((i + 0.5) / n), 1)

    def y(v: float) -> float:
        return round(y1 - (y1 - y0) * (v - y_low) / (y_high - y_low), 1)

    out.y_ticks = [(y(t), _fmt(t)) for t in ticks]
    out.x_labels = [(x(i), p.ref[:12]) for i, p in enumerate(points)]
    drawn = [(i, p) for i, p in enumerate(points) if p.median is not None]
    out.median_path = " ".join(
        f"{'M' if k == 0 else 'L'}{x(i)},{y(p.median or 0)}" for k, (i, p) in enumerate(drawn)
    )
    if drawn:
        upper = [f"{x(i)},{y(p.maximum or 0)}" for i, p in drawn]
        lower = [f"{x(i)},{y(p.minimum or 0)}" for i, p in reversed(drawn)]
        out.band_path = "M" + " L".join(upper + lower) + " Z"
    for i, p in drawn:
        out.dots.append(
            {
                "cx": x(i),
                "cy": y(p.median or 0),
                "suspect": p.suspect,
                "finding": p.finding,
                "label": f"{p.ref}: median {_fmt(p.median or 0)} tok/s",
            }
        )
    out.failed = [
        {"x": x(i), "y": y1 - 8, "label": f"{p.ref}: failed"}
        for i, p in enumerate(points)
        if p.median is None
    ]
    dates = [p.date for p in points]
    for m in sorted(markers, key=lambda m: (m.at, m.label)):
        pos = bisect.bisect_left(dates, m.at)  # the first point dated at or after it
        if pos < n and dates[pos] == m.at:
            mx = x(pos)  # at a version: its x label already names it
            out.markers.append({"x": mx, "label": "", "title": m.label, "kind": m.kind})
            continue
        if 0 < pos < n:
            mx = x(pos - 0.5)  # between the versions before and after it
        else:
            continue  # outside the measured range
        out.markers.append({"x": mx, "label": m.label, "title": m.label, "kind": m.kind})
    for r in ref_lines:
        out.ref_lines.append(
            {"y": y(r.value), "label": r.label, "detail": r.detail, "verdict": r.verdict}
        )
    return out


__all__ = ["HEIGHT", "WIDTH", "ChartPoint", "Layout", "Marker", "RefLine", "layout", "nice_ticks"]
