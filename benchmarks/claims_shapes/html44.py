"""A numbered list item leading in the lines under it, indented two spaces as under "- "
(reading rules §2: the list item decides; the item's lead-in names the setup of its lines)."""

from __future__ import annotations

import random

from claims_shapes.common import CARDS, ENGINES, UNITS, Label, num, rate


def numbered_lead_in(r: random.Random) -> tuple[str, list[Label]]:
    """§2: "1. <engine> on <card>:" over two-space-indented lines of figures; "2. <other card>:"
    over its own: each figure takes its own item's card."""
    (engine, label), unit = r.choice(ENGINES), r.choice(UNITS)
    (card_a, la), (card_b, lb) = r.sample(CARDS, 2)
    sub = r.choice(["- ", "1. ", "* "])
    a, b, c = rate(r, 20, 150), rate(r, 20, 150), rate(r, 20, 150)
    text = (
        f"Results with {engine}:\n\n"
        f"1. {card_a}:\n  {sub}short prompt: {num(a)} {unit}\n"
        f"  {'2. ' if sub == '1. ' else sub}long prompt: {num(b)} {unit}\n"
        f"2. {card_b}:\n  {sub}short prompt: {num(c)} {unit}\n"
    )
    return text, [
        {"value": a, "hardware": la, "engine": label},
        {"value": b, "hardware": la, "engine": label},
        {"value": c, "hardware": lb, "engine": label},
    ]


SHAPES = {
    "numbered item leading in two-space lines": numbered_lead_in,
}
