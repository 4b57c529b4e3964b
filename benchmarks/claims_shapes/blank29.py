"""Model-file sizes named by the file's words, not by a memory word (LABELLING.md, "Memory")."""

from __future__ import annotations

import random

from claims_shapes.common import Label, Shape


def model_file_sizes(r: random.Random) -> tuple[str, list[Label]]:
    """ "Model-file sizes stated in prose or a list … are `memory`": a file noun before the
    size's bracket ("adapter files (~212 MiB)"), a format after it ("(2.2GB GGUF)") or a model
    folder said to be the size ("the model folder is approximately 0.8 GB"); a log or swap
    file's size is no claim."""
    size = r.choice([0.8, 2.2, 6.5, 27.0, 212.0, 457.0])
    unit = r.choice(["GB", " GB", " GiB", "MB"])
    shown = f"{size:g}{unit}"
    text, claim = r.choice(
        [
            (f"The app fetches four pinned draft files (~{shown}) and checks them.", True),
            (f"We copied the weights (about {shown}) onto the NVMe first.", True),
            (f"- Model: Qwen2.5 1.5B ({shown} GGUF)", True),
            (f"The exported model directory is approximately {shown}.", True),
            (f"Rotate the log files ({shown}) every night.", False),
        ]
    )
    return text, [{"value": size, "metric": "memory"}] if claim else []


SHAPES: dict[str, Shape] = {
    "model_file_sizes": model_file_sizes,
}
