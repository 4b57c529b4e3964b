"""Engines named as examples of a kind of engine: "faster than inference engines (vLLM,
SGLang)" names what the figure is set against, never the figure's engine (reading rules §2)."""

from __future__ import annotations

import random

from claims_shapes.common import CARDS, ENGINES, Label, Shape

_KINDS = ["inference engines", "serving frameworks", "existing runtimes", "popular backends"]


def bracketed_examples(r: random.Random) -> tuple[str, list[Label]]:
    """§2: a multiple over "KIND (A, B)" names neither A nor B; the card stays the subject's."""
    (e1, _), (e2, _) = r.sample(ENGINES, 2)
    (cn, cc) = r.choice(CARDS)
    s = round(r.uniform(1.2, 3.5), 1)
    joined = r.choice([f"{e1}, {e2}", f"{e1} and {e2}"])
    kind = r.choice(_KINDS)
    text = r.choice(
        [
            f"Our method is up to {s}x faster than {kind} ({joined}).",
            f"On {cn}, the new decoder runs {s}x faster than {kind} ({joined}).",
        ]
    )
    card = cc if text.startswith("On ") else None
    return text, [{"value": s, "metric": "speedup", "engine": None, "hardware": card}]


def examples_after(r: random.Random) -> tuple[str, list[Label]]:
    """§1: "これは、AやBといった推論エンジン…" pointing back lists examples, no run's engine."""
    (e1, _), (e2, _) = r.sample(ENGINES, 2)
    v = float(r.randint(20, 400))
    text = r.choice(
        [
            f"速度は {int(v)} tokens/s でした。これは、{e1}や{e2}といった推論エンジンで試せます。",
            f"速度达到 {int(v)} tokens/s。这得益于 {e1}、{e2} 等推理框架的优化。",
        ]
    )
    return text, [{"value": v, "metric": "decode_tok_s", "engine": None}]


SHAPES: dict[str, Shape] = {
    "bracketed engine examples": bracketed_examples,
    "engine examples after": examples_after,
}
