"""A prefill rate, then a decode rate named in Chinese right before its figure ("，输出 58
tokens/s", "生成阶段 35"): the prefill word does not carry to the second figure (reading rules
§4: a prefill figure is never a decode figure)."""

from __future__ import annotations

import random

from claims_shapes.common import Label, Shape


def output_after_prefill(r: random.Random) -> tuple[str, list[Label]]:
    """A prefill rate and a bare "输出"/"生成阶段" rate in one Chinese sentence."""
    pre = r.randint(300, 6000)
    gen = r.randint(5, 90)
    card = r.choice(["RTX 4090", "A100", "H100", "单张 3090"])
    first = r.choice(["预填充吞吐", "预填充", "预处理速度", "预填充速度"])
    second = r.choice(["输出", "輸出", "输出:", "生成阶段", "生成階段"])
    hedge = r.choice(["", "约 ", "~"])
    text = f"在 {card} 上,{first} {pre} tokens/s,{second} {hedge}{gen} tokens/s。"
    return text, [
        {"value": float(pre), "metric": "prefill_tok_s"},
        {"value": float(gen), "metric": "decode_tok_s"},
    ]


SHAPES: dict[str, Shape] = {
    "cjk_output_after_prefill": output_after_prefill,
}
