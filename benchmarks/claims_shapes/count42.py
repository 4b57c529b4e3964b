"""A table's row is its own unit (reading rules §2): the text's one single card stated in the
body above the table, a heading away, counts no row but counts the prose figures after the
table (§3, LABELLING: "a single"/"one"/"1x"/"单个" give 1); stated after the table, it counts
the rows it describes."""

from __future__ import annotations

import random

from claims_shapes.common import CARDS, Label, Shape


def single_above_rows_and_prose(r: random.Random) -> tuple[str, list[Label]]:
    """§2/§3: the intro's "a single CARD" gives the rows no count, the later prose count 1."""
    card, name = r.choice(CARDS)
    a, b, c = r.randint(40, 90), r.randint(91, 160), r.randint(161, 240)
    single = r.choice(["a single", "one", "1x"])
    text = (
        f"# Qwen3-8B on the {card}\n\nAll tests ran on {single} {card}.\n\n## Results\n\n"
        f"Decode speed by engine:\n\n| Engine | Decode tok/s |\n|---|---|\n| vLLM | {a} |\n"
        f"| SGLang | {b} |\n\n## Notes\n\nWith speculative decoding the {card} reached "
        f"{c} tok/s.\n"
    )
    return text, [
        {"value": a, "metric": "decode_tok_s", "hardware": name, "gpu_count": None},
        {"value": b, "metric": "decode_tok_s", "hardware": name, "gpu_count": None},
        {"value": c, "metric": "decode_tok_s", "hardware": name, "gpu_count": 1},
    ]


def single_setup_after_rows(r: random.Random) -> tuple[str, list[Label]]:
    """§3: "Hardware: 1x CARD" in a setup section after the table counts its rows."""
    card, name = r.choice(CARDS)
    a, b = r.randint(40, 90), r.randint(91, 160)
    single = r.choice(["a single", "1x", "one"])
    text = (
        f"# Qwen3-8B decode on the {card}\n\n| Engine | Decode tok/s |\n|---|---|\n"
        f"| vLLM | {a} |\n| SGLang | {b} |\n\n## Setup\n\nHardware: {single} {card}.\n"
    )
    return text, [
        {"value": a, "metric": "decode_tok_s", "hardware": name, "gpu_count": 1},
        {"value": b, "metric": "decode_tok_s", "hardware": name, "gpu_count": 1},
    ]


SHAPES: dict[str, Shape] = {
    "single card above the table, prose after it": single_above_rows_and_prose,
    "single card in a setup after the table": single_setup_after_rows,
}
