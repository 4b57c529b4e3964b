"""``watcher report``, ``watcher outbox`` and ``watcher outbox retry`` from the command line."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from tests.helpers import START, add_outbox_row
from tests.report.conftest import seed_scenario
from watcher.cli import app, main
from watcher.notify import outbox
from watcher.store import open_store


@pytest.fixture
def env(tmp_path: Path, rules_dir: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A fresh database seeded with the scenario; cwd in tmp_path."""
    db = tmp_path / "w.db"
    store = open_store(f"sqlite:///{db}")
    store.init()
    seed_scenario(store)
    add_outbox_row(store, "slack")
    store.dispose()
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("WATCHER_DB", f"sqlite:///{db}")
    monkeypatch.setenv("WATCHER_RULES", str(rules_dir))
    monkeypatch.delenv("GITHUB_STEP_SUMMARY", raising=False)
    return tmp_path


def test_report_default_path_then_unchanged(env: Path) -> None:
    """Writes the rules' report path and chart; a second run reports 'unchanged'."""
    runner = CliRunner()
    first = runner.invoke(app, ["report"])
    assert first.exit_code == 0, first.output
    assert "reports/clover.md (written; chart reports/clover.svg)" in first.output
    text = (env / "reports" / "clover.md").read_text()
    assert "## Unverifiable — names no engine or no mode" in text
    assert (env / "reports" / "clover.svg").read_text().startswith("<?xml")
    second = runner.invoke(app, ["report"])
    assert "(unchanged;" in second.output


def test_report_out_and_step_summary(env: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """--out picks the file; GITHUB_STEP_SUMMARY gets the headline and tables."""
    summary = env / "summary.md"
    monkeypatch.setenv("GITHUB_STEP_SUMMARY", str(summary))
    result = CliRunner().invoke(app, ["report", "--out", "out/r.md"])
    assert result.exit_code == 0, result.output
    assert (env / "out" / "r.md").exists() and (env / "out" / "r.svg").exists()
    assert "## Measured — our own runs" in summary.read_text()


def test_report_to_stdout(env: Path) -> None:
    """--out - prints the Markdown and writes nothing."""
    result = CliRunner().invoke(app, ["report", "--out", "-"])
    assert result.exit_code == 0
    assert result.output.startswith("# Upstream watcher report")
    assert not (env / "reports").exists()


def _exit(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    with pytest.raises(SystemExit) as info:
        main(argv)
    return int(info.value.code or 0), capsys.readouterr().err


def test_report_refuses_svg_out(env: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """An .svg --out is a usage error (exit 2) with a one-line message."""
    code, err = _exit(["report", "--out", "x.svg"], capsys)
    assert code == 2
    assert err == (
        "watcher: error: --out x.svg: the report is Markdown; the chart is "
        "written next to it as <name>.svg\n"
    )


def test_outbox_json(env: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """watcher outbox --json lists rows with state and attempts."""
    result = CliRunner().invoke(app, ["outbox", "--json"])
    assert result.exit_code == 0, result.output
    rows = json.loads(result.output)
    assert [(r["target"], r["state"], r["attempts"]) for r in rows] == [("slack", "pending", 0)]
    plain = CliRunner().invoke(app, ["outbox", "--state", "pending"])
    assert "sgl-project/sglang#46927:pr_approved:slack" in plain.output
    code, err = _exit(["outbox", "--state", "nope"], capsys)
    assert code == 2 and "--state nope: expected one of" in err


KEY = "sgl-project/sglang#46927:pr_approved:slack"


def _fail_the_row(env: Path) -> None:
    store = open_store(f"sqlite:///{env / 'w.db'}")
    ((row_id,),) = [(r["id"],) for r in outbox.list_rows(store)]
    assert outbox.claim(store, row_id, "me", START, 60) is not None
    assert outbox.finish(store, row_id, "me", state="failed", now=START, error="HTTP 404: gone")
    store.dispose()


def test_outbox_retry_failed_then_by_key(env: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """--failed requeues the failed row; naming it again (now pending) exits 1 and says why."""
    _fail_the_row(env)
    done = CliRunner().invoke(app, ["outbox", "retry", "--failed"])
    assert done.exit_code == 0, done.output
    assert done.output == f"requeued {KEY}\n"
    (row,) = json.loads(CliRunner().invoke(app, ["outbox", "--json"]).output)
    assert row["state"] == "pending" and row["attempts"] == 0
    assert CliRunner().invoke(app, ["outbox", "retry", "--failed"]).output == "nothing to requeue\n"
    code, err = _exit(["outbox", "retry", KEY], capsys)
    assert code == 1 and err == (
        "watcher: error: not requeued (only failed or skipped rows are; delivered is never "
        f"sent twice): {KEY} (pending)\n"
    )


def test_outbox_retry_usage_errors(env: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """No selection, both kinds of selection, or an unknown key: exit 2, one line."""
    assert _exit(["outbox", "retry"], capsys) == (
        2,
        "watcher: error: outbox retry: name keys, or pass --failed and/or --skipped\n",
    )
    code, err = _exit(["outbox", "retry", KEY, "--failed"], capsys)
    assert code == 2 and "not both" in err
    code, err = _exit(["outbox", "retry", "nope:slack"], capsys)
    assert (
        code == 2 and err == "watcher: error: outbox retry: no outbox row with key 'nope:slack'\n"
    )


@pytest.mark.parametrize("cmd", ["report", "outbox"])
def test_help_has_example(cmd: str) -> None:
    """Each command's --help shows an example."""
    result = CliRunner().invoke(app, [cmd, "--help"])
    assert result.exit_code == 0 and "Example" in result.output
