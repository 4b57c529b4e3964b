"""A hedged size under a table's column of total memory, one row a model, is what that model
takes (reading rules §4: memory is a metric; LABELLING: a "What You Can Run" table's "Total
Memory" column is `memory` with no engine or hardware); a card's exact total is no claim."""

from __future__ import annotations

import random

from claims_shapes.common import Label, Shape


def total_memory_column(r: random.Random) -> tuple[str, list[Label]]:
    """A table of models with a hedged total-memory column beside a decode rate: both are
    claims, the size on no machine; in a table of cards an exact total is the card's."""
    header = r.choice(["Total Memory", "Total VRAM", "Total memory"])
    hedge = r.choice(["~", "≈", "about ", "approx. ", "~ "])
    rows = r.sample(
        [
            ("Llama-3.1-8B", "8-bit"),
            ("Mistral-7B", "4-bit"),
            ("Qwen2.5-14B", "4-bit"),
            ("Phi-3-mini", "FP16"),
            ("Gemma-2-27B", "4-bit"),
            ("Qwen3-32B", "8-bit"),
        ],
        3,
    )
    sizes = [round(r.uniform(2.0, 40.0), r.choice([0, 1])) for _ in rows]
    rates = [float(r.randint(5, 120)) for _ in rows]
    cards = r.random() < 0.25
    if cards:
        card_rows = r.sample([("H100", 80), ("RTX 4090", 24), ("L40S", 48), ("A100", 40)], 2)
        lines = [f"| GPU | {header} | Decode |", "|---|---|---|"]
        lines += [
            f"| {c} | {s} GB | {v:g} tok/s |"
            for (c, s), v in zip(card_rows, rates[:2], strict=True)
        ]
        return "\n".join(lines) + "\n", [{"value": v} for v in rates[:2]]
    labels: list[Label] = []
    if r.random() < 0.5:
        lines = [f"| Model | Bits | {header} | Decode |", "|---|---|---|---|"]
        for (m, b), s, v in zip(rows, sizes, rates, strict=True):
            lines.append(f"| {m} | {b} | {hedge}{s:g} GB | {v:g} tok/s |")
    else:  # pasted without pipes, a cell per word: the hedge is glued to its size
        hedge = r.choice(["~", "≈"])
        lines = [f"Model Bits {header} Decode Headroom"]
        for (m, b), s, v in zip(rows, sizes, rates, strict=True):
            lines.append(f"{m} {b} {hedge}{s:g}GB ~{v:g} tok/s {96 - s:g}GB")
        lines.insert(0, "Which models fit\n")
    for s, v in zip(sizes, rates, strict=True):
        labels.append({"value": float(s), "metric": "memory", "hardware": None, "engine": None})
        labels.append({"value": v})
    return "\n".join(lines) + "\n", labels


SHAPES: dict[str, Shape] = {
    "total_memory_column": total_memory_column,
}
