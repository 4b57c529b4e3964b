"""A throughput beside its own run's per-token latency (LABELLING.md, eleventh pass): a rate equal
to 1000 / TPOT is one stream's, ``decode_tok_s``; a rate many times it stays the server's
output."""

from __future__ import annotations

import random

from claims_shapes.common import Label, Shape


def throughput_at_one_per_tpot(r: random.Random) -> tuple[str, list[Label]]:
    """A report's key lines: "TPOT (ms): t" and "Throughput (tok/s): v". At v = 1000 / t (a
    little off, as a run's mean and its rate are) the rate is one stream's; at many times it,
    many streams at once."""
    tpot = round(r.uniform(8.0, 90.0), 1)
    one = 1000.0 / tpot
    many = r.random() < 0.3
    value = round(one * (r.randint(5, 12) if many else r.uniform(0.96, 1.04)), 1)
    key = r.choice(["TPOT (ms)", "Mean TPOT (ms)", "Time per output token (ms)"])
    rate_key = r.choice(["Throughput (tok/s)", "Throughput (tokens/s)"])
    bullet = r.choice(["- ", "* ", ""])
    lines = [f"{bullet}{key}: {tpot}", f"{bullet}{rate_key}: {value}"]
    if r.random() < 0.5:
        lines.reverse()
    text = r.choice(["Benchmark results:\n", "Run summary\n", ""]) + "\n".join(lines) + "\n"
    labels: list[Label] = [
        {"value": tpot, "metric": "tpot"},
        {"value": value, "metric": "output_tok_s" if many else "decode_tok_s"},
    ]
    return text, labels


SHAPES: dict[str, Shape] = {
    "throughput_at_one_per_tpot": throughput_at_one_per_tpot,
}
