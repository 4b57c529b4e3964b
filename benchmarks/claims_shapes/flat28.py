"""Pipe table rows broken over lines, each line closed by its pipe (reading rules §2, §4)."""

from __future__ import annotations

import random

from claims_shapes.common import Label, Shape

_SETTINGS = ["Plain CPU", "iGPU offload", "Vulkan build", "Metal build", "Batch of two", "Warm"]


def _rates(r: random.Random) -> tuple[float, float]:
    return round(r.uniform(40, 900), 2), round(r.uniform(3, 90), 2)


def stacked_pipe_cells(r: random.Random) -> tuple[str, list[Label]]:
    """§2, §4: a web table pasted one cell per line, each closed by "|", no separator: the
    header's names are as many as a first row's name and figures, so each figure takes its
    column's phase and unit."""
    names = r.sample(_SETTINGS, r.randint(2, 4))
    pp_name = r.choice(["pp512 t/s", "Prompt t/s", "Prefill (tok/s)"])
    tg_name = r.choice(["tg128 t/s", "Gen t/s", "Decode (tok/s)"])
    lines = ["Setting |", f"{pp_name} |", f"{tg_name} |"]
    labels: list[Label] = []
    for name in names:
        pp, tg = _rates(r)
        lines += [f"{name} |", f"{pp} |", f"{tg} |"]
        labels += [
            {"value": pp, "metric": "prefill_tok_s"},
            {"value": tg, "metric": "decode_tok_s"},
        ]
    lead = r.choice(["My numbers on one laptop:", "Here is what I got:", ""])
    return "\n".join([lead, *lines]).strip() + "\n", labels


def rows_broken_under_separator(r: random.Random) -> tuple[str, list[Label]]:
    """§2, §4: a pipe table whose rows each break after a cell onto the next line: the
    separator's dashes give the width, and each figure keeps its own column's unit."""
    header = r.choice(["| Prompt set | TTFT (ms) | Decode (tok/s) |", "Prompt set | TTFT (ms) |"])
    lines = [header]
    if header.startswith("Prompt set |"):  # the header broken too
        lines.append("Decode (tok/s) |")
    lines.append("|---|---|---|")
    labels: list[Label] = []
    for name in r.sample(["Short chats", "Long chats", "Code edits", "Summaries"], r.randint(2, 4)):
        ttft, tg = r.randint(80, 900), round(r.uniform(5, 90), 1)
        if r.random() < 0.5:
            lines += [f"| {name} | {ttft} |", f"{tg} |"]
        else:
            lines += [f"| {name} |", f"{ttft} | {tg} |"]
        labels += [
            {"value": float(ttft), "metric": "ttft"},
            {"value": tg, "metric": "decode_tok_s"},
        ]
    return "\n".join(lines) + "\n", labels


def ambiguous_pipe_cells(r: random.Random) -> tuple[str, list[Label]]:
    """§2, §4: pipe-closed cells whose rows cannot be told (two names above a row of a name
    and three figures; a tool's summary with a pipe after each line) are no table, and a
    bare number under no unit is no claim."""
    if r.random() < 0.5:
        figures = [f"{round(r.uniform(1, 99), 1)} |" for _ in range(3)]
        lines = ["Setting |", "Speed |", "CPU |", *figures, "GPU |", *figures[:2]]
    else:
        lines = [
            f"Successful requests: {r.randint(5, 50)} |",
            f"Failed requests: {r.randint(0, 3)} |",
            f"Request rate configured (RPS): {r.randint(1, 4)}.00 |",
        ]
    return "\n".join(lines) + "\n", []


SHAPES: dict[str, Shape] = {
    "stacked pipe cells": stacked_pipe_cells,
    "rows broken under separator": rows_broken_under_separator,
    "ambiguous pipe cells": ambiguous_pipe_cells,
}
