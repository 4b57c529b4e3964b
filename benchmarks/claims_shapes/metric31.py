"""Chinese "预处理速度" (preprocessing speed) set against a generation speed is the prompt
phase's rate (reading rules §4: a prefill figure is never a decode figure); the generation
speed beside it stays one stream's decode rate."""

from __future__ import annotations

import random

from claims_shapes.common import Label, Shape


def preprocessing_speed(r: random.Random) -> tuple[str, list[Label]]:
    """A preprocessing speed (or rate, or throughput) and a generation speed in one Chinese
    sentence: prefill, then decode."""
    pre = r.randint(120, 4000)
    gen = r.randint(5, 90)
    card = r.choice(["RTX 4090", "A100", "单张 3090", "H100"])
    word = r.choice(["预处理速度", "预处理速率", "预处理吞吐", "預處理速度"])
    text = r.choice(
        [
            f"在 {card} 上,{word}达到 {pre} tokens/s,生成速度 {gen} tokens/s。",
            f"实测 {card}:{word}约 {pre} tokens/s,推理生成速度 {gen} tokens/s。",
        ]
    )
    return text, [
        {"value": float(pre), "metric": "prefill_tok_s"},
        {"value": float(gen), "metric": "decode_tok_s"},
    ]


SHAPES: dict[str, Shape] = {
    "preprocessing_speed": preprocessing_speed,
}
