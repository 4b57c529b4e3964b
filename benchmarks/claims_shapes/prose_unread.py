"""Prose figures written without the words that usually mark them (reading rules §4)."""

from __future__ import annotations

import random

from claims_shapes.common import ENGINES, UNITS, Label, Shape, num


def ratio_multiples(r: random.Random) -> tuple[str, list[Label]]:
    """§4: a multiple two rates written just before it divide to ("8,064 tok/s, up from 2,907
    … Identical chips, 2.77x extra output", "63 tok/s 126 tok/s 2×", "· ×3.4") is a speedup
    with no speed word near it; a multiple the rates do not divide to stays unread."""
    (e1, c1), (e2, c2) = r.sample(ENGINES, 2)
    unit = r.choice(UNITS)
    low = float(r.randint(10, 90))
    s = round(r.uniform(1.5, 4.5), 1)
    high = float(round(low * s))
    a, b = num(low), num(high)
    labels: list[Label] = [
        {"value": low, "engine": c1},
        {"value": high, "engine": c2},
    ]
    shown = s if r.random() < 0.8 else round(s + 1.5, 1)  # a multiple of something else
    text = r.choice(
        [
            f"{e1} decoded at {a} {unit}, {e2} at {b} {unit}. Same card, {shown}x overall.",
            f"{e1}: {a} {unit} · {e2}: {b} {unit} · ×{shown}",
            f"{e1} ran at {a} {unit} and {e2} at {b} {unit}, {shown}× in all.",
        ]
    )
    if shown == s:
        labels.append({"value": s, "metric": "speedup"})
    return text, labels


SHAPES: dict[str, Shape] = {"ratio multiples": ratio_multiples}
