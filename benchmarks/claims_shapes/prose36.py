"""A bare number in a clause coordinated with a token rate's takes that rate's unit and metric
(reading rules §4: a unit may be written once for several figures), in the clauses after it."""

from __future__ import annotations

import random

from claims_shapes.common import CARDS, ENGINES, UNITS, Label, Shape


def _two_rates(r: random.Random) -> tuple[int, int]:
    a = r.randint(20, 90)
    return a, max(5, a - r.randint(3, 15))


def coordinated_after(r: random.Random) -> tuple[str, list[Label]]:
    """§4: "41 tok/s cold, 35 warm": the second clause leaves the unit out."""
    a, b = _two_rates(r)
    (en, e), (cn, c) = r.choice(ENGINES), r.choice(CARDS)
    first, second = r.choice([("cold", "warm"), ("first", "steady"), ("median", "worst")])
    join = r.choice([", ", "; ", " and "])
    text = f"With {en} on one {cn} we measured {a} {r.choice(UNITS)} {first}{join}{b} {second}."
    labels = [
        {"value": float(a), "metric": "decode_tok_s", "engine": e, "hardware": c},
        {"value": float(b), "metric": "decode_tok_s", "engine": e, "hardware": c},
    ]
    return text, labels


SHAPES: dict[str, Shape] = {
    "bare number coordinated after a rate": coordinated_after,
}
