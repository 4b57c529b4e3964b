"""The "Benchmarks skipped by policy" section: read from the store, in the report and in
the Action's job summary, escaped like all untrusted text, absent when nothing was skipped."""

from __future__ import annotations

from tests.report import scenario
from tests.report.cells import assert_one_contained_row
from tests.report.conftest import seed_scenario
from watcher.dispatch import skips
from watcher.report.assemble import ReportInput, assemble
from watcher.report.load import SKIPPED_SHOWN, load_input
from watcher.report.render import render_markdown, render_summary
from watcher.rules import Rules
from watcher.store import Store

HOSTILE = "unmerged | code\n\n## Injected @channel <b>x</b> [a](http://e)"


def test_recorded_once_newest_first_older_counted(any_store: Store, rules: Rules) -> None:
    """The same skip recorded again is one row; the report lists the newest and counts
    the rest."""
    seed_scenario(any_store)
    with any_store.session() as s:
        for i in range(SKIPPED_SHOWN + 2):
            skip = skips.Skip(f"org/x#{i}:pr_discovered", "b", "unmerged", "org/x", i)
            assert skips.record(s, skip, now=f"2026-11-29T12:{i:02d}:00Z")
            assert not skips.record(s, skip, now="2026-11-30T00:00:00Z")
        s.commit()
    with any_store.session() as s:
        data = load_input(s, rules)
    assert len(data.skipped) == SKIPPED_SHOWN and data.skipped_left_off == 2
    assert data.skipped[0]["event_key"] == f"org/x#{SKIPPED_SHOWN + 1}:pr_discovered"
    assert data.skipped[0]["recorded_at"] == f"2026-11-29T12:{SKIPPED_SHOWN + 1:02d}:00Z"
    report = assemble(data)
    assert f"{SKIPPED_SHOWN + 2} benchmark(s) skipped by policy" in report.headline
    assert "… and 2 earlier skip(s)." in render_markdown(report)


def test_section_in_report_and_job_summary_hostile_text_stays_in_its_cell() -> None:
    data = ReportInput(
        events=scenario.EVENTS,
        skipped=[
            {
                "event_key": "org/x#5:pr_discovered",
                "benchmark": "b",
                "reason": HOSTILE,
                "recorded_at": "2026-11-29T12:00:00Z",
            }
        ],
    )
    report = assemble(data)
    for text in (render_markdown(report), render_summary(report)):
        assert "## Benchmarks skipped by policy" in text
        assert_one_contained_row(text, "| org/x\\#5", cells=4)


def test_nothing_skipped_no_section() -> None:
    report = assemble(ReportInput())
    assert "skipped" not in render_markdown(report) and "skipped" not in report.headline
