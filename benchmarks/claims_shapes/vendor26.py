"""A chip company's figure on a page about API providers (reading rules §3; LABELLING,
eighteenth pass): the company's hosted service, ``vendor``; without such a page, hardware only."""

from __future__ import annotations

import random

from claims_shapes.common import Label

_CHIPS = [("Groq", "Groq LPU"), ("Cerebras", "Cerebras"), ("SambaNova", "SambaNova")]


def provider_page_chips(r: random.Random) -> tuple[str, list[Label], dict[str, str]]:
    """§3: "Groq ... 640 tokens per second" under "The fastest LLM API providers" ran on
    Groq's hosted service; under a chip launch's title it names the chip alone."""
    written, hw = r.choice(_CHIPS)
    v = r.randint(120, 2400)
    model = r.choice(["Llama 3.1 70B", "Qwen3 32B", "Mixtral 8x7B", "gpt-oss-120b"])
    text = r.choice(
        [
            f"{written} serves {model} at {v} tokens/s.\n",
            f"With {written}, {model} reached {v} tokens per second.\n",
            f"On {written} the {model} answers came at {v} tok/s.\n",
        ]
    )
    providers, title = r.choice(
        [
            (True, "The fastest LLM API providers compared"),
            (True, "Inference providers ranked by speed"),
            (True, "Os provedores de LLM API mais rápidos"),
            (False, f"{written} unveils its next chip"),
            (False, "Notes from the hardware conference"),
        ]
    )
    label: Label = {"value": float(v), "engine": "vendor" if providers else None, "hardware": hw}
    return text, [label], {"title": title}


SHAPES = {"provider page chips": provider_page_chips}
