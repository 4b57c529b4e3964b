"""The subject of an "x vs y for B" pair: B's engine is the baseline's alone (reading rules
§2: comparisons name a baseline, not the subject), so the first figure takes no engine."""

from __future__ import annotations

import random

from claims_shapes.common import ENGINES, Label, Shape, num, rate


def baseline_engine_after_pair(r: random.Random) -> tuple[str, list[Label]]:
    """§2: "45 tok/s versus 38 tok/s with vLLM" gives vLLM to 38 only."""
    en, canon = r.choice(ENGINES)
    hi = rate(r, 60, 400)
    lo = round(hi * r.uniform(0.4, 0.8), 1)
    joiner = r.choice(["vs", "versus", "compared with", "against"])
    tail = r.choice(["for", "with", "on", "using"])
    lead = r.choice(["The patched build decodes", "Our fork streams", "The new kernel does"])
    text = f"{lead} {num(hi)} tok/s {joiner} {num(lo)} tok/s {tail} {en}."
    return text, [
        {"value": hi, "metric": "decode_tok_s", "engine": None},
        {"value": lo, "metric": "decode_tok_s", "engine": canon},
    ]


SHAPES: dict[str, Shape] = {
    "baseline engine after an x vs y pair": baseline_engine_after_pair,
}
