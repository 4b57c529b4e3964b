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


def own_stack_figures(r: random.Random) -> tuple[str, list[Label]]:
    """§3: a figure the writer's company credits to the stack it built ("We built an inference
    engine ... 4,200 tokens per second") is ``vendor``; a yardstick set against it, or a rig
    the writer built, names no engine."""
    v, w = r.randint(600, 4500), r.randint(20, 150)
    company = r.choice(["Acme", "Nimbus", "Quanta"])
    kind = r.choice(["built", "result", "infra", "yardstick", "rig"])
    if kind == "built":
        text = f"We built an inference engine at {company} that streams {v} tokens per second.\n"
        return text, [{"value": float(v), "engine": "vendor"}]
    if kind == "result":
        text = (
            f"So we developed the {company} Inference Image for our droplets. "
            f"The result: {v} tokens/second in a single stream.\n"
        )
        return text, [{"value": float(v), "engine": "vendor"}]
    if kind == "infra":
        u = r.randint(300, 900)
        text = f"{company} delivers {u} tok/s on gpt-oss-120b from our infrastructure.\n"
        return text, [{"value": float(u), "engine": "vendor"}]
    if kind == "yardstick":
        text = (
            f"We built an inference engine that reaches {v} tokens/s, where typical providers "
            f"sit around {w} tokens/s.\n"
        )
        return text, [{"value": float(v), "engine": "vendor"}, {"value": float(w), "engine": None}]
    text = f"We built a rig with two used cards and it gets {w} tokens/s on a 70B model.\n"
    return text, [{"value": float(w), "engine": None}]


SHAPES = {"provider page chips": provider_page_chips, "own stack figures": own_stack_figures}
