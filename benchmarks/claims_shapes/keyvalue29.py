"""Summary keys that spell their unit out in words over a slash (reading rules §4)."""

from __future__ import annotations

import random

from claims_shapes.common import Label, Shape


def worded_unit_keys(r: random.Random) -> tuple[str, list[Label]]:
    """§4: units vary and may sit only in a label: "Average seconds/token: 0.06" is a
    per-token latency, "Mean milliseconds/request: 1520.4" one request's end-to-end latency;
    a key that is a setting ("timeout seconds/request: 30") is no claim."""
    stat = r.choice(["Average", "Mean", "Median"])
    aside = r.choice(["", " (includes queueing time)", " (server side)"])
    tpot = round(r.uniform(8, 90), 2)
    e2e = round(r.uniform(900, 30000), 2)
    text, labels = r.choice(
        [
            (
                f"{stat} milliseconds/token{aside}: {tpot}",
                [{"value": tpot, "metric": "tpot"}],
            ),
            (
                f"{stat} milliseconds/output_token{aside}: {tpot}",
                [{"value": tpot, "metric": "tpot"}],
            ),
            (
                f"{stat} milliseconds/request{aside}: {e2e}",
                [{"value": e2e, "metric": "e2e_latency"}],
            ),
            (f"timeout seconds/request: {r.choice([30, 60, 120])}", []),
            (f"max milliseconds/token = {r.choice([50, 100])}", []),
        ]
    )
    return text, labels


SHAPES: dict[str, Shape] = {
    "worded_unit_keys": worded_unit_keys,
}
