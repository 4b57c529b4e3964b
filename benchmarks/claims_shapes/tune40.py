"""Fractional bit widths: "4.4bit", "4.5-bit", "3.5 bit" name a mixed quantisation's average
bits per weight, no vocabulary precision (§3 names; LABELLING.md: "4.4bit" gets no INT4,
"5.5bits" and "5.0bit exl2" none). A whole width ("4-bit", "8bit") is still INT4/INT8."""

from __future__ import annotations

import random

from claims_shapes.common import CARDS, Label, Shape, num, rate


def fractional_width(r: random.Random) -> tuple[str, list[Label]]:
    """A fractional "N.Mbit" tag gives the figure no precision; its card is kept."""
    card, hw = r.choice(CARDS)
    v = rate(r, 5, 200)
    bits = r.choice(["4.4bit", "4.5-bit", "3.5 bit", "6.5-bit", "2.7bit", "5.5 bits", "4.25-bit"])
    text = r.choice(
        [
            f"Qwen3-32B-abliterated-{bits} decodes at {num(v)} tok/s on a {card}.",
            f"With the {bits} mix the model runs at {num(v)} tok/s on one {card}.",
            f"Mistral 7B ({bits}) reaches {num(v)} tokens/s on the {card}.",
        ]
    )
    return text, [{"value": v, "metric": "decode_tok_s", "hardware": hw, "precision": None}]


def whole_width(r: random.Random) -> tuple[str, list[Label]]:
    """A whole "N-bit" tag after a version number keeps its precision (INT4/INT8)."""
    card, hw = r.choice(CARDS)
    v = rate(r, 5, 200)
    bits, prec = r.choice([("4-bit", "INT4"), ("8bit", "INT8"), ("4bit", "INT4")])
    text = f"Qwen2.5-7B {bits} decodes at {num(v)} tok/s on a {card}."
    return text, [{"value": v, "metric": "decode_tok_s", "hardware": hw, "precision": prec}]


SHAPES: dict[str, Shape] = {
    "fractional bit width gives no precision": fractional_width,
    "whole bit width after a version keeps its precision": whole_width,
}
