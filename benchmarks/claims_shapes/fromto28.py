"""A change with bare numbers after the rate it changes (reading rules §2 pairs, §4 units)."""

from __future__ import annotations

import random

from claims_shapes.common import Label, Shape


def named_rate_change(r: random.Random) -> tuple[str, list[Label]]:
    """§2: both sides of a before/after pair are figures of one quantity; §4: a unit may be
    stated once. A rate named by its unit or its phase ("decode", "TPS", "解码速度") before a
    change whose numbers carry no unit gives both numbers that rate; the text writes token
    rates elsewhere, as texts that drop the unit do."""
    a = round(r.uniform(8, 90), 1)
    b = round(a * r.uniform(1.2, 1.9), 1)
    if r.random() < 0.5:
        a, b = b, a
    text = r.choice(
        [
            f"Numbers are in tok/s. Decode with the new kernel: {a}→{b} (+{r.randint(5, 40)}%).",
            f"Everything here is tok/s.\nThe decode speed went from {a} to {b} after the patch.",
            f"单位为 tokens/s。解码速度从 `{a}` 提升到 `{b}`。",
            f"Единицы — tok/s. Скорость TPS на один запрос изменилась с {a} до {b}.",
        ]
    )
    return text, [
        {"value": a, "metric": "decode_tok_s"},
        {"value": b, "metric": "decode_tok_s"},
    ]


SHAPES: dict[str, Shape] = {
    "named rate change": named_rate_change,
}
