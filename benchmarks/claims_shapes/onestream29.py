"""Generation rates written in thousands with "k" (LABELLING.md, eleventh pass: a rate no
single stream reaches is ``output_tok_s``)."""

from __future__ import annotations

import random

from claims_shapes.common import Label, Shape


def thousands_rates(r: random.Random) -> tuple[str, list[Label]]:
    """A generation rate rounded to thousands with "k" ("5.7k output tokens per second", "1K
    TPS") is a serving run's sum, ``output_tok_s``; on a chip built for one fast stream
    (Cerebras) it stays one user's ``decode_tok_s``."""
    k = r.choice([1.0, 1.5, 2.4, 3.2, 5.7])
    letter = r.choice(["k", "K"])
    shown = f"{k:g}{letter}"
    value = k * 1000.0
    text, metric = r.choice(
        [
            (f"Each node reaches {shown} output tokens per second on our deployment.", "output"),
            (f"We see {shown} tok/s of generation with the new scheduler on an L40S.", "output"),
            (f"That works out to {shown} TPS on the A100 box.", "output"),
            (f"On Cerebras the 70B model answers at {shown} tokens per second.", "decode"),
        ]
    )
    return text, [{"value": value, "metric": f"{metric}_tok_s"}]


SHAPES: dict[str, Shape] = {
    "thousands_rates": thousands_rates,
}
