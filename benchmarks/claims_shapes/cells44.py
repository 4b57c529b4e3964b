"""A setup word written inside a table cell that holds a figure is that figure's alone (reading
rules §2: the nearest enclosing unit decides first; LABELLING: a "35 (CPU)" throughput cell
names CPU while the row's TTFT cell keeps the header's card). The row's label cell and its
setup columns still describe every figure of the row. The same for glyph-marked list items:
a count in one "• " item does not reach the next."""

from __future__ import annotations

import random

from claims_shapes.common import CARDS, ENGINES, PRECISIONS, Label, Shape, rate, table

# what a cell writes beside its figure, and the field and value it gives that figure only
_CELL_SETUPS = [
    ("({n} GPUs)", "gpu_count"),
    ("on {n}x {card}", "gpu_count"),
    ("（{zh}卡）", "gpu_count"),
    ("({prec})", "precision"),
    ("with {prec}", "precision"),
]
_ZH = {1: "单", 2: "双"}


def cell_held_setup(r: random.Random) -> tuple[str, list[Label]]:
    """§2: "| vLLM | 95 tok/s (2 GPUs) | 120 ms |": the count (or precision) is the 95's; the
    TTFT beside it takes none, while the row's label engine describes both."""
    engines = r.sample(ENGINES, 2)
    (cn, _), (pn, pc) = r.choice(CARDS), r.choice(PRECISIONS)
    word, field = r.choice(_CELL_SETUPS)
    n = r.choice([1, 2]) if "zh" in word else r.choice([2, 4, 8])
    held = word.format(n=n, card=cn, zh=_ZH.get(n, ""), prec=pn)
    given: object = n if field == "gpu_count" else pc
    rows, labels = [], []
    for k, (en, ec) in enumerate(engines):
        d, t = rate(r, 20, 300), float(r.randint(15, 900))
        cell = f"{d} tok/s {held}" if k == 0 else f"{d} tok/s"
        rows.append([en, cell, f"{int(t)} ms"])
        labels.append({"value": d, "engine": ec, field: given if k == 0 else None})
        labels.append({"value": t, "metric": "ttft", "engine": ec, field: None})
    return table(["Engine", "Decode", "TTFT"], rows), labels


def row_setup_columns(r: random.Random) -> tuple[str, list[Label]]:
    """§2: a label cell "2x H100" and a "Precision" column describe every figure of the row."""
    (en, ec), (cn, cc), (pn, pc) = r.choice(ENGINES), r.choice(CARDS), r.choice(PRECISIONS)
    n = r.choice([1, 2, 4, 8])
    d, t = rate(r, 20, 300), float(r.randint(15, 900))
    text = table(
        ["Setup", "Precision", "Decode", "TTFT"],
        [[f"{n}x {cn}, {en}", pn, f"{d} tok/s", f"{int(t)} ms"]],
    )
    base = {"engine": ec, "hardware": cc, "gpu_count": n, "precision": pc}
    return text, [base | {"value": d}, base | {"value": t, "metric": "ttft"}]


def glyph_item_counts(r: random.Random) -> tuple[str, list[Label]]:
    """§2: "• " items share one Markdown block, but a count in one item is not the next's;
    a lead-in line above the items counts every item."""
    (e1, c1), (e2, c2) = r.sample(ENGINES, 2)
    glyph = r.choice(["•", "・", "●"])
    n = r.choice([2, 4, 8])
    count = r.choice([f"on {n} GPUs", f"TP={n}", f"with {n} GPUs"])
    a, b = r.sample(range(10, 400), 2)
    if r.random() < 0.5:
        text = f"{glyph} {e1} {count}: {a} tok/s\n{glyph} {e2}: {b} tok/s\n"
        return text, [
            {"value": float(a), "engine": c1, "gpu_count": n},
            {"value": float(b), "engine": c2, "gpu_count": None},
        ]
    text = f"Results {count}:\n{glyph} {e1}: {a} tok/s\n{glyph} {e2}: {b} tok/s\n"
    return text, [
        {"value": float(a), "engine": c1, "gpu_count": n},
        {"value": float(b), "engine": c2, "gpu_count": n},
    ]


SHAPES: dict[str, Shape] = {
    "cell-held setup": cell_held_setup,
    "row setup columns": row_setup_columns,
    "glyph item counts": glyph_item_counts,
}
