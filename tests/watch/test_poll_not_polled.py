"""A repository the poll cannot read is noted in its row, shown by the report, and
forgotten once it answers again."""

from __future__ import annotations

from typing import Any

from sqlmodel import select

from tests.fakes.github_api import FakeGitHub
from tests.fakes.github_api import ts as at
from watcher.config import Settings
from watcher.report.assemble import assemble
from watcher.report.load import load_input
from watcher.report.render import render_markdown, render_summary
from watcher.rules import Rules
from watcher.store import Repo, Store
from watcher.watch.poll import PollResult, poll_sync

GOOD, GONE, TYPO = "org/good", "org/gone", "org/typo"


def rules_for(names: list[str]) -> Rules:
    watches = [{"name": f"w{i}", "repo": n, "prs": {"track": [1]}} for i, n in enumerate(names)]
    return Rules.model_validate({"watches": watches})


def errors(store: Store) -> dict[str, Any]:
    """Each repository row's recorded poll error (absent when it has none)."""
    with store.session() as s:
        rows = s.exec(select(Repo)).all()
        return {r.name: r.state["poll_error"] for r in rows if "poll_error" in (r.state or {})}


def report_text(store: Store, rules: Rules) -> tuple[str, str]:
    """The Markdown report and the Action's job summary, from the store."""
    with store.session() as s:
        report = assemble(load_input(s, rules))
    return render_markdown(report), render_summary(report)


def not_polled_rows(markdown: str) -> list[str]:
    """The table rows of the "Repositories not polled" section."""
    if "## Repositories not polled" not in markdown:
        return []
    section = markdown.split("## Repositories not polled", 1)[1].split("\n## ", 1)[0]
    return [line for line in section.splitlines() if line.startswith("| org/")]


def test_a_404_repo_is_listed_in_the_report_until_it_answers_again(store: Store) -> None:
    """Never-polled typo and a healthy neighbour: only the typo is listed, with the time
    it first failed; once the repository exists it is polled, baselined and unlisted."""
    rules = rules_for([TYPO, GOOD])
    with FakeGitHub() as gh:
        gh.add_repo(GOOD)
        gh.add_pull(GOOD, 1, title="t", at="2026-11-01T00:00:00Z")

        def run(now: str) -> PollResult:
            return poll_sync(Settings(github_api_url=gh.url), rules, store, clock=lambda: at(now))

        assert list(run("2026-11-29T12:00:00Z").failed) == [TYPO]
        markdown, summary = report_text(store, rules)
        for text in (markdown, summary):  # the report and the Action's job summary
            rows = not_polled_rows(text)
            assert len(rows) == 1 and rows[0].startswith(f"| {TYPO} | 2026-11-29T12:00:00Z |")
            assert "404" in rows[0]
            assert "1 repository(ies) not polled." in text
        assert GOOD not in "".join(not_polled_rows(markdown))

        run("2026-11-29T12:30:00Z")  # still failing: "since" is the first failure
        err = errors(store)[TYPO]
        assert (err["since"], err["failed_at"]) == ("2026-11-29T12:00:00Z", "2026-11-29T12:30:00Z")

        gh.add_repo(TYPO)
        gh.add_pull(TYPO, 1, title="t", at="2026-11-01T00:00:00Z")
        third = run("2026-11-29T13:00:00Z")
    assert third.failed == {} and f"{TYPO}#1:pr_discovered" in [e.key for e in third.events]
    assert errors(store) == {}
    with store.session() as s:
        assert s.exec(select(Repo).where(Repo.name == TYPO)).one().baseline_at is not None
    markdown, summary = report_text(store, rules)
    assert not_polled_rows(markdown) == [] and "not polled" not in markdown + summary


def test_a_baselined_repo_that_comes_back_unchanged_is_unlisted(store: Store) -> None:
    """A repository that fails and then answers with nothing new (a poll that would write
    nothing) still has its failure cleared."""
    rules = rules_for([GONE, GOOD])
    with FakeGitHub() as gh:
        for n in (GONE, GOOD):
            gh.add_repo(n)
            gh.add_pull(n, 1, title="t", at="2026-11-01T00:00:00Z")

        def run(now: str, **kw: Any) -> PollResult:
            return poll_sync(
                Settings(github_api_url=gh.url), rules, store, clock=lambda: at(now), **kw
            )

        run("2026-11-29T12:00:00Z")
        gh.fail(rf"^/repos/{GONE}/", 404, times=100, body={"message": "Not Found"})
        assert list(run("2026-11-29T12:30:00Z", dry_run=True).failed) == [GONE]
        assert errors(store) == {}  # a dry run writes nothing
        assert list(run("2026-11-29T12:30:00Z").failed) == [GONE]
        assert list(errors(store)) == [GONE]
        assert [r.split(" | ")[0] for r in not_polled_rows(report_text(store, rules)[0])] == [
            f"| {GONE}"
        ]
        gh.faults.clear()
        back = run("2026-11-29T13:00:00Z")
    assert back.failed == {} and back.events == []
    assert errors(store) == {}
    assert not_polled_rows(report_text(store, rules)[0]) == []


def test_a_failed_name_that_turns_out_renamed_is_unlisted(store: Store) -> None:
    """Never polled, failing under its old name, then answering with a redirect to its
    new name: polled under the new name and no longer listed under the old one."""
    old, new = "org/old-name", "org/new-name"
    rules = rules_for([old])
    with FakeGitHub() as gh:
        gh.add_repo(old)
        gh.add_pull(old, 1, title="t", at="2026-11-01T00:00:00Z")
        gh.rename_repo(old, new)
        gh.fail(rf"^/repos/{old}", 404, times=100, body={"message": "Not Found"})

        def run(now: str) -> PollResult:
            return poll_sync(Settings(github_api_url=gh.url), rules, store, clock=lambda: at(now))

        assert list(run("2026-11-29T12:00:00Z").failed) == [old]
        assert list(errors(store)) == [old]
        gh.faults.clear()
        back = run("2026-11-29T12:30:00Z")
    assert back.failed == {} and [e.key for e in back.events] == [f"{new}#1:pr_discovered"]
    assert errors(store) == {}
    with store.session() as s:
        assert [(r.name, r.aliases) for r in s.exec(select(Repo)).all()] == [(new, [old])]
    assert not_polled_rows(report_text(store, rules)[0]) == []
