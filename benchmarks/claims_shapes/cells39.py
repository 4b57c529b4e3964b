"""A keyed stats line of a benchmark script's summary: "decode_tps  mean= 45.2  std= 1.1
CV= 2.4%  min= 43.0  max= 47.9". LABELLING reads the mean, min and max as the key's metric
(lmdeploy's min/max/ave, the club-3090 summary's mean/min/max); std and CV are no claims."""

from __future__ import annotations

import random

from claims_shapes.common import Label, Shape


def keyed_stats_line(r: random.Random) -> tuple[str, list[Label]]:
    """LABELLING: a summary line's mean, min and max are figures of its key's metric."""
    mean = round(r.uniform(20, 150), 2)
    lo, hi = round(mean - r.uniform(1, 5), 2), round(mean + r.uniform(1, 5), 2)
    key, metric = r.choice(
        [("decode_TPS", "decode_tok_s"), ("gen_tok_s", "decode_tok_s"), ("ttft_ms", "ttft")]
    )
    sd = round(r.uniform(0.5, 3), 2)
    cv = round(100 * sd / mean, 1)
    text = f"{key}   mean= {mean}   std= {sd}   CV= {cv}%   min={lo}   max={hi}"
    return text, [
        {"value": mean, "metric": metric},
        {"value": lo, "metric": metric},
        {"value": hi, "metric": metric},
    ]


SHAPES: dict[str, Shape] = {
    "keyed stats line with min and max": keyed_stats_line,
}
