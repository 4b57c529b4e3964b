"""The harness kills its server's whole process group, stubborn grandchildren included."""

from __future__ import annotations

import os
import sys
import textwrap
import time
from pathlib import Path

from watcher.bench.process import ServerProcess

SERVER = textwrap.dedent(
    """
    import os, signal, subprocess, sys, time
    # a grandchild that ignores SIGTERM, like a worker that outlives its launcher
    child = subprocess.Popen([sys.executable, "-c",
        "import signal, time; signal.signal(signal.SIGTERM, signal.SIG_IGN); time.sleep(600)"])
    open(sys.argv[1], "w").write(str(child.pid))
    signal.signal(signal.SIGTERM, lambda *a: sys.exit(0))  # the leader leaves politely
    time.sleep(600)
    """
)


def _alive(pid: int) -> bool:
    """True while ``pid`` exists and is not a zombie."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().split(") ", 1)[1][0]
    except (FileNotFoundError, IndexError):
        return False
    return state != "Z"


def test_stop_kills_grandchildren_that_ignore_sigterm(tmp_path: Path) -> None:
    """Leaving the ``with`` block leaves no process of the server's group alive."""
    pid_file = tmp_path / "grandchild.pid"
    with ServerProcess(
        [sys.executable, "-c", SERVER, str(pid_file)], tmp_path / "server.log"
    ) as server:
        deadline = time.monotonic() + 30
        while not pid_file.exists() or not pid_file.read_text():
            assert time.monotonic() < deadline, server.log_text()
            time.sleep(0.05)
        grandchild = int(pid_file.read_text())
        assert _alive(grandchild)
        assert os.getpgid(grandchild) == server.pid
    deadline = time.monotonic() + 10
    while _alive(grandchild) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not _alive(grandchild)
