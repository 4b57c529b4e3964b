"""A figure stated again as a bare number (LABELLING.md, batches 26–33: "a figure stated again
… is labelled at each place it appears")."""

from __future__ import annotations

import random

from claims_shapes.common import Label, Shape


def bare_restatements(r: random.Random) -> tuple[str, list[Label]]:
    """A rate or a time stated with its unit, then restated bare in a later paragraph: a
    verdict's bracket, a summary arrow, "the X number is", "our figure is X". A bare copy in a
    question, a range or a share is no restatement."""
    value = round(r.uniform(10.0, 900.0), r.choice([1, 2]))
    shown = f"{value:.2f}" if r.random() < 0.5 else f"{value}"
    first, metric = r.choice(
        [
            (f"Decode speed on the box: {shown} tokens/second.", "decode_tok_s"),
            (f"Under load the server's output throughput was {shown} tok/s.", "output_tok_s"),
            (f"Median TTFT came to {shown} ms.", "ttft"),
        ]
    )
    again, restated = r.choice(
        [
            (f"Verdict: close to the goal ({shown}), good enough.", True),
            (f"**Summary:** the tuned build ended at {shown}.", True),
            (f"The {shown} number is the warm one.", True),
            (f"So our figure is {shown}, under the vendor's.", True),
            (f"How do I get past {shown} here?", False),
            (f"The hit rate was {shown}% that day.", False),
        ]
    )
    labels: list[Label] = [{"value": float(shown), "metric": metric}]
    return f"{first}\n\n{again}", labels * 2 if restated else labels


SHAPES: dict[str, Shape] = {
    "bare_restatements": bare_restatements,
}
