"""A model's bytes named by where they sit: resident in memory, fetched by a download, kept in
an exported directory (reading rules §4: memory is the weights and the model size; the
labelling decisions: a model file's or its weights' size on disk or in memory is `memory`)."""

from __future__ import annotations

import random

from claims_shapes.common import Label, Shape


def held_bytes_sentences(r: random.Random) -> tuple[str, list[Label]]:
    """§4: "Weight resident per node: 41.2 GiB", "the installer downloads four shard files
    (~812 MiB)", "the exported model folder comes to about 3.4 GB": each size is `memory`."""
    size = round(r.uniform(1.1, 90.0), 1)
    unit = r.choice(["GB", "GiB"])
    mib = float(r.randint(120, 950))
    held = r.choice(
        [
            f"Weight resident per rank: {size} {unit}.",
            f"After loading, {size} {unit} stays resident on each worker.",
            f"The converted model directory is roughly {size} {unit}.",
            f"Our exported folder holds about {size} {unit} once quantized.",
        ]
    )
    fetched = r.choice(
        [
            f"The launcher downloads three pinned shard files (~{num_mib(mib)} MiB) first.",
            f"Setup downloaded the tokenizer and draft weights, {num_mib(mib)} MiB in all.",
        ]
    )
    return f"Notes from the deployment run.\n\n{held} {fetched}\n", [
        {"value": size, "metric": "memory"},
        {"value": mib, "metric": "memory"},
    ]


def held_bytes_non_sizes(r: random.Random) -> tuple[str, list[Label]]:
    """§4: a download's field key, a download rate and a card's size next to a download are
    no model size: nothing is read."""
    text = r.choice(
        [
            "Download: 4.1 GB\nLicense: Apache-2.0\n",
            "The weights downloaded at 85 MB/s over the office link.\n",
            "I downloaded everything. The card has 24 GB.\n",
            "It downloads the model first; my laptop has 16 GB RAM.\n",
        ]
    )
    return text, []


def machine_sizes_and_use(r: random.Random) -> tuple[str, list[Label]]:
    """§4: "32GB configurations", "对 8GB 系统", "RAM available = 62.5 GB" name what a machine
    has (no claim); the run's own use in the same text is `memory`."""
    used = round(r.uniform(2.0, 30.0), 1)
    machine = r.choice(["16GB", "32GB", "64GB", "96GB"])
    spec = r.choice(
        [
            f"Every test used {machine} configurations.",
            f"这些开销加起来,对 {machine} 系统压力很大。",
            f"Host RAM available          = {machine[:-2]}.5 GB",
        ]
    )
    run = f"The 14B run used {used} GB of VRAM."
    return f"{spec}\n{run}\n", [{"value": used, "metric": "memory"}]


def num_mib(v: float) -> str:
    return f"{int(v)}"


SHAPES: dict[str, Shape] = {
    "held bytes sentences": held_bytes_sentences,
    "held bytes non-sizes": held_bytes_non_sizes,
    "machine sizes and use": machine_sizes_and_use,
}
