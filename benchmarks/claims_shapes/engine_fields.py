"""Engines a page names in a line keyed as the engine's field, stated after its figures."""

from __future__ import annotations

import random

from claims_shapes.common import ENGINES, Label, Shape, num, rate


def engine_key_after_figures(r: random.Random) -> tuple[str, list[Label]]:
    """LABELLING (tenth pass): a set-up stated after the figures of the same page is their
    context; a line keyed as the engine's field ("Backend: vLLM 0.6", "框架：Apple MLX")
    under a page's results names the engine they ran on. A line that only mentions an engine
    after the figures ("We may try vLLM next") names none."""
    (en, ec) = r.choice(ENGINES)
    v = rate(r, 5, 400)
    key = r.choice(
        ["Backend", "Runtime", "Engine", "Framework", "Inference engine", "框架", "推理框架"]
    )
    colon = "：" if key in ("框架", "推理框架") else ":"
    bullet = r.choice(["", "- ", "* "])
    if r.random() < 0.7:
        text = (
            f"Decode speed: {num(v)} tokens/s.\n"
            f"Peak memory is fine.\n\n"
            f"{bullet}{key}{colon} {en}, default settings.\n"
        )
        return text, [{"value": v, "engine": ec}]
    text = f"Decode speed: {num(v)} tokens/s.\n\nNext time we may try {en} as well.\n"
    return text, [{"value": v}]


SHAPES: dict[str, Shape] = {"engine_key_after_figures": engine_key_after_figures}
