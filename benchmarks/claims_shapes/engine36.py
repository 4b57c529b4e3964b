"""Engines read literally (reading rules §1, §2; LABELLING): an engine the text calls the
baseline, beside the baseline's own figure, is not the next sentence's (the subject's); an
engine spelled inside a registry address as part of another project's name names none; a
log line an engine's tools print, pasted in the repository of a fork named after that
engine, names none either (the fork prints the same lines)."""

from __future__ import annotations

import random

from claims_shapes.common import ENGINES, UNITS, Label, Shape, num, rate


def baseline_beside_its_figure(r: random.Random) -> tuple[str, list[Label]]:
    """§2: "Baseline X turns out A. The patched build runs at B": B takes no engine."""
    name, canon = r.choice(ENGINES)
    base = rate(r, 5, 60)
    ours = base + rate(r, 20, 200)
    unit = r.choice(UNITS)
    lead = r.choice([f"Baseline {name}", f"In the first test, baseline {name}"])
    verb = r.choice(["turns out", "reached", "managed"])
    subject = r.choice(
        [
            "The patched build runs the same prompt at",
            "Our fork's drafting path decodes at",
            "With the new scheduler the same model streams",
        ]
    )
    text = f"{lead} {verb} {num(base)} {unit} on the short task. {subject} {num(ours)} {unit}."
    return text, [
        {"value": base, "metric": "decode_tok_s", "engine": canon},
        {"value": ours, "metric": "decode_tok_s", "engine": None},
    ]


def engine_inside_an_address(r: random.Random) -> tuple[str, list[Label], dict[str, str]]:
    """LABELLING: a registry reference naming another project after an engine names none."""
    name, _ = r.choice(ENGINES)
    slug = name.lower().replace(" ", "-")
    host = r.choice(["ghcr.io", "docker.io", "quay.io", "https://ghcr.io"])
    tail = r.choice(["-glm-flash:sm121-v11", "-patched:v2", "-nightly"])
    v = rate(r, 10, 90)
    text = (
        "I ran three reps:\n\n| rep | tok/s |\n|---|---|\n"
        f"| 1 | {num(v)} |\n\nImage is `{host}/someone/{slug}{tail}`, digest 4def0ef644cb.\n"
    )
    return (
        text,
        [{"value": v, "metric": "decode_tok_s", "engine": None}],
        {"source": "someone/recipes#7"},
    )


def forks_printed_line(r: random.Random) -> tuple[str, list[Label], dict[str, str]]:
    """The vocabulary's tools note: in a fork named after the engine, its lines name none."""
    v = rate(r, 10, 90)
    repo, line = r.choice(
        [
            (
                "someone/turbo-llama.cpp#22",
                f"slot print_timing: id  0 | task 3 | n_decoded = 191, tg = {num(v)} t/s",
            ),
            (
                "acme/vllm-backport#39",
                f"INFO 09-01 [loggers.py:310] Avg generation throughput: {num(v)} tokens/s, "
                "Running: 2 reqs",
            ),
        ]
    )
    metric = "output_tok_s" if "Avg" in line else "decode_tok_s"
    text = f"With the new build the speed is back:\n\n```\n{line}\n```\n"
    return text, [{"value": v, "metric": metric, "engine": None}], {"source": repo}


SHAPES: dict[str, Shape] = {
    "baseline engine beside its figure": baseline_beside_its_figure,
    "engine inside a registry address": engine_inside_an_address,
    "fork's printed log line": forks_printed_line,
}
