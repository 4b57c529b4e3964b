"""Per-engine argv, readiness, versions and server-reported figures (SGLang cannot run here)."""

from __future__ import annotations

import json
from pathlib import Path

import httpx
import pytest
import respx

from watcher.bench.engines import LlamaCpp, SGLang
from watcher.bench.process import EngineStartFailed, wait_until_ready
from watcher.bench.spec import BenchSpec
from watcher.bench.specload import resolve_mode_flags
from watcher.rules import load_rules

# Shapes from SGLang's docs (native_api): /get_server_info is the server args plus
# status, internal_states[...] and version; avg_spec_accept_length appears per state when
# speculative decoding runs.
SGLANG_INFO = {
    "model_path": "DiffuSpace/Clover-35B-A3B",
    "tp_size": 1,
    "speculative_algorithm": "NEXTN",
    "dllm_algorithm": None,
    "status": "ready",
    "internal_states": [
        {
            "speculative_algorithm": "NEXTN",
            "last_gen_throughput": 453.6,
            "avg_spec_accept_length": 3.25,
            "memory_usage": {"weight": 70.1},
        }
    ],
    "version": "0.5.5.dev1+g753da2753",
}
SGLANG_AR_INFO = {
    "speculative_algorithm": None,
    "dllm_algorithm": None,
    "internal_states": [{"speculative_algorithm": None, "last_gen_throughput": 708.9}],
    "version": "0.0.0.dev1+g753da2753",
}
SGLANG_MODEL_INFO = {
    "model_path": "qwen/qwen2.5-0.5b-instruct",
    "is_generation": True,
    "tokenizer_path": "qwen/qwen2.5-0.5b-instruct",
}


def _spec(**kw: object) -> BenchSpec:
    base: dict[str, object] = {"engine": "llama.cpp", "model": {"path": "m.gguf", "name": "M"}}
    return BenchSpec.model_validate({**base, **kw})


def test_llama_argv() -> None:
    """Loopback host, given port, context for the probe, mode flags then spec args."""
    spec = _spec(server={"binary": "/opt/llama-server", "args": ["-t", "8"]}, context=131072)
    argv = LlamaCpp().argv(spec, ["--spec-self"], 8080, "/tmp/fixed.gguf")
    assert argv == [
        "/opt/llama-server",
        "-m",
        "/tmp/fixed.gguf",
        "--host",
        "127.0.0.1",
        "--port",
        "8080",
        "-c",
        "131072",
        "-np",
        "1",
        "--no-webui",
        "--spec-self",
        "-t",
        "8",
    ]


def test_llama_argv_respects_explicit_flags() -> None:
    """A context or slot count given in args is not overridden."""
    spec = _spec(server={"args": ["--ctx-size=4096", "-np", "2"]}, context=8192)
    argv = LlamaCpp().argv(spec, [], 1, "m.gguf")
    assert "-c" not in argv and argv.count("-np") == 1 and argv[0] == "llama-server"
    ui = LlamaCpp().argv(_spec(server={"args": ["--webui"]}), [], 1, "m.gguf")
    assert "--no-webui" not in ui


def test_context_probe_is_sized_per_slot() -> None:
    """llama-server gives each of its -np slots context / slots; SGLang is per request."""
    assert LlamaCpp().probe_context(_spec(context=8192, concurrency=4)) == 2048
    assert LlamaCpp().probe_context(_spec(context=8192, server={"args": ["-np", "2"]})) == 4096
    assert LlamaCpp().probe_context(_spec(context=8192, server={"args": ["--parallel=8"]})) == 1024
    assert LlamaCpp().probe_context(_spec(context=8192)) == 8192
    sglang = _spec(engine="sglang", context=8192, concurrency=4)
    assert SGLang().probe_context(sglang) == 8192


def test_sglang_argv_and_version_command() -> None:
    """python -m sglang.launch_server with --model-path, host, port, context and flags."""
    spec = _spec(
        engine="sglang",
        server={"python": "/venv/bin/python", "args": ["--tp-size", "1"]},
        model={"path": "DiffuSpace/Clover-35B-A3B", "name": "Clover"},
        context=4096,
    )
    eng = SGLang()
    argv = eng.argv(spec, ["--speculative-algorithm", "NEXTN"], 30000, spec.model.path)
    assert argv == [
        "/venv/bin/python",
        "-m",
        "sglang.launch_server",
        "--model-path",
        "DiffuSpace/Clover-35B-A3B",
        "--host",
        "127.0.0.1",
        "--port",
        "30000",
        "--context-length",
        "4096",
        "--speculative-algorithm",
        "NEXTN",
        "--tp-size",
        "1",
    ]
    assert eng.version_argv(spec)[:2] == ["/venv/bin/python", "-c"]
    assert eng.request_model(spec) == "DiffuSpace/Clover-35B-A3B"


@pytest.mark.parametrize(
    ("text", "version", "commit"),
    [
        (
            "version: 0.5.0-dev (build 1, commit 0c1e570)\nbuilt with cc",
            "0.5.0-dev (build 1)",
            "0c1e570",
        ),
        ("version: 4567 (a1b2c3d4)\nbuilt with gcc", "4567", "a1b2c3d4"),
        ("garbage", None, None),
    ],
)
def test_llama_version(text: str, version: str | None, commit: str | None) -> None:
    """Both shapes of llama-server --version; nothing invented from garbage."""
    v = LlamaCpp().parse_version(text)
    assert (v.version, v.commit) == (version, commit)


def test_llama_props_version() -> None:
    """/props build_info gives the commit."""
    v = LlamaCpp().version_from_info({"build_info": "b1-0c1e570"})
    assert (v.version, v.commit) == ("b1-0c1e570", "0c1e570")
    assert LlamaCpp().version_from_info({}).version is None


def test_sglang_version_and_metrics() -> None:
    """Version (with +g commit), mode evidence and accept length from server info."""
    eng = SGLang()
    assert eng.parse_version("sglang 0.5.4.post1\n").version == "0.5.4.post1"
    v = eng.version_from_info(SGLANG_INFO)
    assert (v.version, v.commit) == ("0.5.5.dev1+g753da2753", "753da2753")
    # a configured speculative algorithm is no proof (requests must show verify steps);
    # a diffusion algorithm, which has none to show, is
    assert eng.mode_evidence(SGLANG_INFO) is False
    assert eng.mode_evidence({"internal_states": [{"dllm_algorithm": "LowConfidence"}]}) is True
    assert eng.accept_length(SGLANG_INFO) == 3.25
    assert eng.mode_evidence(SGLANG_AR_INFO) is False
    assert eng.accept_length(SGLANG_AR_INFO) is None
    assert (
        eng.accept_length(
            {"internal_states": [{"avg_spec_accept_length": 2.0}, {"avg_spec_accept_length": 4.0}]}
        )
        == 3.0
    )
    assert eng.info_paths() == ["/server_info", "/get_server_info"]


@pytest.mark.parametrize(
    ("engine", "status", "state"),
    [
        (LlamaCpp(), 200, "ready"),
        (LlamaCpp(), 503, "loading"),
        (LlamaCpp(), 500, "error"),
        (SGLang(), 200, "ready"),
        (SGLang(), 503, "loading"),
        (SGLang(), 404, "error"),
    ],
)
def test_readiness(engine: object, status: int, state: str) -> None:
    """Health answers map to ready / loading / error."""
    assert engine.readiness(status, "") == state  # type: ignore[attr-defined]


@respx.mock
def test_wait_until_ready_sglang_polls_through_refusals() -> None:
    """Refused, 503, then 200 on /health, and /get_model_info 200 too (an older server
    without /model_info): ready."""
    respx.get("http://127.0.0.1:30000/model_info").mock(return_value=httpx.Response(404))
    route = respx.get("http://127.0.0.1:30000/health").mock(
        side_effect=[
            httpx.ConnectError("refused"),
            httpx.Response(503),
            httpx.Response(200),
            httpx.Response(200),
        ]
    )
    info = respx.get("http://127.0.0.1:30000/get_model_info").mock(
        side_effect=[httpx.Response(503), httpx.Response(200, json=SGLANG_MODEL_INFO)]
    )
    slept: list[float] = []
    with httpx.Client() as client:
        wait_until_ready(
            client,
            "http://127.0.0.1:30000",
            SGLang(),
            exited=lambda: None,
            timeout_s=60,
            sleep=slept.append,
        )
    assert route.call_count == 4 and info.call_count == 2 and len(slept) == 3


@respx.mock
def test_wait_until_ready_prefers_model_info() -> None:
    """A current SGLang answers /model_info; the deprecated /get_model_info is not asked."""
    respx.get("http://127.0.0.1:30000/health").mock(return_value=httpx.Response(200))
    current = respx.get("http://127.0.0.1:30000/model_info").mock(
        return_value=httpx.Response(200, json=SGLANG_MODEL_INFO)
    )
    old = respx.get("http://127.0.0.1:30000/get_model_info").mock(return_value=httpx.Response(404))
    with httpx.Client() as client:
        wait_until_ready(
            client,
            "http://127.0.0.1:30000",
            SGLang(),
            exited=lambda: None,
            timeout_s=60,
            sleep=lambda _s: None,
        )
    assert current.call_count == 1 and old.call_count == 0


def test_shipped_sglang_benchmarks_spell_full_option_names() -> None:
    """SGLang's option is --tp-size; "--tp" only works as an argparse abbreviation."""
    rules = load_rules(Path(__file__).resolve().parents[2] / "rules")
    for name, bench in rules.benchmarks.items():
        if bench.engine == "sglang":
            assert "--tp" not in bench.server.args, name


@respx.mock
def test_wait_until_ready_fails_on_exit_and_timeout() -> None:
    """A server that exits, or never answers 200, fails with the reason."""
    respx.get("http://127.0.0.1:1/health").mock(
        return_value=httpx.Response(
            503, content=json.dumps({"error": {"message": "Loading model"}})
        )
    )
    with httpx.Client() as client, pytest.raises(EngineStartFailed, match="code 1") as e:
        wait_until_ready(
            client,
            "http://127.0.0.1:1",
            LlamaCpp(),
            exited=lambda: 1,
            timeout_s=60,
            sleep=lambda s: None,
        )
    assert e.value.exit_code_of_server == 1
    t = iter(range(100))
    with httpx.Client() as client, pytest.raises(EngineStartFailed, match="Loading model") as e:
        wait_until_ready(
            client,
            "http://127.0.0.1:1",
            LlamaCpp(),
            exited=lambda: None,
            timeout_s=5,
            clock=lambda: float(next(t)),
            sleep=lambda s: None,
        )
    assert e.value.timed_out


def test_mode_flags_come_from_the_rules_table(rules_dir) -> None:  # type: ignore[no-untyped-def]
    """The shipped engines table maps SGLang self-speculative to its real flags."""
    rules = load_rules(rules_dir)
    bench = rules.benchmarks["clover-sglang-selfspec-h200"]
    assert resolve_mode_flags(bench, rules.engines, "x") == ["--speculative-algorithm", "NEXTN"]
    ar = rules.benchmarks["clover-llama-ar-4090"]
    assert resolve_mode_flags(ar, rules.engines, "x") == []
