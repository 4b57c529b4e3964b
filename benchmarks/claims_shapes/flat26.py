"""Tables flattened into whitespace on one line (reading rules §2, §4)."""

from __future__ import annotations

import random

from claims_shapes.common import Label, Shape, num


def one_line_load_tables(r: random.Random) -> tuple[str, list[Label]]:
    """§2, §4: a table that lost its markup and line breaks ("Concurrency TTFT (ms) TPOT (ms)
    1 85 14.2 8 120 16.0"), or only its markup (each row of figures on its own line): each
    figure takes its column's unit and its row's load."""
    load = r.choice(["Concurrency", "Batch size", "Concurrent requests"])
    ttft = r.choice(["TTFT (ms)", "Time to First Token (ms)", "TTFT (TTFT)(ms)"])
    tpot = r.choice(["TPOT (ms)", "Time per Output Token (ms)", "Inter-token Latency (ms)"])
    loads = sorted(r.sample([1, 2, 4, 8, 16, 32, 64, 128], r.randint(2, 4)))
    cells: list[str] = []
    labels: list[Label] = []
    for c in loads:
        a, b = float(r.randint(40, 900)), round(r.uniform(5, 60), 1)
        cells += [str(c), num(a), num(b)]
        labels += [
            {"value": a, "metric": "ttft", "concurrency": c},
            {"value": b, "metric": "tpot", "concurrency": c},  # ITL is a per-token latency
        ]
    lead = r.choice(["", "Results on our test cluster: ", "Latency by load. "])
    if r.random() < 0.5:  # the rows kept on lines of their own under the flattened header
        rows = (" ".join(cells[i : i + 3]) for i in range(0, len(cells), 3))
        return f"{lead}\n\n{load} {ttft} {tpot}\n" + "\n".join(rows), labels
    return f"{lead}{load} {ttft} {tpot} " + " ".join(cells), labels


def one_line_number_runs(r: random.Random) -> tuple[str, list[Label]]:
    """§4: numbers after words that name no unit-cut columns are no table and no claim:
    seeds, versions, dates, a spec sheet of one row."""
    seeds = " ".join(str(r.randint(1, 99)) for _ in "abcdef")
    text = r.choice(
        [
            f"Seeds used (for each run) (fixed): {seeds}",
            "Tested versions (engine) (client) 0.6.3 0.3.5 0.6.4 0.3.6",
            "Release dates (old) (new) 2024-05-01 2024-06-01 2024-07-01 2024-08-01",
            "We ran it on days 3 9 12 15 and 21 of the month.",
        ]
    )
    return text, []


def context_sized_rows(r: random.Random) -> tuple[str, list[Label]]:
    """§2, §4: single-spaced rows keyed by a context size ("16K 1,104.3 57.9 46.0 GB") under
    "Context Prompt Processing (t/s) Generation (t/s) Peak Memory": each cell takes its
    column's phase and unit, and the next table's caption under the rows is no row."""
    sizes = sorted(r.sample([2, 4, 8, 16, 32, 64, 128], r.randint(3, 5)))
    lines = ["Context Prompt Processing (t/s) Generation (t/s) Peak Memory"]
    labels: list[Label] = []
    for k in sizes:
        pp, tg, mem = round(r.uniform(200, 1900), 1), round(r.uniform(10, 90), 1), r.randint(20, 99)
        lines.append(f"{k}K {pp:,} {tg} {mem}.5 GB")
        labels += [
            {"value": pp, "metric": "prefill_tok_s"},
            {"value": tg, "metric": "decode_tok_s"},
            {"value": mem + 0.5, "metric": "memory"},
        ]
    below = r.choice(["", "\nThe next model, measured the same way"])
    return "\n".join(lines) + below, labels


def glued_metric_runs(r: random.Random) -> tuple[str, list[Label]]:
    """§2, §4: a glued table of metric rows against parallel runs ("MetricRun A Run B" over
    "Total Duration320.74 s224.71 s"): each figure is every digit after its metric's name."""
    tags = r.choice([("A", "B"), ("B", "C"), ("A", "C")])  # a glued header holds no digit
    head = r.choice(["Metric", "Parameter"]) + r.choice([" ", ""]).join(f"Run {t}" for t in tags)
    e2e = [round(r.uniform(100, 900), 2) for _ in tags]
    tps = [round(r.uniform(0.1, 9), 2) for _ in tags]
    ttft = [round(r.uniform(10, 90), 2) for _ in tags]
    lines = [
        head,
        "Total Duration" + "".join(f"{v:.2f} s" for v in e2e),
        "Token Throughput" + "".join(f"{v:.2f} tps" for v in tps),
        "Time to First Token (TTFT)" + "".join(f"{v:.2f} s" for v in ttft),
        "Disk Reads" + "".join(f"{r.randint(1, 30)},{r.randint(100, 999)} IOPS" for _ in tags),
    ]
    labels = [
        *({"value": v, "metric": "e2e_latency"} for v in e2e),
        *({"value": v, "metric": "decode_tok_s"} for v in tps),
        *({"value": v, "metric": "ttft"} for v in ttft),
    ]
    return "\n".join(lines), labels


def flagged_rows(r: random.Random) -> tuple[str, list[Label]]:
    """§2: single-spaced rows, some naming their run's flags after a figure ("64K fa 686"):
    the flags join the row's name and every figure keeps its column; a failed run's "fail"
    cells are empty."""
    lines = ["Engine Context Peak Memory (GB) Prompt Rate (tokens/s) Eval Rate (tokens/s)"]
    labels: list[Label] = []
    flags = ["", "", "fa ", "mla ", "fa q8kv "]
    for k in range(r.randint(3, 5)):
        pp, tg, mem = round(r.uniform(10, 90), 2), round(r.uniform(1, 9), 2), r.randint(300, 900)
        flag = flags[k] if k < len(flags) else ""
        lines.append(f"engine-{k} {r.choice([16, 32, 64])}K {flag}{mem} {pp} {tg}")
        labels += [
            {"value": float(mem), "metric": "memory"},
            {"value": pp, "metric": "prefill_tok_s"},
            {"value": tg, "metric": "decode_tok_s"},
        ]
    if r.random() < 0.5:
        lines.append("engine-9 64K mla+CUDA fail fail fail")
    return "\n".join(lines), labels


SHAPES: dict[str, Shape] = {
    "flagged rows": flagged_rows,
    "glued metric runs": glued_metric_runs,
    "context sized rows": context_sized_rows,
    "one line load tables": one_line_load_tables,
    "one line number runs": one_line_number_runs,
}
