"""A name after "A vs B on|with ..." where A and B are two cards (or two precisions) is what
both sides ran on (reading rules §2: the pair changes only what its two sides name)."""

from __future__ import annotations

import random

from claims_shapes.common import CARDS, ENGINES, PRECISIONS, Label, Shape, num, rate


def shared_engine(r: random.Random) -> tuple[str, list[Label]]:
    """§2: "MI300X vs H100 on vLLM: x vs y tok/s": both figures ran on vLLM, each on its card."""
    (a_text, a), (b_text, b) = r.sample(CARDS, 2)
    e_text, engine = r.choice(ENGINES)
    x, y = rate(r, 200, 900), rate(r, 20, 180)
    link = r.choice(["on", "with", "using"])
    joined = r.choice(["vs", "and"])
    text = f"{a_text} vs {b_text} {link} {e_text}: {num(x)} tok/s {joined} {num(y)} tok/s."
    return text, [
        {"value": x, "metric": "decode_tok_s", "engine": engine, "hardware": a},
        {"value": y, "metric": "decode_tok_s", "engine": engine, "hardware": b},
    ]


def shared_engine_of_precisions(r: random.Random) -> tuple[str, list[Label]]:
    """§2: "FP8 vs BF16 with SGLang: x vs y tok/s": one engine, two precisions."""
    (a_text, a), (b_text, b) = r.sample(PRECISIONS, 2)
    e_text, engine = r.choice(ENGINES)
    x = rate(r, 100, 900)
    y = round(x * r.uniform(0.5, 0.9), 1)  # one order of magnitude: "856 vs 56" is no pair
    text = f"{a_text} vs {b_text} with {e_text}: {num(x)} vs {num(y)} tok/s."
    return text, [
        {"value": x, "metric": "decode_tok_s", "engine": engine, "precision": a},
        {"value": y, "metric": "decode_tok_s", "engine": engine, "precision": b},
    ]


SHAPES: dict[str, Shape] = {
    "engine after a pair of cards": shared_engine,
    "engine after a pair of precisions": shared_engine_of_precisions,
}
