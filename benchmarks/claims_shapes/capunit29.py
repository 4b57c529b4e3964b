"""A table's unit stated once in a sentence above it (reading rules §4)."""

from __future__ import annotations

import random

from claims_shapes.common import Label, Shape, num, table


def stated_unit_tables(r: random.Random) -> tuple[str, list[Label]]:
    """§4: "The unit of measurement is output tokens per second." some lines above a table
    whose header names only the engines lends the engines' bare cells its rate, past a
    line of engine names or a setup list between; the load column stays a load. A sentence
    that merely mentions a rate over a table of parameter counts lends nothing."""
    engines = r.sample([("vLLM", "vllm"), ("SGLang", "sglang"), ("LMDeploy", "lmdeploy")], 2)
    statement = r.choice(
        [
            "The unit of measurement is output tokens per second.",
            "The reported metric is Output Throughput (tokens/sec).",
            "All figures are measured in output tokens per second.",
        ]
    )
    between = r.choice(
        [
            " | ".join(e for e, _ in engines),
            "Setup\n\n- prompts: 256 tokens in, 512 out\n- driver 550.54",
            "Results",
        ]
    )
    if r.random() < 0.2:
        text = "Our server reaches thousands of tokens per second on these models.\n\n" + table(
            ["Model", "Parameters", "Layers"], [["Falcon", "40", "60"], ["Yi", "34", "60"]]
        )
        return text, []
    loads = sorted(r.sample([2, 4, 8, 16, 32, 64], 2))
    rows: list[list[str]] = []
    labels: list[Label] = []
    for c in loads:
        row = [str(c)]
        for _, engine in engines:
            value = round(r.uniform(60, 1500), 2)
            row.append(num(value))
            labels.append(
                {"value": value, "metric": "output_tok_s", "engine": engine, "concurrency": c}
            )
        rows.append(row)
    header = ["Concurrency", *(f"{e} 0.{r.randint(3, 9)}.1" for e, _ in engines)]
    return f"{statement}\n{between}\n\n{table(header, rows)}", labels


def prompt_length_settings(r: random.Random) -> tuple[str, list[Label]]:
    """§4: a caption's prompt length written as a setting ("`input-len=128`", "--input-len
    128") beside "Median TPOT (ms)" is the run's setup, not the prompt's timing: the cells
    are per-token output times. A caption timing the prompt itself gives none."""
    setting = r.choice(["`input-len=128`, `output-len=128`", "--input-len 512 --output-len 64"])
    rows, labels = [], []
    for model in r.sample(["Mistral-7B", "Phi-3-mini", "Gemma-2-9B"], 2):
        a, b = round(r.uniform(8, 90), 2), round(r.uniform(8, 90), 2)
        rows.append([model, num(a), num(b)])
        labels += [{"value": a, "metric": "tpot"}, {"value": b, "metric": "tpot"}]
    if r.random() < 0.2:
        caption, labels = "Prompt processing, median time per token (ms):", []
    else:
        caption = f"One Arc A770, {setting}, Median TPOT (ms):"
    return f"{caption}\n\n{table(['Model', 'Before', 'After'], rows)}", labels


SHAPES: dict[str, Shape] = {
    "stated_unit_tables": stated_unit_tables,
    "prompt_length_settings": prompt_length_settings,
}
