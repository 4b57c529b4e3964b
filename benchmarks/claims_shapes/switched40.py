"""A drafting method switched off in a change, and "without it" after the method's figure
(reading rules §2: each side of a before/after or with/without pair takes its own mode)."""

from __future__ import annotations

import random

from claims_shapes.common import CARDS, ENGINES, METHODS, Label, Shape, num, rate

# the methods a name alone gives (not the generic "speculative decoding")
_NAMED = [m for m in METHODS if m[1] != "speculative"]


def switched_off_change(r: random.Random) -> tuple[str, list[Label]]:
    """§2: "Disabling M takes E from X to Y": X is M's run, Y plain decoding."""
    (method, mode), (engine, label) = r.choice(_NAMED), r.choice(ENGINES)
    card, card_l = r.choice(CARDS)
    a, b = rate(r, 100, 300), rate(r, 20, 90)
    verb = r.choice(["Disabling", "Turning off", "Switching off"])
    text = f"{verb} {method} takes {engine} on an {card} from {num(a)} to {num(b)} tok/s."
    setup = {"engine": label, "hardware": card_l}
    return text, [
        {"value": a, "metric": "decode_tok_s", "mode": mode, **setup},
        {"value": b, "metric": "decode_tok_s", "mode": "ar", **setup},
    ]


def without_it(r: random.Random) -> tuple[str, list[Label]]:
    """§2: "M gets E to X tok/s; without it, Y tok/s": Y is plain decoding."""
    (method, mode), (engine, label) = r.choice(_NAMED), r.choice(ENGINES)
    a, b = rate(r, 100, 300), rate(r, 20, 90)
    text = f"{method} gets {engine} to {num(a)} tok/s; without it, {num(b)} tok/s."
    return text, [
        {"value": a, "metric": "decode_tok_s", "mode": mode, "engine": label},
        {"value": b, "metric": "decode_tok_s", "mode": "ar", "engine": label},
    ]


SHAPES: dict[str, Shape] = {
    "method switched off in a change": switched_off_change,
    "without it after the method's figure": without_it,
}
