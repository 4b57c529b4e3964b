"""Resident and virtual memory columns of tables flattened into whitespace (LABELLING.md:
memory in use, resident included, is a run figure; reading rules §4)."""

from __future__ import annotations

import random

from claims_shapes.common import Label, Shape


def resident_memory_columns(r: random.Random) -> tuple[str, list[Label]]:
    """A flattened table with "Virtual Memory" and "Resident Memory" columns of whole sizes
    ("llama.cpp 32K 512GB 471GB 6.12"): each resident size is memory, each virtual size (the
    address space mapped) is no claim, and the rate keeps its column."""
    virtual_first = r.random() < 0.5
    head = "Virtual Memory Resident Memory" if virtual_first else "Resident Memory"
    lines = [f"Runtime Context {head} Decode (tok/s)"]
    labels: list[Label] = []
    for name in r.sample(["llama.cpp", "ik_llama.cpp", "ktransformers", "fork"], 3):
        resident = r.randint(120, 900)
        virtual = resident + r.randint(10, 60)
        rate = round(r.uniform(1.5, 19.5), 2)
        ctx = r.choice(["8K", "16K", "32K", "64K"])
        sizes = f"{virtual}GB {resident}GB" if virtual_first else f"{resident}GB"
        lines.append(f"{name} {ctx} {sizes} {rate}")
        labels += [
            {"value": float(resident), "metric": "memory"},
            {"value": rate, "metric": "decode_tok_s"},
        ]
    lead = r.choice(["CPU offload on one EPYC 9654 box.", "Measured on a Xeon w9 host."])
    return f"{lead}\n\n" + "\n".join(lines), labels


SHAPES: dict[str, Shape] = {
    "resident_memory_columns": resident_memory_columns,
}
