"""Setup scope (reading rules §2): a "Both"/"All"/"Each" sentence points back to every figure
of its paragraph before it; a bracket after a name stays inside its coordinated clause; a
multiple over a decoding mode shares the engine named after the mode; "each" after the cards
that share a served load is each card's output (LABELLING: "per GPU" is `output_tok_s`); a
name opening a later coordinated figure's clause ("27 tok/s, koboldcpp about 31") is its own."""

from __future__ import annotations

import random

from claims_shapes.common import CARDS, ENGINES, METHODS, Label, Shape, num, rate


def collective_sentence_after(r: random.Random) -> tuple[str, list[Label]]:
    """§2: "A: x tok/s. B: y tok/s. Both on <card> with <engine>." gives both its setup."""
    name, engine = r.choice(ENGINES)
    card, hardware = r.choice(CARDS)
    a = rate(r, 10, 80)
    b = a + rate(r, 10, 80)
    first = r.choice(["Greedy decoding", "Without the drafter", "The old build"])
    second = r.choice(["With the drafter", "The new build", "After the patch"])
    back = r.choice(
        [
            f"Both on an {card} with {name}.",
            f"Both runs used {name} on an {card}.",
            f"All numbers above are from an {card} with {name}.",
            f"Each was run on a single {card} under {name}.",
        ]
    )
    text = f"{first}: {num(a)} tok/s. {second}: {num(b)} tok/s. {back}"
    return text, [
        {"value": a, "metric": "decode_tok_s", "engine": engine, "hardware": hardware},
        {"value": b, "metric": "decode_tok_s", "engine": engine, "hardware": hardware},
    ]


def bracket_after_a_name(r: random.Random) -> tuple[str, list[Label]]:
    """§2, §4: "X on <card>: a tok/s; Y (aside 4bpw) does b": b is read, Y's and the card's."""
    (n1, e1), (n2, e2) = r.sample(ENGINES, 2)
    card, hardware = r.choice(CARDS)
    a = float(r.randint(40, 120))
    b = a + float(r.randint(5, 30))
    aside = r.choice(["(EXL2 4bpw)", "(build 4000)", "(AWQ, 8B)", "(CUDA 12)"])
    verb = r.choice(["does", "gets", "reaches"])
    text = f"{n1} on an {card}: {num(a)} tok/s; {n2} {aside} {verb} {num(b)}"
    return text, [
        {"value": a, "metric": "decode_tok_s", "engine": e1, "hardware": hardware},
        {"value": b, "metric": "decode_tok_s", "engine": e2, "hardware": hardware},
    ]


def multiple_over_a_mode(r: random.Random) -> tuple[str, list[Label]]:
    """§2: "M is Nx faster than autoregressive decoding with E": E ran both sides."""
    method, mode = r.choice([m for m in METHODS if m[1] != "speculative"])
    name, engine = r.choice(ENGINES)
    s = round(r.uniform(1.3, 3.5), 1)
    base = r.choice(["autoregressive decoding", "plain decoding", "vanilla decoding"])
    text = f"{method} is {s}x faster than {base} with {name}."
    return text, [{"value": s, "metric": "speedup", "engine": engine, "mode": mode}]


def each_cards_share(r: random.Random) -> tuple[str, list[Label]]:
    """§4, LABELLING: "served N users on K GPUs, x tok/s each" is each GPU's output."""
    k = r.choice([2, 4, 8])
    v = float(r.randint(12, 40) * 100)
    lead = r.choice(
        [
            f"We served {r.randint(64, 512)} users on {k} GPUs",
            f"The service spread {r.randint(64, 512)} requests over {k} cards",
        ]
    )
    text = f"{lead}, about {v:,.0f} tok/s each."
    return text, [{"value": v, "metric": "output_tok_s"}]


def name_opens_next_clause(r: random.Random) -> tuple[str, list[Label]]:
    """§2: "X on <card>: a tok/s, Y about b": Y opens b's clause and is not a's engine."""
    (n1, e1), (n2, e2) = r.sample(ENGINES, 2)
    card, hardware = r.choice(CARDS)
    a = float(r.randint(40, 120))
    b = a + float(r.randint(5, 30))
    joint = r.choice(["about ", "", "does ", "gets "])
    text = f"{n1} on an {card}: {num(a)} tok/s, {n2} {joint}{num(b)}"
    return text, [
        {"value": a, "metric": "decode_tok_s", "engine": e1, "hardware": hardware},
        {"value": b, "metric": "decode_tok_s", "engine": e2, "hardware": hardware},
    ]


SHAPES: dict[str, Shape] = {
    "collective sentence after figures": collective_sentence_after,
    "bracket after a coordinated name": bracket_after_a_name,
    "multiple over a decoding mode": multiple_over_a_mode,
    "each card's share of a load": each_cards_share,
    "name opens the next clause": name_opens_next_clause,
}
