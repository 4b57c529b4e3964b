"""Under .ci/run (WATCHER_NO_SKIPS=1) a skip fails unless the README explains it.

PostgreSQL, Chromium and actionlint tests skipped when their install failed, and an
end-to-end test skipped with "not landed yet" when the CLI's help broke: CI claimed to
test what it skipped. Run a tiny suite through the real conftest hook to prove it.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]

SUITE = """
import pytest

def test_needs_chromium():
    pytest.skip("no chromium binary on PATH")

@pytest.mark.skipif(True, reason="no PostgreSQL at 127.0.0.1:5432")
def test_needs_postgres():
    pass

def test_on_a_gpu_machine():
    pytest.skip("this machine has an NVIDIA GPU")

def test_runs():
    assert True is not False
"""


def _run(tmp_path: Path, **env: str) -> subprocess.CompletedProcess[str]:
    # inside the repository, so that the real tests/conftest.py applies
    test = Path(__file__).parent / f"_skips_probe_{os.getpid()}_test.py"
    test.write_text(SUITE)
    try:
        base = {k: v for k, v in os.environ.items() if k != "WATCHER_NO_SKIPS"}
        return subprocess.run(
            [
                sys.executable,
                "-m",
                "pytest",
                str(test),
                "-q",
                "-p",
                "no:randomly",
                "-p",
                "no:cacheprovider",
                "-o",
                "addopts=",
                "-rA",
            ],
            cwd=REPO,
            env={**base, **env},
            capture_output=True,
            text=True,
            timeout=300,
        )
    finally:
        test.unlink()


def test_unexplained_skips_fail_in_ci(tmp_path: Path) -> None:
    out = _run(tmp_path, WATCHER_NO_SKIPS="1")
    assert out.returncode == 1, out.stdout
    # a skip in the call phase becomes a failure, one at setup (skipif) an error
    assert "1 failed, 1 passed, 1 skipped, 1 error" in out.stdout
    assert "skipped in CI (WATCHER_NO_SKIPS): no chromium binary on PATH" in out.stdout
    assert "no PostgreSQL at 127.0.0.1:5432" in out.stdout


def test_outside_ci_they_stay_skips(tmp_path: Path) -> None:
    out = _run(tmp_path)
    assert out.returncode == 0 and "1 passed, 3 skipped" in out.stdout, out.stdout
