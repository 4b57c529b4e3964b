"""The dashboard's pages as plain data (pure): an index and one page per series.

Inputs are what the store holds, already read: the series (``watcher.history``), the
events (regression/improvement findings, merges and releases), and the claims with their
verdicts (``watcher.report.load``). Nothing here reads a clock, so the same store always
gives the same site.

A claim is drawn on a series only when its verdict was reached against one of that
series' results (same engine, mode, hardware, and agreeing count, precision and load):
then it is a reference line, styled by its verdict. Unverifiable claims are never drawn;
they keep their own table on the index.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from watcher.history.series import Point, Series
from watcher.report.assemble import ClaimView, claim_view
from watcher.site.chart import ChartPoint, Layout, Marker, RefLine, layout

JSON = Mapping[str, Any]
MARKER_TYPES = {"pr_merged": "merge", "release_published": "release", "pr_released": "release"}


def page_name(series_id: str) -> str:
    """The series page's file name (flat: ``/`` in the id becomes ``__``)."""
    return series_id.replace("/", "__") + ".html"


@dataclass(frozen=True)
class FindingView:
    """A regression or improvement event, as listed."""

    kind: str
    ref: str
    job_id: str
    title: str
    ratio: float | None
    p_value: float | None
    interval: tuple[float, float] | None


@dataclass(frozen=True)
class Row:
    """One version in a series' table."""

    ref: str
    version: str
    date: str
    dated_by: str
    low: str
    median: str
    high: str
    runs: int
    job_id: str
    note: str


@dataclass
class SeriesPage:
    """A series page: setup, chart, text alternative and the table behind the chart."""

    id: str
    file: str
    title: str
    setup: str
    benchmark: str
    chart: Layout
    summary: str
    rows: list[Row]
    findings: list[FindingView]
    claims: list[ClaimView]
    markers: list[Marker]
    latest: Point | None


@dataclass
class Site:
    """Everything the templates print."""

    title: str
    series: list[SeriesPage] = field(default_factory=list)
    checkable: list[ClaimView] = field(default_factory=list)
    unverifiable: list[ClaimView] = field(default_factory=list)
    claim_series: dict[int, str] = field(default_factory=dict)
    """Index of a checkable claim → the page of the series it was checked against."""
    tool_version: str = ""


def _fig(v: float | None) -> str:
    return "—" if v is None else f"{v:,.1f}"


def _finding(ev: JSON) -> FindingView:
    payload = ev.get("payload") or {}
    interval = payload.get("interval")
    return FindingView(
        kind="regression" if ev.get("type") == "regression_detected" else "improvement",
        ref=str(ev.get("tag") or ""),
        job_id=str(payload.get("job_id") or ""),
        title=str(ev.get("title") or ""),
        ratio=payload.get("ratio"),
        p_value=payload.get("p_value"),
        interval=(float(interval[0]), float(interval[1]))
        if isinstance(interval, list) and len(interval) == 2
        else None,
    )


def _row(p: Point, finding: FindingView | None) -> Row:
    notes = []
    if finding is not None:
        notes.append(f"{finding.kind} ({finding.ratio:.2f}×)" if finding.ratio else finding.kind)
    if p.suspect:
        notes.append("suspect: client and engine rates disagree, never alarms")
    if p.failure:
        notes.append(f"failed: {p.failure}")
    return Row(
        ref=p.ref,
        version=p.version,
        date=p.date[:10],
        dated_by=p.dated_by,
        low=_fig(p.minimum),
        median=_fig(p.median),
        high=_fig(p.maximum),
        runs=len(p.runs),
        job_id=p.job_id,
        note="; ".join(notes),
    )


def _summary(s: Series, findings: Sequence[FindingView]) -> str:
    drawn = [p for p in s.points if p.median is not None]
    if not drawn:
        return f"No successful run yet for {s.key.describe()}."
    first, last = drawn[0], drawn[-1]
    text = (
        f"Decode tok/s median across {len(drawn)} versions of {s.key.engine}: "
        f"{_fig(first.median)} at {first.ref} to {_fig(last.median)} at {last.ref}"
        f" (range of run medians {_fig(min(p.median or 0 for p in drawn))}–"
        f"{_fig(max(p.median or 0 for p in drawn))})."
    )
    for f in findings:
        text += f" {f.kind.capitalize()} at {f.ref}" + (
            f": {f.ratio:.2f}× the earlier median." if f.ratio else "."
        )
    return text


def series_page(
    s: Series,
    events: Sequence[JSON],
    engine_repos: Sequence[str],
    claims: Sequence[ClaimView],
) -> SeriesPage:
    """One series' page from its events (all events; filtered here) and matching claims."""
    findings = [
        _finding(e)
        for e in events
        if e.get("type") in ("regression_detected", "improvement_detected")
        and e.get("repo") == s.id
    ]
    by_job = {f.job_id: f for f in findings}
    markers = [
        Marker(
            at=str(e.get("at") or ""),
            label=(
                f"#{e.get('number')} merged"
                if e.get("type") == "pr_merged"
                else str(e.get("tag") or "")
            ),
            kind=MARKER_TYPES[str(e.get("type"))],
        )
        for e in events
        if e.get("type") in ("pr_merged", "release_published") and e.get("repo") in engine_repos
    ]
    points = [
        ChartPoint(
            ref=p.ref,
            date=p.date,
            minimum=p.minimum,
            median=p.median,
            maximum=p.maximum,
            suspect=p.suspect is not None,
            finding=by_job[p.job_id].kind if p.job_id in by_job else None,
        )
        for p in s.points
    ]
    lines = [
        RefLine(
            value=c.value,
            label=f"claim {c.figure}",
            detail=c.verdict or c.standing,
            verdict=(c.verdict or "").replace(" ", "-"),
        )
        for c in claims
        if c.value is not None
    ]
    return SeriesPage(
        id=s.id,
        file=page_name(s.id),
        title=f"{s.key.model} · {s.key.engine} {s.key.mode}",
        setup=s.key.describe(),
        benchmark=s.key.benchmark,
        chart=layout(points, markers, lines),
        summary=_summary(s, findings),
        rows=[_row(p, by_job.get(p.job_id)) for p in s.points],
        findings=findings,
        claims=list(claims),
        markers=sorted(markers, key=lambda m: (m.at, m.label)),
        latest=s.latest(),
    )


def build_site(
    series: Sequence[Series],
    events: Sequence[JSON],
    claims: Sequence[JSON],
    verdicts: Sequence[JSON | None],
    engine_repos: Mapping[str, Sequence[str]],
    *,
    title: str = "Benchmark dashboard",
    tool_version: str = "",
) -> Site:
    """The whole site's model."""
    views = [claim_view(c, v) for c, v in zip(claims, verdicts, strict=True)]
    job_series = {p.job_id: s.id for s in series for p in s.points}
    checkable = [v for v in views if v.standing != "unverifiable"]
    unverifiable = [v for v in views if v.standing == "unverifiable"]
    claim_series = {
        i: page_name(job_series[v.measurement])
        for i, v in enumerate(checkable)
        if v.measurement in job_series
    }
    pages = []
    for s in series:
        mine = [v for v in checkable if v.decode and job_series.get(v.measurement) == s.id]
        pages.append(series_page(s, events, engine_repos.get(s.key.engine, ()), mine))
    return Site(
        title=title,
        series=pages,
        checkable=checkable,
        unverifiable=unverifiable,
        claim_series=claim_series,
        tool_version=tool_version,
    )


__all__ = ["FindingView", "Row", "SeriesPage", "Site", "build_site", "page_name", "series_page"]
