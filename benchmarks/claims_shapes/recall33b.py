"""A table's token-rate unit written once: in the corner before a bracketed qualifier ("tok/s
(warm cache)"), or on the first row's first figure ("| 8B | 91 tok/s | 95 |") and dropped
from every other cell (reading rules §4: a unit may sit only in a table header)."""

from __future__ import annotations

import random

from claims_shapes.common import Label, Shape, num, table

_CORNER_UNITS = ["tok/s", "t/s", "tokens/s"]
_QUALIFIERS = ["(warm cache)", "(median of 3)", "[single user]", "(expert hit)"]
_ROWS = ["8B Q4", "14B Q4", "32B Q4"]


def _rows(r: random.Random, n: int) -> list[list[float]]:
    """``n`` rows of two rates of one size (within 1.5x of each other)."""
    out = []
    for _ in range(n):
        a = float(r.randint(20, 200))
        out.append([a, float(round(a * r.uniform(0.7, 1.4)))])
    return out


def unit_first_corner(r: random.Random) -> tuple[str, list[Label]]:
    """§4: "tok/s (warm cache)" in the corner lends its rate to every bare cell."""
    corner = f"{r.choice(_CORNER_UNITS)} {r.choice(_QUALIFIERS)}"
    values = _rows(r, 2)
    body = [[_ROWS[i], num(a), num(b)] for i, (a, b) in enumerate(values)]
    text = "Decode runs on one box.\n\n" + table([corner, "stock", "patched"], body)
    return text, [{"value": v, "metric": "decode_tok_s"} for row in values for v in row]


def unit_on_first_figure(r: random.Random) -> tuple[str, list[Label]]:
    """§4: the unit on the first row's first figure only holds for the table's bare figures."""
    unit = r.choice(_CORNER_UNITS)
    values = _rows(r, 3)
    body = [[_ROWS[i], num(a), num(b)] for i, (a, b) in enumerate(values)]
    body[0][1] = f"{body[0][1]} {unit}"
    text = "Decode runs on one box.\n\n" + table(["Model", "stock", "patched"], body)
    return text, [{"value": v, "metric": "decode_tok_s"} for row in values for v in row]


SHAPES: dict[str, Shape] = {
    "rate unit first in the corner": unit_first_corner,
    "rate unit on the first figure only": unit_on_first_figure,
}
