"""A run's memory past a card's name, sizes under a memory-requirements heading, and a load
written "at N requests" (reading rules §2 and §4; LABELLING.md, batch 98's audit and the
Twenty-first pass, question 6)."""

from __future__ import annotations

import random

from claims_shapes.common import Label, Shape, rate


def memory_past_card(r: random.Random) -> tuple[str, list[Label]]:
    """A word of memory use before the card: the size after the card is the run's ("Peak
    memory on the RTX 4090 was 22 GB"); a size written against the card is its capacity."""
    size = r.choice([9, 14, 19, 22, 61])
    card = r.choice(["RTX 4090", "H100", "A100"])
    text, claim = r.choice(
        [
            (f"Peak memory on the {card} was {size} GB.", True),
            (f"Memory usage on an {card} reached {size} GB during decoding.", True),
            (f"Пиковое потребление памяти на {card} — {size} ГБ.", True),
            (f"Peak memory on the {card} 80GB stayed flat all day.", False),
        ]
    )
    return text, [{"value": float(size), "metric": "memory", "hardware": card}] if claim else []


def sizes_under_needs(r: random.Random) -> tuple[str, list[Label]]:
    """A heading naming memory or hardware requirements heads a model's stated needs, memory;
    a speed under it stays wanted."""
    size = r.choice([8, 16, 26, 48, 140])
    heading = r.choice(
        ["## Memory/Disk Requirements", "## Hardware requirements", "## System Requirements"]
    )
    text = f"{heading}\n\nThe model needs about {size} GB of RAM. Aim for at least 25 tok/s.\n"
    return text, [{"value": float(size), "metric": "memory"}]


def load_at_requests(r: random.Random) -> tuple[str, list[Label]]:
    """ "at 16 requests", "при 16 запросах": the rate's load; a total of requests is none."""
    n = r.choice([4, 8, 16, 32, 64])
    value = rate(r, 200, 900)
    text, claim = r.choice(
        [
            (f"Output throughput was {value:g} tok/s at {n} requests.", True),
            (f"При {n} запросах общий TPS составил {value:g} ток/с.", True),
            (
                f"We sent {n * 64} requests in total and measured {value:g} tok/s output "
                "throughput.",
                False,
            ),
        ]
    )
    label: Label = {"value": value, "metric": "output_tok_s"}
    if claim:
        label["concurrency"] = n
    return text, [label]


SHAPES: dict[str, Shape] = {
    "memory_past_card": memory_past_card,
    "sizes_under_needs": sizes_under_needs,
    "load_at_requests": load_at_requests,
}
