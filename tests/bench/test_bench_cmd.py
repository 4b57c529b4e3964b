"""``watcher bench run|ingest|results`` as a user runs them (real processes, fake server)."""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.helpers import run_cli, spawn_cli

RULES = Path(__file__).resolve().parents[2] / "rules"


def watcher(
    *args: str, cwd: Path, env: dict[str, str] | None = None
) -> subprocess.CompletedProcess[str]:
    """Run the CLI in a clean environment (no CI, not a terminal)."""
    base = {"WATCHER_DB": f"sqlite:///{cwd / 'w.db'}", "WATCHER_RULES": str(RULES)}
    return run_cli(*args, cwd=cwd, env={**base, **(env or {})}, timeout=180)


def _spec(tmp_path: Path, binary: Path, model: Path, **extra: str) -> Path:
    lines = [
        "engine: llama.cpp",
        f"server: {{binary: '{binary}'}}",
        f"model: {{path: '{model}', name: tiny}}",
        "prompt_tokens: 8",
        "max_tokens: 16",
        "repeats: 2",
        "warmup: 0",
        *(f"{k}: {v}" for k, v in extra.items()),
    ]
    f = tmp_path / "spec.yaml"
    f.write_text("\n".join(lines) + "\n")
    return f


def test_run_ingest_results(
    tmp_path: Path, fake_llama_server: Path, tiny_gguf: Path, rules_dir: Path
) -> None:
    """run writes a result (plain progress lines), ingest stores it once, results lists it."""
    spec = _spec(tmp_path, fake_llama_server, tiny_gguf)
    out = tmp_path / "result.json"
    r = watcher(
        "bench",
        "run",
        str(spec),
        "--out",
        str(out),
        "--job-id",
        "cli-1",
        "--rules",
        str(rules_dir),
        cwd=tmp_path,
    )
    assert r.returncode == 0, r.stderr
    assert "[bench " in r.stderr and "run 2/2:" in r.stderr
    assert "watcher bench: succeeded: decode" in r.stderr
    doc = json.loads(out.read_text())
    assert doc["job_id"] == "cli-1" and doc["status"] == "succeeded"
    assert watcher("init", cwd=tmp_path).returncode == 0
    first = watcher("bench", "ingest", str(out), cwd=tmp_path)
    assert first.returncode == 0 and "cli-1: succeeded, stored" in first.stdout
    again = watcher("bench", "ingest", str(out), cwd=tmp_path)
    assert again.returncode == 0 and "already stored" in again.stdout
    listed = watcher("bench", "results", "--json", cwd=tmp_path)
    assert [d["job_id"] for d in json.loads(listed.stdout)] == ["cli-1"]
    table = watcher("bench", "results", cwd=tmp_path)
    assert table.stdout.splitlines()[0].startswith("job_id\tstatus\tengine")
    assert "cli-1\tsucceeded\tllama.cpp" in table.stdout


def test_failed_run_exits_1_and_still_writes(
    tmp_path: Path, fake_llama_server: Path, tiny_gguf_no_ctx: Path
) -> None:
    """A refused model: exit 1, the result on stdout says failed/model_load."""
    spec = _spec(tmp_path, fake_llama_server, tiny_gguf_no_ctx)
    r = watcher("bench", "run", str(spec), cwd=tmp_path)
    assert r.returncode == 1
    doc = json.loads(r.stdout)
    assert doc["status"] == "failed" and doc["failure"]["kind"] == "model_load"
    assert "failed (model_load): E llama_model_load: error loading model" in r.stderr


@pytest.mark.parametrize(
    ("args", "code", "needle"),
    [
        (("bench", "run", "no-such-benchmark"), 2, "no benchmark named 'no-such-benchmark'"),
        (("bench", "run", "missing.yaml"), 2, "missing.yaml: no such spec file"),
        (("bench", "ingest", "missing.json"), 1, "missing.json: cannot read"),
    ],
)
def test_errors_are_one_line(
    tmp_path: Path, rules_dir: Path, args: tuple[str, ...], code: int, needle: str
) -> None:
    """Usage errors exit 2, operational 1; one line naming the thing."""
    if args[1] == "ingest":
        assert watcher("init", cwd=tmp_path).returncode == 0
    r = (
        watcher(*args, "--rules", str(rules_dir), cwd=tmp_path)
        if args[1] == "run"
        else watcher(*args, cwd=tmp_path)
    )
    assert r.returncode == code, r.stderr
    assert needle in r.stderr and len(r.stderr.strip().splitlines()) == 1


def test_bad_spec_file_names_line_and_key(tmp_path: Path) -> None:
    """A spec file mistake: file:line: key: message, exit 2."""
    f = tmp_path / "s.yaml"
    f.write_text("engine: llama.cpp\nmodel: {path: m.gguf, name: M}\nrepeats: -1\n")
    r = watcher("bench", "run", str(f), cwd=tmp_path)
    assert r.returncode == 2
    assert f"{f}:3: repeats: Input should be greater than or equal to 1" in r.stderr


def test_ingest_invalid_exits_1(tmp_path: Path) -> None:
    """An invalid result is refused with the file and the key."""
    assert watcher("init", cwd=tmp_path).returncode == 0
    bad = tmp_path / "r.json"
    bad.write_text(json.dumps({"schema": "watcher.bench-result/1", "job_id": "x"}))
    r = watcher("bench", "ingest", str(bad), cwd=tmp_path)
    assert r.returncode == 1 and f"{bad}: status: Field required" in r.stderr


@pytest.mark.parametrize("sig", [signal.SIGINT, signal.SIGTERM])
def test_interrupt_stops_the_server(
    tmp_path: Path, fake_llama_server: Path, tiny_gguf: Path, sig: signal.Signals
) -> None:
    """Ctrl-C (SIGINT) or a cancelled CI job (SIGTERM) while loading: the server is gone."""
    spec = _spec(tmp_path, fake_llama_server, tiny_gguf)
    proc = spawn_cli(
        "bench", "run", str(spec), cwd=tmp_path, env={"WATCHER_RULES": str(RULES)}, FAKE_LOAD_S="60"
    )
    assert proc.stderr is not None
    pid = None
    deadline = time.monotonic() + 120
    while pid is None and time.monotonic() < deadline:
        line = proc.stderr.readline()
        m = re.search(r"loading: pid (\d+),", line)
        if m:
            pid = int(m.group(1))
    assert pid is not None
    os.killpg(pid, 0)  # the server's process group exists while loading
    proc.send_signal(sig)
    try:
        code = proc.wait(timeout=120)
    except subprocess.TimeoutExpired:
        proc.kill()
        pytest.fail(f"watcher did not exit after {sig.name}: {proc.communicate()[1][-2000:]}")
    assert code == 130, proc.stderr.read()
    with pytest.raises(ProcessLookupError):
        os.killpg(pid, 0)


def _demo_result(tmp_path: Path) -> Path:
    """The demo stand-in's result for the SGLang benchmark, as ``watcher demo`` writes it."""
    out = tmp_path / "demo-result.json"
    cmd = [sys.executable, "-m", "watcher.demo.standin", "bench", "run"]
    cmd += ["clover-sglang-selfspec-h200", "--out", str(out), "--job-id", "demo-1"]
    r = subprocess.run(
        cmd,
        env={**os.environ, "WATCHER_RULES": str(RULES)},
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert r.returncode == 0, r.stderr
    return out


def test_ingest_refuses_demo_data_in_a_real_store(tmp_path: Path) -> None:
    """A ``demo: true`` result is not a measurement: exit 2, one line, nothing stored."""
    result = _demo_result(tmp_path)
    assert watcher("init", cwd=tmp_path).returncode == 0
    r = watcher("bench", "ingest", str(result), cwd=tmp_path)
    assert r.returncode == 2, r.stderr
    [line] = r.stderr.strip().splitlines()
    assert "demo data" in line and "demo-1" in line and "Traceback" not in r.stderr
    listed = watcher("bench", "results", "--json", cwd=tmp_path)
    assert json.loads(listed.stdout) == []
    claims = watcher("claims", "list", "--json", cwd=tmp_path)
    assert claims.returncode == 0
    assert all(c["verdict"]["verdict"] != "consistent" for c in json.loads(claims.stdout))


def test_a_demo_store_accepts_demo_data(tmp_path: Path) -> None:
    """The store ``watcher demo`` makes is flagged, and takes the stand-in's results."""
    from watcher.bench.ingest import ingest_file
    from watcher.store import open_store
    from watcher.store.flags import DEMO, is_demo_store, set_flag

    store = open_store(f"sqlite:///{tmp_path / 'w.db'}")
    store.init()
    with store.session() as s:
        assert not is_demo_store(s)
        set_flag(s, DEMO)
    with store.session() as s:
        assert is_demo_store(s)
    assert ingest_file(store, _demo_result(tmp_path)).inserted
    store.dispose()
