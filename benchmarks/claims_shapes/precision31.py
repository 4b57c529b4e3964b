"""Precision names as the labelling decisions read them: a W4A8 scheme (4-bit weights, 8-bit
activations) is INT4, and two precisions written as one mix ("FP16 + BF16") give none
(``tests/data/claims_eval/LABELLING.md``); a single precision beside them still does."""

from __future__ import annotations

import random

from claims_shapes.common import Label, Shape

_W4A8 = ["W4A8", "w4a8", "W4A8KV4"]
_MIXES = [("FP16", "BF16"), ("BF16", "FP16"), ("NVFP4", "FP8"), ("FP8", "BF16"), ("Q4_K_M", "Q8_0")]
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


def mixed_precisions(r: random.Random) -> tuple[str, list[Label]]:
    """ "Precision: A + B" names no one precision of the run; a lone one elsewhere still does."""
    a, b = r.choice(_MIXES)
    joint = r.choice([f"{a} + {b}", f"{a}+{b}", f"{a} +{b}"])
    v = r.randint(5, 400)
    w = r.randint(500, 900)
    text = r.choice(
        [
            f"Precision: {joint}. Decode reached {v} tok/s.",
            f"| Batch | Precision | Throughput (tok/s) |\n|---|---|---|\n| 1 | {joint} | {v} |\n",
            f"The mixed {joint} model decodes at {v} tok/s.",
        ]
    )
    labels: list[Label] = [{"value": float(v), "precision": None}]
    if r.random() < 0.5:
        text += f"\n\nSeparately, an INT8 build decodes at {w} tok/s."
        labels.append({"value": float(w), "precision": "INT8"})
    return text + "\n", labels


SHAPES: dict[str, Shape] = {"w4a8_scheme": w4a8_scheme, "mixed_precisions": mixed_precisions}
