"""A web table pasted as text with two rows, a row whose last cell is empty, or a hedge word
before a cell's figure: a header line names each figure column's unit, and the header gives
each cell its metric (reading rules §4: a unit may sit only in a table header)."""

from __future__ import annotations

import random

from claims_shapes.common import Label, Shape


def flat_headed_rows(r: random.Random) -> tuple[str, list[Label]]:
    """Two or three rows under "Name Decode tok/s TTFT (ms) Hit rate"; the first row may stop
    before the last column, and a hedge ("approx. 220") may stand before a cell's figure."""
    card = r.choice(["RTX 4090", "L40S", "A100", "H100"])
    rows = r.randint(2, 3)
    names = r.sample(["Stock build", "Patched build", "Tuned kernels", "New scheduler"], rows)
    ragged = r.random() < 0.5
    lines = [f"Single-user runs on one {card}", "", "Build Decode tok/s TTFT (ms) Hit rate"]
    labels: list[Label] = []
    for n, name in enumerate(names):
        rate = round(r.uniform(20, 180), 1)
        ttft = r.randint(90, 900)
        hedge = r.choice(["", "", "approx. ", "about ", "roughly "])
        cells = f"{name} {rate} {hedge}{ttft}"
        if not (ragged and n == 0):
            cells += f" {r.randint(20, 90)}%"
        lines.append(cells)
        labels.append({"value": rate, "metric": "decode_tok_s", "hardware": card})
        labels.append({"value": float(ttft), "metric": "ttft", "hardware": card})
    return "\n".join(lines) + "\n", labels


SHAPES: dict[str, Shape] = {"flat_headed_rows": flat_headed_rows}
