"""Generated benchmark series for the history and site tests (TEST DATA, not measurements).

Two setups: SGLang self-speculative on an H200 across eight releases, with a planted 10%
drop at ``v0.6.2``, and llama.cpp AR on an RTX 4090 across six commits of pure noise
(2% run-to-run). Runs come from a seeded generator, so every test sees the same figures.
"""

from __future__ import annotations

import random
from typing import Any

from tests.helpers import add_merge, add_release
from watcher.store import Store

SGLANG_TAGS = ["v0.5.6", "v0.5.7", "v0.5.8", "v0.5.9", "v0.6.0", "v0.6.1", "v0.6.2", "v0.6.3"]
DROP_AT = "v0.6.2"
LLAMA_COMMITS = [f"{i:x}" * 40 for i in range(10, 16)]
NOISE = 0.02


def runs(rng: random.Random, level: float, n: int = 5, noise: float = NOISE) -> list[float]:
    """``n`` runs around ``level`` with ``noise`` relative spread, rounded like the harness."""
    return [round(rng.gauss(level, level * noise), 1) for _ in range(n)]


def result_doc(
    job_id: str,
    values: list[float],
    *,
    engine: str = "sglang",
    version: str = "0.6.0",
    commit: str | None = None,
    mode: str = "self-speculative",
    model: str = "Clover-35B-A3B",
    quantization: str = "BF16",
    gpu: str | None = "NVIDIA H200",
    concurrency: int = 1,
    finished_at: str = "2026-12-04T10:00:00Z",
    server: list[float] | None = None,
    status: str = "succeeded",
) -> dict[str, Any]:
    """A ``watcher.bench-result/1`` document with these decode runs."""
    s = sorted(values)
    stat = (
        {
            "min": s[0],
            "median": s[len(s) // 2] if len(s) % 2 else (s[len(s) // 2 - 1] + s[len(s) // 2]) / 2,
            "max": s[-1],
            "runs": values,
        }
        if values
        else None
    )
    metrics: dict[str, Any] = {"decode_tok_s": stat, "ttft_s": None, "peak_gpu_memory_mib": None}
    if server is not None:
        ss = sorted(server)
        metrics["server_decode_tok_s"] = {
            "min": ss[0],
            "median": ss[len(ss) // 2],
            "max": ss[-1],
            "runs": server,
        }
    failed = status == "failed"
    return {
        "schema": "watcher.bench-result/1",
        "job_id": job_id,
        "status": status,
        "failure": {"kind": "oom", "message": "CUDA out of memory"} if failed else None,
        "engine": {"name": engine, "version": version, "commit": commit, "mode": mode},
        "model": {
            "name": model,
            "file": None,
            "sha256": None,
            "quantization": quantization,
            "fixups": [],
        },
        "hardware": {
            "gpu": gpu,
            "gpu_count": 1 if gpu else None,
            "gpu_memory_mib": None,
            "driver": None,
        },
        "settings": {
            "concurrency": concurrency,
            "prompt_tokens": 128,
            "max_tokens": 256,
            "context": None,
            "repeats": len(values) or 5,
        },
        "metrics": {**metrics, "decode_tok_s": None} if failed else metrics,
        "command": ["python", "-m", "sglang.launch_server"],
        "started_at": finished_at,
        "finished_at": finished_at,
    }


def sglang_release_date(i: int) -> str:
    """Publication date of the i-th SGLang tag (ten days apart)."""
    return f"2026-{9 + (i * 10) // 30:02d}-{1 + (i * 10) % 30:02d}T12:00:00Z"


def sglang_plan(seed: int = 7, drop: float = 0.10) -> list[tuple[str, str, list[float]]]:
    """(job id, tag, runs) for the SGLang series; ``drop`` from ``DROP_AT`` on."""
    rng = random.Random(seed)
    out = []
    level = 450.0
    for i, tag in enumerate(SGLANG_TAGS):
        if tag == DROP_AT:
            level *= 1 - drop
        out.append((f"job-sglang-{i}", tag, runs(rng, level)))
    return out


def llama_plan(seed: int = 11) -> list[tuple[str, str, list[float]]]:
    """(job id, commit, runs) for the llama.cpp series: noise only."""
    rng = random.Random(seed)
    return [(f"job-llama-{i}", sha, runs(rng, 208.0)) for i, sha in enumerate(LLAMA_COMMITS)]


def seed_dates(store: Store) -> None:
    """Releases and merges that date every ref of both plans."""
    for i, tag in enumerate(SGLANG_TAGS):
        add_release(store, "sgl-project/sglang", tag, sglang_release_date(i))
    for i, sha in enumerate(LLAMA_COMMITS):
        add_merge(
            store, "ggml-org/llama.cpp", 32000 + i, sha, f"2026-10-{10 + 2 * i:02d}T08:00:00Z"
        )


def sglang_doc(i: int, job_id: str, tag: str, values: list[float]) -> dict[str, Any]:
    """The SGLang plan's i-th result."""
    return result_doc(
        job_id,
        values,
        version=tag.lstrip("v"),
        finished_at=sglang_release_date(i).replace("12:00", "18:00"),
    )


def llama_doc(i: int, job_id: str, sha: str, values: list[float]) -> dict[str, Any]:
    """The llama.cpp plan's i-th result."""
    return result_doc(
        job_id,
        values,
        engine="llama.cpp",
        version=f"b{7000 + i}",
        commit=sha[:7],
        mode="ar",
        model="Clover-35B-A3B",
        quantization="Q4_0",
        gpu="NVIDIA GeForce RTX 4090",
        finished_at=f"2026-10-{10 + 2 * i:02d}T20:00:00Z",
    )


def seed_upstream_events(store: Store) -> None:
    """SGLang's releases and the merge of #46927 as events (the chart's markers)."""
    from watcher.store import Event

    with store.session() as s:
        for i, tag in enumerate(SGLANG_TAGS):
            s.add(
                Event(
                    key=f"sgl-project/sglang@{tag}:release_published",
                    type="release_published",
                    repo="sgl-project/sglang",
                    tag=tag,
                    rule="sglang-clover-draft-verify",
                    title=f"Release {tag}",
                    url=f"https://github.com/sgl-project/sglang/releases/tag/{tag}",
                    at=sglang_release_date(i),
                )
            )
        s.add(
            Event(
                key="sgl-project/sglang#46927:pr_merged",
                type="pr_merged",
                repo="sgl-project/sglang",
                number=46927,
                rule="sglang-clover-draft-verify",
                title="Clover draft-and-verify",
                url="https://github.com/sgl-project/sglang/pull/46927",
                at="2026-10-25T09:00:00Z",
            )
        )
