"""Figures inside a written-out sum: worked arithmetic, not a measurement (READING_RULES §2)."""

from __future__ import annotations

import random

from claims_shapes.common import Label, Shape


def worked_sums(r: random.Random) -> tuple[str, list[Label]]:
    """A rate multiplied out ("35 tok/s × 120 s = 4,200 tokens") or a time that is the result of
    a sum ("300 + 40 × 250 ≈ 10.3 s") is arithmetic; a rate stated plainly stays a claim."""
    rate = r.choice([18.0, 35.0, 64.0, 120.0])
    secs = r.choice([60, 120, 300])
    text, claim = r.choice(
        [
            (f"Per job: {rate:g} tok/s × {secs} s = {int(rate * secs):,} tokens.", False),
            (f"Total wait: 300 + 40 × {secs} ≈ {(300 + 40 * secs) / 1000:g} s", False),
            (f"On our box the model decodes at {rate:g} tok/s.", True),
        ]
    )
    return text, [{"value": rate, "metric": "decode_tok_s"}] if claim else []


SHAPES: dict[str, Shape] = {
    "worked_sums": worked_sums,
}
