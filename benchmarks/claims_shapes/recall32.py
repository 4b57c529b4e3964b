"""Rates named by their key alone, with no unit: "speed 102.61", ``"pp512": 556.61``
(reading rules §4: a metric word suffices; a named rate with no unit is in tokens per second)."""

from __future__ import annotations

import random

from claims_shapes.common import Label, num, rate


def named_rate_key(r: random.Random) -> tuple[str, list[Label]]:
    """A key naming a rate, then its bare value ending the line or clause: read, with the
    key's phase as the metric; a phase named alone ("decode=128") is a length, and a bound
    ("max speed: 50") no measurement."""
    v = rate(r, 5, 900)
    pick = r.random()
    if pick < 0.2:
        pp, tg = rate(r, 200, 3000), rate(r, 5, 120)
        text = f'```\n{{ "model": "llama 8b", "pp512": {num(pp)}, "tg128": {num(tg)} }}\n```\n'
        return text, [
            {"value": pp, "metric": "prefill_tok_s"},
            {"value": tg, "metric": "decode_tok_s"},
        ]
    if pick < 0.4:
        key = r.choice(["Decode speed", "Generation throughput", "decode_speed", "gen_rate"])
        sep = r.choice([": ", " = ", "="])
        return f"Results:\n- {key}{sep}{num(v)}\n", [{"value": v, "metric": "decode_tok_s"}]
    if pick < 0.55:
        key = r.choice(["Prefill speed", "prompt processing", "prefill_throughput"])
        return f"{key}: {num(v)}\n", [{"value": v, "metric": "prefill_tok_s"}]
    if pick < 0.7:
        return f"The results are as below.\nspeed {num(v)}\n", [{"value": v}]
    if pick < 0.8:
        x = float(r.randint(11, 39)) / 10
        return f"The run also records `speedup: {num(x)}`.\n", [{"value": x, "metric": "speedup"}]
    if pick < 0.9:
        key = r.choice(["max speed", "target throughput", "Minimum decode speed"])
        return f"{key}: {num(v)}\n", []
    n = r.choice([128, 256, 512, 1000])
    return f"=== prompt={n} decode={n} gen={n} ===\n", []


SHAPES = {"named_rate_key": named_rate_key}
