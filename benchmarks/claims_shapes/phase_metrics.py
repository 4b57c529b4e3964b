"""Shapes of a rate's metric read from the sentence around it (reading rules §4: a prefill
figure is never a decode figure, and one stream's rate is apart from a server's): one rate
stated for both phases, a rate set against a prefill rate of the same sentence, batching
named with how it was tuned, and a serial rate beside a concurrent one."""

from __future__ import annotations

import random

from claims_shapes.common import CARDS, UNITS, Label, Shape, num, rate


def both_phases_one_rate(r: random.Random) -> tuple[str, list[Label]]:
    """§4: "the prefill and token generation speed is 10 tok/s": one rate, both phases."""
    cn, cc = r.choice(CARDS)
    v = rate(r, 5, 90)
    unit = r.choice(UNITS)
    pair = r.choice(
        [
            "prefill and token generation speed is",
            "PP and TG are both",
            "prefill and decode are both",
        ]
    )
    text = f"On my {cn}, the {pair} about {num(v)} {unit}."
    common = {"value": v, "hardware": cc}
    return text, [{"metric": "prefill_tok_s"} | common, {"metric": "decode_tok_s"} | common]


def two_phase_rates(r: random.Random) -> tuple[str, list[Label]]:
    """§4: "prefill and decode at A and B tok/s" (or each named) are one rate per phase."""
    cn, cc = r.choice(CARDS)
    pp, tg = rate(r, 500, 3000), rate(r, 5, 90)
    unit = r.choice(UNITS)
    text = r.choice(
        [
            f"On the {cn}, prefill runs at {num(pp)} {unit} and decode at {num(tg)} {unit}.",
            f"On the {cn}, decode reaches {num(tg)} {unit} while prefill reaches {num(pp)} {unit}.",
        ]
    )
    return text, [
        {"value": pp, "metric": "prefill_tok_s", "hardware": cc},
        {"value": tg, "metric": "decode_tok_s", "hardware": cc},
    ]


def prefill_set_against(r: random.Random) -> tuple[str, list[Label]]:
    """§4: a rate named by no phase, set against a prefill rate in its sentence, is prefill."""
    cn, cc = r.choice(CARDS)
    mine, claimed = rate(r, 5, 60), float(r.choice([800, 1000, 1200, 1500]))
    unit = r.choice(UNITS)
    tail = r.choice(
        [
            "which is far from the",
            "which significantly diverges from the performance of the model at",
            "compared to the",
        ]
    )
    text = (
        f"However, the prefill speed on my {cn} for this small model is approximately "
        f"{num(mine)} {unit}, {tail} {num(claimed)} {unit} claimed in the paper."
    )
    return text, [
        {"value": mine, "metric": "prefill_tok_s", "hardware": cc},
        {"value": claimed, "metric": "prefill_tok_s"},
    ]


def tuned_batching(r: random.Random) -> tuple[str, list[Label]]:
    """§4: "with properly optimized batching ... 310 tok/s" is the server's output; without
    it, one stream's rate."""
    cn, cc = r.choice(CARDS)
    v = rate(r, 100, 900)
    unit = r.choice(UNITS)
    how = r.choice(["properly optimized", "well-tuned", "carefully tuned", "optimized"])
    if r.random() < 0.5:
        text = f"With {how} batching, a single {cn} can push over {num(v)} {unit} on an 8B model."
        return text, [{"value": v, "metric": "output_tok_s", "hardware": cc}]
    text = f"Without {how} batching, a single {cn} only reaches {num(v)} {unit} on an 8B model."
    return text, [{"value": v, "metric": "decode_tok_s", "hardware": cc}]


def serial_beside_concurrent(r: random.Random) -> tuple[str, list[Label]]:
    """§2, §4: "N concurrent requests deliver A tok/s total, below the server's B tok/s
    serial": A is the server's output at N, B one stream's at one."""
    cn, cc = r.choice(CARDS)
    n = r.choice([8, 16, 32, 64])
    a, b = rate(r, 200, 900), rate(r, 50, 190)
    text = (
        f"On one {cn}, {n} concurrent requests deliver {num(a)} tok/s total, below the same "
        f"server's {num(b)} tok/s serial."
    )
    return text, [
        {"value": a, "metric": "output_tok_s", "concurrency": n, "hardware": cc},
        {"value": b, "metric": "decode_tok_s", "concurrency": 1, "hardware": cc},
    ]


SHAPES: dict[str, Shape] = {
    "both phases one rate": both_phases_one_rate,
    "two phase rates": two_phase_rates,
    "prefill set against": prefill_set_against,
    "tuned batching": tuned_batching,
    "serial beside concurrent": serial_beside_concurrent,
}
