"""Figures written like claims that the rules say are none (reading rules §2, §4)."""

from __future__ import annotations

import random

from claims_shapes.common import CARDS, ENGINES, Label, Shape, num


def threshold_bars(r: random.Random) -> tuple[str, list[Label]]:
    """§2: a criterion list's bound sign right after the metric's name ("TTFT < 200ms",
    "throughput > 12 tokens/sec") is a bar, no run; a measured line beside it stays."""
    ttft = r.choice([150, 200, 250, 300, 500])
    rate = r.choice([8, 10, 12, 15, 20])
    name = r.choice(["Time to First Token (TTFT)", "TTFT", "TTFT(p99)", "First-token latency"])
    sign = r.choice(["<", "≤", "＜"])
    lines = [
        r.choice(["This use case demands:", "Acceptance criteria:", "What a chat app needs:"]),
        "",
        f"- **{name} {sign} {ttft}ms** — replies start at once",
        f"- **Sustained throughput > {rate} tokens/sec** — text keeps pace with reading",
    ]
    labels: list[Label] = []
    if r.random() < 0.6:
        engine, eng = r.choice(ENGINES)
        card, hw = r.choice(CARDS)
        got = round(r.uniform(rate + 5, 90), 1)
        lines += ["", f"With {engine} on one {card} we measured {num(got)} tok/s."]
        labels.append({"value": got, "metric": "decode_tok_s", "engine": eng, "hardware": hw})
    return "\n".join(lines), labels


SHAPES: dict[str, Shape] = {
    "threshold bars": threshold_bars,
}
