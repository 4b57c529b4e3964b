"""Table columns whose header names the metric and no unit (reading rules §4: a unit may sit
only in a table header): a serving latency headed by the run's name ("Baseline TPOT",
"vLLM TTFT") and lmdeploy's "FTL(ave)(s)" first-token latency."""

from __future__ import annotations

import random

from claims_shapes.common import Label, Shape, num, table


def run_named_latency(r: random.Random) -> tuple[str, list[Label]]:
    """§4: "| Baseline TPOT | EAGLE TPOT |" columns hold each run's milliseconds; a
    "Target TTFT" column beside a run is a goal and stays unread."""
    metric, name = r.choice([("tpot", "TPOT"), ("ttft", "TTFT"), ("tpot", "ITL")])
    runs = r.choice([["Baseline", "EAGLE"], ["vLLM", "SGLang"], ["k=1", "k=3"], ["main", "PR"]])
    rows, labels = [], []
    for load in r.sample([1, 2, 4, 8, 16], 2):
        row = [str(load)]
        for _ in runs:
            value = round(r.uniform(8, 400), 2)
            row.append(num(value))
            labels.append({"value": value, "metric": metric})
        rows.append(row)
    header = ["QPS", *(f"{run} {name}" for run in runs)]
    if r.random() < 0.2:
        header = ["QPS", *(f"Target {name}" for _ in runs)]
        labels = []
    return f"Serving results:\n\n{table(header, rows)}", labels


def ftl_columns(r: random.Random) -> tuple[str, list[Label]]:
    """LABELLING: lmdeploy's FTL(ave)(s) / FTL(max)(s) are `ttft` in seconds."""
    header = ["model", "batch", "FTL(ave)(s)", "FTL(max)(s)"]
    rows, labels = [], []
    for model in r.sample(["llama2-7b", "qwen-14b", "internlm-20b"], 2):
        ave, top = round(r.uniform(0.05, 0.9), 3), round(r.uniform(1.0, 9.0), 3)
        rows.append([model, str(r.choice([32, 64, 128])), num(ave), num(top)])
        labels += [{"value": ave, "metric": "ttft"}, {"value": top, "metric": "ttft"}]
    return table(header, rows), labels


SHAPES: dict[str, Shape] = {
    "run_named_latency": run_named_latency,
    "ftl_columns": ftl_columns,
}
