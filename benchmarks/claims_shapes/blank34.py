"""Multiples named as a factor or a margin, and multiples written before the phase they
multiply: "by a factor of 2-3x", "by a margin of at least 6x", "1.6x prefill and 2x decode".
Each is a speedup (reading rules §4: a speedup is a relative figure of a metric)."""

from __future__ import annotations

import random

from claims_shapes.common import Label, Shape


def factor_or_margin(r: random.Random) -> tuple[str, list[Label]]:
    """§4: "by a factor of N x" / "by a margin of at least N x" is a speedup."""
    s = round(r.uniform(1.2, 9), 1)
    text = r.choice(
        [
            f"The new drafter accelerates generation on our stack by a factor of {s}x.",
            f"Which box wins? The newer one, and by a margin of at least {s}x.",
            f"Batching lifted the whole serving path's output by a factor of about {s}x.",
        ]
    )
    return text, [{"value": s, "metric": "speedup"}]


def multiple_before_phase(r: random.Random) -> tuple[str, list[Label]]:
    """§4: "N x prefill and M x decode": each multiple is a speedup of its phase."""
    a, b = round(r.uniform(1.2, 6), 1), round(r.uniform(1.1, 3), 1)
    first, second = r.choice(
        [("prefill", "decode"), ("pp", "tg"), ("prompt processing", "decoding")]
    )
    text = f"Switching to the fork gave me {a}x {first} and {b}x {second} on the same laptop."
    return text, [{"value": a, "metric": "speedup"}, {"value": b, "metric": "speedup"}]


SHAPES: dict[str, Shape] = {
    "multiple as a factor or margin": factor_or_margin,
    "multiple before its phase": multiple_before_phase,
}
