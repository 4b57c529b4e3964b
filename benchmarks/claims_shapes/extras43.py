"""Figures the text works out from two numbers, and multiples of a price beside a speedup
(reading rules §2, §4: written-out arithmetic and prices are no claims; LABELLING: "23859 -
21395 = 2464 MiB" is a derivation, "4.5x cheaper" a cost)."""

from __future__ import annotations

import random

from claims_shapes.common import CARDS, ENGINES, Label, Shape, num


def per_user_quotient(r: random.Random) -> tuple[str, list[Label]]:
    """§2: "E on C decodes at X tok/s; over N users that is X / N = Y tok/s": Y is arithmetic."""
    (engine, label), (card, card_l) = r.choice(ENGINES), r.choice(CARDS)
    x, n = float(r.randint(40, 400)), r.choice([2, 4, 8, 16])
    sign = r.choice(["/", "÷"])
    eq = r.choice(["=", "≈"])
    text = (
        f"{engine} on an {card} decodes at {num(x)} tok/s; split over {n} users that is "
        f"{num(x)} {sign} {n} {eq} {num(round(x / n, 2))} tok/s each."
    )
    return text, [{"value": x, "metric": "decode_tok_s", "engine": label, "hardware": card_l}]


def memory_difference(r: random.Random) -> tuple[str, list[Label]]:
    """§2: "A GB at peak and B GB idle: A - B = D GB for ...": D is arithmetic."""
    (engine, label), (card, card_l) = r.choice(ENGINES), r.choice(CARDS)
    a = round(r.uniform(20, 70), 1)
    b = round(a - r.uniform(2, 10), 1)
    what = r.choice(["activations", "the KV cache", "CUDA graphs"])
    text = (
        f"{engine} on an {card} used {num(a)} GB at peak and {num(b)} GB idle: "
        f"{num(a)} - {num(b)} = {num(round(a - b, 1))} GB for {what}."
    )
    setup = {"engine": label, "hardware": card_l}
    return text, [
        {"value": a, "metric": "memory", **setup},
        {"value": b, "metric": "memory", **setup},
    ]


def priced_multiple(r: random.Random) -> tuple[str, list[Label]]:
    """§4: "E is Sx faster on C but costs Px more per hour": P is a price ratio."""
    (engine, label), (card, card_l) = r.choice(ENGINES), r.choice(CARDS)
    s, p = round(r.uniform(1.2, 3.5), 1), round(r.uniform(1.2, 4.0), 1)
    rent = r.choice(
        ["costs {p}x more per hour", "costs {p}x more to rent", "costs {p}x more per month"]
    )
    text = f"{engine} is {num(s)}x faster on an {card}, but it {rent.format(p=num(p))}."
    return text, [{"value": s, "metric": "speedup", "engine": label, "hardware": card_l}]


SHAPES: dict[str, Shape] = {
    "per-user rate worked out by a quotient": per_user_quotient,
    "memory worked out by a difference": memory_difference,
    "price multiple after a speedup": priced_multiple,
}
