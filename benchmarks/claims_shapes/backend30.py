"""A backend, kernel or op named after an engine is a part of the engine that ran, not that
engine (reading rules §1, §3; LABELLING: attention backends in an SGLang table); a real engine
comparison still names the engine."""

from __future__ import annotations

import random

from claims_shapes.common import Label, Shape


def borrowed_backend_names(r: random.Random) -> tuple[str, list[Label], dict[str, str]]:
    """An SGLang or vLLM PR comparing backends named after TensorRT-LLM keeps its own engine;
    the same repository's sentence setting its engine against TensorRT-LLM names both."""
    v = r.randint(40, 900)
    card = r.choice(["B200", "H100", "GB200", "H200"])
    repo, own = r.choice([("sgl-project/sglang", "sglang"), ("vllm-project/vllm", "vllm")])
    text, engine = r.choice(
        [
            (f"With the TRTLLM MLA path, decode reaches {v} tok/s on {card}.", own),
            (f"TRT-LLM allreduce fusion on: {v} tok/s per user on 8x {card}.", own),
            (f"Using trtllm-gen MoE, one {card} decodes {v} tok/s.", own),
            (f"Launched with --attention-backend trtllm, {card} decodes {v} tok/s.", own),
            (f"| backend | tok/s |\n|---|---|\n| flashinfer | n/a |\n| trtllm | {v} |", own),
            (f"On {card}, TensorRT-LLM reaches {v} tok/s, ahead of this branch.", None),
            (f"Served by trtllm-serve on one {card}, the model decodes {v} tok/s.", None),
        ]
    )
    if engine is None:
        engine = "tensorrt-llm"
    return text + "\n", [{"value": float(v), "engine": engine}], {"source": f"{repo}#{v + 1000}"}


SHAPES: dict[str, Shape] = {
    "borrowed_backend_names": borrowed_backend_names,
}
