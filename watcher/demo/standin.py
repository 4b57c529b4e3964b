"""The demo's benchmark stand-in: answers ``bench run NAME --out FILE --job-id ID`` like the
harness, but measures nothing. Its result is valid ``watcher.bench-result/1`` and labelled
as demo data everywhere a reader looks: the model name, the engine version, ``demo: true``.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import os
import sys
from pathlib import Path

from watcher.bench.result import SCHEMA, parse_result
from watcher.rules import load_rules

DEMO_LABEL = "DEMO DATA, not a measurement"
# Fixed, plausible-looking figures so the demo's report is the same on every machine.
DECODE_RUNS = [441.7, 446.2, 448.9, 450.3, 452.8]
TTFT_RUNS = [0.142, 0.151, 0.155, 0.163, 0.171]


def _median(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[len(ordered) // 2]


def main(argv: list[str] | None = None) -> int:
    """Write a demo result for the named benchmark; exit 0."""
    parser = argparse.ArgumentParser(prog="watcher.demo.standin")
    parser.add_argument("bench")
    parser.add_argument("run")
    parser.add_argument("name")
    parser.add_argument("--out", required=True)
    parser.add_argument("--job-id", required=True)
    args = parser.parse_args(argv)
    rules = load_rules(os.environ["WATCHER_RULES"])
    bench = rules.benchmarks[args.name]
    memory = rules.vocabulary.hardware.get(bench.hardware or "", None)
    now = dt.datetime(2026, 12, 4, 10, 0, tzinfo=dt.UTC).strftime("%Y-%m-%dT%H:%M:%SZ")
    doc = {
        "schema": SCHEMA,
        "job_id": args.job_id,
        "status": "succeeded",
        "failure": None,
        "demo": True,
        "note": DEMO_LABEL,
        "engine": {
            "name": bench.engine,
            "version": "demo",
            "commit": os.environ.get("WATCHER_ENGINE_REF"),
            "mode": bench.mode,
        },
        "model": {
            "name": f"{bench.model.name} [{DEMO_LABEL}]",
            "file": None,
            "sha256": None,
            "quantization": bench.model.quantization,
            "fixups": [],
        },
        "hardware": {
            "gpu": f"NVIDIA {bench.hardware}" if bench.hardware else None,
            "gpu_count": bench.gpu_count,
            "gpu_memory_mib": memory.memory_mib if memory else None,
            "driver": None,
        },
        "settings": {
            "concurrency": bench.concurrency,
            "prompt_tokens": bench.prompt_tokens,
            "max_tokens": bench.max_tokens,
            "context": bench.context,
            "repeats": len(DECODE_RUNS),
        },
        "metrics": {
            "decode_tok_s": {
                "min": min(DECODE_RUNS),
                "median": _median(DECODE_RUNS),
                "max": max(DECODE_RUNS),
                "runs": DECODE_RUNS,
            },
            "ttft_s": {
                "min": min(TTFT_RUNS),
                "median": _median(TTFT_RUNS),
                "max": max(TTFT_RUNS),
                "runs": TTFT_RUNS,
            },
            "peak_gpu_memory_mib": 78_112.0,
        },
        "command": ["watcher.demo.standin", "bench", "run", args.name],
        "started_at": now,
        "finished_at": now,
    }
    parse_result(doc, where="demo stand-in")  # the stand-in must write what the harness writes
    Path(args.out).write_text(json.dumps(doc, indent=2), "utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
