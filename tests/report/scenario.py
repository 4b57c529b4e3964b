"""SCENARIO.md's state as plain data: the report's golden input.

Four figures and the 69 GB memory quote as claims, our own measured llama.cpp AR run on an
RTX 4090, and a failed run of the unfixed official file.
"""

from __future__ import annotations

from typing import Any

from watcher.report.assemble import ReportInput

LLAMA = "ggml-org/llama.cpp"
SGLANG = "sgl-project/sglang"
RUN_URL = "https://github.com/example/bench/actions/runs/"

EVENTS: list[dict[str, Any]] = [
    {
        "id": 1,
        "key": f"{LLAMA}#31306:pr_discovered",
        "type": "pr_discovered",
        "repo": LLAMA,
        "number": 31306,
        "tag": None,
        "rule": "llama-cpp-clover-ar",
        "title": "model : add Clover-35B-A3B (AR mode only)",
        "url": f"https://github.com/{LLAMA}/pull/31306",
        "at": "2026-11-02T09:12:00Z",
    },
    {
        "id": 2,
        "key": f"{LLAMA}@v0.9.0:release_published",
        "type": "release_published",
        "repo": LLAMA,
        "number": None,
        "tag": "v0.9.0",
        "rule": "llama-cpp-releases",
        "title": "v0.9.0",
        "url": f"https://github.com/{LLAMA}/releases/tag/v0.9.0",
        "at": "2026-11-04T12:00:00Z",
    },
    {
        "id": 3,
        "key": f"{LLAMA}#31306:pr_released",
        "type": "pr_released",
        "repo": LLAMA,
        "number": 31306,
        "tag": "v0.9.0",
        "rule": "llama-cpp-clover-ar",
        "title": "model : add Clover-35B-A3B (AR mode only)",
        "url": f"https://github.com/{LLAMA}/pull/31306",
        "at": "2026-11-04T12:00:00Z",
    },
    {
        "id": 4,
        "key": f"{LLAMA}@1.0.0:release_published",
        "type": "release_published",
        "repo": LLAMA,
        "number": None,
        "tag": "1.0.0",
        "rule": "llama-cpp-releases",
        "title": "1.0.0",
        "url": f"https://github.com/{LLAMA}/releases/tag/1.0.0",
        "at": "2026-11-13T15:30:00Z",
    },
    {
        "id": 5,
        "key": f"{SGLANG}#46927:pr_discovered",
        "type": "pr_discovered",
        "repo": SGLANG,
        "number": 46927,
        "tag": None,
        "rule": "sglang-clover-draft-verify",
        "title": "[Feature] Clover self-speculative (draft-and-verify) decoding",
        "url": f"https://github.com/{SGLANG}/pull/46927",
        "at": "2026-11-20T08:00:00Z",
    },
]

PRS: list[dict[str, Any]] = [
    {
        "repo": LLAMA,
        "number": 31306,
        "title": "model : add Clover-35B-A3B (AR mode only)",
        "state": "closed",
        "merged": True,
        "merged_at": "2026-11-02T09:12:00Z",
        "approved": True,
        "released_in": "v0.9.0",
        "url": f"https://github.com/{LLAMA}/pull/31306",
        "rules": ["llama-cpp-clover-ar"],
    },
    {
        "repo": SGLANG,
        "number": 46927,
        "title": "[Feature] Clover self-speculative (draft-and-verify) decoding",
        "state": "open",
        "merged": False,
        "merged_at": None,
        "approved": False,
        "released_in": None,
        "url": f"https://github.com/{SGLANG}/pull/46927",
        "rules": ["sglang-clover-draft-verify"],
    },
]

ADVANCED_RULES = frozenset({"llama-cpp-clover-parallel-decode", "sglang-clover-draft-verify"})


def _result(job_id: str, **over: Any) -> dict[str, Any]:
    doc: dict[str, Any] = {
        "schema": "watcher.bench-result/1",
        "job_id": job_id,
        "status": "succeeded",
        "failure": None,
        "engine": {
            "name": "llama.cpp",
            "version": "v0.9.0",
            "commit": "6c1f2e4b9a0d",
            "mode": "ar",
        },
        "model": {
            "name": "Clover-35B-A3B",
            "file": "clover-35b-a3b-q4_0.gguf",
            "sha256": None,
            "quantization": "Q4_0",
            "fixups": [{"key": "clover_moe.expert_shared_count", "value": 1}],
        },
        "hardware": {
            "gpu": "NVIDIA GeForce RTX 4090",
            "gpu_count": 1,
            "gpu_memory_mib": 24564,
            "driver": "560.35.03",
        },
        "settings": {
            "concurrency": 1,
            "prompt_tokens": 128,
            "max_tokens": 256,
            "context": 131072,
            "repeats": 5,
        },
        "metrics": {
            "decode_tok_s": {
                "min": 202.3,
                "median": 206.4,
                "max": 211.0,
                "runs": [202.3, 204.9, 206.4, 208.8, 211.0],
            },
            "ttft_s": {
                "min": 0.13,
                "median": 0.17,
                "max": 0.31,
                "runs": [0.31, 0.13, 0.17, 0.15, 0.18],
            },
            "peak_gpu_memory_mib": 21924.0,
            "server_decode_tok_s": {"min": 203.0, "median": 207.1, "max": 211.9, "runs": []},
            "accept_length": None,
        },
        "command": ["llama-server", "-m", "clover-35b-a3b-q4_0.fixed.gguf", "-ngl", "99"],
        "started_at": "2026-11-28T10:00:00Z",
        "finished_at": "2026-11-28T10:06:40Z",
    }
    doc.update(over)
    return doc


MEASURED = {"document": _result("clover-llama-ar-4090-v0.9.0"), "source": RUN_URL + "7001"}
FAILED = {
    "document": _result(
        "clover-llama-ar-4090-v0.9.0-unfixed",
        status="failed",
        failure={
            "kind": "model_load",
            "message": "llama_model_load: error loading model: "
            "key not found in model: clover_moe.expert_shared_count",
        },
        model={
            "name": "Clover-35B-A3B",
            "file": "clover-35b-a3b-q4_0.gguf",
            "sha256": None,
            "quantization": "Q4_0",
            "fixups": [],
        },
        metrics={"decode_tok_s": None, "ttft_s": None, "peak_gpu_memory_mib": None},
        finished_at="2026-11-28T09:58:02Z",
    ),
    "source": RUN_URL + "7000",
}

TRADE = "trade press, 2026-11-14: Clover-35B hits 208 tok/s on a 4090"
QUOTE = "trade press, 2026-11-14: DiffuSpace's quote"


def _claim(text: str, metric: str, value: float, unit: str, **over: Any) -> dict[str, Any]:
    c: dict[str, Any] = {
        "text": text,
        "metric": metric,
        "value": value,
        "unit": unit,
        "engine": None,
        "engine_version": None,
        "mode": None,
        "hardware": None,
        "gpu_count": None,
        "precision": None,
        "concurrency": None,
        "source": TRADE,
        "standing": "reported",
        "missing": [],
        "date": "2026-11-14",
    }
    c.update(over)
    return c


_LLAMA_SETUP = {
    "engine": "llama.cpp",
    "engine_version": "v0.9.0",
    "mode": "ar",
    "hardware": "RTX 4090",
    "gpu_count": 1,
    "precision": "Q4_0",
    "concurrency": 1,
}
_SENTENCE = (
    "On llama.cpp v0.9.0 in AR mode, Clover-35B-A3B Q4_0 ran at 202-211 tok/s on a "
    "single RTX 4090, one request at a time; first token took 0.13-0.31 s and the "
    "full 128K context peaked at 21,924 MiB."
)

CLAIMS: list[dict[str, Any]] = [
    _claim(_SENTENCE, "decode_tok_s", 206.5, "tok/s", value_min=202, value_max=211, **_LLAMA_SETUP),
    _claim(_SENTENCE, "ttft_s", 0.22, "s", value_min=0.13, value_max=0.31, **_LLAMA_SETUP),
    _claim(_SENTENCE, "peak_memory_mib", 21924, "MiB", **_LLAMA_SETUP),
    _claim(
        "Draft-and-verify decoding for Clover reaches 453.59 tok/s on 1x H200, one request "
        "at a time.",
        "decode_tok_s",
        453.59,
        "tok/s",
        engine="sglang",
        engine_version="PR #46927",
        mode="self-speculative",
        hardware="H200",
        gpu_count=1,
        concurrency=1,
        source="sgl-project/sglang#46927",
        date="2026-11-20",
    ),
    _claim(
        "DiffuSpace says Clover-35B-A3B reaches 515 tok/s on 1x H200, uncompressed.",
        "decode_tok_s",
        515,
        "tok/s",
        hardware="H200",
        gpu_count=1,
        precision="uncompressed",
        source=QUOTE,
        standing="unverifiable",
        missing=["engine", "mode", "concurrency"],
    ),
    _claim(
        "DiffuSpace quotes 680 tok/s on GB300, uncompressed.",
        "decode_tok_s",
        680,
        "tok/s",
        hardware="GB300",
        precision="uncompressed",
        source=QUOTE,
        standing="unverifiable",
        missing=["engine", "mode", "gpu_count", "concurrency"],
    ),
    _claim(
        "DiffuSpace's own Python code needs about 69 GB for the weights alone, uncompressed.",
        "weights_memory",
        69,
        "GB",
        precision="uncompressed",
        source="trade press, 2026-11-14",
        standing="unverifiable",
        missing=["engine", "mode", "hardware"],
    ),
]

_JOB = "clover-llama-ar-4090-v0.9.0"
VERDICTS: list[dict[str, Any] | None] = [
    {
        "verdict": "consistent",
        "ratio": 206.4 / 206.5,
        "measurement": _JOB,
        "reason": "median 206.4 inside the claimed 202–211",
    },
    {
        "verdict": "consistent",
        "ratio": 0.17 / 0.22,
        "measurement": _JOB,
        "reason": "our 0.13–0.31 s matches",
    },
    {
        "verdict": "consistent",
        "ratio": 1.0,
        "measurement": _JOB,
        "reason": "same peak at 128K context",
    },
    {
        "verdict": "not yet measured",
        "ratio": None,
        "measurement": None,
        "reason": "no run of sglang self-speculative on H200 yet",
    },
    None,
    None,
    None,
]

CARDS = {"RTX 4090": 24564, "H200": 143771, "GB300": 284208}


def scenario_input(**over: Any) -> ReportInput:
    """The scenario as a ReportInput (override any field)."""
    values: dict[str, Any] = {
        "events": EVENTS,
        "since_event_id": 0,
        "prs": PRS,
        "results": [FAILED, MEASURED],
        "claims": CLAIMS,
        "verdicts": VERDICTS,
        "card_memory_mib": CARDS,
        "advanced_rules": ADVANCED_RULES,
        "tool_version": "0.1.0",
        "tolerance": 0.10,
        "title": "Clover-35B-A3B: upstream watch",
    }
    values.update(over)
    return ReportInput(**values)
