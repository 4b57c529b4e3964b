"""Fields named as identifiers of a machine's memory (docs/READING_RULES.md §4: hardware specs
are not claims)."""

from __future__ import annotations

import random

from claims_shapes.common import Label, Shape


def machine_memory_fields(r: random.Random) -> tuple[str, list[Label]]:
    """A result record whose "ram_gb" or "vram_gb" field gives the machine's size beside the
    rate it measured: the rate is a claim, the size is not; a "peak_vram_gb" field is the run's
    memory and is."""
    size = r.choice([16, 24, 32, 48, 64, 128])
    rate = r.choice([12.4, 38.5, 71.4, 104.2, 256.7])
    key, claim = r.choice(
        [
            ("ram_gb", False),
            ("vram_gb", False),
            ("gpu_vram_gb", False),
            ("system_memory_gb", False),
            ("peak_vram_gb", True),
        ]
    )
    text = (
        f'{{\n  "gpu": "RTX 4090",\n  "{key}": {size},\n'
        f'  "backend": "cuda",\n  "tokens_per_second": {rate}\n}}\n'
    )
    labels: list[Label] = [{"value": rate, "metric": "decode_tok_s"}]
    if claim:
        labels.insert(0, {"value": float(size), "metric": "memory"})
    return text, labels


SHAPES: dict[str, Shape] = {
    "machine_memory_fields": machine_memory_fields,
}
