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


def own_service_pages(r: random.Random) -> tuple[str, list[Label]]:
    """§3: a page whose company names the service it runs itself ("我们的模型 API 服务",
    "our online service") gives that service to its figures with no engine named; a page
    naming none leaves them without one."""
    a, b = r.randint(10, 40), r.randint(45, 120)
    lead, vendor = r.choice(
        [
            ("新版模型今天上线，我们的模型 API 服务已同步更新。", True),
            ("该公司公布了其线上系统的统计数据。", True),
            ("Today we moved our online service to the new model.", True),
            ("新版模型今天发布，权重已开源。", False),
            ("Today the new model weights were published.", False),
        ]
    )
    body = r.choice(
        [
            f"生成速度从 {a} TPS 提高至 {b} TPS。",
            f"Decode speed went from {a} tokens/s to {b} tokens/s.",
        ]
    )
    engine = "vendor" if vendor else None
    return f"{lead}\n\n{body}\n", [
        {"value": float(a), "engine": engine},
        {"value": float(b), "engine": engine},
    ]


def method_code_rows(r: random.Random) -> tuple[str, list[Label]]:
    """§3: "Medusa (official repo)" is a method's research code, which names no engine, and
    keeps the page's engine from its row; a model's "official implementation" stays ``vendor``."""
    a, b = round(r.uniform(1.2, 2.0), 1), round(r.uniform(2.1, 4.0), 1)
    method = r.choice(["Medusa", "EAGLE-3", "Lookahead decoding"])
    code = r.choice(["official repo", "official implementation", "reference implementation"])
    if r.random() < 0.7:
        text = (
            "| Task | Framework | Speedup |\n|---|---|---|\n"
            f"| Chat | SGLang + EAGLE-3 | ~{a}x |\n| Chat | {method} ({code}) | ~{b}x |\n"
        )
        return text, [
            {"value": a, "metric": "speedup", "engine": "sglang"},
            {"value": b, "metric": "speedup", "engine": None},
        ]
    v = r.randint(20, 90)
    text = f"With the {code} the 7B model decodes at {v} tokens/s.\n"
    return text, [{"value": float(v), "engine": "vendor"}]


SHAPES = {
    "method code rows": method_code_rows,
    "provider page chips": provider_page_chips,
    "own stack figures": own_stack_figures,
    "own service pages": own_service_pages,
}
