"""The text's one card, stated once as single ("a single", "one", "单个"), gives its count of
one to figures far from it (reading rules §3; LABELLING: a title's "on a single RTX 3090"
gives the GPU and count 1 to the write-up's figures); an article gives no count."""

from __future__ import annotations

import random

from claims_shapes.common import CARDS, Label, Shape


def single_card_after_table(r: random.Random) -> tuple[str, list[Label]]:
    """§3: "All runs used a single CARD" below a results table counts each row's card."""
    card, name = r.choice(CARDS)
    a, b = r.randint(40, 90), r.randint(91, 160)
    single = r.choice(["a single", "one", "1x"])
    text = (
        f"# Qwen3-14B throughput on the {card}\n\n| Engine | Decode tok/s |\n|---|---|\n"
        f"| vLLM | {a} |\n| SGLang | {b} |\n\n## Setup\n\nAll runs used {single} {card}.\n"
    )
    return text, [
        {"value": a, "metric": "decode_tok_s", "hardware": name, "gpu_count": 1},
        {"value": b, "metric": "decode_tok_s", "hardware": name, "gpu_count": 1},
    ]


def article_after_table(r: random.Random) -> tuple[str, list[Label]]:
    """§3: "used an CARD" states no count: the rows keep the card without one."""
    card, name = r.choice(CARDS)
    a = r.randint(40, 160)
    text = (
        f"# Qwen3-14B throughput on the {card}\n\n| Engine | Decode tok/s |\n|---|---|\n"
        f"| vLLM | {a} |\n\n## Setup\n\nAll runs used the {card}.\n"
    )
    return text, [{"value": a, "metric": "decode_tok_s", "hardware": name, "gpu_count": None}]


SHAPES: dict[str, Shape] = {
    "single card stated after the table": single_card_after_table,
    "card with an article after the table": article_after_table,
}
