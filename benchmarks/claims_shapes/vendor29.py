"""A model maker's README example or official demo code is ``vendor`` (reading rules §3;
LABELLING, eighteenth pass, class 2); a method's official code, or one running a vocabulary
engine, is not."""

from __future__ import annotations

import random

from claims_shapes.common import Label, Shape


def official_example_code(r: random.Random) -> tuple[str, list[Label]]:
    """§3 "a vendor's own code": a run of the maker's README example or official demo is
    ``vendor``; EAGLE's official code names no engine; official code on vLLM stays vLLM."""
    v = r.randint(6, 180)
    card = r.choice(["A100", "A10", "RTX 4090", "V100"])
    text, engine = r.choice(
        [
            (f"用readme中的示例代码跑，单卡{card}上大约 {v} tokens/s。", "vendor"),
            (f"我在{card}上跑了官方demo，结果如下：\n* Average speed: {v} tokens/s", "vendor"),
            (f"Running the official demo on one {card} gives {v} tokens/s.", "vendor"),
            (f"With the README example code it generates {v} tokens/s on a {card}.", "vendor"),
            (f"EAGLE 官方代码在 {card} 上达到 {v} tokens/s。", None),
            (f"The official demo runs on vLLM and reaches {v} tokens/s on a {card}.", "vllm"),
            (f"The demo runs at {v} tokens/s on a {card}.", None),
        ]
    )
    return text + "\n", [{"value": float(v), "engine": engine}]


def provider_tiers(r: random.Random) -> tuple[str, list[Label], dict[str, str]]:
    """LABELLING eighteenth pass, class 3: a tier naming several chip companies on a page about
    API providers is ``vendor`` with no hardware; under another title it names no engine."""
    lo = r.randint(6, 12) * 100
    hi = lo + r.randint(5, 15) * 100
    pair = r.choice(["Groq and Cerebras", "Cerebras and SambaNova", "SambaNova and Groq"])
    text = f"Extreme tier ({lo:,}-{hi:,} tokens/sec): {pair}.\n"
    providers, title = r.choice(
        [
            (True, "Inference providers ranked by speed"),
            (True, "Tokens per second across providers"),
            (False, "Notes from the chip show"),
        ]
    )
    label: Label = {
        "value": float(lo),  # a range is matched by its low end
        "engine": "vendor" if providers else None,
        "hardware": None,
    }
    return text, [label], {"title": title}


SHAPES: dict[str, Shape] = {
    "official_example_code": official_example_code,
    "provider_tiers": provider_tiers,
}
