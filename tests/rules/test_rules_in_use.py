"""Which rules are in use is always visible: `rules check`, `run` and the report footer
name the path, and falling back to the bundled example rules says so. GitHub being
unreachable is one line that points at the offline demo."""

from __future__ import annotations

import shutil
from pathlib import Path

from tests.helpers import run_cli

NOTE = "using the example rules bundled with the watcher"


def test_outside_the_repository_the_fallback_is_said(tmp_path: Path) -> None:
    """It silently used the bundled Clover rules while --help says the default is rules/."""
    out = run_cli("rules", "check", cwd=tmp_path)
    assert out.returncode == 0, out.stderr
    assert out.stderr.count(NOTE) == 1 and "WATCHER_RULES" in out.stderr
    shown = out.stdout.splitlines()[-1]
    assert shown.startswith("rules: ") and Path(shown.removeprefix("rules: ")).is_dir()
    assert run_cli("init", cwd=tmp_path).returncode == 0
    report = run_cli("report", "--out", "r.md", cwd=tmp_path)
    assert report.returncode == 0, report.stderr
    footer = (tmp_path / "r.md").read_text().splitlines()[-1]
    assert footer.startswith("- Rules: ") and shown.removeprefix("rules: ") in footer


def test_own_rules_are_named_without_a_note(tmp_path: Path, rules_dir: Path) -> None:
    shutil.copytree(rules_dir, tmp_path / "mine")
    out = run_cli("rules", "check", cwd=tmp_path, WATCHER_RULES="mine")
    assert out.returncode == 0 and NOTE not in out.stderr
    assert out.stdout.splitlines()[-1] == "rules: mine"


def test_unreachable_github_is_one_line_suggesting_the_demo(
    tmp_path: Path, rules_dir: Path
) -> None:
    """README step 1 without network ended in a bare ConnectError."""
    assert run_cli("init", cwd=tmp_path).returncode == 0
    out = run_cli(
        "poll", cwd=tmp_path, GITHUB_API_URL="http://127.0.0.1:9", WATCHER_RULES=str(rules_dir)
    )
    assert out.returncode == 1 and out.stderr.count("\n") == 1
    assert "ConnectError" in out.stderr and "was unreachable" in out.stderr
    assert "`watcher demo`" in out.stderr
