"""Rates read under the wrong metric: a serving log's average at zero running requests (no
load: the server's output rate), a key line under a phase printed between two rules of
dashes or equals signs (its phase: reading rules §1 and §4), and one numbered request's rate
under a load (one stream's)."""

from __future__ import annotations

import random

from claims_shapes.common import Label, Shape


def idle_log_average(r: random.Random) -> tuple[str, list[Label]]:
    """LABELLING: vLLM's "Avg generation throughput" is output; "Running: 0 reqs" is no load."""
    p, g = round(r.uniform(1, 90), 1), round(r.uniform(1, 60), 1)
    text = (
        "(APIServer pid=812) INFO 03-04 10:11:12 [loggers.py:120] Engine 000: Avg prompt "
        f"throughput: {p} tokens/s, Avg generation throughput: {g} tokens/s, Running: 0 reqs, "
        "Waiting: 0 reqs, GPU KV cache usage: 0.0%"
    )
    return text, [{"value": p, "metric": "prefill_tok_s"}, {"value": g, "metric": "output_tok_s"}]


def divided_phases(r: random.Random) -> tuple[str, list[Label]]:
    """§1/§4: "---- prefill ----" over "throughput: N tok/s" makes N a prefill rate."""
    p, d = round(r.uniform(200, 1900), 1), round(r.uniform(10, 150), 1)
    rule = r.choice(["-" * 10, "=" * 5, "~" * 6])
    lead = r.choice(["", "Statistics: ", "Report: "])
    key = r.choice(["throughput", "speed", "rate"])
    text = (
        "My numbers:\n```\n"
        f"{lead}{rule} prefill {rule}\n{key}: {p} tok/s\n"
        f"{rule} decode {rule}\n{key}: {d} tok/s\n```\n"
    )
    return text, [{"value": p, "metric": "prefill_tok_s"}, {"value": d, "metric": "decode_tok_s"}]


def numbered_request_rates(r: random.Random) -> tuple[str, list[Label]]:
    """LABELLING: one request's rate is one stream's under any load; the sum is the server's."""
    n = r.choice([2, 4, 8])
    a, b = round(r.uniform(20, 90), 2), round(r.uniform(20, 90), 2)
    key = r.choice(["Request", "User", "Client"])
    total = round(a * n, 1)
    text = (
        f"Load test on my {r.choice(['RTX 4090', 'A100', 'L40S'])}:\n```\n"
        f"{n} Parallel Requests:\n- {key} 1: {a} tokens/sec\n- {key} 2: {b} tokens/sec\n"
        f"- Combined Effective: {total} tokens/sec\n```\n"
    )
    return text, [
        {"value": a, "metric": "decode_tok_s"},
        {"value": b, "metric": "decode_tok_s"},
        {"value": total, "metric": "output_tok_s"},
    ]


SHAPES: dict[str, Shape] = {
    "numbered request rates": numbered_request_rates,
    "idle serving log average": idle_log_average,
    "phase between divider rules": divided_phases,
}
