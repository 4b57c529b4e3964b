"""Render a :class:`~watcher.report.assemble.Report` with the Jinja2 templates.

- ``report.md.j2``: Markdown. Jinja2's HTML autoescape does not fit Markdown, so the
  environment *finalises* every ``{{ … }}`` with :func:`~watcher.report.escape.md_text`
  unless the value is already :class:`~watcher.report.escape.MdSafe` (links built by the
  ``link`` filter): untrusted text is escaped by default, not by remembering a filter.
- ``chart.svg.j2``: SVG with XML autoescape on; the geometry is computed here (pure).
- ``slack.json.j2`` / ``webhook.json.j2`` live with ``watcher.notify``.

Templates come from ``templates/`` in a checkout, else the copy packaged in the wheel.
"""

from __future__ import annotations

import functools
import math
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import jinja2

from watcher.report.assemble import METRIC_LABELS, Bar, Report, fmt_num
from watcher.report.escape import MdSafe, cap, md_code, md_link, md_text, one_line

_PACKAGE = Path(__file__).resolve().parent.parent
TEMPLATE_DIRS = [_PACKAGE.parent / "templates", _PACKAGE / "_data" / "templates"]


def _finalize(value: Any) -> Any:
    if isinstance(value, MdSafe):
        return value
    if value is None:
        return ""
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, int | float):
        return str(value)
    return md_text(value)


def _loader() -> jinja2.BaseLoader:
    return jinja2.FileSystemLoader([str(d) for d in TEMPLATE_DIRS if d.is_dir()])


@functools.lru_cache(maxsize=1)
def markdown_env() -> jinja2.Environment:
    """The environment for Markdown templates: every output escaped unless MdSafe."""
    env = jinja2.Environment(
        loader=_loader(),
        autoescape=False,  # noqa: S701 - Markdown, not HTML: _finalize escapes every value
        finalize=_finalize,
        keep_trailing_newline=True,
        trim_blocks=True,
        lstrip_blocks=True,
        undefined=jinja2.StrictUndefined,
    )
    env.filters["md"] = lambda v, limit=200: md_text(v, limit)
    env.filters["link"] = lambda label, url, limit=200: md_link(label, url, limit)
    env.filters["samp"] = lambda v, limit=300: md_code(v, limit)
    env.filters["raw"] = lambda v: MdSafe(str(v))  # only for text the template itself owns
    env.globals["metric_labels"] = METRIC_LABELS
    return env


@functools.lru_cache(maxsize=1)
def xml_env() -> jinja2.Environment:
    """The environment for SVG (XML autoescape on)."""
    return jinja2.Environment(
        loader=_loader(),
        autoescape=True,
        keep_trailing_newline=True,
        trim_blocks=True,
        lstrip_blocks=True,
        undefined=jinja2.StrictUndefined,
    )


# ------------------------------------------------------------------------------ chart

CHART_WIDTH = 920
LABEL_W = 410
BAR_X = 420
BAR_MAX_W = 380
ROW_H = 26
BAR_H = 16
GROUP_H = 26
TOP = 64
AXIS_H = 34
LABEL_CAP = 62
GROUPS = (
    ("measured", "Measured by us (median; whisker = min–max)"),
    ("demo", "DEMO DATA from a stand-in, not a measurement (median; whisker = min–max)"),
    ("claimed", "Claimed, names engine and mode (whisker = stated range)"),
    ("unverifiable", "Unverifiable: names no engine or no mode (not comparable)"),
)


@dataclass(frozen=True)
class ChartRow:
    """One placed bar."""

    kind: str
    label: str
    text: str
    y: float
    width: float
    whisker: tuple[float, float] | None


@dataclass(frozen=True)
class ChartHeading:
    """A group heading line."""

    y: float
    text: str


def _nice_max(value: float) -> tuple[float, float]:
    """A round axis maximum at or above ``value`` and its tick step."""
    if value <= 0:
        return 1.0, 0.25
    raw_step = value / 5
    power = 10 ** math.floor(math.log10(raw_step))
    step = next(m * power for m in (1, 2, 2.5, 5, 10) if m * power >= raw_step)
    return step * math.ceil(value / step), step


def chart_layout(bars: list[Bar]) -> dict[str, Any]:
    """Place bars by group (measured, claimed, unverifiable); pure geometry."""
    top_value = max(
        [b.high if b.high is not None else b.value for b in bars] + [b.value for b in bars] + [0.0]
    )
    axis_max, step = _nice_max(top_value * 1.05)

    def x(v: float) -> float:
        return round(BAR_MAX_W * v / axis_max, 1)

    rows: list[ChartRow] = []
    headings: list[ChartHeading] = []
    y = float(TOP)
    for kind, heading in GROUPS:
        group = [b for b in bars if b.kind == kind]
        if not group:
            continue
        headings.append(ChartHeading(y=y + 16, text=heading))
        y += GROUP_H
        for b in group:
            whisker = (
                (x(b.low), x(b.high))
                if b.low is not None and b.high is not None and b.high > b.low
                else None
            )
            rows.append(
                ChartRow(
                    kind=kind,
                    label=cap(one_line(b.label), LABEL_CAP),
                    text=cap(one_line(b.text), 30),
                    y=y,
                    width=x(b.value),
                    whisker=whisker,
                )
            )
            y += ROW_H
    ticks = []
    n = round(axis_max / step)
    for i in range(n + 1):
        value = step * i
        ticks.append({"x": x(value), "label": fmt_num(value, 1)})
    height = int(y + AXIS_H)
    return {
        "width": CHART_WIDTH,
        "height": height,
        "rows": rows,
        "headings": headings,
        "ticks": ticks,
        "axis_y": y + 4,
        "bar_x": BAR_X,
        "label_w": LABEL_W,
        "bar_h": BAR_H,
        "row_h": ROW_H,
        "bar_max_w": BAR_MAX_W,
        "empty": not rows,
    }


def render_svg(report: Report) -> str:
    """The throughput chart as an SVG document."""
    layout = chart_layout(report.bars)
    return xml_env().get_template("chart.svg.j2").render(c=layout, title=report.title)


def render_markdown(report: Report, *, chart_href: str | None = None) -> str:
    """The Markdown report; ``chart_href`` is the relative path of the SVG, if written."""
    return (
        markdown_env()
        .get_template("report.md.j2")
        .render(r=report, chart_href=MdSafe(chart_href) if chart_href else None, fmt_num=fmt_num)
    )


def render_summary(report: Report) -> str:
    """Headline and tables only (for ``$GITHUB_STEP_SUMMARY``)."""
    return (
        markdown_env()
        .get_template("report.md.j2")
        .render(r=report, chart_href=None, fmt_num=fmt_num, summary=True)
    )


__all__ = [
    "chart_layout",
    "markdown_env",
    "render_markdown",
    "render_summary",
    "render_svg",
    "xml_env",
]
