"""Every command that opens the store refuses what it cannot safely use, in one line.

A database written by a newer watcher is refused by every command (``bench ingest`` wrote
into one, ``run --once`` ran a whole cycle on it); a damaged SQLite file is never called
"current" and a read-only one never makes a command print stored documents or SQL.
"""

from __future__ import annotations

import json
import sqlite3
import subprocess
from pathlib import Path

import pytest

from tests.helpers import run_cli
from watcher.store import latest_version

RESULT = {
    "schema": "watcher.bench-result/1",
    "job_id": "J-secret-doc",
    "status": "succeeded",
    "failure": None,
    "engine": {"name": "llama.cpp", "version": "b1", "commit": "0c1e570", "mode": "ar"},
    "model": {"name": "STORED-DOCUMENT-TEXT", "file": "t.gguf", "sha256": None},
    "hardware": {"gpu": None, "gpu_count": None, "gpu_memory_mib": None},
    "settings": {"concurrency": 1, "prompt_tokens": 16, "max_tokens": 64, "repeats": 3},
    "metrics": {
        "decode_tok_s": {"min": 90.0, "median": 100.0, "max": 110.0, "runs": [90, 100, 110]},
        "ttft_s": {"min": 0.01, "median": 0.02, "max": 0.03, "runs": [0.01, 0.02, 0.03]},
        "peak_gpu_memory_mib": None,
    },
    "command": ["llama-server"],
    "started_at": "2026-11-29T14:00:00Z",
    "finished_at": "2026-11-29T14:01:00Z",
}


def run(*args: str, cwd: Path, **env: str) -> subprocess.CompletedProcess[str]:
    # nothing may reach the network: a command that got past the store would fail here
    return run_cli(*args, cwd=cwd, env={"GITHUB_API_URL": "http://127.0.0.1:9", **env})


@pytest.fixture
def workdir(workdir: Path) -> Path:
    """The shared workdir (a copy of the rules), initialised, with a result to ingest."""
    assert run("init", cwd=workdir).returncode == 0
    (workdir / "result.json").write_text(json.dumps(RESULT))
    return workdir


def _one_line_error(out: subprocess.CompletedProcess[str]) -> str:
    assert out.returncode == 1, (out.returncode, out.stdout, out.stderr)
    assert out.stderr.count("\n") == 1, out.stderr
    assert "Traceback" not in out.stderr and "internal error" not in out.stderr
    assert "SELECT" not in out.stderr and "INSERT" not in out.stderr
    return out.stderr


COMMANDS = [
    ["init"],
    ["events"],
    ["poll"],
    ["run", "--once"],
    ["run"],
    ["report"],
    ["jobs"],
    ["outbox"],
    ["claims", "list"],
    ["bench", "results"],
    ["bench", "ingest", "result.json"],
]


@pytest.mark.parametrize("command", COMMANDS, ids=" ".join)
def test_newer_schema_is_refused_by_every_command(workdir: Path, command: list[str]) -> None:
    db = workdir / "watcher.db"
    with sqlite3.connect(db) as conn:
        conn.execute("UPDATE schema_meta SET version = ?", (latest_version() + 1,))
    err = _one_line_error(run(*command, cwd=workdir))
    assert f"is at schema {latest_version() + 1}, newer than this watcher" in err
    assert "watcher.db" in err
    with sqlite3.connect(db) as conn:
        assert conn.execute("SELECT count(*) FROM bench_result").fetchone() == (0,)
        assert conn.execute("SELECT count(*) FROM event").fetchone() == (0,)


def _damage(db: Path) -> None:
    """Overwrite pages past the first: the header and schema still read, the tables don't."""
    page = 4096
    with sqlite3.connect(db) as conn:
        conn.execute("CREATE TABLE filler (x TEXT)")
        conn.executemany("INSERT INTO filler VALUES (?)", [("x" * 500,)] * 200)
        page = conn.execute("PRAGMA page_size").fetchone()[0]
    with db.open("r+b") as fh:
        fh.seek(page * 3)
        fh.write(b"\xa5" * page * 8)


@pytest.mark.parametrize("command", [["init"], ["report"], ["run", "--once"], ["events"]])
def test_a_damaged_file_is_named_in_one_line(workdir: Path, command: list[str]) -> None:
    """`init` said "is current"; report and run --once printed "internal error" and SQL."""
    _damage(workdir / "watcher.db")
    err = _one_line_error(run(*command, cwd=workdir))
    assert "watcher.db" in err and "damaged" in err


def test_a_read_only_store_is_named_without_the_document(workdir: Path) -> None:
    """A read-only file made `bench ingest` print part of the stored document."""
    url = f"sqlite:///file:{workdir / 'watcher.db'}?mode=ro&uri=true"
    err = _one_line_error(run("bench", "ingest", "result.json", cwd=workdir, WATCHER_DB=url))
    assert "watcher.db" in err and "readonly" in err
    assert "STORED-DOCUMENT-TEXT" not in err and "J-secret-doc" not in err
