"""A table's unit stated only in the page or issue title (``watcher.claims.titled_rates``), or
only over an earlier table whose header it repeats (``watcher.claims.twins``), or in a corner
cell naming the table's rate (``watcher.claims.corner_names``), or by a llama-bench "test"
column beside one column per run compared (``watcher.claims.bench_test_columns``)."""

from __future__ import annotations

import random

from claims_shapes.common import CARDS, Label, Shape, num, rate, table


def titled_rate_table(r: random.Random) -> tuple[str, list[Label], dict[str, str]]:
    """§1, §4: a table of bare figures under a caption naming only its card takes the token
    rate the title names; the title's own card is another run's, and a title naming a time
    too (or a header naming the models' properties) gives nothing."""
    (cn, cc), (tn, _) = r.sample(CARDS, 2)
    unit = r.choice(["tok/s", "tokens/s", "t/s", "tokens per second"])
    kind = r.randrange(3)
    cols = r.choice([["short prompt", "long prompt"], ["run 1", "run 2"], ["code", "prose"]])
    rows, labels = [], []
    for name in r.sample(["plain", "patched", "tuned", "stock"], 2):
        values = [rate(r, 10, 300) for _ in cols]
        rows.append([name, *map(num, values)])
        labels += [{"value": v, "hardware": cc} for v in values]
    if kind == 1:
        title = f"Decode stuck at {r.randint(20, 90)} {unit} and TTFT at {r.randint(100, 900)} ms"
        labels = []
    elif kind == 2:
        cols, labels = ["layers", "year"], []
        rows = [[m, str(r.randint(20, 80)), str(r.randint(2022, 2026))] for m in ("A", "B")]
        title = f"Only {r.randint(20, 90)} {unit} on {tn}"
    else:
        title = f"Only {r.randint(20, 90)} {unit} on {tn}, why?"
    caption = r.choice([f"Runs on one {cn}:", f"One {cn}, median of three:"])
    return f"{caption}\n\n" + table(["setup", *cols], rows), labels, {"title": title}


def twin_tables(r: random.Random) -> tuple[str, list[Label]]:
    """§1, §4: a second table repeating the first's header cell for cell, under a remark,
    takes the unit the caption over the first states; one with other columns takes none."""
    (an, ac), (bn, bc) = r.sample(CARDS, 2)
    cols = r.sample(["8B FP16", "8B Q4_0", "70B Q4_0", "13B INT8"], 3)
    unit, metric = r.choice([("ms/token", "tpot"), ("tok/s", "decode_tok_s")])
    first = [rate(r, 5, 90) for _ in cols]
    second = [rate(r, 5, 90) for _ in cols]
    caption = r.choice([f"Average eval time ({unit}) by card:", f"Mean {unit} per card:"])
    remark = r.choice(["Why is this card so much slower?", "And after the driver update:"])
    same = r.random() < 0.7
    head = ["card", *cols] if same else ["card", "prompt", "runs", "seed"]
    rows = [[bn, *map(num, second)]] if same else [[bn, "chat", "12", "42"]]
    labels = [{"value": v, "metric": metric, "hardware": ac} for v in first]
    if same:
        labels += [{"value": v, "metric": metric, "hardware": bc} for v in second]
    text = f"{caption}\n\n" + table(["card", *cols], [[an, *map(num, first)]])
    return text + f"\n{remark}\n\n" + table(head, rows), labels


def named_corner(r: random.Random) -> tuple[str, list[Label]]:
    """§4: a corner cell naming a token rate with its unit ("Throughput (tokens/s)") over
    card columns gives every bare cell that unit; a corner naming the first column's size
    ("Model size (GB)") gives none."""
    (an, ac), (bn, bc) = r.sample(CARDS, 2)
    words = r.choice(["Throughput", "Decode speed", "throughput", "Generation rate"])
    unit = r.choice(["tokens/s", "tok/s", "t/s"])
    gap = r.choice([" ", ""])
    a, b = rate(r), rate(r)
    if r.random() < 0.3:
        grid = table(["Model size (GB)", an, bn], [[str(r.randint(4, 80)), num(a), num(b)]])
        return grid, []
    grid = table([f"{words}{gap}({unit})", an, bn], [[r.choice(["FP8", "BF16"]), num(a), num(b)]])
    return grid, [{"value": a, "hardware": ac}, {"value": b, "hardware": bc}]


def bench_test_columns(r: random.Random) -> tuple[str, list[Label]]:
    """§4: a llama-bench table whose t/s column became one column per backend takes the rate
    its "test" column names, the phase the tests share; the size and parameter count are
    the model's. Rows of both phases' tests give nothing."""
    test = r.choice(["pp512", "pp1024", "tg128", "tg256"])
    metric = "prefill_tok_s" if test.startswith("pp") else "decode_tok_s"
    runs = r.sample(["Vulkan", "ROCm", "HIP", "CUDA", "SYCL"], 2)
    size, params = (
        f"{r.randint(2, 9)}.{r.randint(10, 99)} GiB",
        f"{r.randint(1, 9)}.{r.randint(10, 99)} B",
    )
    rows, labels = [], []
    for depth in ["", f" @ d{r.choice([1024, 4096])}"]:
        values = [rate(r, 20, 3000) for _ in runs]
        rows.append(["qwen3 4B Q8_0", size, params, test + depth, *map(num, values)])
        labels += [{"value": v, "metric": metric} for v in values]
    if r.random() < 0.25:
        other = "tg128" if test.startswith("pp") else "pp512"
        rows.append(["qwen3 4B Q8_0", size, params, other, *map(num, values)])
        labels = []
    return table(["model", "size", "params", "test", *runs], rows), labels


SHAPES: dict[str, Shape] = {
    "titled rate table": titled_rate_table,
    "twin tables": twin_tables,
    "named corner": named_corner,
    "bench test columns": bench_test_columns,
}
