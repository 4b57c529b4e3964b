"""Key-figure panels copied as text: each field's label on the line above its figure
(reading rules §2: the label is the figure's own unit of scope; §4: a unit may be written
apart from its number, here on a line between label and figure)."""

from __future__ import annotations

import random

from claims_shapes.common import CARDS, ENGINES, Label, Shape, num


def label_over_figure_panels(r: random.Random) -> tuple[str, list[Label]]:
    """§2, §4: "Decode tok/s" over "41.5", "TTFT p50" over "ms" over "212": each figure
    takes the metric and unit its label names and the panel title's engine and card."""
    engine, engine_name = r.choice(ENGINES)
    card, card_name = r.choice(CARDS)
    decode = round(r.uniform(8, 120), 1)
    prefill = float(r.randint(900, 9000))
    ttft = float(r.randint(40, 900))
    fields = [
        (r.choice(["Decode tok/s", "Generation tok/s", "Decode speed (tok/s)"]), num(decode)),
        (r.choice(["Prefill tok/s", "Prompt processing tok/s"]), num(prefill)),
        (r.choice(["TTFT p50\nms", "Time to first token\nms"]), num(ttft)),
    ]
    r.shuffle(fields)
    panel = "\n".join(f"{label}\n{value}" for label, value in fields)
    text = f"Llama 3.1 8B on one {card} with {engine}\n\nResults\n\n{panel}\n"
    setup = {"engine": engine_name, "hardware": card_name}
    return text, [
        {"value": decode, "metric": "decode_tok_s", **setup},
        {"value": prefill, "metric": "prefill_tok_s", **setup},
        {"value": ttft, "metric": "ttft", **setup},
    ]


def label_over_figure_lists(r: random.Random) -> tuple[str, list[Label]]:
    """§2, §4: a field list whose items alternate a label and its figure ("- VRAM used",
    "- 23.4 GB"): each figure takes its label's metric; the list's non-figure fields
    ("- Quant", "- Q4_K_M") join nothing."""
    card, card_name = r.choice(CARDS)
    decode = round(r.uniform(5, 90), 1)
    mem = round(r.uniform(4, 70), 1)
    lines = [
        f"Qwen3 14B on {card}",
        "Measurement",
        "- tok/s",
        f"- {num(decode)}",
        "- VRAM used",
        f"- {mem} GB",
        "- Quant",
        "- Q4_K_M",
    ]
    return "\n".join(lines), [
        {"value": decode, "metric": "decode_tok_s", "hardware": card_name},
        {"value": mem, "metric": "memory", "hardware": card_name},
    ]


def figure_over_label_runs(r: random.Random) -> tuple[str, list[Label]]:
    """§4: numbered steps and dated lines over their captions are no panel: a figure line
    right above a label line makes the label a caption, not a field name, and nothing
    unit-less is read."""
    text = r.choice(
        [
            "Steps\n\n1\nInstall the driver\n2\nBuild the engine\n3\nRun the server\n",
            "Milestones\n2024\nFirst release\n2025\nSecond release\n",
            "Chapter\n4\nSection\n12\n",
        ]
    )
    return text, []


SHAPES: dict[str, Shape] = {
    "label over figure panels": label_over_figure_panels,
    "label over figure lists": label_over_figure_lists,
    "figure over label runs": figure_over_label_runs,
}
