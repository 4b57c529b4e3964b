"""A speed column beside a throughput column in a table swept over loads: the throughput is the
server's sum over the row's requests, the speed each request's own rate, which stays one
stream's rate (``decode_tok_s``) at any concurrency (reading rules §4)."""

from __future__ import annotations

import random

from claims_shapes.common import Label, Shape, num, rate


def speed_beside_throughput(r: random.Random) -> tuple[str, list[Label]]:
    """§4: "Speed" beside "Throughput" in a loaded row: the speed is per stream, the
    throughput the server's output."""
    load = r.choice([4, 8, 16, 32, 64])
    speed = rate(r, 10, 90)
    sums = round(speed * load * r.uniform(0.8, 0.95), 1)
    speed_col, sum_col, load_col = (
        r.choice(["Inference Speed", "Output Speed", "Generation speed", "Decode speed"]),
        r.choice(["Token Throughput", "Output Throughput", "Throughput", "Tput"]),
        r.choice(["Concurrency", "Users", "Batch size"]),
    )
    unit = r.choice(["tok/s", "tokens/s", "t/s"])
    cols = [(speed_col, speed, "decode_tok_s"), (sum_col, sums, "output_tok_s")]
    if r.random() < 0.5:
        cols.reverse()
    text = (
        f"| {load_col} | {cols[0][0]} ({unit}) | {cols[1][0]} ({unit}) |\n|---|---|---|\n"
        f"| {load} | {num(cols[0][1])} | {num(cols[1][1])} |\n"
    )
    return text, [{"value": v, "metric": m} for _, v, m in cols]


SHAPES: dict[str, Shape] = {
    "speed column beside a throughput column": speed_beside_throughput,
}
