"""A table key naming one request's whole time over cells with their own seconds (reading
rules §4: end-to-end latency is its own metric and its name may sit only in a header)."""

from __future__ import annotations

import random

from claims_shapes.common import CARDS, ENGINES, Label, Shape, num, rate, table


def generation_time_column(r: random.Random) -> tuple[str, list[Label]]:
    """§4: "| GPU | Mean tok/s | Mean generation time |" over "| C | X | T s |"."""
    (card, card_l), (engine, label) = r.choice(CARDS), r.choice(ENGINES)
    tok, secs = rate(r, 20, 300), round(r.uniform(1.5, 40.0), 2)
    key = r.choice(["Mean generation time", "Generation time", "Avg response time"])
    text = f"Results on {engine}:\n\n" + table(
        ["GPU", "Mean tok/s", key], [[card, num(tok), f"{num(secs)} s"]]
    )
    setup = {"engine": label, "hardware": card_l}
    return text, [
        {"value": tok, "metric": "decode_tok_s", **setup},
        {"value": secs, "metric": "e2e_latency", **setup},
    ]


def inference_row(r: random.Random) -> tuple[str, list[Label]]:
    """§4: a row keyed "Inference" over two runs' seconds: each run's whole time."""
    (engine, label) = r.choice(ENGINES)
    a, b = round(r.uniform(2.0, 30.0), 1), round(r.uniform(2.0, 30.0), 1)
    text = f"{engine} split test:\n\n" + table(
        ["Step", "Split A", "Split B"], [["Inference", f"{num(a)}s", f"{num(b)}s"]]
    )
    return text, [
        {"value": a, "metric": "e2e_latency", "engine": label},
        {"value": b, "metric": "e2e_latency", "engine": label},
    ]


def per_request_column(r: random.Random) -> tuple[str, list[Label]]:
    """§4: "| Engine | Requests | Avg per Request |" over a range of seconds."""
    (engine, label) = r.choice(ENGINES)
    lo = round(r.uniform(0.5, 5.0), 2)
    hi = round(lo + r.uniform(0.5, 5.0), 2)
    text = table(["Engine", "Requests", "Avg per Request"], [[engine, "16", f"{lo}–{hi}s"]])
    return text, [
        {"value": lo, "value_min": lo, "value_max": hi, "metric": "e2e_latency", "engine": label}
    ]


SHAPES: dict[str, Shape] = {
    "generation time column over seconds": generation_time_column,
    "inference row over seconds": inference_row,
    "per-request column over a range of seconds": per_request_column,
}
