"""A figure in bold or a code span (reading rules §4: read as displayed): "from **A to B
tok/s**" is a before/after pair as its plain spelling is (§2), "**A tok/s**" one figure."""

from __future__ import annotations

import random

from claims_shapes.common import CARDS, ENGINES, METHODS, Label, num, rate

_MARKS = ["**", "`"]


def marked_change(r: random.Random) -> tuple[str, list[Label]]:
    """§2/§4: "M took E on C from **A to B tok/s**": A the AR side, B the method's."""
    (engine, label), (card, card_l) = r.choice(ENGINES), r.choice(CARDS)
    method, mode = r.choice(METHODS)
    a = rate(r, 10, 80)
    b = a + float(r.randint(10, 120))
    mark = r.choice(_MARKS)
    text = (
        f"{method} took {engine} on an {card} from {mark}{num(a)} to {num(b)} tok/s{mark} "
        "at batch size 1."
    )
    setup = {"engine": label, "hardware": card_l, "concurrency": 1}
    return text, [
        {"value": a, "metric": "decode_tok_s", "mode": "ar", **setup},
        {"value": b, "metric": "decode_tok_s", "mode": mode, **setup},
    ]


def marked_figure(r: random.Random) -> tuple[str, list[Label]]:
    """§4: "E on C decodes at **A tok/s**": one figure, its marks aside."""
    (engine, label), (card, card_l) = r.choice(ENGINES), r.choice(CARDS)
    a, mark = rate(r), r.choice(_MARKS)
    text = f"{engine} on an {card} decodes at {mark}{num(a)} tok/s{mark} for a single user."
    return text, [
        {"value": a, "metric": "decode_tok_s", "engine": label, "hardware": card_l},
    ]


SHAPES = {
    "marked change": marked_change,
    "marked figure": marked_figure,
}
