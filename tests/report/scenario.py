"""the scenario's state as plain data: the report's golden input.

The rules' curated claims, as the extractor reads them, our own measured llama.cpp AR run on an
RTX 4090, and a failed run of the unfixed official file.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from watcher.claims.sources import seed_claims
from watcher.report.assemble import ReportInput
from watcher.rules import load_rules

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

RULES_DIR = Path(__file__).resolve().parents[2] / "rules"


def extracted_claims(rules_dir: Path = RULES_DIR) -> list[dict[str, Any]]:
    """The rules' curated claims as ``watcher.claims`` reads them (never hand-written), so
    the report is tested with the metric names the extractor really emits."""
    rules = load_rules(rules_dir)
    return [
        claim.to_json() for seed in rules.claims for claim in seed_claims(seed, rules.vocabulary)
    ]


# decode, first token and memory of the trade-press sentence; SGLang's 453.59; the 515 and
# 680 tok/s and 69 GB quotes that name no engine or mode
CLAIMS: list[dict[str, Any]] = extracted_claims()

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
