"""Helpers every test folder shares: run the CLI as a user does, and seed a store.

Import as ``from tests.helpers import run_cli, spawn_cli, add_event`` (the repository root is on the
test path). Fixtures built on them (``workdir``) live in tests/conftest.py.
"""

from __future__ import annotations

import datetime as dt
import importlib.util
import os
import signal
import subprocess
import sys
from collections.abc import Mapping
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from watcher.dispatch.lifecycle import Job, iso
from watcher.dispatch.work import job_id as job_id_for
from watcher.rules import Rules
from watcher.store import (
    BenchJob,
    Event,
    Outbox,
    PullSnapshot,
    ReleaseSnapshot,
    Store,
    insert_ignore,
)

REPO = Path(__file__).resolve().parent.parent
RULES = REPO / "rules"
CALLER_SETTINGS = ("WATCHER_", "GITHUB_", "SLACK_", "CI")
"""Prefixes of the caller's variables a test must not inherit (a real token, a Slack URL,
CI's settings)."""

# ----------------------------------------------------------------------------- the CLI


def clean_env(env: Mapping[str, str] | None = None, **more: str) -> dict[str, str]:
    """This process's environment without the caller's watcher, GitHub and Slack settings,
    then ``env`` and ``more`` on top."""
    out = {k: v for k, v in os.environ.items() if not k.startswith(CALLER_SETTINGS)}
    out.update(env or {})
    out.update(more)
    return out


def run_cli(
    *args: str,
    cwd: Path | None = None,
    env: Mapping[str, str] | None = None,
    stdin: str | None = None,
    timeout: float = 120,
    **more: str,
) -> subprocess.CompletedProcess[str]:
    """``python -m watcher ARGS`` in its own process, as a user runs it, in ``cwd`` with
    ``clean_env(env, **more)``; text output captured, never raises on an exit code."""
    return subprocess.run(
        [sys.executable, "-m", "watcher", *args],
        cwd=cwd,
        env=clean_env(env, **more),
        capture_output=True,
        text=True,
        input=stdin,
        timeout=timeout,
    )


def spawn_cli(
    *args: str,
    cwd: Path | None = None,
    env: Mapping[str, str] | None = None,
    **more: str,
) -> subprocess.Popen[str]:
    """``python -m watcher ARGS`` started in its own process and left running (a daemon, a
    run to interrupt), in ``cwd`` with ``clean_env(env, **more)``; stdout and stderr are
    text pipes. The caller stops it, reads it and reaps it.

    The child starts with SIGINT at its default, as a command typed at a terminal does: a
    test run launched in the background (``cmd &`` in a script) inherits SIGINT ignored, and
    Python then never turns Ctrl-C into KeyboardInterrupt, so a Ctrl-C test would measure the
    launcher, not the program."""
    return subprocess.Popen(
        [sys.executable, "-m", "watcher", *args],
        cwd=cwd,
        env=clean_env(env, **more),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        preexec_fn=_sigint_default,
    )


def _sigint_default() -> None:
    """In the child before exec: SIGINT back to its default disposition."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def cli_in_process(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    """The console entry point in this process: (exit code, stdout, stderr)."""
    from watcher.cli import main

    with pytest.raises(SystemExit) as info:
        main(list(args))
    out = capsys.readouterr()
    return int(info.value.code or 0), out.out, out.err


# --------------------------------------------------------------------------- the store

SGLANG = "sgl-project/sglang"
SGLANG_BENCH = "clover-sglang-selfspec-h200"
MERGE_SHA = "3f9c2a7d5e1b4c8a9f0e6d2b7a1c5e8f9d0b3a6c"
START = dt.datetime(2026, 11, 29, 12, 0, 0, tzinfo=dt.UTC)
"""When the seeded outbox rows were created (and where a test's fake clock starts)."""


def add_event(
    store: Store,
    key: str,
    type_: str,
    *,
    rule: str = "sglang-clover-draft-verify",
    repo: str = SGLANG,
    number: int = 46927,
    at: str = "2026-11-29T12:00:00Z",
) -> None:
    """Record an event row (as the poller does)."""
    with store.session() as s:
        s.add(
            Event(
                key=key,
                type=type_,
                repo=repo,
                number=number,
                rule=rule,
                title="[Clover] draft-and-verify",
                url=f"https://github.com/{repo}/pull/{number}",
                at=at,
            )
        )


def add_job(
    store: Store,
    rules: Rules,
    *,
    benchmark: str = SGLANG_BENCH,
    engine_ref: str = MERGE_SHA,
    event_key: str | None = None,
    pr: int | None = 46927,
    repo: str = SGLANG,
    created: dt.datetime | None = None,
    backend: str | None = None,
) -> Job:
    """Insert a pending job for ``benchmark`` of ``rules`` the way the poller does."""
    bench = rules.benchmarks[benchmark]
    created_at = iso(created or dt.datetime.now(dt.UTC))
    row = BenchJob(
        id=job_id_for(benchmark, engine_ref, bench.mode, bench.runner),
        benchmark=benchmark,
        engine=bench.engine,
        engine_ref=engine_ref,
        mode=bench.mode,
        runner=bench.runner,
        backend=backend or bench.backend,
        event_key=event_key,
        repo=repo,
        pr=pr,
        created_at=created_at,
        updated_at=created_at,
    )
    with store.session() as s:
        s.add(row)
    return Job.from_row(row)


def add_finished_job(
    store: Store, job_id: str, benchmark: str, engine: str, ref: str, mode: str
) -> None:
    """A succeeded job row with a chosen id, so a result knows its benchmark and pinned ref."""
    with store.session() as s:
        s.add(
            BenchJob(
                id=job_id,
                benchmark=benchmark,
                engine=engine,
                engine_ref=ref,
                mode=mode,
                runner="gpu",
                backend="command",
                state="succeeded",
                created_at="2026-11-01T00:00:00Z",
                updated_at="2026-11-01T00:00:00Z",
            )
        )


def add_release(store: Store, repo: str, tag: str, published_at: str) -> None:
    """A release snapshot that dates ``tag``."""
    with store.session() as s:
        s.add(ReleaseSnapshot(repo=repo, tag=tag, name=tag, published_at=published_at))


def add_merge(store: Store, repo: str, number: int, sha: str, merged_at: str) -> None:
    """A merged PR snapshot that dates ``sha``."""
    with store.session() as s:
        s.add(
            PullSnapshot(
                repo=repo,
                number=number,
                title=f"PR {number}",
                state="closed",
                merged=True,
                merged_at=merged_at,
                merge_commit_sha=sha,
            )
        )


def event_json(
    number: int = 46927,
    title: str = "[Feature] Clover self-speculative decoding",
    type_: str = "pr_approved",
) -> dict[str, Any]:
    """An event JSON as the poller puts it in an outbox payload."""
    return {
        "id": number,
        "key": f"sgl-project/sglang#{number}:{type_}",
        "type": type_,
        "repo": "sgl-project/sglang",
        "number": number,
        "tag": None,
        "rule": "sglang-clover-draft-verify",
        "title": title,
        "url": f"https://github.com/sgl-project/sglang/pull/{number}",
        "at": "2026-11-29T11:00:00Z",
        "payload": {},
    }


def add_outbox_row(
    store: Store, target: str, ev: dict[str, Any] | None = None, **payload: Any
) -> str:
    """Insert one outbox row (as the poller does) and return its key."""
    ev = ev or event_json()
    key = f"{ev['key']}:{target}"
    with store.session() as s:
        insert_ignore(
            s,
            Outbox,
            {
                "key": key,
                "target": target,
                "event_key": ev["key"],
                "payload": {"event": ev, **payload},
                "state": "pending",
                "attempts": 0,
                "created_at": iso(START),
            },
            ["key"],
        )
    return key


def llama_server_binary() -> Path:
    """The real CPU llama-server: ``$WATCHER_LLAMA_SERVER``, else the build that
    ``.ci/build-llama-server.sh`` caches by version (built on first use; a failed build fails
    the test, never skips it)."""
    explicit = os.environ.get("WATCHER_LLAMA_SERVER")
    if explicit:
        return Path(explicit)
    script = Path(__file__).resolve().parent.parent / ".ci" / "build-llama-server.sh"
    proc = subprocess.run(["bash", str(script)], capture_output=True, text=True, check=False)
    if proc.returncode != 0:
        pytest.fail(f"building llama-server failed:\n{proc.stderr[-3000:]}")
    return Path(proc.stdout.strip().splitlines()[-1]) / "llama-server"


# ----------------------------------------------------------------------------- benchmarks

BENCHMARKS = REPO / "benchmarks"


def load_benchmark(name: str) -> ModuleType:
    """The script ``benchmarks/<name>.py`` (a script, not part of the package) as a module of
    its own, ``<name>_script``; the scripts it imports from beside it (``claims_eval``) import
    as usual."""
    if str(BENCHMARKS) not in sys.path:
        sys.path.insert(0, str(BENCHMARKS))
    spec = importlib.util.spec_from_file_location(f"{name}_script", BENCHMARKS / f"{name}.py")
    assert spec and spec.loader
    mod = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = mod  # its dataclasses look their module up
    spec.loader.exec_module(mod)
    return mod
