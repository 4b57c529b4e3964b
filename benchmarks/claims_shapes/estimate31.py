"""A guide's or a plan's "Expect ..." projection is a claim with qualifier ``estimate``; what
a writer expected of a run, or an expectation set as a floor, is no claim (reading rules §2;
LABELLING: guide "Expect ..." ranges are estimates, expectations are not measurements)."""

from __future__ import annotations

import random

from claims_shapes.common import Label, Shape


def expect_projection(r: random.Random) -> tuple[str, list[Label]]:
    """§2 "Estimates and hypotheticals are claims with qualifier estimate": a guide's "Expect
    N" or a plan's "Expected Nx" is read as an estimate; "I expected N" and "expected to be
    over N at least" are not read."""
    v = r.randint(12, 180)
    card = r.choice(["RTX 4090", "RTX 3060", "M2 Max", "A100"])
    text, labels, metric = r.choice(
        [
            (f"On a {card}, expect about {v} tok/s with a 4-bit model.", [v], "decode_tok_s"),
            (f"Setup is quick. Expect {v} tokens/s on the {card} once warm.", [v], "decode_tok_s"),
            (
                f"With a {card} you can expect around {v} tok/s for short prompts.",
                [v],
                "decode_tok_s",
            ),
            (
                f"Next milestone: fused kernels. Expected {v % 5 + 2}x decode speedup.",
                [v % 5 + 2],
                "speedup",
            ),
            (f"I expected {v} tok/s on my {card}.", [], ""),
            (f"On the {card} it is expected to be over {v} tok/s at least.", [], ""),
            (f"Based on the charts, I should be getting {v}+ tok/s on my {card}.", [], ""),
        ]
    )
    return text + "\n", [
        {"value": float(x), "metric": metric, "qualifier": "estimate"} for x in labels
    ]


SHAPES: dict[str, Shape] = {"expect_projection": expect_projection}
