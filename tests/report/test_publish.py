"""Publishing from a real store: windows across runs, write-only-when-changed, step summary."""

from __future__ import annotations

import datetime as dt
import os
import time
from pathlib import Path

import pytest

from tests.report import scenario
from tests.report.conftest import scenario_checker, seed_scenario
from watcher.config import Settings
from watcher.cycle import CycleContext, step_names
from watcher.report import cycle_step, produce
from watcher.report.load import advanced_rules, card_memory, default_checker, load_input
from watcher.report.publish import MARKER, append_step_summary, since_from_previous
from watcher.rules import Rules
from watcher.store import Event, Store


def test_since_from_previous() -> None:
    """No previous report: from 0; new events: after its end; none new: the same window."""
    assert since_from_previous(None, 9) == 0
    assert since_from_previous("no marker", 9) == 0
    prev = "<!-- watcher-report events-through=5 since=2 -->"
    assert since_from_previous(prev, 8) == 5
    assert since_from_previous(prev, 5) == 2


def test_load_input_reads_the_store(any_store: Store, rules: Rules) -> None:
    """Events, PRs, results and claims come back as the plain data assembly takes."""
    seed_scenario(any_store)
    with any_store.session() as s:
        data = load_input(s, rules, checker=scenario_checker)
    assert [e["id"] for e in data.events] == [1, 2, 3, 4, 5]
    assert [p["number"] for p in data.prs] == [31306, 46927]
    assert data.prs[1]["url"] == "https://github.com/sgl-project/sglang/pull/46927"
    assert {r["document"]["status"] for r in data.results} == {"succeeded", "failed"}
    assert len(data.claims) == 7
    assert [v["verdict"] if v else None for v in data.verdicts] == [
        "consistent",
        "consistent",
        "consistent",
        "not yet measured",
        None,
        None,
        None,
    ]
    assert data.card_memory_mib["RTX 4090"] == 24564
    assert data.advanced_rules == advanced_rules(rules)


def test_rules_helpers(rules: Rules) -> None:
    """Card sizes include aliases; only watches that queue a non-AR benchmark are advanced."""
    cards = card_memory(rules)
    assert cards["GeForce RTX 4090"] == 24564 and cards["H200"] == 143771
    assert advanced_rules(rules) == {
        "llama-cpp-clover-parallel-decode",
        "sglang-clover-draft-verify",
    }


def test_report_shows_real_verdict_from_claims_check(
    store: Store, rules: Rules, tmp_path: Path
) -> None:
    """With the real watcher.claims.check, a claim matching a stored run reads consistent."""
    seed_scenario(store)
    with store.session() as s:
        data = load_input(s, rules, checker=default_checker())
    by_metric = {
        (c["metric"], c["value"]): v for c, v in zip(data.claims, data.verdicts, strict=True)
    }
    llama = next(v for (m, _), v in by_metric.items() if m == "decode_tok_s" and v)
    assert llama["verdict"] == "consistent"
    assert llama["measurement"] == "clover-llama-ar-4090-v0.9.0"
    assert 0.9 <= llama["ratio"] <= 1.1
    path = tmp_path / "clover.md"
    produce(store, rules, path, checker=True)
    claimed = path.read_text().split("## Claimed", 1)[1].split("## Unverifiable", 1)[0]
    row = next(line for line in claimed.splitlines() if line.startswith("| 202–211 tok/s"))
    assert "**consistent**" in row and "job clover-llama-ar-4090-v0.9.0" in row
    sglang = next(line for line in claimed.splitlines() if line.startswith("| 453.59 tok/s"))
    assert "**not yet measured**" in sglang


def test_produce_writes_once_then_only_on_change(
    store: Store, rules: Rules, tmp_path: Path
) -> None:
    """First run writes report and chart; an unchanged store rewrites nothing; a new event
    moves the window."""
    seed_scenario(store)
    path = tmp_path / "reports" / "clover.md"
    first = produce(store, rules, path, checker=scenario_checker)
    assert first.written and path.exists() and path.with_suffix(".svg").exists()
    assert "(clover.svg)" in path.read_text()
    assert MARKER.search(path.read_text()).groups() == ("5", "0")
    mtime = path.stat().st_mtime_ns
    second = produce(store, rules, path, checker=scenario_checker)
    assert not second.changed and not second.written
    assert path.stat().st_mtime_ns == mtime
    with store.session() as s:
        s.add(
            Event(
                key="sgl-project/sglang#46927:pr_approved",
                type="pr_approved",
                repo="sgl-project/sglang",
                number=46927,
                rule="sglang-clover-draft-verify",
                title="approved",
                url="https://github.com/sgl-project/sglang/pull/46927",
                at="2026-11-30T10:00:00Z",
            )
        )
    third = produce(store, rules, path, checker=scenario_checker)
    assert third.written
    text = path.read_text()
    assert MARKER.search(text).groups() == ("6", "5")
    assert [c.type for c in third.report.changes] == ["pr_approved"]
    fourth = produce(store, rules, path, checker=scenario_checker)
    assert not fourth.written and [c.type for c in fourth.report.changes] == ["pr_approved"]


def test_dry_run_writes_nothing(store: Store, rules: Rules, tmp_path: Path) -> None:
    """dry_run renders but leaves the disk alone."""
    seed_scenario(store)
    out = produce(store, rules, tmp_path / "r.md", dry_run=True)
    assert out.changed and not out.written and not (tmp_path / "r.md").exists()


def test_step_summary_appends(tmp_path: Path) -> None:
    """With GITHUB_STEP_SUMMARY set, headline and tables are appended (not overwritten)."""
    from watcher.report import assemble

    target = tmp_path / "summary.md"
    target.write_text("earlier step\n")
    report = assemble(scenario.scenario_input())
    assert append_step_summary(report, {"GITHUB_STEP_SUMMARY": str(target)})
    text = target.read_text()
    assert text.startswith("earlier step\n") and "## Measured — our own runs" in text
    assert not append_step_summary(report, {})


def test_cycle_step(
    store: Store, rules: Rules, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The report step writes to the rules' path, honours dry_run, and is in STEPS."""
    assert step_names().index("notify") < step_names().index("report")
    seed_scenario(store)
    monkeypatch.chdir(tmp_path)
    ctx = CycleContext(
        settings=Settings(),
        rules=rules,
        store=store,
        dry_run=True,
        clock=lambda: dt.datetime(2026, 11, 29, tzinfo=dt.UTC),
        env={},
    )
    dry = cycle_step(ctx)
    assert dry.summary["changed"] and not dry.summary["written"]
    assert not Path(rules.schedule.report_path).exists()
    ctx.dry_run = False
    ctx.env = {"GITHUB_STEP_SUMMARY": str(tmp_path / "sum.md")}
    done = cycle_step(ctx)
    assert done.summary["written"] and done.summary["step_summary"]
    assert Path(rules.schedule.report_path).exists()
    assert cycle_step(ctx).summary["written"] is False


def test_run_cycle_with_notify_then_report(
    store: Store, rules: Rules, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """run_cycle runs both steps, in the order given, and each reports what it did."""
    from watcher.cycle import run_cycle, steps_named

    seed_scenario(store)
    monkeypatch.chdir(tmp_path)
    ctx = CycleContext(settings=Settings(), rules=rules, store=store, env={})
    reports = run_cycle(ctx, steps_named("notify", "report"))
    assert [r.name for r in reports] == ["notify", "report"]
    assert reports[0].summary == {}
    assert reports[1].summary["written"] is True


def test_a_killed_writers_temporary_files_are_swept(
    store: Store, rules: Rules, tmp_path: Path
) -> None:
    """A .tmp over an hour old (SIGKILL mid-write) is removed; a fresh one (a live writer) stays."""
    seed_scenario(store)
    path = tmp_path / "clover.md"
    stale = tmp_path / ".clover.md.4242.deadbeef.tmp"
    fresh = tmp_path / ".clover.md.4243.cafebabe.tmp"
    other = tmp_path / ".notes.md.4242.deadbeef.tmp"
    for leftover in (stale, fresh, other):
        leftover.write_text("half a report", encoding="utf-8")
    two_hours_ago = time.time() - 7200
    for old in (stale, other):
        os.utime(old, (two_hours_ago, two_hours_ago))
    assert produce(store, rules, path, checker=scenario_checker).written
    assert not stale.exists() and fresh.exists() and other.exists()
