"""A change between two loads: "from A tok/s at concurrency 1 to B tok/s at concurrency N"
(reading rules §2: each side of a before/after pair takes its own setup; §4: the one-stream
side is ``decode_tok_s``, the side under load the server's ``output_tok_s``)."""

from __future__ import annotations

import random

from claims_shapes.common import CARDS, ENGINES, Label, num, rate

# (how the load is written before its number, after it) and the load word for one stream
_KEYS = [
    ("at concurrency {n}", "at concurrency 1"),
    ("at batch size {n}", "at batch size 1"),
    ("(bs={n})", "(bs=1)"),
    ("at conc {n}", "at conc 1"),
    ("for {n} users", "for a single user"),
]
_JOINERS = [" to ", " to about ", " → "]


def change_between_loads(r: random.Random) -> tuple[str, list[Label]]:
    """§2/§4: "E on C: from A tok/s at load 1 to B tok/s at load N": A one stream's, B the
    server's at N."""
    (engine, label), (card, card_l) = r.choice(ENGINES), r.choice(CARDS)
    many, one = r.choice(_KEYS)
    n = r.choice([8, 16, 32, 48, 64, 128])
    a, b = rate(r, 20, 150), float(r.randint(400, 4000))
    lead = r.choice(["throughput went", "output throughput rose", "throughput scales"])
    text = (
        f"With {engine} on an {card}, {lead} from {num(a)} tok/s {one}{r.choice(_JOINERS)}"
        f"{num(b)} tok/s {many.format(n=n)}."
    )
    setup = {"engine": label, "hardware": card_l}
    return text, [
        {"value": a, "metric": "decode_tok_s", "concurrency": 1, **setup},
        {"value": b, "metric": "output_tok_s", "concurrency": n, **setup},
    ]


SHAPES = {
    "change between two loads": change_between_loads,
}
