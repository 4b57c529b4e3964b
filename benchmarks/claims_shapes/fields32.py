"""Projects named by a word joined before an engine's name ("Rapid-MLX", "lightning-mlx",
"spark-vllm"): reading rules §3 list the engines, and a project outside the list is no engine,
though its name holds one; a maker or platform joined so ("AMD-vLLM") and a decoding method
run in the engine ("DFlash-MLX") still name the engine."""

from __future__ import annotations

import random

from claims_shapes.common import CARDS, Label, Shape, num

_PROJECTS = [
    ("Rapid", "MLX"),
    ("lightning", "mlx"),
    ("spark", "vllm"),
    ("turbo", "llama.cpp"),
    ("mini", "SGLang"),
    ("hyper", "Ollama"),
]
_KEPT = [("AMD", "vLLM", "vllm"), ("vanilla", "vLLM", "vllm"), ("DFlash", "MLX", "mlx")]


def prefixed_project_runs(r: random.Random) -> tuple[str, list[Label]]:
    """§3: "With Rapid-MLX we get 88 tok/s on an H100": another project, no engine."""
    word, engine = r.choice(_PROJECTS)
    card, card_name = r.choice(CARDS)
    rate = float(r.randint(8, 400))
    text = r.choice(
        [
            f"With {word}-{engine} we get {num(rate)} tok/s on an {card}.",
            f"{word}-{engine} decodes at {num(rate)} tokens per second on one {card}.",
            f"Using {word}-{engine}, generation reaches {num(rate)} t/s ({card}).",
        ]
    )
    return text, [{"value": rate, "metric": "decode_tok_s", "engine": None, "hardware": card_name}]


def platform_prefixed_engine_runs(r: random.Random) -> tuple[str, list[Label]]:
    """§3: "With AMD-vLLM we get 88 tok/s on an MI300X": the engine, built for a platform."""
    word, engine, name = r.choice(_KEPT)
    card, card_name = r.choice(CARDS)
    rate = float(r.randint(8, 400))
    text = f"With {word}-{engine} we get {num(rate)} tok/s on an {card}."
    return text, [{"value": rate, "metric": "decode_tok_s", "engine": name, "hardware": card_name}]


SHAPES: dict[str, Shape] = {
    "prefixed project runs": prefixed_project_runs,
    "platform prefixed engine runs": platform_prefixed_engine_runs,
}
