"""Named figures with no unit that repeat for another setup or span a range: "the speedup was
1.8 on L40S and 2.4 on H200", "TTFT was 95-140". A metric word suffices (reading rules §4;
LABELLING's eighteenth pass, class 4); each coordinated figure takes its own clause's setup
(§2), and a range keeps both ends, valued at its mid-point."""

from __future__ import annotations

import random

from claims_shapes.common import Label, Shape


def named_coordinated(r: random.Random) -> tuple[str, list[Label]]:
    """§4, §2: "the speedup was A on X and B on Y": both are speedups, each on its own card."""
    a, b = round(r.uniform(1.2, 3.0), 1), round(r.uniform(1.2, 3.0), 1)
    text = f"Measured on our cluster, the speedup was {a} on L40S and {b} on H200."
    return text, [
        {"value": a, "metric": "speedup", "hardware": "L40S"},
        {"value": b, "metric": "speedup", "hardware": "H200"},
    ]


def named_time_coordinated(r: random.Random) -> tuple[str, list[Label]]:
    """§4, §2: "TTFT was A for vLLM and B for SGLang": both TTFTs, each of its own engine."""
    a, b = r.randint(120, 400), r.randint(60, 119)
    text = f"For the short chat prompts TTFT was {a} for vLLM and {b} for SGLang."
    return text, [
        {"value": float(a), "metric": "ttft", "engine": "vllm"},
        {"value": float(b), "metric": "ttft", "engine": "sglang"},
    ]


def named_range(r: random.Random) -> tuple[str, list[Label]]:
    """§4: "TTFT was A-B": one range of the named metric, both ends kept."""
    a = r.randint(60, 200)
    b = a + r.randint(10, 80)
    text = f"Across our runs the TTFT was {a}-{b}, which is fine for chat."
    label = {"value": float(a), "metric": "ttft", "value_min": float(a), "value_max": float(b)}
    return text, [label]


SHAPES: dict[str, Shape] = {
    "named figures coordinated": named_coordinated,
    "named times coordinated": named_time_coordinated,
    "range named without a unit": named_range,
}
