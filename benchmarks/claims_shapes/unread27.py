"""Prose figures the reader once skipped although the rules count them (reading rules §4)."""

from __future__ import annotations

import random

from claims_shapes.common import Label, Shape


def taken_sizes(r: random.Random) -> tuple[str, list[Label]]:
    """§4: what a model or a part of a run takes is memory, whatever verb says so: "the draft
    head costs ~1.2 GB", "costing 63 MB", "a 32B model wants around 20GB", "adding only the
    253 MB sidecar", "Add ~5 GB for activations"; a price beside a card's size ("costs $1,599
    for 24 GB") is no claim."""
    size = r.choice([1.2, 5.0, 20.0, 63.0, 253.0, 13.5])
    unit = r.choice(["GB", "MB", " GB", " GiB"])
    shown = f"{size:g}{unit}"
    text, claim = r.choice(
        [
            (f"The draft head costs ~{shown} on top of the target model.", True),
            (f"Saved the KV state of 512 tokens, costing {shown}.", True),
            (f"A 32B coding model wants around {shown} of fast memory.", True),
            (f"The new path is faster while adding only the {shown} adapter file.", True),
            (f"Weights take most of it. Add ~{shown} for activations and overhead.", True),
            (f"The RTX 4090 costs $1,599 for {shown}.", False),
        ]
    )
    return text, [{"value": size, "metric": "memory"}] if claim else []


SHAPES: dict[str, Shape] = {
    "taken_sizes": taken_sizes,
}
