"""The runner driving SGLang's launcher (a stand-in ``sglang`` package over real loopback).

SGLang itself cannot run on these machines; ``tests/bench/fake_sglang`` answers with the
shapes of sglang 0.5.23's /health, /model_info, /server_info, native /generate stream and
/flush_cache, so the real argv, readiness, version capture and metric parsing are
exercised end to end.
"""

from __future__ import annotations

import io
import sys
from pathlib import Path

import pytest

from watcher.bench.harness import Seams, run_benchmark
from watcher.bench.progress import PlainReporter
from watcher.bench.specload import LoadedSpec
from watcher.rules.models import Benchmark

FAKE = Path(__file__).resolve().parent / "fake_sglang"
MODEL = "DiffuSpace/Clover-35B-A3B"


def _loaded(
    mode: str, flags: list[str], env: dict[str, str] | None = None, **kw: object
) -> LoadedSpec:
    spec = Benchmark.model_validate(
        {
            "engine": "sglang",
            "server": {
                "python": sys.executable,
                "args": ["--tp-size", "1"],
                "env": {"PYTHONPATH": str(FAKE), **(env or {})},
            },
            "model": {"path": MODEL, "name": "Clover-35B-A3B", "quantization": "BF16"},
            "mode": mode,
            "prompt_tokens": 8,
            "max_tokens": 30,
            "repeats": 2,
            "warmup": 1,
            "timeout_s": 60,
            **kw,
        }
    )
    return LoadedSpec("sg", spec, "test", flags)


@pytest.fixture
def seams(tmp_path: Path) -> Seams:
    """No GPU, work files in tmp."""
    return Seams(
        reporter=PlainReporter(io.StringIO()), gpu=lambda: (None, "no GPU"), workdir=tmp_path
    )


def test_sglang_ar(seams: Seams) -> None:
    """AR: succeeded, version from sglang.__version__, text prompt, no accept length."""
    doc = run_benchmark(_loaded("ar", []), job_id="S1", seams=seams)
    assert doc["status"] == "succeeded", doc["failure"]
    assert doc["command"][1:5] == ["-m", "sglang.launch_server", "--model-path", MODEL]
    assert doc["engine"]["version"] == "0.5.5.dev1+g753da2753"
    assert doc["engine"]["commit"] == "753da2753"
    assert doc["engine"]["version_source"] == "sglang.__version__"
    m = doc["metrics"]
    assert all(r["completion_tokens"] == 30 for r in m["requests"])
    assert m["server_decode_tok_s"] is None  # SGLang reports no per-request rate
    assert m["accept_length"] is None
    assert doc["settings"]["prompt_tokens_reported"] == 8
    assert doc["model"]["fixups"] == [] and doc["model"]["sha256"] is None


def test_sglang_self_speculative(seams: Seams) -> None:
    """NEXTN from the engines table over the native /generate stream: several tokens per
    chunk, counted from meta_info; accept length per request from spec_verify_ct; the
    server-lifetime average read after /flush_cache excludes the (cold) warm-up."""
    doc = run_benchmark(
        _loaded("self-speculative", ["--speculative-algorithm", "NEXTN"]), job_id="S2", seams=seams
    )
    assert doc["status"] == "succeeded", doc["failure"]
    m = doc["metrics"]
    assert doc["settings"]["endpoint"].startswith("/generate")
    assert all(r["completion_tokens"] == 30 and r["text_chunks"] == 10 for r in m["requests"])
    assert all(r["spec_verify_ct"] == 10 for r in m["requests"])  # measured per request
    assert m["accept_length"] == 3.0
    # the warm-up committed one token per step: a lifetime average that kept it would
    # read (30 + 60) / (30 + 20) = 1.8
    assert doc["settings"]["server_counters_reset"] == "POST /flush_cache"
    assert m["server_accept_length"] == 3.0
    assert "--speculative-algorithm" in doc["command"]


def test_sglang_flush_refused_lifetime_average_unused(tmp_path: Path) -> None:
    """/flush_cache refused: the lifetime average (warm-up included) is not used; the
    per-request accept length still is, and the run says why."""
    out = io.StringIO()
    seams = Seams(reporter=PlainReporter(out), gpu=lambda: (None, "no GPU"), workdir=tmp_path)
    spec = _loaded(
        "self-speculative", ["--speculative-algorithm", "NEXTN"], env={"FAKE_FLUSH_FAILS": "1"}
    )
    doc = run_benchmark(spec, job_id="S6", seams=seams)
    assert doc["status"] == "succeeded", doc["failure"]
    assert doc["settings"]["server_counters_reset"] is None
    assert "server_accept_length" not in doc["metrics"]
    assert doc["metrics"]["accept_length"] == 3.0
    assert (
        "POST /flush_cache after warm-up failed (HTTP 400: Flush cache failed.)" in out.getvalue()
    )


def test_sglang_speculative_label_without_algorithm(seams: Seams) -> None:
    """A speculative label with no algorithm configured is mode_not_active."""
    doc = run_benchmark(_loaded("self-speculative", []), job_id="S3", seams=seams)
    assert doc["failure"]["kind"] == "mode_not_active"
    assert "no spec_verify_ct > 0" in doc["failure"]["message"]


def test_sglang_algorithm_configured_but_no_verify_steps(seams: Seams) -> None:
    """/server_info naming a speculative algorithm is no proof: the measured requests must
    show spec_verify_ct > 0, or the run is mode_not_active."""
    doc = run_benchmark(
        _loaded(
            "self-speculative",
            ["--speculative-algorithm", "NEXTN"],
            env={"FAKE_NO_SPEC_META": "1"},
        ),
        job_id="S7",
        seams=seams,
    )
    assert doc["failure"]["kind"] == "mode_not_active"
    assert "no spec_verify_ct > 0" in doc["failure"]["message"]


def test_sglang_bad_flag(seams: Seams) -> None:
    """An unknown flag: engine_start with the launcher's own line."""
    doc = run_benchmark(_loaded("ar", ["--no-such-flag", "1"]), job_id="S4", seams=seams)
    assert doc["failure"]["kind"] == "engine_start"
    assert "unrecognized arguments: --no-such-flag" in doc["failure"]["message"]


def test_sglang_fixups_refused(seams: Seams) -> None:
    """GGUF fix-ups do not apply to SGLang models: a config failure before launch."""
    doc = run_benchmark(_loaded("ar", [], fixups={"x.y": 1}), job_id="S5", seams=seams)
    assert doc["failure"]["kind"] == "config" and doc["command"] == []
