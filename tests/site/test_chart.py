"""Chart geometry: ticks, the median line and band, markers between versions, claim lines."""

from __future__ import annotations

import pytest

from watcher.site.chart import ChartPoint, Marker, RefLine, layout, nice_ticks


@pytest.mark.parametrize(
    ("low", "high", "ticks"),
    [
        (375, 475, [375, 400, 425, 450, 475]),
        (0, 1, [0, 0.25, 0.5, 0.75, 1.0]),
        (180, 230, [180, 200, 220, 240]),
    ],
)
def test_nice_ticks(low: float, high: float, ticks: list[float]) -> None:
    """Ticks are round numbers that cover the range."""
    assert nice_ticks(low, high) == ticks


def pts() -> list[ChartPoint]:
    """Three versions, the middle one failed."""
    return [
        ChartPoint("v1", "2026-01-01", 95, 100, 105),
        ChartPoint("v2", "2026-01-10", None, None, None),
        ChartPoint("v3", "2026-01-20", 85, 90, 92, finding="regression"),
    ]


def test_median_band_and_failed_points() -> None:
    """The median path joins versions with figures; a failed version is an ×, not a dip."""
    out = layout(pts())
    assert out.median_path.count("M") == 1 and out.median_path.count("L") == 1
    assert out.band_path.startswith("M") and out.band_path.endswith("Z")
    assert [d["finding"] for d in out.dots] == [None, "regression"]
    assert [f["label"] for f in out.failed] == ["v2: failed"]
    assert [label for _, label in out.x_labels] == ["v1", "v2", "v3"]
    # higher figures sit higher (smaller y)
    assert out.dots[0]["cy"] < out.dots[1]["cy"]  # type: ignore[operator]


def test_markers_sit_at_or_between_versions() -> None:
    """A release on a version's date is at it; a merge between two dates is between them."""
    out = layout(
        pts(),
        [
            Marker("2026-01-10", "v2", "release"),
            Marker("2026-01-15", "#7 merged", "merge"),
            Marker("2025-12-01", "too early", "merge"),
            Marker("2026-02-01", "too late", "merge"),
        ],
    )
    xs = {label: x for x, label in out.x_labels}
    by_title = {m["title"]: m for m in out.markers}
    assert set(by_title) == {"v2", "#7 merged"}
    assert by_title["v2"]["x"] == xs["v2"] and by_title["v2"]["label"] == ""
    assert xs["v2"] < by_title["#7 merged"]["x"] < xs["v3"]  # type: ignore[operator]
    assert by_title["#7 merged"]["label"] == "#7 merged"


def test_claim_line_extends_the_y_range() -> None:
    """A claim above every run still fits on the chart."""
    out = layout(
        pts(), ref_lines=[RefLine(150, "claim 150 tok/s", "measured-lower", "measured lower")]
    )
    (line,) = out.ref_lines
    top = out.plot[1]
    assert top <= line["y"] < out.dots[0]["cy"]  # type: ignore[operator]


def test_empty_series() -> None:
    """No points: nothing to draw, no error."""
    out = layout([])
    assert out.median_path == "" and out.dots == []
