"""Pasted tool output: mistral.rs's engine logger, whose "N running, M waiting" is the load its
"Throughput (T/s)" was measured at (reading rules §4: running requests are the load), and
vLLM's progress bar cut to its speeds ("speed input: … toks/s, output: … toks/s": LABELLING,
the offline bar's `prefill_tok_s` / `output_tok_s`)."""

from __future__ import annotations

import random

from claims_shapes.common import CARDS, Label, Shape, num, rate


def mistralrs_logger(r: random.Random) -> tuple[str, list[Label]]:
    """§4: one running request is one stream's rate; several are the server's."""
    load = r.choice([1, 1, 2, 4, 8, 16])
    v = rate(r, 3, 60) if load == 1 else rate(r, 60, 900)
    card, _ = r.choice(CARDS)
    hit = round(r.uniform(0, 90), 2)
    line = (
        f"2025-07-24T18:14:36.208928Z  INFO mistralrs_core::engine::logger: "
        f"Throughput (T/s) {v:.2f}, Prefix cache hitrate {hit:.2f}%, {load} running, "
        f"{r.randint(0, 5)} waiting"
    )
    text = f"Serving with mistral.rs on my {card}:\n\n```\n{line}\n```\n"
    metric = "decode_tok_s" if load == 1 else "output_tok_s"
    return text, [{"value": v, "metric": metric, "concurrency": load}]


def cut_progress_bar(r: random.Random) -> tuple[str, list[Label]]:
    """LABELLING: the bar's input and output speeds are prefill and output rates."""
    i, o = rate(r, 50, 4000), rate(r, 300, 5000)
    head = r.choice(
        [
            f"| 5971/9263 [2:16:18<1:17:49,  1.42s/it, est. speed input: {num(i)} toks/s, ",
            f"est. speed input: {num(i)} toks/s, ",
            f"speed input: {num(i)} toks/s, ",
        ]
    )
    text = f"The eval's vLLM backend prints:\n\n```\n{head}output: {num(o)} toks/s]\n```\n"
    return text, [{"value": i, "metric": "prefill_tok_s"}, {"value": o, "metric": "output_tok_s"}]


SHAPES: dict[str, Shape] = {
    "mistral.rs logger running count": mistralrs_logger,
    "vLLM progress bar cut to its speeds": cut_progress_bar,
}
