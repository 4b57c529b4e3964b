"""The composite action and the example workflows: they lint, and their scripts work."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml
from opshelp import watcher, watcher_env

REPO = Path(__file__).resolve().parents[2]
SCRIPTS = REPO / ".github" / "scripts"


def _actionlint() -> str:
    found = shutil.which("actionlint") or shutil.which(
        "actionlint", path=str(Path(sys.executable).parent)
    )
    if found is None:
        if os.environ.get("WATCHER_REQUIRE_ACTIONLINT"):
            pytest.fail("WATCHER_REQUIRE_ACTIONLINT is set but no actionlint is installed")
        pytest.skip("actionlint is not installed (.ci/run installs it)")
    return found


def test_workflows_pass_actionlint() -> None:
    """Every workflow (and the action it uses via `uses: ./`) passes actionlint."""
    workflows = sorted((REPO / ".github" / "workflows").glob("*.yml"))
    assert workflows
    out = subprocess.run(
        [_actionlint(), *map(str, workflows)], cwd=REPO, capture_output=True, text=True, timeout=120
    )
    assert out.returncode == 0, out.stdout + out.stderr


def test_action_inputs_are_declared_and_never_interpolated_into_scripts() -> None:
    """Inputs used by steps exist; `run:` scripts read them from env, not `${{ }}`."""
    action = yaml.safe_load((REPO / "action.yml").read_text())
    declared = set(action["inputs"])
    text = (REPO / "action.yml").read_text()
    used = set(re.findall(r"inputs\.([a-z0-9-]+)", text))
    assert used <= declared, used - declared
    for step in action["runs"]["steps"]:
        assert "${{" not in step.get("run", ""), f"step {step.get('name')} interpolates into shell"
    assert {"new-events", "report-path", "report-changed"} <= set(action["outputs"])


def test_state_is_saved_whenever_the_cycle_ran() -> None:
    """`if: success()` threw the poll's state away when a late step (notify) failed, so the
    next run re-sent notifications and re-dispatched jobs. Save after any run that started,
    never when the restore failed (a fresh database would replace the real history)."""
    steps = {
        s.get("name"): s for s in yaml.safe_load((REPO / "action.yml").read_text())["runs"]["steps"]
    }
    save = " ".join(str(steps["Save state"]["if"]).split())
    assert "success()" not in save and save.startswith("always()")
    assert "steps.restore.outcome == 'success'" in save
    assert "steps.run.outcome != 'skipped'" in save
    assert steps["Restore state"]["id"] == "restore" and steps["Run one cycle"]["id"] == "run"
    script = steps["Run one cycle"]["run"]
    # outputs are set even when the cycle exits 1, and the step still fails
    assert "|| rc=$?" in script and script.rstrip().endswith('exit "$rc"')


def test_outputs_from_a_real_cycle(scenario_github, tmp_path: Path) -> None:
    """outputs.py reads a real `watcher run --once --json` and counts its new events."""
    env = watcher_env(tmp_path, scenario_github, WATCHER_REPORT_PATH=str(tmp_path / "r" / "x.md"))
    assert watcher("init", cwd=tmp_path, env=env).returncode == 0
    run = watcher("run", "--once", "--json", cwd=tmp_path, env=env)
    assert run.returncode == 0, run.stderr
    (tmp_path / "cycle.json").write_text(run.stdout)
    out = subprocess.run(
        [sys.executable, str(SCRIPTS / "outputs.py"), str(tmp_path / "cycle.json")],
        capture_output=True,
        text=True,
        check=True,
    )
    lines = dict(line.split("=", 1) for line in out.stdout.splitlines())
    assert lines == {
        "new-events": "2",
        "report-path": str(tmp_path / "r" / "x.md"),
        "report-changed": "true",
    }
    assert (tmp_path / "r" / "x.md").exists()


def _git(*args: str, cwd: Path) -> str:
    return subprocess.run(
        ["git", *args], cwd=cwd, check=True, capture_output=True, text=True
    ).stdout


def _runner_checkout(origin: Path, where: Path) -> Path:
    subprocess.run(["git", "clone", "-q", str(origin), str(where)], check=True)
    return where


def test_state_branch_round_trip(tmp_path: Path) -> None:
    """restore (no branch), save, restore elsewhere: same bytes; unchanged state: no commit."""
    origin = tmp_path / "origin.git"
    seed = tmp_path / "seed"
    seed.mkdir()
    _git("init", "-q", "-b", "main", cwd=seed)
    (seed / "README.md").write_text("user repo\n")
    _git("add", ".", cwd=seed)
    _git("-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "init", cwd=seed)
    subprocess.run(["git", "clone", "-q", "--bare", str(seed), str(origin)], check=True)

    def run_state(action: str, checkout: Path, runner_temp: Path) -> str:
        env = {
            **os.environ,
            "STATE_BRANCH": "watcher-state",
            "RUNNER_TEMP": str(runner_temp),
            "GITHUB_RUN_ID": "1",
        }
        return subprocess.run(
            ["bash", str(SCRIPTS / "state.sh"), action],
            cwd=checkout,
            env=env,
            check=True,
            capture_output=True,
            text=True,
        ).stdout

    first = _runner_checkout(origin, tmp_path / "run1")
    temp1 = tmp_path / "temp1"
    assert "records the baseline" in run_state("restore", first, temp1)
    (temp1 / "watcher-state" / "watcher.db").write_bytes(b"state-v1")
    assert "saved" in run_state("save", first, temp1)

    second = _runner_checkout(origin, tmp_path / "run2")
    temp2 = tmp_path / "temp2"
    assert "restored" in run_state("restore", second, temp2)
    assert (temp2 / "watcher-state" / "watcher.db").read_bytes() == b"state-v1"
    assert "unchanged" in run_state("save", second, temp2)
    (temp2 / "watcher-state" / "watcher.db").write_bytes(b"state-v2")
    assert "saved" in run_state("save", second, temp2)

    log = _git("log", "--format=%s", "watcher-state", cwd=origin).splitlines()
    assert len(log) == 2  # one commit per changed state, a linear history
    assert _git("show", "watcher-state:watcher.db", cwd=origin) == "state-v2"
    assert _git("ls-tree", "--name-only", "watcher-state", cwd=origin).split() == ["watcher.db"]
    assert _git("log", "--format=%s", "main", cwd=origin).splitlines() == ["init"]
