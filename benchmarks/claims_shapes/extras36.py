"""Bars and whole runs, no claims: a bound after a criterion ("TTFT over spec (spec<5s)") or
on a line a criterion leads ("标准:TTFT(p99)<4s;TPOT(P99)<160ms") is a goal (reading rules §2);
an evaluation's time or evalscope's "Time taken for tests" is a run's duration, no request's
latency (LABELLING, ruling 2 of the fourteenth pass). The run's rate beside them is the claim."""

from __future__ import annotations

import random

from claims_shapes.common import UNITS, Label, Shape, num, rate


def criterion_bound_no_claim(r: random.Random) -> tuple[str, list[Label]]:
    """§2: a bound a criterion sets is wanted, not measured."""
    v = rate(r, 3, 90)
    bar = r.choice([2, 4, 5, 8])
    line = r.choice(
        [
            f"TTFT stays over spec (spec<{bar}s).",
            f"标准:TTFT(p99)<{bar}s;TPOT(P99)<{bar * 40}ms",
            f"Requirements: TTFT < {bar} s; TPOT < {bar * 40} ms",
            f"Pass criteria: p99 TTFT < {bar * 100} ms.",
        ]
    )
    return f"The 8B decodes at {num(v)} {r.choice(UNITS)}.\n{line}", [
        {"value": v, "metric": "decode_tok_s"}
    ]


def run_length_no_claim(r: random.Random) -> tuple[str, list[Label]]:
    """Ruling 2: an evaluation's length is no request's latency."""
    v = rate(r, 3, 90)
    hours = r.choice([3, 6, 44])
    tail = r.choice(
        [
            f"Evaluating the model on the whole set took around {hours} hours.",
            f"gsm8k 评测耗时 {hours} 小时。",
            f"評価には約{hours}時間かかる。",
        ]
    )
    return f"The 8B decodes at {num(v)} {r.choice(UNITS)}. {tail}", [
        {"value": v, "metric": "decode_tok_s"}
    ]


SHAPES: dict[str, Shape] = {
    "a criterion's bound is a goal": criterion_bound_no_claim,
    "an evaluation run is no latency": run_length_no_claim,
}
