"""The model architecture written like an engine's name: "the so-called transformers",
"transformers blocks", "prior to transformers" say what a model is, not which software ran
it (reading rules §3), so the figure beside them takes no engine."""

from __future__ import annotations

import random

from claims_shapes.common import CARDS, ENGINES, UNITS, Label, Shape, num, rate


def architecture_not_library(r: random.Random) -> tuple[str, list[Label]]:
    """§3: "transformers" as the architecture gives no engine to the next sentence's figure."""
    v = rate(r, 20, 900)
    lead = r.choice(
        [
            "The chip is built for one kind of model only, the so-called transformers.",
            "Prior to transformers, language models were slow to train.",
            "Only the linear layers within transformers blocks are quantized.",
        ]
    )
    unit = r.choice(UNITS)
    text = f"{lead} The model now streams {num(v)} {unit}."
    return text, [{"value": v, "metric": "decode_tok_s", "engine": None}]


def required_size_no_setup(r: random.Random) -> tuple[str, list[Label]]:
    """Seventeenth pass: a size the text says the model needs takes no engine and no card."""
    (en, _), (cn, _) = r.choice(ENGINES), r.choice(CARDS)
    gb = float(r.randint(4, 80))
    text = r.choice(
        [
            f"Served with {en} on an {cn}, the quantized model is small ({num(gb)} GB needed).",
            f"{cn} 上用 {en} 部署该模型(参数量 32B,需 {num(gb)}GB 显存)。",
            f"在 {cn} 上用 {en} 运行,量化后模型体积约 {num(gb)}GB。",
        ]
    )
    return text, [{"value": gb, "metric": "memory", "engine": None, "hardware": None}]


SHAPES: dict[str, Shape] = {
    "transformers as the architecture": architecture_not_library,
    "required model size no setup": required_size_no_setup,
}
