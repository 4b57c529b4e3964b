"""Coordinated figures each followed by its own "with NAME", and counts a comparison's
baseline clause states. Reading rules §2: each figure takes its own setup, so "TTFT was 230
with vLLM and 170 with SGLang" gives each figure its trailing engine, with or without a unit;
a comparison names a baseline, not the subject, so the count in "2 times what it gets with 1
GPU" is the baseline's."""

from __future__ import annotations

import random

from claims_shapes.common import CARDS, ENGINES, Label, Shape, num, rate


def bare_pair_with_engines(r: random.Random) -> tuple[str, list[Label]]:
    """§2: "METRIC was A with E1 and B with E2": each figure takes its trailing engine."""
    (e1, l1), (e2, l2) = r.sample(ENGINES, 2)
    if r.random() < 0.5:
        a, b = float(r.randint(120, 400)), float(r.randint(120, 400))
        metric, unit = "ttft", r.choice(["", " ms"])
        text = f"TTFT was {num(a)}{unit} with {e1} and {num(b)}{unit} with {e2}."
    else:
        a, b = float(r.randint(20, 150)), float(r.randint(20, 150))
        metric, unit = "decode_tok_s", r.choice(["", " tok/s"])
        text = f"The decode speed was {num(a)}{unit} with {e1}, {num(b)}{unit} with {e2}."
    return text, [
        {"value": a, "metric": metric, "engine": l1},
        {"value": b, "metric": metric, "engine": l2},
    ]


def count_in_baseline_clause(r: random.Random) -> tuple[str, list[Label]]:
    """§2: the count in "N times what it gets with K GPUs" is the baseline's."""
    engine, engine_label = r.choice(ENGINES)
    card, card_label = r.choice(CARDS)
    x = rate(r, 40, 400)
    k = r.choice([1, 2, 4])
    gpus = "1 GPU" if k == 1 else f"{k} GPUs"
    tail = r.choice(
        [
            f"2 times what it gets with {gpus}",
            f"double what we saw on {gpus}",
            f"1.5x faster than with {gpus}",
        ]
    )
    text = f"{engine} reaches {num(x)} tok/s on the {card}, {tail}."
    # the multiple is the subject's speedup; its setup is not what this shape probes
    extra: list[Label] = [{"value": 1.5, "metric": "speedup"}] if "1.5x" in tail else []
    return text, [
        {
            "value": x,
            "metric": "decode_tok_s",
            "engine": engine_label,
            "hardware": card_label,
            "gpu_count": None,
        },
        *extra,
    ]


SHAPES: dict[str, Shape] = {
    "bare figures each with its engine": bare_pair_with_engines,
    "count in a baseline clause": count_in_baseline_clause,
}
