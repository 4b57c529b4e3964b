"""Pasted tool output: a log line's bracketed unit before its number with more fields after
its comma ("Throughput (T/s) 7.40, Prefix cache hitrate 0.00%"), and a rate's unit cut at
the terminal's edge ("output: 305.54 toks/"; LABELLING: a unit cut short is still labelled).
"""

from __future__ import annotations

import random

from claims_shapes.common import CARDS, Label, Shape, num, rate


def logger_bracketed_unit(r: random.Random) -> tuple[str, list[Label]]:
    """§4: "Key (unit) N, next field ...": the number takes the bracketed unit."""
    card, card_name = r.choice(CARDS)
    v = rate(r, 3, 90)
    hit = round(r.uniform(0, 60), 2)
    stamp = f"2025-0{r.randint(1, 9)}-1{r.randint(0, 9)}T18:14:3{r.randint(0, 9)}.208928Z"
    line = r.choice(
        [
            f"{stamp}  INFO engine::logger: Decode speed (T/s) {num(v)}, "
            f"Prefix cache hitrate {hit}%, 1 running, 0 waiting",
            f"INFO engine: Decode speed (tok/s) {num(v)}, batch 1, 0 waiting",
        ]
    )
    text = f"Server log on one {card}:\n\n```\n{line}\n```\n"
    return text, [{"value": v, "metric": "decode_tok_s", "unit": "tok/s", "hardware": card_name}]


def cut_rate_unit(r: random.Random) -> tuple[str, list[Label]]:
    """LABELLING: a token rate's unit cut after its slash at the line's end still reads."""
    card, card_name = r.choice(CARDS)
    v = rate(r, 20, 900)
    p = round(v * 7, 2)
    if r.random() < 0.5:
        line = (
            "Processed prompts: 100%|█| 10/10 [00:33<00:00,  3.35s/it, est. speed input: "
            f"{num(p)} toks/s, output: {num(v)} toks/"
        )
        labels = [
            {"value": p, "metric": "prefill_tok_s", "hardware": card_name},
            {"value": v, "metric": "output_tok_s", "unit": "tok/s", "hardware": card_name},
        ]
    else:
        line = f"generate: 128 new tokens, {num(v)} tokens/"
        labels = [{"value": v, "metric": "decode_tok_s", "unit": "tok/s", "hardware": card_name}]
    return f"Run on one {card}:\n\n```\n{line}\n```\n", labels


SHAPES: dict[str, Shape] = {
    "bracketed unit before a log field": logger_bracketed_unit,
    "rate unit cut at the line's end": cut_rate_unit,
}
