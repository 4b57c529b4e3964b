"""Percent cells in tables that name a rate: shares, never rates (reading rules §4)."""

from __future__ import annotations

import random

from claims_shapes.common import Label, Shape, num


def percent_cells(r: random.Random) -> tuple[str, list[Label]]:
    """§4: a cell written as a percent ("6–12% slower") under a "Generation Speed" row, or a
    bare number under a header whose unit is "%" ("delta tok/s %"), is a share and no claim;
    the tok/s column beside it keeps its figures."""
    if r.random() < 0.5:
        lo = r.randint(2, 9)
        hi = lo + r.randint(2, 8)
        row = r.choice(["Generation Speed", "Generation Speed (GPU)", "Token Generation"])
        cell = r.choice([f"{lo}–{hi}% slower", f"{lo}% slower", f"~{hi}% slower"])
        text = f"| Metric | llama.cpp | Ollama |\n|---|---|---|\n| {row} | Fastest | {cell} |\n"
        return text, []
    header = r.choice(["delta tok/s %", "t/s diff %", "diff t/s %"])
    base = round(r.uniform(20, 60), 2)
    rows = [(0.0, base)]
    for _ in range(r.randint(1, 3)):
        drop = round(r.uniform(3, 25), 2)
        rows.append((drop, round(base * (1 - drop / 100), 2)))
    lines = [f"| quant | {header} | tokens/s |", "|---|---|---|"]
    labels: list[Label] = []
    for i, (drop, rate) in enumerate(rows):
        lines.append(f"| Q{4 + i}_0 | {num(drop)} | {num(rate)} |")
        labels.append({"value": rate, "metric": "decode_tok_s"})
    lead = "Token generation with llama.cpp on an EPYC 9554, by quantization:\n\n"
    return lead + "\n".join(lines), labels


SHAPES: dict[str, Shape] = {
    "percent_cells": percent_cells,
}
