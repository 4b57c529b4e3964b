"""Chips named by a part number or a workstation CPU's short name: a Xeon W part written bare
("w9-3475x") or after its brand, a Qualcomm SoC part number ("SA8775P", "SM8650"), an Arm Mali
GPU with its core count (reading rules §3: the hardware is the accelerator model; a named SoC
is hardware, and a CPU model is the hardware of a run on that CPU)."""

from __future__ import annotations

import random

from claims_shapes.common import Label, Shape

_PARTS = [
    ("w9-3475x", "Xeon w9-3475X"),
    ("W5-3425", "Xeon w5-3425"),
    ("Intel Xeon w7-2495X", "Xeon w7-2495X"),
    ("Xeon W3-2423", "Xeon w3-2423"),
    ("SA8775P", "SA8775P"),
    ("Qualcomm SM8650", "SM8650"),
    ("QCS6490", "QCS6490"),
    ("Mali-G710 MP10", "Mali-G710 MP10"),
    ("Arm Mali G76", "Mali-G76"),
]


def part_named_chips(r: random.Random) -> tuple[str, list[Label]]:
    """§3: a run on a chip named by its part number takes that chip, spelled as the set does."""
    written, chip = r.choice(_PARTS)
    v = round(r.uniform(1.5, 60.0), 1)
    text = r.choice(
        [
            f"Measured on a {written}: {v} tok/s decode for the 3B model.",
            f"The board ({written}) generates {v} tokens/s at Q4_0.",
            f"Setup: {written}, 32 GB RAM. Result: {v} t/s.",
        ]
    )
    return text + "\n", [{"value": v, "hardware": chip, "gpu_count": None}]


SHAPES: dict[str, Shape] = {"part_named_chips": part_named_chips}
