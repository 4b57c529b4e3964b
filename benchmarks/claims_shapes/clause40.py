"""A load closing its own sentence before the next sentence's figure, a CPU clause after a
card's, a rate each served stream gets, a later contrast clause's engine and a paragraph's
closing note (reading rules §1, §2 and §4)."""

from __future__ import annotations

import random

from claims_shapes.common import CARDS, ENGINES, Label, Shape, num, rate


def load_before_full_stop(r: random.Random) -> tuple[str, list[Label]]:
    """§2: "(card, N concurrent). Engine: M tok/s." The load is the first sentence's; the
    second figure, with no load of its own, is one stream's below the one-stream bound."""
    (e1, l1), (e2, l2) = r.sample(ENGINES, 2)
    card, card_l = r.choice(CARDS)
    a, b, n = float(r.randint(1000, 1900)), float(r.randint(1000, 1900)), r.choice([8, 16, 32])
    text = f"{e1}: {a:,.0f} tok/s ({card}, {n} concurrent). {e2}: {b:,.0f} tok/s."
    return text, [
        {"value": a, "metric": "output_tok_s", "engine": l1, "hardware": card_l, "concurrency": n},
        {"value": b, "metric": "decode_tok_s", "engine": l2},
    ]


def cpu_clause(r: random.Random) -> tuple[str, list[Label]]:
    """§2 and LABELLING: a clause run on a bare CPU takes no card from the clause before."""
    card, card_l = r.choice(CARDS)
    a, b = rate(r, 40, 200), rate(r, 2, 20)
    text = r.choice(
        [
            f"llama.cpp gets {num(a)} tok/s on a {card} but only {num(b)} tok/s on CPU.",
            f"On the {card} llama.cpp does {num(a)} tok/s; CPU-only it's {num(b)} tok/s.",
        ]
    )
    return text, [
        {"value": a, "metric": "decode_tok_s", "engine": "llama.cpp", "hardware": card_l},
        {"value": b, "metric": "decode_tok_s", "engine": "llama.cpp"},
    ]


def each_served_stream(r: random.Random) -> tuple[str, list[Label]]:
    """§4: the rate each of the served users gets is one stream's, at that load."""
    engine, label = r.choice(ENGINES)
    n, v = r.choice([16, 32, 64, 128]), rate(r, 10, 60)
    text = r.choice(
        [
            f"{engine} serves {n} users at {num(v)} tok/s each.",
            f"With {n} concurrent users, each gets {num(v)} tok/s on {engine}.",
            f"{engine} handles {n} users at {num(v)} tok/s apiece.",
        ]
    )
    return text, [{"value": v, "metric": "decode_tok_s", "engine": label, "concurrency": n}]


def later_contrast_clause(r: random.Random) -> tuple[str, list[Label]]:
    """§2: "A gets X while|whereas|and ENGINE on B manages Y": the engine is Y's alone."""
    (c1, h1), (c2, h2) = r.sample(CARDS, 2)
    engine, label = r.choice(ENGINES)
    a, b = rate(r, 20, 300), rate(r, 20, 300)
    joint = r.choice(["while", "whereas", "and"])
    text = f"The {c1} gets {num(a)} tok/s {joint} {engine} on an {c2} manages {num(b)} tok/s."
    return text, [
        {"value": a, "metric": "decode_tok_s", "hardware": h1},
        {"value": b, "metric": "decode_tok_s", "engine": label, "hardware": h2},
    ]


def closing_note(r: random.Random) -> tuple[str, list[Label]]:
    """§1-2: a paragraph's closing note of names alone is its figures' setup."""
    card, card_l = r.choice(CARDS)
    engine, label = r.choice(ENGINES)
    a, b = rate(r, 10, 60), rate(r, 61, 140)
    text = f"Plain: {num(a)} tok/s. With a draft model: {num(b)} tok/s. ({engine}, {card})"
    setup = {"engine": label, "hardware": card_l}
    return text, [
        {"value": a, "metric": "decode_tok_s", **setup},
        {"value": b, "metric": "decode_tok_s", "mode": "speculative", **setup},
    ]


SHAPES: dict[str, Shape] = {
    "paragraph's closing note": closing_note,
    "engine of a later contrast clause": later_contrast_clause,
    "load closing its sentence": load_before_full_stop,
    "figure run on a bare CPU": cpu_clause,
    "rate each served stream gets": each_served_stream,
}
