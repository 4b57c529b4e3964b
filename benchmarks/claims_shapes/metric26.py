"""Metrics of prose rates read from another statement or the words after them (rules §1, §4)."""

from __future__ import annotations

import random

from claims_shapes.common import CARDS, Label, Shape, num


def restated_rates(r: random.Random) -> tuple[str, list[Label]]:
    """§1, §4: a bare restatement of a rate (a headline, a summary) takes the metric its other
    statement's words give (a batched server's output, a prompt section's prefill); a round
    number or a restatement with one-stream words keeps its own reading."""
    card, _ = r.choice(CARDS)
    v = round(r.uniform(101, 999), r.choice([0, 1, 2]))
    v = v + 0.3 if v == int(v) and int(v) % 10 == 0 else v  # three significant digits or more
    w = num(v)
    text, metrics = r.choice(
        [
            (
                f"Serving on one {card}: {w} tok/s\n\n"
                f"With continuous batching the {card} sustains {w} tok/s across the run.\n",
                ["output_tok_s", "output_tok_s"],
            ),
            (
                f"Under load the server reaches {w} tok/s aggregate on the {card}.\n\n"
                f"Summary: {w} tok/s, a new best for this card.\n",
                ["output_tok_s", "output_tok_s"],
            ),
            (
                f"Prompt phase:\nspeed: {w} tokens/s.\n\n"
                f"Assessment: {w} tokens/s is well above what we expected.\n",
                ["prefill_tok_s", "prefill_tok_s"],
            ),
            (
                f"With continuous batching the server sustains {w} tok/s on the {card}.\n\n"
                f"A single user sees {w} tok/s on the same card when it is idle.\n",
                ["output_tok_s", "decode_tok_s"],
            ),
        ]
    )
    if r.random() < 0.2:  # a round number recurs by chance: each place keeps its reading
        text = (
            "Our laptop runs the 8B model at 200 tok/s.\n\n"
            f"With continuous batching the server sustains 200 tok/s on the {card}.\n"
        )
        return text, [
            {"value": 200.0, "metric": "decode_tok_s"},
            {"value": 200.0, "metric": "output_tok_s"},
        ]
    return text, [{"value": v, "metric": m} for m in metrics]


def phase_placed_after(r: random.Random) -> tuple[str, list[Label]]:
    """§4: "N tok/s on prefill", "N t/s during decode", "in the prefill phase": the phase the
    rate was measured in, written after it; "on prefill-heavy prompts" names a workload."""
    card, _ = r.choice(CARDS)
    p = float(r.randint(400, 1900))
    d = float(r.randint(8, 90))
    text, labels = r.choice(
        [
            (
                f"On the {card} I get {num(p)} tok/s on prefill and {num(d)} tok/s on generation.",
                [(p, "prefill_tok_s"), (d, "decode_tok_s")],
            ),
            (
                f"The {card} gives {num(d)} t/s during decode, {num(p)} t/s in prompt processing.",
                [(d, "decode_tok_s"), (p, "prefill_tok_s")],
            ),
            (
                f"Our build reaches {num(p)} tok/s in the prefill phase on the {card}.",
                [(p, "prefill_tok_s")],
            ),
            (
                f"It reaches {num(d)} tok/s on prefill-heavy prompts with the {card}.",
                [(d, "decode_tok_s")],
            ),
        ]
    )
    return text, [{"value": v, "metric": m} for v, m in labels]


SHAPES: dict[str, Shape] = {
    "restated rates": restated_rates,
    "phase placed after": phase_placed_after,
}
