"""Series whose unit is written once, away from the series' end: in the label before it
("Decode speed (tok/s): 41 / 45 / 52"), or on a series it is set against ("591 / 1,183 ms
against 360 / 356"). Every member is a figure of that unit (reading rules §4: a unit may be
written once for several figures)."""

from __future__ import annotations

import random

from claims_shapes.common import Label, Shape


def labelled_series(r: random.Random) -> tuple[str, list[Label]]:
    """§4: a label's bracketed unit is every member's of the slash series after it."""
    a = r.randint(30, 60)
    b, c = a + r.randint(2, 9), a + r.randint(10, 20)
    label, metric = r.choice(
        [("Decode speed (tok/s)", "decode_tok_s"), ("Generation throughput [t/s]", "decode_tok_s")]
    )
    text = f"{label}: {a} / {b} / {c}"
    return text, [{"value": v, "metric": metric} for v in (a, b, c)]


def against_series(r: random.Random) -> tuple[str, list[Label]]:
    """§4: a series set against a series with its unit is of that unit."""
    a, b = r.randint(200, 400), r.randint(500, 900)
    c, d = a + r.randint(10, 80), b + r.randint(10, 80)
    word = r.choice(["against", "vs.", "versus", "compared to"])
    text = f"Median TTFT on the new scheduler was {a} / {b} ms {word} {c} / {d} before."
    return text, [{"value": v, "metric": "ttft"} for v in (a, b, c, d)]


SHAPES: dict[str, Shape] = {
    "series under a labelled unit": labelled_series,
    "series set against a series with its unit": against_series,
}
