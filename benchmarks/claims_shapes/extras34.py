"""A size alone in brackets after the memory a machine carries or has free ("unified memory
(24GB or 48GB)", "memory headroom (12.5 GB)") or after the CPU it sizes ("Intel i7(64GB)") is
a hardware spec (reading rules §4): the run's rate beside it is the only claim."""

from __future__ import annotations

import random

from claims_shapes.common import UNITS, Label, Shape, num, rate


def bracketed_memory_no_claim(r: random.Random) -> tuple[str, list[Label]]:
    """§4: the sizes a machine is sold in, in brackets after its memory, are its spec."""
    v = rate(r, 3, 60)
    size = r.choice([16, 24, 32, 48, 64])
    unit = r.choice(UNITS)
    lead = r.choice(
        [
            f"It has enough unified memory ({size}GB or {size * 2}GB).",
            f"The memory headroom ({size}.5 GB) is large.",
            f"统一内存({size}GB 或 {size * 2}GB)足够。",
            f"Хватает оперативной памяти ({size} ГБ или {size * 2} ГБ).",
        ]
    )
    return f"{lead} The 8B decodes at {num(v)} {unit}.", [{"value": v, "metric": "decode_tok_s"}]


SHAPES: dict[str, Shape] = {"bracketed memory is a spec": bracketed_memory_no_claim}
