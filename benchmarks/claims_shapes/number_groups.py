"""Numbers grouped by thousands inside a figure's own words: the group is part of the number,
never the end of a clause."""

from __future__ import annotations

import random

from claims_shapes.common import CARDS, ENGINES, Label, Shape, num, rate


def thousands_loads(r: random.Random) -> tuple[str, list[Label]]:
    """§4: a load of "1,280" is 1280 requests in flight, so the rate beside it is the
    server's sum; cut at its comma, the words would read "a batch of 1", one stream."""
    (en, ec), (cn, cc) = r.choice(ENGINES), r.choice(CARDS)
    n = r.randint(1001, 4096)
    v = rate(r, 1200, 9000)
    load = r.choice(
        [f"with a batch of {n:,}", f"at batch size {n:,}", f"with {n:,} concurrent requests"]
    )
    text = f"{en} on one {cn} reaches {num(v)} tok/s {load}."
    label = {"value": v, "metric": "output_tok_s", "engine": ec, "hardware": cc, "concurrency": n}
    return text, [label]


SHAPES: dict[str, Shape] = {"thousands loads": thousands_loads}
