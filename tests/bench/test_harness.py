"""The runner end to end against a loopback fake llama-server (a real child process)."""

from __future__ import annotations

import io
import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from watcher.bench.gpu import GpuInfo
from watcher.bench.harness import Seams, run_benchmark
from watcher.bench.progress import PlainReporter
from watcher.bench.result import parse_result
from watcher.bench.specload import LoadedSpec
from watcher.rules.models import Benchmark


class FakeGpu:
    """A GPU backend reporting a fixed used-memory figure."""

    def __init__(self, used: float) -> None:
        self.used = used
        self.closed = False

    def info(self) -> GpuInfo:
        return GpuInfo("NVIDIA GeForce RTX 4090", 1, 24564, "550.54.14", "test")

    def used_mib(self) -> list[float]:
        return [self.used]

    def close(self) -> None:
        self.closed = True


def _loaded(
    binary: Path, model: Path, *, mode: str = "ar", flags: list[str] | None = None, **kw: object
) -> LoadedSpec:
    spec = Benchmark.model_validate(
        {
            "engine": "llama.cpp",
            "server": {"binary": str(binary)},
            "model": {"path": str(model), "name": "tiny"},
            "mode": mode,
            "prompt_tokens": 16,
            "max_tokens": 24,
            "repeats": 3,
            "warmup": 1,
            "timeout_s": 30,
            **kw,
        }
    )
    return LoadedSpec("t", spec, "test", flags or [])


@pytest.fixture
def seams(tmp_path: Path) -> Iterator[Seams]:
    """Plain progress into a buffer, no GPU, work files in tmp."""
    s = Seams(
        reporter=PlainReporter(io.StringIO()),
        gpu=lambda: (None, "no GPU in tests"),
        workdir=tmp_path / "work",
    )
    yield s
    s.http.close()


def test_succeeded_run(fake_llama_server: Path, tiny_gguf: Path, seams: Seams) -> None:
    """A valid result with engine counts, raw runs, version and null hardware."""
    doc = run_benchmark(_loaded(fake_llama_server, tiny_gguf), job_id="J1", seams=seams)
    assert doc["status"] == "succeeded", doc["failure"]
    parse_result(doc)
    m = doc["metrics"]
    assert len(m["decode_tok_s"]["runs"]) == 3 and len(m["requests"]) == 3
    assert all(r["completion_tokens"] == 24 for r in m["requests"])
    assert m["server_decode_tok_s"] is not None
    assert m["peak_gpu_memory_mib"] is None  # no GPU: no figure, never invented
    assert m["accept_length"] is None and m["draft"] is None
    assert "verification step" in m["accept_length_definition"]
    assert doc["engine"]["version"] == "0.5.0-dev (build 1)"
    assert doc["engine"]["commit"] == "0c1e570"
    assert doc["hardware"]["gpu"] is None and doc["hardware"]["note"] == "no GPU in tests"
    assert doc["settings"]["prompt_tokens_sent"] == 16
    assert doc["settings"]["prompt_tokens_reported"] == 16
    assert doc["model"]["sha256"] and doc["model"]["quantization"] == "ALL_F32"
    assert doc["command"][0] == str(fake_llama_server) and "127.0.0.1" in doc["command"]
    out = seams.reporter.stream.getvalue()  # type: ignore[attr-defined]
    assert "run 3/3:" in out and "starting:" in out


def test_gpu_peak_recorded(fake_llama_server: Path, tiny_gguf: Path, seams: Seams) -> None:
    """With a GPU backend the peak and the card's identity are in the result."""
    gpu = FakeGpu(1234.5)
    seams.gpu = lambda: (gpu, None)
    doc = run_benchmark(_loaded(fake_llama_server, tiny_gguf), job_id="J2", seams=seams)
    assert doc["status"] == "succeeded"
    assert doc["metrics"]["peak_gpu_memory_mib"] == 1234.5
    sampling = doc["metrics"]["gpu_memory_sampling"]
    assert sampling["samples"] >= 1 and sampling["read_errors"] == 0
    assert (
        f"{sampling['samples']} samples read"
        in doc["metrics"]["definitions"]["peak_gpu_memory_mib"]
    )
    assert doc["hardware"]["gpu"] == "NVIDIA GeForce RTX 4090"
    assert doc["hardware"]["gpu_memory_mib"] == 24564 and gpu.closed


def test_missing_key_fails_then_fixup_succeeds(
    fake_llama_server: Path, tiny_gguf_no_ctx: Path, seams: Seams
) -> None:
    """The engine's own line as a model_load failure; a declared fix-up makes it load."""
    doc = run_benchmark(_loaded(fake_llama_server, tiny_gguf_no_ctx), job_id="J3", seams=seams)
    assert doc["status"] == "failed"
    assert doc["failure"]["kind"] == "model_load"
    assert "key not found in model: llama.context_length" in doc["failure"]["message"]
    assert doc["metrics"] == {}
    parse_result(doc)
    fixed = run_benchmark(
        _loaded(fake_llama_server, tiny_gguf_no_ctx, fixups={"llama.context_length": 2048}),
        job_id="J4",
        seams=seams,
    )
    assert fixed["status"] == "succeeded", fixed["failure"]
    assert fixed["model"]["fixups"][0]["action"] == "added"
    assert fixed["model"]["served_file"] != str(tiny_gguf_no_ctx)
    assert fixed["command"][fixed["command"].index("-m") + 1] == fixed["model"]["served_file"]


def test_speculative_mode_without_drafting(
    fake_llama_server: Path, tiny_gguf: Path, seams: Seams
) -> None:
    """self-speculative without draft_n in timings fails as mode_not_active, no figures."""
    doc = run_benchmark(
        _loaded(fake_llama_server, tiny_gguf, mode="self-speculative"), job_id="J5", seams=seams
    )
    assert doc["status"] == "failed"
    assert doc["failure"]["kind"] == "mode_not_active"
    assert "no draft_n" in doc["failure"]["message"] and doc["metrics"] == {}


def test_speculative_mode_with_zero_drafted_tokens_is_not_proven(
    fake_llama_server: Path, tiny_gguf: Path, seams: Seams
) -> None:
    """draft_n present but 0 in every measured run is no proof: mode_not_active."""
    loaded = _loaded(
        fake_llama_server,
        tiny_gguf,
        mode="self-speculative",
        flags=["--draft"],
        server={"binary": str(fake_llama_server), "env": {"FAKE_DRAFT_N": "0"}},
    )
    doc = run_benchmark(loaded, job_id="J5b", seams=seams)
    assert doc["status"] == "failed", doc["metrics"].get("draft")
    assert doc["failure"]["kind"] == "mode_not_active"


def test_run_whose_client_and_engine_rates_disagree_is_repeated(
    fake_llama_server: Path, tiny_gguf: Path, seams: Seams
) -> None:
    """A run whose engine rate is far from the client's is discarded with both figures."""
    loaded = _loaded(  # request 2 = the first measured run (after one warm-up)
        fake_llama_server,
        tiny_gguf,
        server={"binary": str(fake_llama_server), "env": {"FAKE_SKEW_AT": "2", "FAKE_SKEW": "0.6"}},
    )
    doc = run_benchmark(loaded, job_id="J5c", seams=seams)
    assert doc["status"] == "succeeded", doc["failure"]
    m = doc["metrics"]
    skewed = [d for d in m["discarded_requests"] if "engine's" in d["discarded_because"]]
    assert len(skewed) == 1
    d = skewed[0]
    assert d["decode_tok_s"] > d["server_decode_tok_s"] * 1.2
    assert f"{d['decode_tok_s']:.1f}" in d["discarded_because"]
    assert len(m["decode_tok_s"]["runs"]) == 3  # repeated: three counted runs
    assert d["decode_tok_s"] not in m["decode_tok_s"]["runs"]


def test_a_mode_that_never_drafted_fails_as_such_when_no_run_could_be_timed(
    fake_llama_server: Path, tiny_gguf: Path, seams: Seams
) -> None:
    """Every run discarded for timing and draft_n = 0: mode_not_active, not a busy machine.

    Whether the server drafted does not depend on timing, so the more certain failure wins
    (a loaded CI machine once turned this into a "request" failure).
    """
    loaded = _loaded(
        fake_llama_server,
        tiny_gguf,
        mode="self-speculative",
        flags=["--draft"],
        server={
            "binary": str(fake_llama_server),
            "env": {"FAKE_DRAFT_N": "0", "FAKE_SKEW_AT": "all", "FAKE_SKEW": "0.5"},
        },
    )
    doc = run_benchmark(loaded, job_id="J5d", seams=seams)
    assert doc["status"] == "failed"
    assert doc["failure"]["kind"] == "mode_not_active", doc["failure"]


def test_no_run_timed_is_a_request_failure_naming_the_busy_machine(
    fake_llama_server: Path, tiny_gguf: Path, seams: Seams
) -> None:
    """Every run discarded for timing with an AR label: failed/request, no figure."""
    loaded = _loaded(
        fake_llama_server,
        tiny_gguf,
        server={
            "binary": str(fake_llama_server),
            "env": {"FAKE_SKEW_AT": "all", "FAKE_SKEW": "0.5"},
        },
    )
    doc = run_benchmark(loaded, job_id="J5e", seams=seams)
    assert doc["status"] == "failed" and doc["failure"]["kind"] == "request"
    assert "could not be timed" in doc["failure"]["message"]
    assert doc["metrics"] == {}


def test_speculative_mode_with_drafting(
    fake_llama_server: Path, tiny_gguf: Path, seams: Seams
) -> None:
    """With drafting reported, the run succeeds and carries the draft acceptance rate."""
    doc = run_benchmark(
        _loaded(fake_llama_server, tiny_gguf, mode="self-speculative", flags=["--draft"]),
        job_id="J6",
        seams=seams,
    )
    assert doc["status"] == "succeeded", doc["failure"]
    draft = doc["metrics"]["draft"]
    assert draft["draft_n"] == 72 and draft["acceptance_rate"] == pytest.approx(0.5)
    assert doc["engine"]["mode_flags"] == ["--draft"]


@pytest.mark.parametrize(
    ("env", "kind", "needle"),
    [
        ({"FAKE_CRASH_AFTER": "3"}, "crash", "GGML_ASSERT(n_dims <= 4) failed"),
        ({"FAKE_OOM": "1"}, "oom", "cudaMalloc failed: out of memory"),
        ({"FAKE_SHORT": "5"}, "request", "generated 5 tokens, expected exactly 24"),
    ],
)
def test_failures_are_results(
    fake_llama_server: Path,
    tiny_gguf: Path,
    seams: Seams,
    env: dict[str, str],
    kind: str,
    needle: str,
) -> None:
    """Crash mid-stream, OOM at load, early stop: failed with the kind and the line."""
    loaded = _loaded(
        fake_llama_server, tiny_gguf, server={"binary": str(fake_llama_server), "env": env}
    )
    doc = run_benchmark(loaded, job_id="J7", seams=seams)
    assert doc["status"] == "failed"
    assert doc["failure"]["kind"] == kind, doc["failure"]
    assert needle in doc["failure"]["message"]
    assert doc["metrics"] == {}


def test_ready_timeout(fake_llama_server: Path, tiny_gguf: Path, seams: Seams) -> None:
    """A server still loading after ready_timeout_s is a timeout failure, and is stopped."""
    loaded = _loaded(
        fake_llama_server,
        tiny_gguf,
        ready_timeout_s=0.5,
        server={"binary": str(fake_llama_server), "env": {"FAKE_LOAD_S": "30"}},
    )
    doc = run_benchmark(loaded, job_id="J8", seams=seams)
    assert doc["failure"]["kind"] == "timeout"
    assert "not ready after 0.5 s" in doc["failure"]["message"]


def test_missing_binary_and_model(tmp_path: Path, tiny_gguf: Path, seams: Seams) -> None:
    """No such binary: engine_start; no such model: config. Both are results."""
    doc = run_benchmark(_loaded(tmp_path / "nope", tiny_gguf), job_id="J9", seams=seams)
    assert doc["failure"]["kind"] == "engine_start"
    doc = run_benchmark(
        _loaded(tmp_path / "nope", tmp_path / "absent.gguf"), job_id="J10", seams=seams
    )
    assert doc["failure"]["kind"] == "config" and "absent.gguf" in doc["failure"]["message"]


def test_server_stopped_on_ctrl_c(fake_llama_server: Path, tiny_gguf: Path, seams: Seams) -> None:
    """KeyboardInterrupt mid-run propagates and the server's process group is gone."""
    pids: list[int] = []

    class Interrupting(PlainReporter):
        def run_done(self, run: int, total: int, decode_tok_s: float, ttft_s: float) -> None:
            raise KeyboardInterrupt

    seams.reporter = Interrupting(io.StringIO())
    import watcher.bench.process as process

    original = process.ServerProcess.start

    def spy(self: process.ServerProcess) -> process.ServerProcess:
        out = original(self)
        assert self.pid is not None
        pids.append(self.pid)
        return out

    process.ServerProcess.start = spy  # type: ignore[method-assign]
    try:
        with pytest.raises(KeyboardInterrupt):
            run_benchmark(_loaded(fake_llama_server, tiny_gguf), job_id="J11", seams=seams)
    finally:
        process.ServerProcess.start = original  # type: ignore[method-assign]
    assert pids
    with pytest.raises(ProcessLookupError):
        os.killpg(pids[0], 0)


def test_prompt_text_and_context_probe(
    fake_llama_server: Path, tiny_gguf: Path, seams: Seams
) -> None:
    """A spec prompt is sent as written; the probe fills the context with synthetic ids."""
    doc = run_benchmark(
        _loaded(
            fake_llama_server, tiny_gguf, prompt="one two three", context=64, repeats=1, warmup=0
        ),
        job_id="J12",
        seams=seams,
    )
    assert doc["status"] == "succeeded", doc["failure"]
    assert doc["settings"]["prompt_tokens_reported"] == 3
    assert "prompt_tokens_sent" not in doc["settings"]
    probe = doc["metrics"]["context_probe"]
    assert probe == {
        "context": 64,
        "context_per_request": 64,
        "prompt_tokens": 55,
        "ttft_s": probe["ttft_s"],
        "peak_gpu_memory_mib": None,
    }
    assert doc["command"][doc["command"].index("-c") + 1] == "64"


def test_context_probe_fits_one_slot(
    fake_llama_server: Path, tiny_gguf: Path, seams: Seams
) -> None:
    """With -np 2 each slot holds context / 2: the probe is sized to that, not to -c."""
    doc = run_benchmark(
        _loaded(fake_llama_server, tiny_gguf, context=64, concurrency=2, repeats=1, warmup=0),
        job_id="J12b",
        seams=seams,
    )
    assert doc["status"] == "succeeded", doc["failure"]
    probe = doc["metrics"]["context_probe"]
    assert probe["context_per_request"] == 32 and probe["prompt_tokens"] == 23


def test_concurrency(fake_llama_server: Path, tiny_gguf: Path, seams: Seams) -> None:
    """Two simultaneous streams per run: -np 2, per-stream figures, aggregate throughput."""
    doc = run_benchmark(
        _loaded(fake_llama_server, tiny_gguf, concurrency=2, repeats=2, warmup=0),
        job_id="J13",
        seams=seams,
    )
    assert doc["status"] == "succeeded", doc["failure"]
    assert doc["command"][doc["command"].index("-np") + 1] == "2"
    m = doc["metrics"]
    assert len(m["decode_tok_s"]["runs"]) == 4 and len(m["throughput_tok_s"]["runs"]) == 2
    assert doc["settings"]["concurrency"] == 2
