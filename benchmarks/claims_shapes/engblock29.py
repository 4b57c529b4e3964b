"""The engine named in the lead-in paragraph right above a figure's block (reading rules §2:
the nearest unit decides first, outward to the lead-in and paragraph above): a paragraph ending
with a colon right above lends its one engine to the figure below; one closing its sentence,
one further up, or one that only asks about an engine (§2: a question is no measurement),
lends none."""

from __future__ import annotations

import random

from claims_shapes.common import ENGINES, UNITS, Label, Shape, num, rate


def engine_right_above(r: random.Random) -> tuple[str, list[Label]]:
    """Another engine earlier on the page, the run's engine in the paragraph right above."""
    (first, _), (used, canon) = r.sample(ENGINES, 2)
    v = rate(r, 5, 300)
    unit = r.choice(UNITS)
    lead, engine = r.choice(
        [
            (f"On the rented box I went the lazy way and served it with {used}.\nSpeed:", canon),
            (f"The second machine simply got {used}, defaults kept.\nThe result:", canon),
            (f"Would it be any faster if I served it with {used} instead?\nWhat I got:", None),
            (f"On the rented box I served it with {used}.", None),
            (f"I served it with {used}.\nSpeed:\n\nThen I rebooted it twice.", None),
        ]
    )
    text = (
        f"The first machine used {first} and the setup took a day.\n\n"
        f"{lead}\n\nIt came to {num(v)} {unit} in the end.\n"
    )
    return text, [{"value": v, "metric": "decode_tok_s", "engine": engine}]


SHAPES: dict[str, Shape] = {
    "engine in the paragraph right above": engine_right_above,
}
