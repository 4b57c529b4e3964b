"""Figures that are not measurements (reading rules §2): a ceiling noun that heads a figure
names a bound worked out (LABELLING: a roofline's "Decode ceiling ~45 tok/s", "ceiling on this
hardware 86 tok/s"), and a question in a statement's word order asks its figure."""

from __future__ import annotations

import random

from claims_shapes.common import Label, Shape


def ceilings(r: random.Random) -> tuple[str, list[Label]]:
    """§2: "the decode ceiling is about 40 tok/s", "上限约 40 tokens/s", a "Decode ceiling"
    column: no claim. A ceiling a run hit, or one an estimate names, keeps its figure."""
    v = r.randint(8, 240)
    card = r.choice(["RTX 4090", "RTX 3060", "M2 Max", "A100"])
    if r.random() < 0.6:
        text = r.choice(
            [
                f"On the {card} the decode ceiling is roughly {v} tok/s for this model.",
                f"Bandwidth math: ceiling on this {card} ~{v} tokens/s.",
                f"For a 7B in Q4 the ceiling would be around {v} tok/s on a {card}.",
                f"按带宽估算，{card} 的性能上限约 {v} tokens/s。",
                f"Model Fits? Decode ceiling\nMistral 7B yes ~{v} tok/s\n",
            ]
        )
        return text + "\n", []
    text = r.choice(
        [
            f"We hit a ceiling of {v} tok/s on the {card} whatever the thread count.",
            f"The ceiling we measured was {v} tok/s on a {card}.",
            f"The ceiling is estimated at {v} tok/s on a {card}.",
            f"We got {v} tok/s on a {card}.",
        ]
    )
    return text + "\n", [{"value": float(v), "metric": "decode_tok_s"}]


def statement_order_questions(r: random.Random) -> tuple[str, list[Label]]:
    """§2: a short line in a statement's word order that ends on its question mark asks its
    figure ("RTX 4090 + vLLM: 90 tok/s on a 32B?"); the writer's own run said with surprise,
    or a figure before a clause mark, is stated."""
    v = r.randint(8, 240)
    card = r.choice(["RTX 4090", "RTX 3060", "M2 Max", "A100"])
    if r.random() < 0.6:
        text = r.choice(
            [
                f"{card} with vLLM: {v} tok/s on a 32B model?",
                f"So one {card} gives {v} tok/s with llama.cpp?",
                f"{card} 跑 Qwen 32B 能到 {v} tokens/s？",
            ]
        )
        return text + "\n", []
    text = r.choice(
        [
            f"I get {v} tok/s on my {card} with llama.cpp?",
            f"The {card} runs it at {v} tok/s with vLLM, is that normal?",
        ]
    )
    return text + "\n", [{"value": float(v), "metric": "decode_tok_s"}]


SHAPES: dict[str, Shape] = {
    "ceilings": ceilings,
    "statement_order_questions": statement_order_questions,
}
