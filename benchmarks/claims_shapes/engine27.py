"""The model architecture written like an engine's name: "the so-called transformers",
"transformers blocks", "prior to transformers" say what a model is, not which software ran
it (reading rules §3), so the figure beside them takes no engine."""

from __future__ import annotations

import random

from claims_shapes.common import UNITS, Label, Shape, num, rate


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


SHAPES: dict[str, Shape] = {
    "transformers as the architecture": architecture_not_library,
}
