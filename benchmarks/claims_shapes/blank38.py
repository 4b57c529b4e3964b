"""Figures whose metric is named in their sentence and whose unit is written nowhere beside them:
"the throughput is 1470", "TTFT was 145", "Response time: 3.917", "the speedup was 2.35". A metric
word suffices (reading rules §4; LABELLING's eighteenth pass, class 4): a named rate is read in
tokens per second, a named time as displayed."""

from __future__ import annotations

import random

from claims_shapes.common import Label, Shape


def named_rate(r: random.Random) -> tuple[str, list[Label]]:
    """§4: a rate named with no unit is a token rate ("the throughput is N")."""
    v = r.randint(40, 4000)
    text, metric = r.choice(
        [
            (f"After the update the throughput is {v} and it holds through long chats.", "decode"),
            (f"The prefill speed was roughly {v}, with llama.cpp doing the work.", "prefill"),
            (f"On my desktop the decode speed hit {v} on short prompts.", "decode"),
        ]
    )
    return text, [{"value": float(v), "metric": f"{metric}_tok_s"}]


def named_time(r: random.Random) -> tuple[str, list[Label]]:
    """§4: a time named with no unit is labelled as displayed ("TTFT was N")."""
    v = round(r.uniform(0.05, 400), 2)
    text, metric = r.choice(
        [
            (f"With the cache warm, TTFT was {v} for every prompt we tried.", "ttft"),
            (f"Second request:\nResponse time: {v}\n", "e2e_latency"),
            (f"On the old kernel the TPOT is {v}, which is fine for chat.", "tpot"),
        ]
    )
    return text, [{"value": v, "metric": metric}]


def named_change(r: random.Random) -> tuple[str, list[Label]]:
    """§4: "TTFT went from N to M": both ends are the named metric's, read as displayed."""
    a, b = r.randint(60, 400), r.randint(20, 59)
    text = f"With the new scheduler TTFT went from {a} to {b} on long prompts."
    return text, [{"value": float(a), "metric": "ttft"}, {"value": float(b), "metric": "ttft"}]


SHAPES: dict[str, Shape] = {
    "rate named without a unit": named_rate,
    "time named without a unit": named_time,
    "change named without a unit": named_change,
}
