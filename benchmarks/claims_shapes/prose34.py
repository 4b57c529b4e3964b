"""A range whose thousands suffix is written once, on its upper end ("2.4-2.6k tok/s"): both
ends are thousands (reading rules §4: ranges keep both ends, "1.5k" is 1500)."""

from __future__ import annotations

import random

from claims_shapes.common import CARDS, ENGINES, Label, Shape


def suffix_on_upper_end(r: random.Random) -> tuple[str, list[Label]]:
    """§4: "1.8-2.2k tok/s" runs from 1800 to 2200 (the probe reads a range by its low end)."""
    lo = r.randint(11, 40) / 10
    hi = round(lo + r.randint(1, 6) / 10, 1)
    (en, e), (cn, c) = r.choice(ENGINES), r.choice(CARDS)
    dash = r.choice(["-", "–", " to "])
    text = f"With {en} on one {cn}, decoding across many users holds {lo}{dash}{hi}k tok/s."
    return text, [{"value": lo * 1000, "metric": "output_tok_s", "engine": e, "hardware": c}]


SHAPES: dict[str, Shape] = {"range suffix on the upper end": suffix_on_upper_end}
