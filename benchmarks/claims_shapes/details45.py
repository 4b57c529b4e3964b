"""Tables and logs folded in ``<details>`` as GitHub bodies fold long output: the fold reads as
if it were not there, so the setup line above or under the fold reaches what it holds, and a
summary that says what the fold holds is its caption (reading rules §2)."""

from __future__ import annotations

import random

from claims_shapes.common import CARDS, ENGINES, Label

_OPEN = [
    "<details><summary>Details</summary>\n\n",
    "<details>\n<summary>Click to expand</summary>\n\n",
    "<details open>\n<summary>Results</summary>\n\n",
    "<details><summary>Show full output</summary>\n",
]


def _table(r: random.Random) -> tuple[str, list[float]]:
    values = [float(r.randint(20, 300)) for _ in range(2)]
    models = ("Llama 3.1 8B", "Qwen3 14B")
    rows = "".join(f"| {m} | {v:g} |\n" for m, v in zip(models, values, strict=True))
    return f"| model | decode tok/s |\n|---|---|\n{rows}", values


def folded_under_a_setup_line(r: random.Random) -> tuple[str, list[Label]]:
    """The line right above the fold names the engine and card of the table it folds."""
    (engine, eid), (card, cid) = r.choice(ENGINES), r.choice(CARDS)
    table, values = _table(r)
    text = f"Measured with {engine} on one {card}:\n{r.choice(_OPEN)}{table}\n</details>\n"
    return text, [{"value": v, "engine": eid, "hardware": cid} for v in values]


def folded_over_a_setup_line(r: random.Random) -> tuple[str, list[Label]]:
    """A setup line under ``</details>`` states the setup of the table folded above it."""
    (engine, eid), (card, cid) = r.choice(ENGINES), r.choice(CARDS)
    table, values = _table(r)
    text = f"{r.choice(_OPEN)}{table}\n</details>\n\nAll runs: {engine} on one {card}.\n"
    return text, [{"value": v, "engine": eid, "hardware": cid} for v in values]


def summary_as_caption(r: random.Random) -> tuple[str, list[Label]]:
    """A summary that names the setup captions the table in its fold."""
    (engine, eid), (card, cid) = r.choice(ENGINES), r.choice(CARDS)
    table, values = _table(r)
    blank = r.choice(["\n", ""])
    text = (
        f"Numbers from this PR.\n\n<details>\n<summary>{engine} on one {card}</summary>\n"
        f"{blank}{table}\n</details>\n"
    )
    return text, [{"value": v, "engine": eid, "hardware": cid} for v in values]


SHAPES = {
    "folded_under_a_setup_line": folded_under_a_setup_line,
    "folded_over_a_setup_line": folded_over_a_setup_line,
    "summary_as_caption": summary_as_caption,
}
