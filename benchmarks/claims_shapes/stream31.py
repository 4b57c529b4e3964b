"""An output rate far above its own run's 1000 / TPOT (LABELLING.md, twenty-fifth pass: a rate
many times what one stream makes at its TPOT is many streams' sum, ``output_tok_s``), and the
same table at a stated load of one, which keeps one stream's reading."""

from __future__ import annotations

import random

from claims_shapes.common import Label, Shape


def rate_far_above_one_per_tpot(r: random.Random) -> tuple[str, list[Label]]:
    """A summary table of serving runs: "Output tok/s" beside "TPOT p50 (ms)". A rate three to
    fifteen times 1000 / TPOT is the server's sum; under a "Concurrency" column of 1 the rows
    stay one stream's (a rate near 1000 / TPOT there, as one stream makes)."""
    names = r.sample(["Baseline", "FP8 KV", "Larger blocks", "New scheduler", "CUDA graphs"], 2)
    one_load = r.random() < 0.3
    rate_head = r.choice(["Output tok/s", "Throughput (tok/s)", "Output throughput (tok/s)"])
    tpot_head = r.choice(["TPOT p50 (ms)", "Mean TPOT (ms)", "TPOT (ms)"])
    rows: list[tuple[str, float, float]] = []
    for name in names:
        tpot = round(r.uniform(9.0, 45.0), 2)
        factor = r.uniform(0.95, 1.0) if one_load else r.uniform(3.0, 15.0)
        rows.append((name, float(round(1000.0 / tpot * factor)), tpot))
    if one_load:
        head = f"| Config | Concurrency | {rate_head} | {tpot_head} |\n|---|---|---|---|\n"
        body = "".join(f"| {n} | 1 | {v:g} | {t} |\n" for n, v, t in rows)
    else:
        head = f"| Config | {rate_head} | {tpot_head} |\n|---|---|---|\n"
        body = "".join(f"| {n} | {v:g} | {t} |\n" for n, v, t in rows)
    lead = r.choice(["Results on 8x H100:\n\n", "Summary of the runs:\n\n", ""])
    metric = "decode_tok_s" if one_load else "output_tok_s"
    labels: list[Label] = []
    for _n, v, t in rows:
        labels.append({"value": v, "metric": metric})
        labels.append({"value": t, "metric": "tpot"})
    return lead + head + body, labels


SHAPES: dict[str, Shape] = {
    "rate_far_above_one_per_tpot": rate_far_above_one_per_tpot,
}
