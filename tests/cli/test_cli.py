"""The CLI as a user runs it: a real process, exit codes 0/1/2, one-line errors."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]


def run(
    *args: str, cwd: Path, env: dict[str, str] | None = None, stdin: str | None = None
) -> subprocess.CompletedProcess[str]:
    base = {
        k: v for k, v in os.environ.items() if not k.startswith(("WATCHER_", "GITHUB_", "SLACK_"))
    }
    base.update(env or {})
    return subprocess.run(
        [sys.executable, "-m", "watcher", *args],
        cwd=cwd,
        env=base,
        capture_output=True,
        text=True,
        input=stdin,
        timeout=120,
    )


@pytest.fixture
def workdir(tmp_path: Path, rules_dir: Path) -> Path:
    shutil.copytree(rules_dir, tmp_path / "rules")
    return tmp_path


def test_init_then_events(workdir: Path) -> None:
    """init creates the default SQLite file; events lists nothing yet; init again is current."""
    first = run("init", cwd=workdir)
    assert first.returncode == 0, first.stderr
    assert "created sqlite:///watcher.db" in first.stdout
    assert (workdir / "watcher.db").exists()
    again = run("init", cwd=workdir)
    assert again.returncode == 0 and "is current" in again.stdout
    listed = run("events", "--json", cwd=workdir)
    assert listed.returncode == 0
    assert json.loads(listed.stdout) == []


def test_rules_check_ok(workdir: Path) -> None:
    """The shipped rules pass and the summary names both repos."""
    out = run("rules", "check", cwd=workdir)
    assert out.returncode == 0, out.stderr
    assert "ggml-org/llama.cpp" in out.stdout and "sgl-project/sglang" in out.stdout
    data = json.loads(run("rules", "check", "--json", cwd=workdir).stdout)
    assert data["ok"] is True and data["repos"] == ["ggml-org/llama.cpp", "sgl-project/sglang"]


def test_rules_check_broken_exits_2_with_location(workdir: Path) -> None:
    """A broken rule exits 2 and prints file:line: key: message, no traceback."""
    f = workdir / "rules" / "watches.yaml"
    f.write_text(f.read_text().replace("releases: true", "releases: maybe", 1))
    out = run("rules", "check", cwd=workdir)
    assert out.returncode == 2
    line = next(i for i, t in enumerate(f.read_text().splitlines(), 1) if "maybe" in t)
    assert f"rules/watches.yaml:{line}: watches[0].releases:" in out.stderr
    assert "Traceback" not in out.stderr
    as_json = json.loads(run("rules", "check", "--json", cwd=workdir).stdout)
    assert as_json["ok"] is False and as_json["problems"][0]["line"] == line


def test_rules_env_var_and_argument(workdir: Path, tmp_path: Path) -> None:
    """WATCHER_RULES selects the rules; a path argument overrides it."""
    bad = tmp_path / "bad.yaml"
    bad.write_text("watches: 3\n")
    assert run("rules", "check", cwd=workdir, env={"WATCHER_RULES": str(bad)}).returncode == 2
    ok = run("rules", "check", str(workdir / "rules"), cwd=workdir, env={"WATCHER_RULES": str(bad)})
    assert ok.returncode == 0


def test_events_before_init_is_operational_error(workdir: Path) -> None:
    """Listing events with no database exits 1 with one line saying what to do."""
    out = run("events", cwd=workdir)
    assert out.returncode == 1
    assert out.stderr.strip().splitlines() == [
        "watcher: error: no database at watcher.db: run `watcher init` first"
    ]


def test_debug_shows_traceback(workdir: Path) -> None:
    """--debug adds the traceback to the same error."""
    out = run("--debug", "events", cwd=workdir)
    assert out.returncode == 1
    assert "Traceback" in out.stderr and "watcher init" in out.stderr


def test_bad_database_url_exits_2(workdir: Path) -> None:
    """A malformed WATCHER_DB is a configuration error (2)."""
    out = run("init", cwd=workdir, env={"WATCHER_DB": "nonsense"})
    assert out.returncode == 2
    assert "WATCHER_DB" in out.stderr and "Traceback" not in out.stderr


def test_secrets_never_printed_on_error(workdir: Path) -> None:
    """A password in WATCHER_DB does not appear in the error."""
    out = run(
        "init", cwd=workdir, env={"WATCHER_DB": "postgresql://u:hunter2secret@127.0.0.1:1/db"}
    )
    assert out.returncode == 1
    assert "hunter2secret" not in out.stderr + out.stdout


def test_unknown_command_is_usage_error(workdir: Path) -> None:
    """Typos exit 2."""
    assert run("evnets", cwd=workdir).returncode == 2


def _commands(args: tuple[str, ...], cwd: Path) -> list[tuple[str, ...]]:
    out = run(*args, "--help", cwd=cwd).stdout
    lines = out.split("Commands:", 1)
    if len(lines) == 1:
        return [args]
    found: list[tuple[str, ...]] = []
    for line in lines[1].splitlines():
        parts = line.split()
        if parts and line.startswith("  ") and not line.startswith("    "):
            found += _commands((*args, parts[0]), cwd)
    return found


def test_every_command_has_help_with_an_example(workdir: Path) -> None:
    """Each command's --help shows an example invocation."""
    commands = _commands((), workdir)
    assert ("init",) in commands and ("rules", "check") in commands
    for cmd in commands:
        out = run(*cmd, "--help", cwd=workdir)
        assert out.returncode == 0
        assert "Example" in out.stdout, f"watcher {' '.join(cmd)} --help has no example"


def test_every_command_is_in_the_readme(workdir: Path) -> None:
    """The README documents every command the CLI has."""
    readme = (REPO / "README.md").read_text()
    for cmd in _commands((), workdir):
        assert f"watcher {' '.join(cmd)}" in readme, f"README lacks `watcher {' '.join(cmd)}`"
