"""A method written as not enabled, switched off or not used is plain decoding, and the clause
turning it back on is the method's run (reading rules §2: negation counts)."""

from __future__ import annotations

import random

from claims_shapes.common import CARDS, ENGINES, Label, Shape, num, rate

_METHODS = [("MTP", "mtp"), ("EAGLE-3", "eagle"), ("Medusa", "medusa")]


def switched_off_then_on(r: random.Random) -> tuple[str, list[Label]]:
    """§2: "<method> not enabled: x tok/s. Enabled: y tok/s" and "... ; enabling it brings y"."""
    m_text, mode = r.choice(_METHODS)
    e_text, _ = r.choice(ENGINES)
    c_text, _ = r.choice(CARDS)
    x = rate(r, 20, 200)
    y = round(x * r.uniform(1.2, 2.5), 1)
    off = r.choice(["not enabled", "switched off", "not used", "deactivated"])
    text = r.choice(
        [
            f"{e_text} on an {c_text}, {m_text} {off}: {num(x)} tok/s. Enabled: {num(y)} tok/s.",
            f"With {m_text} {off}, {e_text} on an {c_text} does {num(x)} tok/s; enabling it"
            f" brings {num(y)} tok/s.",
        ]
    )
    return text, [
        {"value": x, "metric": "decode_tok_s", "mode": "ar"},
        {"value": y, "metric": "decode_tok_s", "mode": mode},
    ]


SHAPES: dict[str, Shape] = {"method switched off, then on": switched_off_then_on}
