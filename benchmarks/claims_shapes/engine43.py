"""The page's own setup stated after its figures (reading rules §1; LABELLING, tenth pass): a
sentence about the page's figures ("All figures were obtained with X") or the page's one
engine built for the runs ("X builds compiled with ...") gives them their engine; a served
model named as the shape of output ("ChatGPT-shaped answers", §3) is no second engine."""

from __future__ import annotations

import random

from claims_shapes.common import CARDS, ENGINES, UNITS, Label, Shape, num, rate


def figures_obtained_with(r: random.Random) -> tuple[str, list[Label]]:
    """§1: "... A tok/s. All figures were obtained with X": A takes X."""
    name, canon = r.choice(ENGINES)
    card, _ = r.choice(CARDS)
    v = rate(r, 10, 300)
    unit = r.choice(UNITS)
    lead = r.choice(
        [
            "All figures were obtained with",
            "Results were benchmarked using",
            "Every figure here was recorded with",
            "Our figures were gathered with",
            "The numbers were tested with",
        ]
    )
    tail = r.choice([" 0.8.4 and default flags.", " on a fresh install.", "."])
    text = f"The 7B model reaches {num(v)} {unit} on one {card}.\n\n{lead} {name}{tail}"
    return text, [{"value": v, "metric": "decode_tok_s", "engine": canon}]


def one_engine_built(r: random.Random) -> tuple[str, list[Label]]:
    """§1: the page's one engine, built for its runs after the figures, is theirs."""
    v = rate(r, 2, 40)
    unit = r.choice(UNITS)
    board = r.choice(["a Pi 5", "the Jetson Nano", "the old laptop"])
    built = r.choice(
        [
            "Models are llama.cpp builds compiled with NEON and OpenBLAS.",
            "We used llama.cpp builds made for the board.",
            "The engine is a llama.cpp build from source, CPU only.",
        ]
    )
    shaped = r.choice(
        ["", "A box giving ChatGPT-shaped answers with no cloud is a fine pitch.\n\n"]
    )
    text = f"On {board} the 1.5B model gives {num(v)} {unit}.\n\n{shaped}{built}"
    return text, [{"value": v, "metric": "decode_tok_s", "engine": "llama.cpp"}]


def not_the_runs(r: random.Random) -> tuple[str, list[Label]]:
    """§1: a plan, or other figures, name no engine for the page's figures."""
    name, _ = r.choice(ENGINES)
    v = rate(r, 10, 300)
    unit = r.choice(UNITS)
    after = r.choice(
        [
            f"We have not tested with {name} yet.",
            f"{name} figures were published last week.",
        ]
    )
    text = f"The 7B model reaches {num(v)} {unit} on one L40S.\n\n{after}"
    return text, [{"value": v, "metric": "decode_tok_s", "engine": None}]


SHAPES: dict[str, Shape] = {
    "figures obtained with an engine": figures_obtained_with,
    "the page's one engine built": one_engine_built,
    "an engine not said to run the figures": not_the_runs,
}
