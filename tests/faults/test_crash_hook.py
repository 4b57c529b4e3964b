"""The crash hook itself: inert without its variable, kills at the named hit with it."""

from __future__ import annotations

import subprocess
import sys

import pytest

from watcher import _crash as crash

PROGRAM = (
    "from watcher import _crash as crash\n"
    "for i in range(5):\n"
    "    print(i, flush=True)\n"
    "    crash.point('here')\n"
)


def test_inert_without_the_variable(monkeypatch: pytest.MonkeyPatch) -> None:
    """No WATCHER_CRASH_AT: every point returns and counts nothing."""
    monkeypatch.delenv(crash.ENV, raising=False)
    for _ in range(3):
        crash.point("store.commit")
    assert "store.commit" not in crash.hits()


@pytest.mark.parametrize(("spec", "printed"), [("here:3", "0\n1\n2\n"), ("other:1,here:1", "0\n")])
def test_kills_at_the_nth_hit(spec: str, printed: str) -> None:
    """The process dies by SIGKILL at the n-th hit of the named point, not before."""
    out = subprocess.run(
        [sys.executable, "-c", PROGRAM],
        env={crash.ENV: spec, "PATH": ""},
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert out.returncode == -9
    assert out.stdout == printed
