"""``watcher history`` and ``watcher site`` from the command line (and ingest's hook)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from tests.helpers import add_finished_job
from tests.history import series_data as data
from tests.site.site_data import SERIES_FILE, seed_site
from watcher.cli import app
from watcher.rules import load_rules
from watcher.store import open_store


@pytest.fixture
def env(tmp_path: Path, rules_dir: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A database holding the generated series (TEST DATA); cwd in tmp_path."""
    db = tmp_path / "w.db"
    store = open_store(f"sqlite:///{db}")
    store.init()
    seed_site(store, load_rules(rules_dir))
    store.dispose()
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("WATCHER_DB", f"sqlite:///{db}")
    monkeypatch.setenv("WATCHER_RULES", str(rules_dir))
    monkeypatch.delenv("CI", raising=False)
    return tmp_path


def test_history_json_lists_series_with_points(env: Path) -> None:
    """--json: each series with its setup and points in version order."""
    out = CliRunner().invoke(app, ["history", "--json"])
    assert out.exit_code == 0, out.output
    series = {s["benchmark"]: s for s in json.loads(out.output)}
    assert set(series) == {"clover-sglang-selfspec-h200", "clover-llama-ar-4090"}
    sglang = series["clover-sglang-selfspec-h200"]
    assert [p["ref"] for p in sglang["points"]] == data.SGLANG_TAGS
    point = sglang["points"][6]
    assert point["job_id"] == "job-sglang-6" and point["dated_by"] == "release"
    assert point["decode_tok_s"]["median"] == 402.2 and len(point["decode_tok_s"]["runs"]) == 5


def test_history_benchmark_filter_and_plain_lines(env: Path) -> None:
    """--benchmark keeps one series; plain output is tab-separated with a header."""
    out = CliRunner().invoke(app, ["history", "--benchmark", "clover-llama-ar-4090"])
    assert out.exit_code == 0, out.output
    lines = out.output.splitlines()
    assert lines[0].split("\t")[:3] == ["series", "ref", "version"]
    assert len(lines) == 1 + len(data.LLAMA_COMMITS)
    assert all("clover-llama-ar-4090/" in line for line in lines[1:])
    assert "(commit)" in lines[1]


def test_history_unknown_benchmark_is_a_usage_error(env: Path) -> None:
    """An unknown benchmark exits 2 and names the known ones."""
    from watcher.cli import main

    with pytest.raises(SystemExit) as exc:
        main(["history", "--benchmark", "nope"])
    assert exc.value.code == 2


def test_site_command_writes_then_reports_unchanged(env: Path) -> None:
    """`watcher site --out DIR` writes the pages; a second run rewrites nothing."""
    runner = CliRunner()
    first = runner.invoke(app, ["site", "--out", "site"])
    assert first.exit_code == 0, first.output
    assert "2 series, 4 files (4 written, 0 unchanged)" in first.output
    assert (env / "site" / "series" / SERIES_FILE).is_file()
    second = runner.invoke(app, ["site", "--out", "site"])
    assert "(0 written, 4 unchanged)" in second.output


def test_bench_ingest_records_the_regression(
    tmp_path: Path, rules_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """`watcher bench ingest` of the planted drop's result records the event once."""
    db = tmp_path / "w.db"
    store = open_store(f"sqlite:///{db}")
    store.init()
    data.seed_dates(store)
    plan = data.sglang_plan()
    for job, tag, _ in plan:
        add_finished_job(store, job, "b", "sglang", tag, "self-speculative")
    store.dispose()
    monkeypatch.setenv("WATCHER_DB", f"sqlite:///{db}")
    monkeypatch.setenv("WATCHER_RULES", str(rules_dir))
    runner = CliRunner()
    for i, (job, tag, values) in enumerate(plan[:7]):
        f = tmp_path / f"{job}.json"
        f.write_text(json.dumps(data.sglang_doc(i, job, tag, values)))
        assert runner.invoke(app, ["bench", "ingest", str(f)]).exit_code == 0
        runner.invoke(app, ["bench", "ingest", str(f)])  # again: a no-op
    events = json.loads(
        runner.invoke(app, ["events", "--json", "--type", "regression_detected"]).output
    )
    assert [e["key"].rsplit("@", 1)[1] for e in events] == ["v0.6.2:regression"]
    rows = json.loads(runner.invoke(app, ["outbox", "--json"]).output)
    rows = [r for r in rows if not r["key"].startswith("result:")]  # each result's own
    assert sorted(r["target"] for r in rows) == ["slack", "webhook"]
