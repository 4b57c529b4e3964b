"""The PyGithub lower bound in pyproject.toml is real: the minimum has what we call.

Installs exactly the minimum (no dependencies: the venv's are used) into a temporary folder
and checks, in a child interpreter that imports only that copy, the two calls that set the
bound: ``Workflow.create_dispatch(..., throw=True)`` and ``Github(lazy=True)``.
"""

from __future__ import annotations

import re
import subprocess
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

PROBE = """
import inspect, github
from github.Workflow import Workflow
print(github.__file__)
assert "throw" in inspect.signature(Workflow.create_dispatch).parameters, "no throw="
assert "lazy" in inspect.signature(github.Github.__init__).parameters, "no lazy="
"""


def _minimum() -> str:
    deps = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["dependencies"]
    [spec] = [d for d in deps if d.lower().startswith("pygithub")]
    found = re.search(r">=\s*([0-9][0-9.]*)", spec)
    assert found, f"PyGithub has no lower bound: {spec}"
    return found.group(1)


def _probe(version: str, target: Path) -> subprocess.CompletedProcess[str]:
    pip = [sys.executable, "-m", "pip", "install", "-q", "--no-deps", "--target", str(target)]
    subprocess.run([*pip, f"PyGithub=={version}"], check=True, timeout=600)
    return subprocess.run(
        [sys.executable, "-c", PROBE],
        env={"PYTHONPATH": str(target), "PATH": "/usr/bin:/bin"},
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_the_minimum_pygithub_has_what_we_call(tmp_path: Path) -> None:
    """The declared minimum passes; 2.8.1 (what the old bound allowed) does not."""
    minimum = _minimum()
    ok = _probe(minimum, tmp_path / "min")
    assert ok.returncode == 0, ok.stderr
    assert str(tmp_path / "min") in ok.stdout  # the minimum was imported, not the venv's
    old = _probe("2.8.1", tmp_path / "old")
    assert old.returncode != 0 and "no throw=" in old.stderr
