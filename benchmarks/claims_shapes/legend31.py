"""A CPU named in its own table row beside a GPU's row (reading rules §2, §3)."""

from __future__ import annotations

import random

from claims_shapes.common import Label, Shape, num, table


def cpu_rows_beside_gpu_rows(r: random.Random) -> tuple[str, list[Label]]:
    """§2: the row (with its headers) decides first; §3: a CPU is the hardware of a run that
    used no accelerator. A results table with a card's row and CPU rows under a rate header
    gives each row the device its own cell names; a row naming a card and its host CPU is
    the card's."""
    cards = r.sample([("RTX 4090", "RTX 4090"), ("RTX 3060", "RTX 3060"), ("A100", "A100")], 1)
    cpus = r.sample(
        [
            ("AMD Ryzen 9 7950X", "Ryzen 9 7950X"),
            ("Intel Core i7-12700K", "i7-12700K"),
            ("Xeon Gold 6338", "Xeon Gold 6338"),
        ],
        2,
    )
    rows: list[list[str]] = []
    labels: list[Label] = []
    for written, name in [*cards, *cpus]:
        value = round(r.uniform(2, 150), 2)
        rows.append(["Llama-3-8B", "Q4_K_M", written, num(value)])
        labels.append({"value": value, "metric": "decode_tok_s", "hardware": name})
    if r.random() < 0.3:  # a host CPU beside the card in one row: the card's run
        value = round(r.uniform(2, 150), 2)
        host = cpus[0][0]
        rows.append(["Llama-3-8B", "Q8_0", f"{cards[0][0]} + {host}", num(value)])
        labels.append({"value": value, "metric": "decode_tok_s", "hardware": cards[0][1]})
    header = ["Model", "Quant", "Device", r.choice(["Decode (tok/s)", "Speed (tokens/sec)"])]
    return f"## Results\n\n{table(header, rows)}", labels


SHAPES: dict[str, Shape] = {"cpu_rows_beside_gpu_rows": cpu_rows_beside_gpu_rows}
