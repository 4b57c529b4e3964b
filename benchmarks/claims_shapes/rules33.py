"""Stated rules that broke on some phrasings: a range after its "from" keeps both ends (§4), a
load's number before an arrow is no rate (§4), and a table column switching a drafting method
on or off sets each row's mode (§2: the off side is plain decoding)."""

from __future__ import annotations

import random

from claims_shapes.common import CARDS, ENGINES, Label, Shape, num, rate, table


def from_range(r: random.Random) -> tuple[str, list[Label]]:
    """§4: "from A up to B", "de A a B", "von A bis zu B" keep both ends as one range."""
    (en, eng), (cn, card) = r.choice(ENGINES), r.choice(CARDS)
    lo = float(r.randint(10, 200))
    hi = lo + r.randint(2, 40)
    text = r.choice(
        [
            f"On an {cn}, {en} decodes from {num(lo)} up to {num(hi)} tok/s.",
            f"En una {cn}, {en} genera de {num(lo)} a {num(hi)} tok/s.",
            f"Auf einer {cn} erreicht {en} von {num(lo)} bis zu {num(hi)} Token/s.",
            f"Numa {cn}, o {en} gera de {num(lo)} até {num(hi)} tokens/s.",
        ]
    )
    # a range is matched at its low end (``claims_grammar._same``)
    label = {"value": lo, "value_min": lo, "value_max": hi, "metric": "decode_tok_s"}
    return text, [{**label, "engine": eng, "hardware": card}]


def load_before_arrow(r: random.Random) -> tuple[str, list[Label]]:
    """§4: "Concurrency=16 → 77 tok/s": 16 is the load, 77 the only rate."""
    (en, eng), (cn, card) = r.choice(ENGINES), r.choice(CARDS)
    conc, v = r.choice([4, 8, 16, 32, 64]), rate(r, 100, 900)
    key = r.choice(["Concurrency=", "concurrency ", "bs=", "batch=", "并发 "])
    arrow = r.choice(["→", "->", "=>"])
    text = f"{en} on {cn}: {key}{conc} {arrow} {num(v)} tok/s"
    label = {"value": v, "metric": "output_tok_s", "engine": eng, "hardware": card}
    return text, [{**label, "concurrency": conc}]


def switch_column(r: random.Random) -> tuple[str, list[Label]]:
    """§2: a method's column of on/off cells: off is ``ar``, on the method."""
    (en, eng), (cn, card) = r.choice(ENGINES), r.choice(CARDS)
    header, method = r.choice([("EAGLE-3", "eagle"), ("MTP", "mtp"), ("Medusa", "medusa")])
    off, on = r.choice([("off", "on"), ("no", "yes"), ("✗", "✓"), ("disabled", "enabled")])
    a, b = rate(r, 20, 80), rate(r, 90, 200)
    text = f"{en} on one {cn}:\n\n" + table([header, "Decode tok/s"], [[off, num(a)], [on, num(b)]])
    base = {"metric": "decode_tok_s", "engine": eng, "hardware": card}
    return text, [{**base, "value": a, "mode": "ar"}, {**base, "value": b, "mode": method}]


SHAPES: dict[str, Shape] = {
    "range after its from": from_range,
    "load before an arrow": load_before_arrow,
    "method switch column": switch_column,
}
