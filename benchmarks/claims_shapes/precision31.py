"""Precision names as the labelling decisions read them: a W4A8 scheme (4-bit weights, 8-bit
activations) is INT4 (``tests/data/claims_eval/LABELLING.md``)."""

from __future__ import annotations

import random

from claims_shapes.common import Label, Shape

_W4A8 = ["W4A8", "w4a8", "W4A8KV4"]
_CARDS = ["H100", "A100", "L40S", "RTX 4090"]


def w4a8_scheme(r: random.Random) -> tuple[str, list[Label]]:
    """A W4A8 build's rate is an INT4 figure, in a sentence or a table row."""
    scheme = r.choice(_W4A8)
    card = r.choice(_CARDS)
    v = r.randint(20, 900)
    text = r.choice(
        [
            f"Our {scheme} build of Llama 3 8B decodes at {v} tok/s on one {card}.",
            f"With {scheme} weights the {card} reaches {v} tokens/s of decode.",
            f"| Scheme | Decode (tok/s) |\n|---|---|\n| {scheme} | {v} |\n",
        ]
    )
    return text + "\n", [{"value": float(v), "precision": "INT4"}]


SHAPES: dict[str, Shape] = {"w4a8_scheme": w4a8_scheme}
