"""A comparison's baseline that states its own GPU count, "same setup" pointing back without
an article, and an engine in brackets closing a sentence of ";"-joined clauses (reading
rules §2: a comparison names a baseline, not the subject; the clause, then the sentence)."""

from __future__ import annotations

import random

from claims_shapes.common import CARDS, ENGINES, Label, Shape, num, rate


def counted_baseline(r: random.Random) -> tuple[str, list[Label]]:
    """§2 and LABELLING: "compared to B with 1 GPU" takes neither the subject's card nor its
    count; the count is the baseline's own."""
    engine, label = r.choice(ENGINES)
    card, card_l = r.choice(CARDS)
    a, b = rate(r, 60, 200), rate(r, 10, 55)
    n = r.choice([2, 4, 8])
    base = r.choice(["compared to {} tok/s with 1 GPU", "versus {} tok/s on a single GPU"])
    text = f"{engine} reaches {num(a)} tok/s on {n}x {card}, " + base.format(num(b)) + "."
    return text, [
        {"value": a, "engine": label, "hardware": card_l, "gpu_count": n},
        {"value": b, "engine": label, "hardware": None, "gpu_count": 1},
    ]


def same_setup_bare(r: random.Random) -> tuple[str, list[Label]]:
    """LABELLING: "same setup" / "same hardware" points back at the card named before, as
    "on the same hardware" does."""
    (e1, l1), (e2, l2) = r.sample(ENGINES, 2)
    card, card_l = r.choice(CARDS)
    a, b = rate(r, 20, 90), rate(r, 20, 90)
    tail = r.choice(["same setup", "same hardware", "same card"])
    text = f"{e1} gets {num(a)} tok/s on a {card}. {e2}: {num(b)} tok/s, {tail}."
    return text, [
        {"value": a, "engine": l1, "hardware": card_l},
        {"value": b, "engine": l2, "hardware": card_l},
    ]


def closing_bracket_engine(r: random.Random) -> tuple[str, list[Label]]:
    """§2: a ";" clause naming no engine falls back to the engine bracketed at the end of
    its sentence; the CPU-only clause keeps no card."""
    engine, label = r.choice(ENGINES)
    card, card_l = r.choice(CARDS)
    a, b = rate(r, 40, 200), rate(r, 2, 20)
    text = f"On the {card} it's {num(a)} tok/s; CPU-only it's {num(b)} tok/s ({engine})."
    return text, [
        {"value": a, "engine": label, "hardware": card_l},
        {"value": b, "engine": label, "hardware": None},
    ]


SHAPES: dict[str, Shape] = {
    "baseline stating its own count": counted_baseline,
    "same setup without an article": same_setup_bare,
    "engine bracketed closing a ; sentence": closing_bracket_engine,
}
