"""Unit and number spellings that leave a figure as it is (reading rules §4: units vary, "1.5k"
is 1500): a token rate spelled in words in a pipe cell, and a diffusion model's one-stream
rate rounded to thousands with a "k"."""

from __future__ import annotations

import random

from claims_shapes.common import ENGINES, Label, num, rate, table

_WORDS = ["tokens per second", "tokens per sec", "tok per second"]


def worded_rate_cells(r: random.Random) -> tuple[str, list[Label]]:
    """§4: "| vLLM | 46.8 tokens per second | 71 ms |": the unit in words is the cell's own,
    as "46.8 tok/s" would be; the cell is no count of tokens."""
    unit = r.choice(_WORDS)
    picked = r.sample(ENGINES, 2)
    rows, labels = [], []
    for engine, label in picked:
        a, ms = rate(r, 20, 150), float(r.randint(30, 400))
        rows.append([engine, f"{num(a)} {unit}", f"{num(ms)} ms"])
        labels.append({"value": a, "metric": "decode_tok_s", "engine": label})
        labels.append({"value": ms, "metric": "ttft", "engine": label})
    return table(["Engine", "Decode", "TTFT"], rows), labels


def diffusion_rate_in_thousands(r: random.Random) -> tuple[str, list[Label]]:
    """§4: "~1.5k tokens/second" from a diffusion model is one stream, as "~1,500" is there (a
    diffusion model decodes thousands of tok/s in one stream)."""
    k = r.choice([1, 1.2, 1.3, 1.5, 1.6, 1.8])
    model = r.choice(["Mercury Coder", "DiffusionGemma", "LLaDA-8B"])
    how = r.choice(["uses diffusion decoding", "refines whole blocks through denoising"])
    unit = r.choice(["tokens/second", "tok/s", "tokens per second"])
    text = f"{model} {how}. In our tests it writes about {num(k)}k {unit}."
    return text, [{"value": k * 1000, "metric": "decode_tok_s"}]


SHAPES = {
    "rate in words in a pipe cell": worded_rate_cells,
    "diffusion rate in thousands with k": diffusion_rate_in_thousands,
}
