"""Figures in prose that are no claim by the rules (§2): bounds a demand sets."""

from __future__ import annotations

import random

from claims_shapes.common import CARDS, ENGINES, Label, Shape, num


def demanded_bounds(r: random.Random) -> tuple[str, list[Label]]:
    """§2: a latency written as a bound in a sentence naming a challenge, a constraint, a
    priority or a guarantee is a requirement; the same bound a run measured is a claim."""
    (en, ec), (cn, cc) = r.choice(ENGINES), r.choice(CARDS)
    ms = r.choice([80, 100, 150, 200, 300, 500])
    sign = r.choice([f"<{ms}ms", f"< {ms} ms", f"sub-{ms}ms", f"under {ms} ms"])
    measured = [{"value": float(ms), "metric": "ttft", "engine": ec, "hardware": cc}]
    return r.choice(
        [
            (f"Deployments face three challenges: low latency ({sign}), cost and scale.", []),
            (f"Buyers are prioritizing privacy, predictable costs and {sign} latency.", []),
            (f"The service must stay responsive, with end-to-end p95 {sign} for chat.", []),
            (f"企业面临三大挑战:推理延迟敏感(用户等待容忍度<{num(ms)}ms)、成本高。", []),
            (f"部署还要保证首token延迟低于{num(ms)}ms。", []),
            (f"With {en} on the {cn}, time to first token stays under {ms} ms.", measured),
        ]
    )


SHAPES: dict[str, Shape] = {
    "bounds a demand sets": demanded_bounds,
}
