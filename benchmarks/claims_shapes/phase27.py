"""A phase title or lead-in over a rate read as many streams by its magnitude (reading rules §4)."""

from __future__ import annotations

import random

from claims_shapes.common import CARDS, Label, Shape, num


def phase_over_magnitude(r: random.Random) -> tuple[str, list[Label]]:
    """§4: a prefill figure is never a decode figure, and a rate too high for one stream on the
    GPUs named around it is the server's sum: which tokens it counts still comes from the title
    or lead-in above it ("Prompt stage:", "## Prefill"); its own words ("output throughput")
    name the phase first."""
    card, _ = r.choice(CARDS)
    high = float(r.randint(2500, 48000))
    text, metric = r.choice(
        [
            (
                f"Run on one {card}:\nPrompt stage:\nInput: 9,120 tokens.\n"
                f"Rate: {num(high)} tokens/s.\n",
                "prefill_tok_s",
            ),
            (
                f"## Prefill\n\nOn the {card} the server reaches {num(high)} tok/s.\n",
                "prefill_tok_s",
            ),
            (
                f"## Prefill\n\nOn the {card} the output throughput reaches {num(high)} tok/s.\n",
                "output_tok_s",
            ),
        ]
    )
    return text, [{"value": high, "metric": metric}]


SHAPES: dict[str, Shape] = {
    "phase over magnitude": phase_over_magnitude,
}
