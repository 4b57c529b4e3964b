"""The "Repositories not polled" table: read from the repo rows, escaped like all
untrusted text, and absent when every repository was polled."""

from __future__ import annotations

from tests.report import scenario
from tests.report.cells import assert_one_contained_row
from tests.report.conftest import seed_scenario
from watcher.report.assemble import ReportInput, assemble
from watcher.report.load import load_input
from watcher.report.render import render_markdown, render_summary
from watcher.rules import Rules
from watcher.store import Repo, Store

HOSTILE = "GitHub says 404 | Not Found\n\n## Injected @channel <b>x</b> `code` [a](http://e)"


def test_load_input_reads_failures_from_repo_rows(any_store: Store, rules: Rules) -> None:
    """Only watched rows holding a poll error are listed, by name; healthy rows, and
    rows of repositories no longer in the rules, are not."""
    seed_scenario(any_store)
    error = {"message": "GitHub says 404", "since": "2026-11-29T12:00:00Z", "failed_at": "x"}
    with any_store.session() as s:
        s.add(Repo(name=scenario.SGLANG, aliases=[], state={"poll_error": error}))
        s.add(Repo(name=scenario.LLAMA, aliases=[], baseline_at="2026-11-01", state={}))
        s.add(Repo(name="org/unwatched", aliases=[], state={"poll_error": error}))
        s.commit()
    with any_store.session() as s:
        data = load_input(s, rules)
    assert data.not_polled == [
        {
            "repo": scenario.SGLANG,
            "since": "2026-11-29T12:00:00Z",
            "failed_at": "x",
            "error": "GitHub says 404",
        }
    ]


def test_hostile_error_text_stays_in_its_cell() -> None:
    """Pipes, newlines, a heading, @channel, HTML and links in an error stay one cell."""
    data = ReportInput(
        events=scenario.EVENTS,
        not_polled=[{"repo": "org/x", "since": "2026-11-29T12:00:00Z", "error": HOSTILE}],
    )
    report = assemble(data)
    assert "1 repository(ies) not polled" in report.headline
    for text in (render_markdown(report), render_summary(report)):
        assert_one_contained_row(text, "| org/x |", cells=3)


def test_no_failure_no_section() -> None:
    """Nothing failed: no section, no headline part (the golden reports pin the rest)."""
    report = assemble(ReportInput())
    text = render_markdown(report)
    assert "not polled" not in text and "not polled" not in report.headline
