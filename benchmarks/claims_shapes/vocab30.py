"""A card written the short way after its brand word ("Radeon 6800", "Arc 770", "GeForce 2080",
"Intel Gaudi", "M1U") is that card (reading rules §3: the hardware is the accelerator model);
a bare number with a unit after it is a figure, never a card."""

from __future__ import annotations

import random

from claims_shapes.common import Label, Shape

_SHORT = [
    ("Radeon 6800", "RX 6800"),
    ("Radeon 9070", "RX 9070"),
    ("Radeon 7600", "RX 7600"),
    ("AMD Radeon 6700", "RX 6700"),
    ("Radeon 6800 XT", "RX 6800 XT"),
    ("W6800", "Radeon PRO W6800"),
    ("Radeon Pro 5600M", "Radeon Pro 5600M"),
    ("Arc 770", "Arc A770"),
    ("Intel Arc 750", "Arc A750"),
    ("Arc 380", "Arc A380"),
    ("Intel Gaudi", "Gaudi"),
    ("GeForce 2080", "RTX 2080"),
    ("GeForce 3050 Ti", "RTX 3050 Ti"),
    ("NVIDIA 2060", "RTX 2060"),
    ("GeForce 1070", "GTX 1070"),
    ("M1U", "M1 Ultra"),
    ("RTX 2000E Ada", "RTX 2000E Ada"),
]


def short_card_names(r: random.Random) -> tuple[str, list[Label]]:
    """§3: the card a short name names, with its count ("2x Radeon 6800"); a bare number
    stated as a rate beside it is no second card."""
    written, card = r.choice(_SHORT)
    v = r.randint(6, 180)
    n = r.choice([None, 2, 4])
    counted = f"{n}x {written}" if n else written
    rate = r.choice([4090, 6800, 770, 3090])
    text, with_rate = r.choice(
        [
            (f"On {counted} the 8B model decodes at {v} tok/s.", False),
            (f"We measured {v} tok/s of decode with {counted}.", False),
            (f"Decode: {v} tokens/s ({counted}, llama.cpp Vulkan).", False),
            (f"Prefill runs at {rate} tok/s; decode on {counted} reaches {v} tok/s.", True),
        ]
    )
    labels: list[Label] = [{"value": float(v), "hardware": card, "gpu_count": n}]
    if with_rate:
        labels.insert(0, {"value": float(rate), "metric": "prefill_tok_s", "hardware": None})
    return text + "\n", labels


SHAPES: dict[str, Shape] = {"short_card_names": short_card_names}
