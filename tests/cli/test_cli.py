"""The CLI as a user runs it: a real process, exit codes 0/1/2, one-line errors."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
import typer
from typer.testing import CliRunner

from tests.helpers import REPO, run_cli
from watcher.cli import app


def test_init_then_events(workdir: Path) -> None:
    """init creates the default SQLite file; events lists nothing yet; init again is current."""
    first = run_cli("init", cwd=workdir)
    assert first.returncode == 0, first.stderr
    assert "created sqlite:///watcher.db" in first.stdout
    assert (workdir / "watcher.db").exists()
    again = run_cli("init", cwd=workdir)
    assert again.returncode == 0 and "is current" in again.stdout
    listed = run_cli("events", "--json", cwd=workdir)
    assert listed.returncode == 0
    assert json.loads(listed.stdout) == []


def test_rules_check_ok(workdir: Path) -> None:
    """The shipped rules pass and the summary names both repos."""
    out = run_cli("rules", "check", cwd=workdir)
    assert out.returncode == 0, out.stderr
    assert "ggml-org/llama.cpp" in out.stdout and "sgl-project/sglang" in out.stdout
    data = json.loads(run_cli("rules", "check", "--json", cwd=workdir).stdout)
    assert data["ok"] is True and data["repos"] == ["ggml-org/llama.cpp", "sgl-project/sglang"]


def test_rules_check_broken_exits_2_with_location(workdir: Path) -> None:
    """A broken rule exits 2 and prints file:line: key: message, no traceback."""
    f = workdir / "rules" / "watches.yaml"
    f.write_text(f.read_text().replace("releases: true", "releases: maybe", 1))
    out = run_cli("rules", "check", cwd=workdir)
    assert out.returncode == 2
    line = next(i for i, t in enumerate(f.read_text().splitlines(), 1) if "maybe" in t)
    assert f"rules/watches.yaml:{line}: watches[0].releases:" in out.stderr
    assert "Traceback" not in out.stderr
    as_json = json.loads(run_cli("rules", "check", "--json", cwd=workdir).stdout)
    assert as_json["ok"] is False and as_json["problems"][0]["line"] == line


def test_rules_env_var_and_argument(workdir: Path, tmp_path: Path) -> None:
    """WATCHER_RULES selects the rules; a path argument overrides it."""
    bad = tmp_path / "bad.yaml"
    bad.write_text("watches: 3\n")
    assert run_cli("rules", "check", cwd=workdir, env={"WATCHER_RULES": str(bad)}).returncode == 2
    ok = run_cli(
        "rules", "check", str(workdir / "rules"), cwd=workdir, env={"WATCHER_RULES": str(bad)}
    )
    assert ok.returncode == 0


def test_events_before_init_is_operational_error(workdir: Path) -> None:
    """Listing events with no database exits 1 with one line saying what to do."""
    out = run_cli("events", cwd=workdir)
    assert out.returncode == 1
    assert out.stderr.strip().splitlines() == [
        "watcher: error: no database at watcher.db: run `watcher init` first"
    ]


def test_debug_shows_traceback(workdir: Path) -> None:
    """--debug adds the traceback to the same error."""
    out = run_cli("--debug", "events", cwd=workdir)
    assert out.returncode == 1
    assert "Traceback" in out.stderr and "watcher init" in out.stderr


def test_bad_database_url_exits_2(workdir: Path) -> None:
    """A malformed WATCHER_DB is a configuration error (2)."""
    out = run_cli("init", cwd=workdir, env={"WATCHER_DB": "nonsense"})
    assert out.returncode == 2
    assert "WATCHER_DB" in out.stderr and "Traceback" not in out.stderr


def test_secrets_never_printed_on_error(workdir: Path) -> None:
    """A password in WATCHER_DB does not appear in the error."""
    out = run_cli(
        "init", cwd=workdir, env={"WATCHER_DB": "postgresql://u:hunter2secret@127.0.0.1:1/db"}
    )
    assert out.returncode == 1
    assert "hunter2secret" not in out.stderr + out.stdout


def test_unknown_command_is_usage_error(workdir: Path) -> None:
    """Typos exit 2."""
    assert run_cli("evnets", cwd=workdir).returncode == 2


def _commands(group: Any, path: tuple[str, ...] = ()) -> list[tuple[str, ...]]:
    """Every leaf command the user can reach, as the words typed after ``watcher``."""
    if not getattr(group, "commands", None):  # a Typer/Click group has its subcommands here
        return [path]
    found: list[tuple[str, ...]] = []
    for name, cmd in sorted(group.commands.items()):
        if not cmd.hidden:
            found += _commands(cmd, (*path, name))
    return found


@pytest.fixture
def commands(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, ...]]:
    """The CLI's commands, read from the Typer app in this process (no caller's settings)."""
    for key in list(os.environ):
        if key.startswith(("WATCHER_", "GITHUB_", "SLACK_")):
            monkeypatch.delenv(key)
    return _commands(typer.main.get_command(app))


def test_every_command_has_help_with_an_example(commands: list[tuple[str, ...]]) -> None:
    """Each command's --help shows an example invocation, and each group's help lists the
    commands under it. In process: one subprocess per command took minutes under load."""
    assert ("init",) in commands and ("rules", "check") in commands
    runner = CliRunner()
    for cmd in {c[:n] for c in commands for n in range(len(c) + 1)}:
        out = runner.invoke(app, [*cmd, "--help"], prog_name="watcher")
        assert out.exit_code == 0, (cmd, out.output)
        if cmd in commands:
            assert "Example" in out.output, f"watcher {' '.join(cmd)} --help has no example"
        below = {c[len(cmd)] for c in commands if c[: len(cmd)] == cmd and len(c) > len(cmd)}
        for name in below:
            assert f"  {name}" in out.output, f"watcher {' '.join(cmd)} --help lacks {name}"


def test_console_script_shows_help(workdir: Path) -> None:
    """The installed ``watcher`` console script runs and prints the top-level help."""
    script = shutil.which("watcher", path=str(Path(sys.executable).parent)) or shutil.which(
        "watcher"
    )
    assert script is not None, "the watcher console script is not installed (pip install -e .)"
    out = subprocess.run(
        [script, "--help"], cwd=workdir, capture_output=True, text=True, timeout=120
    )
    assert out.returncode == 0, out.stderr
    assert "Example" in out.stdout and "rules" in out.stdout and "Usage: watcher" in out.stdout


def test_every_command_is_in_the_readme(commands: list[tuple[str, ...]]) -> None:
    """The README documents every command the CLI has."""
    readme = (REPO / "README.md").read_text()
    for cmd in commands:
        assert f"watcher {' '.join(cmd)}" in readme, f"README lacks `watcher {' '.join(cmd)}`"
