"""A table of whitespace-aligned columns in a code block (pasted tool output), read as the same
rows written as a pipe table (reading rules §4: a table's layout never changes its figures):
a header over an empty corner spanning a line that names every column but the corner, and
cards named in a header by their number and tier ("4060Ti", "7900 XTX"); and a transposed
table's row naming its columns' engines wherever it stands (§2)."""

from __future__ import annotations

import random

from claims_shapes.common import ENGINES, Label, num, rate, table

_CARDS = [
    ("4060Ti", "RTX 4060 Ti"),
    ("3080 Ti", "RTX 3080 Ti"),
    ("7900 XTX", "RX 7900 XTX"),
    ("3060 Ti", "RTX 3060 Ti"),
    ("RTX 4090", "RTX 4090"),
    ("A100", "A100"),
    ("P40", "P40"),
]
_MODELS = ["llama3:8b", "qwen2.5:7b", "mistral 7B", "phi3 3.8B", "gemma2:9b", "Qwen3-14B"]
_UNITS = ["TPS", "tok/s", "t/s", "tokens/s"]


def _block(rows: list[list[str]]) -> str:
    """``rows`` as a code block of left-aligned columns two or more spaces apart."""
    gap = " " * random.Random(len(rows)).choice([2, 3, 4])
    wide = [max(len(r[k]) for r in rows) for k in range(len(rows[0]))]
    lines = [gap.join(c.ljust(w) for c, w in zip(r, wide, strict=True)).rstrip() for r in rows]
    return "```\n" + "\n".join(lines) + "\n```\n"


def aligned_cards(r: random.Random) -> tuple[str, list[Label]]:
    """§4: cards over a line of units (an empty corner on both, a size column beside the
    names), or cards by number and tier over the figures in one header line."""
    (engine, label) = r.choice(ENGINES)
    cards = r.sample(_CARDS, r.choice([2, 3]))
    models = r.sample(_MODELS, r.choice([2, 3]))
    values = [[rate(r, 5, 300) for _ in cards] for _ in models]
    if r.random() < 0.5:
        unit = r.choice(_UNITS)
        rows = [
            ["", "", *(c for c, _ in cards)],
            ["", r.choice(["Memory", "Size", "VRAM"]), *(unit for _ in cards)],
            *(
                [m, f"{r.randint(2, 30)} GB", *map(num, vs)]
                for m, vs in zip(models, values, strict=True)
            ),
        ]
        lead = f"{engine} decode speed on my cards."
    else:
        rows = [
            [r.choice(["model", "Model"]), *(c for c, _ in cards)],
            *([m, *map(num, vs)] for m, vs in zip(models, values, strict=True)),
        ]
        lead = f"{engine} decode speed, {r.choice(_UNITS)}:"
    labels: list[Label] = [
        {"value": v, "metric": "decode_tok_s", "engine": label, "hardware": card}
        for vs in values
        for v, (_, card) in zip(vs, cards, strict=True)
    ]
    return f"{lead}\n\n{_block(rows)}", labels


_KEYS = ["后端/平台", "推理框架", "框架", "Backend/Platform", "Engine", "Backend"]


def transposed_engines(r: random.Random) -> tuple[str, list[Label]]:
    """§2: a transposed table's row naming each column's engine, under a row of sizes, is
    one of its columns' headers."""
    engines = r.sample(ENGINES, 2)
    models = r.sample(["Qwen2.5-7B", "Llama-3-8B", "Mistral-7B", "Qwen3-14B"], 2)
    values = [round(r.uniform(20, 300), 2) for _ in engines]
    rows = [
        [
            r.choice(["大小(GB)", "Size (GB)"]),
            *(f"{r.randint(8, 60)}.{r.randint(1, 9)}GB" for _ in engines),
        ],
        [r.choice(_KEYS), *(e for e, _ in engines)],
        [r.choice(["解码 (tokens/s)", "Decode (tok/s)"]), *map(num, values)],
    ]
    text = "H100 offline results:\n\n" + table([r.choice(["模型", "Model"]), *models], rows)
    return text, [
        {"value": v, "metric": "decode_tok_s", "engine": label, "hardware": "H100"}
        for v, (_, label) in zip(values, engines, strict=True)
    ]


SHAPES = {
    "aligned columns under cards": aligned_cards,
    "transposed table's engine row": transposed_engines,
}
