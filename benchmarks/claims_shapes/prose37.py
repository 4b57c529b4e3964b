"""Times in a code block under a heading that names their metric once: "### Time to first
token" over "short prompt:  48.2ms". Each time takes the heading's one time metric (reading
rules §1: a heading directly above is the figure's context; §4: a metric may sit only in a
header)."""

from __future__ import annotations

import random

from claims_shapes.common import Label, Shape


def times_under_metric_heading(r: random.Random) -> tuple[str, list[Label]]:
    """§1, §4: short "setting: N ms" lines in a code block under a TTFT / ITL / E2E heading."""
    heading, metric = r.choice(
        [
            ("### Time to first token", "ttft"),
            ("## Inter-token latency", "tpot"),
            ("#### End-to-end latency", "e2e_latency"),
        ]
    )
    a, b = round(r.uniform(10, 90), 1), round(r.uniform(100, 400), 1)
    text = f"{heading}\n```\nsmall prompt:   {a}ms\nlarge prompt:   {b}ms\n```\n"
    return text, [{"value": a, "metric": metric}, {"value": b, "metric": metric}]


SHAPES: dict[str, Shape] = {
    "times in a code block under a metric heading": times_under_metric_heading,
}
