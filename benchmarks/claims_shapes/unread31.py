"""Ranges spelled as plain text and maths write them keep both ends (reading rules §4): a
plain-text en dash ("31--38 tok/s"), a word of degree after "to" ("14 to over 17 t/s") and an
end in inline maths ("$2$-3× speedup"). A time spent on counted output ("4.2 sec generates 64
tokens", "300-token answers in 6 s") is the whole generation's (LABELLING: `e2e_latency`)."""

from __future__ import annotations

import random

from claims_shapes.common import CARDS, UNITS, Label, Shape


def range_spellings(r: random.Random) -> tuple[str, list[Label]]:
    """A rate or speedup range in one of the spellings above, on a card."""
    card, card_label = r.choice(CARDS)
    if r.random() < 0.3:
        lo = r.randint(1, 4)
        hi = lo + r.randint(1, 3)
        text = r.choice(
            [
                f"The drafter gives a ${lo}$-{hi}× speedup on {card}.",
                f"On {card} we measured ${lo}$-{hi}× faster decoding.",
            ]
        )
        metric = "speedup"
    else:
        lo = r.randint(5, 300)
        hi = lo + r.randint(1, 40)
        unit = r.choice(UNITS)
        joint = r.choice(["--", " to over ", " to nearly ", " to about "])
        text = r.choice(
            [
                f"On {card} I get {lo}{joint}{hi} {unit} with the 8B model.",
                f"The {card} decodes {lo}{joint}{hi} {unit} on one stream.",
            ]
        )
        metric = "decode_tok_s"
    label = {
        "value": float(lo),
        "metric": metric,
        "value_min": float(lo),
        "value_max": float(hi),
        "hardware": card_label,
    }
    return text + "\n", [label]


def timed_output(r: random.Random) -> tuple[str, list[Label]]:
    """A whole generation's time, the time before the output it was spent on or after a piece
    of output counted in tokens: `e2e_latency`."""
    card, card_label = r.choice(CARDS)
    secs = round(r.uniform(1, 90), 2)
    count = r.choice([48, 64, 128, 256, 512])
    text = r.choice(
        [
            f"On {card}, {secs} sec generates {count} tokens.",
            f"On {card}: {secs} s generating {count} new tokens.",
            f"The {card} wrote {count}-token answers in {secs} seconds.",
            f"The {card} produced {count}-word stories in {secs} seconds.",
        ]
    )
    label = {"value": secs, "metric": "e2e_latency", "hardware": card_label}
    return text + "\n", [label]


SHAPES: dict[str, Shape] = {
    "range_spellings": range_spellings,
    "timed_output": timed_output,
}
