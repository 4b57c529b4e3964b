"""Rendering: golden Markdown and SVG for the scenario, hostile input, chart structure."""

from __future__ import annotations

import os
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from tests.report import scenario
from tests.report.cells import UNESCAPED_PIPE
from watcher.report import assemble, render_markdown, render_summary, render_svg

GOLDEN = Path(__file__).parent / "golden"
UPDATE = os.environ.get("WATCHER_UPDATE_GOLDEN") == "1"
SVG_NS = "{http://www.w3.org/2000/svg}"


def _golden(name: str, actual: str) -> None:
    path = GOLDEN / name
    if UPDATE:
        path.write_text(actual, encoding="utf-8")
    assert path.exists(), f"{path} missing: run with WATCHER_UPDATE_GOLDEN=1 once"
    assert actual == path.read_text(encoding="utf-8"), (
        f"{name} differs from the golden file (WATCHER_UPDATE_GOLDEN=1 to accept)"
    )


def test_markdown_matches_golden() -> None:
    """The scenario's report is exactly the committed golden Markdown."""
    report = assemble(scenario.scenario_input())
    _golden("scenario.md", render_markdown(report, chart_href="scenario.svg"))


def test_svg_matches_golden() -> None:
    """The scenario's chart is exactly the committed golden SVG."""
    _golden("scenario.svg", render_svg(assemble(scenario.scenario_input())))


def test_rendering_is_deterministic() -> None:
    """Two renders of the same data are byte-identical."""
    a = render_markdown(assemble(scenario.scenario_input()), chart_href="c.svg")
    b = render_markdown(assemble(scenario.scenario_input()), chart_href="c.svg")
    assert a == b


def test_sections_say_which_standing() -> None:
    """A reader sees measured, claimed and unverifiable as separate headed tables."""
    md = render_markdown(assemble(scenario.scenario_input()), chart_href="c.svg")
    heads = [line for line in md.splitlines() if line.startswith("## ")]
    assert (
        heads.index("## Measured — our own runs")
        < heads.index("## Claimed — names engine and mode (checked against our runs)")
        < heads.index("## Unverifiable — names no engine or no mode")
    )
    measured = md.split("## Measured")[1].split("## Claimed")[0]
    assert "515" not in measured and "680" not in measured
    unverifiable = md.split("## Unverifiable")[1].split("## Comparison")[0]
    assert unverifiable.count("| unverifiable |") == 3
    assert "key not found in model: clover\\_moe.expert\\_shared\\_count" in md
    assert "![Decode throughput by setup" in md and "(c.svg)" in md


def _svg(report_svg: str) -> ET.Element:
    return ET.fromstring(report_svg.encode("utf-8"))


def test_svg_parses_and_has_legend() -> None:
    """The chart is XML with a three-entry legend and one bar per figure by kind."""
    root = _svg(render_svg(assemble(scenario.scenario_input())))
    legend = root.find(f".//{SVG_NS}g[@id='legend']")
    assert legend is not None
    labels = [t.text for t in legend.iter(f"{SVG_NS}text")]
    assert labels == [
        "measured by us",
        "claimed (engine and mode named)",
        "unverifiable (no engine or mode)",
    ]
    kinds = [g.get("class") for g in root.iter(f"{SVG_NS}g") if g.get("class")]
    assert kinds == [
        "bar measured",
        "bar claimed",
        "bar claimed",
        "bar unverifiable",
        "bar unverifiable",
    ]
    rects = {
        g.get("class"): g.find(f"{SVG_NS}rect") for g in root.iter(f"{SVG_NS}g") if g.get("class")
    }
    assert rects["bar measured"].get("fill") == "#2b6cb0"  # solid
    assert rects["bar claimed"].get("fill") == "url(#hatch)"  # hatched
    assert rects["bar unverifiable"].get("fill") == "none"
    assert rects["bar unverifiable"].get("stroke-dasharray")
    assert root.find(f".//{SVG_NS}pattern[@id='hatch']") is not None


def test_empty_chart_is_valid() -> None:
    """No data: a valid SVG that says so."""
    root = _svg(render_svg(assemble(scenario.scenario_input(results=[], claims=[], verdicts=[]))))
    assert "No throughput figures yet." in ET.tostring(root, encoding="unicode")


HOSTILE_TITLE = (
    "evil | title <script>alert(1)</script> [x](javascript:alert(1)) <!channel> "
    "@here `tick`\nsecond line | with pipe " + "A" * 10_240
)


def _hostile_input():  # type: ignore[no-untyped-def]
    prs = [dict(p, title=HOSTILE_TITLE, url="javascript:alert(1)") for p in scenario.PRS]
    events = [dict(e, title=HOSTILE_TITLE) for e in scenario.EVENTS]
    claims = [
        dict(
            c,
            text=HOSTILE_TITLE,
            source=HOSTILE_TITLE,
            engine=c["engine"] and "llama.cpp | <b>x</b>",
        )
        for c in scenario.CLAIMS
    ]
    failed = dict(scenario.FAILED)
    failed["document"] = dict(
        failed["document"], failure={"kind": "model_load", "message": HOSTILE_TITLE}
    )
    bars = dict(scenario.MEASURED)
    bars["document"] = dict(
        bars["document"],
        engine={"name": "</text><script>x</script>", "version": "v|1", "mode": "ar"},
    )
    return scenario.scenario_input(
        prs=prs, events=events, claims=claims, results=[failed, bars], title="T <!channel>"
    )


def test_hostile_text_keeps_tables_intact() -> None:
    """Every table row has as many cells as its header; nothing executes or pings."""
    md = render_markdown(assemble(_hostile_input()), chart_href="c.svg")
    header_cells: int | None = None
    for line in md.splitlines():
        if not line.startswith("|"):
            header_cells = None
            continue
        cells = len(UNESCAPED_PIPE.findall(line))
        if header_cells is None:
            header_cells = cells
        assert cells == header_cells, line[:200]
        assert len(line) < 4000
    assert "<script" not in md
    assert "<!channel>" not in md
    assert not re.search(r"(?<!\\)\]\(javascript", md)
    assert "(javascript:alert(1))" not in md.replace("\\](javascript", "")
    assert not re.search(r"(?<![\w\\])@here", md)
    assert "A" * 1000 not in md


def test_hostile_text_in_svg_is_escaped() -> None:
    """Labels with markup stay text: the SVG parses and has no script element."""
    svg = render_svg(assemble(_hostile_input()))
    root = _svg(svg)
    assert root.find(f".//{SVG_NS}script") is None
    assert "<script" not in svg


def test_summary_has_headline_and_tables_only() -> None:
    """The step summary omits the marker comment, the chart and the method."""
    out = render_summary(assemble(scenario.scenario_input()))
    assert "## Measured" in out and "## Unverifiable" in out
    assert "watcher-report events-through" not in out
    assert "## Method" not in out and "![" not in out


@pytest.mark.parametrize("since,expected", [(0, 5), (4, 1), (5, 0)])
def test_change_list_follows_window(since: int, expected: int) -> None:
    """The changes section lists exactly the events after the window start."""
    md = render_markdown(assemble(scenario.scenario_input(since_event_id=since)))
    section = md.split("## What changed since the last report")[1].split("## What is")[0]
    bullets = [line for line in section.splitlines() if line.startswith("- ")]
    assert (len(bullets) if expected else 0) == expected
    if not expected:
        assert "Nothing new." in section
