"""A prompt filled or read in at a rate ("Prompts fill at 2.4k tok/s", "the prompt is read at
950 tok/s"): its prefill; the reply as the subject of the next clause ("and the response
streams at 38 tok/s"): decode (reading rules §4: a prefill figure is never a decode figure)."""

from __future__ import annotations

import random

from claims_shapes.common import Label, Shape, num

_GPUS = ["H100", "A100", "L40S", "RTX 4090", "H200", "RTX 6000 Ada"]


def prompt_filled(r: random.Random) -> tuple[str, list[Label]]:
    """§4: the prompt filled or read in at a rate is prefill; the reply's rate beside it decode."""
    p, d = float(r.randint(300, 900)), float(r.randint(10, 90))
    verb = r.choice(["Prompts fill", "The prompt fills", "The prompt is read", "Prompts are read"])
    gpu = r.choice(_GPUS)
    text = r.choice(
        [
            f"On one {gpu}, {verb.lower()} at {num(p)} tok/s and replies decode at {num(d)} tok/s.",
            f"{verb} at {num(p)} tok/s on the {gpu}; generation runs at {num(d)} tok/s.",
        ]
    )
    return text, [{"value": p, "metric": "prefill_tok_s"}, {"value": d, "metric": "decode_tok_s"}]


def reply_after_prefill(r: random.Random) -> tuple[str, list[Label]]:
    """§4: a prefill word earlier in the sentence does not carry to the reply's rate."""
    p, d = float(r.randint(300, 900)), float(r.randint(10, 90))
    first = r.choice(["Prefill runs at", "Prompt processing hit", "Prompts are processed at"])
    sep = r.choice([" and", ";", ", while", ", then"])
    reply = r.choice(
        [
            "the response streams at",
            "replies are written at",
            "answers come at",
            "the reply comes at",
        ]
    )
    text = f"{first} {num(p)} tok/s{sep} {reply} {num(d)} tok/s."
    return text, [{"value": p, "metric": "prefill_tok_s"}, {"value": d, "metric": "decode_tok_s"}]


SHAPES: dict[str, Shape] = {
    "a prompt filled or read in is prefill": prompt_filled,
    "the reply after a prefill is decode": reply_after_prefill,
}
