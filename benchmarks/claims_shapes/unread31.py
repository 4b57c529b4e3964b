"""Ranges spelled as plain text and maths write them keep both ends (reading rules §4): a
plain-text en dash ("31--38 tok/s"), a word of degree after "to" ("14 to over 17 t/s") and an
end in inline maths ("$2$-3× speedup")."""

from __future__ import annotations

import random

from claims_shapes.common import CARDS, UNITS, Label, Shape


def range_spellings(r: random.Random) -> tuple[str, list[Label]]:
    """A rate or speedup range in one of the spellings above, on a card."""
    card, card_label = r.choice(CARDS)
    if r.random() < 0.3:
        lo = r.randint(1, 4)
        hi = lo + r.randint(1, 3)
        text = r.choice(
            [
                f"The drafter gives a ${lo}$-{hi}× speedup on {card}.",
                f"On {card} we measured ${lo}$-{hi}× faster decoding.",
            ]
        )
        metric = "speedup"
    else:
        lo = r.randint(5, 300)
        hi = lo + r.randint(1, 40)
        unit = r.choice(UNITS)
        joint = r.choice(["--", " to over ", " to nearly ", " to about "])
        text = r.choice(
            [
                f"On {card} I get {lo}{joint}{hi} {unit} with the 8B model.",
                f"The {card} decodes {lo}{joint}{hi} {unit} on one stream.",
            ]
        )
        metric = "decode_tok_s"
    label = {
        "value": float(lo),
        "metric": metric,
        "value_min": float(lo),
        "value_max": float(hi),
        "hardware": card_label,
    }
    return text + "\n", [label]


SHAPES: dict[str, Shape] = {
    "range_spellings": range_spellings,
}
