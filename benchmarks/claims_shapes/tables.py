"""Tables and pasted tool output: header units, method and card columns, baseline rows, transposed
tables, llama-bench, batched-bench, bench_serving, HTML tables, ollama --verbose."""

from __future__ import annotations

import random

from claims_shapes.common import CARDS, ENGINES, METHODS, PRECISIONS, Label, Shape, num, rate, table


def tp_columns(r: random.Random) -> tuple[str, list[Label]]:
    """§3, §4: under a caption stating engine, card and unit, "| TP=2 | TP=4 |" columns are
    one run each, on that many cards."""
    (en, ec), (cn, cc) = r.choice(ENGINES), r.choice(CARDS)
    tps = sorted(r.sample([1, 2, 4, 8], 2))
    gap = r.choice(["", " "])
    rows, labels = [], []
    for model in r.sample(["Qwen3-8B", "Llama-3.1-70B", "Mistral-7B", "Gemma-3-27B"], 2):
        values = [r.randint(20, 900) for _ in tps]
        rows.append([model, *map(str, values)])
        labels += [
            {"value": float(v), "engine": ec, "hardware": cc, "gpu_count": t}
            for v, t in zip(values, tps, strict=True)
        ]
    names = [f"TP{gap}={gap}{t}" for t in tps]
    return f"{en} on {cn}, decode tok/s:\n\n" + table(["model", *names], rows), labels


def draft_columns(r: random.Random) -> tuple[str, list[Label]]:
    """§2, §4: under a caption stating engine, card and unit, a column per number of drafts
    or heads ("2 drafts", "3 heads", "k=4") is one run each, beside the plain column."""
    (en, ec), (cn, cc) = r.choice(ENGINES), r.choice(CARDS)
    method, word = r.choice([("MTP", "drafts"), ("Medusa", "heads"), ("EAGLE", "k")])
    ks = sorted(r.sample(range(2, 7), 2))
    names = [f"k={k}" if word == "k" else f"{k} {word}" for k in ks]
    rows, labels = [], []
    for model in r.sample(["Qwen3-8B", "Llama-3.1-8B", "Mistral-7B", "Gemma-3-12B"], 2):
        plain = r.randint(20, 80)
        drafted = [plain + r.randint(5, 40) for _ in ks]
        rows.append([model, str(plain), *map(str, drafted)])
        base = {"engine": ec, "hardware": cc}
        labels.append(base | {"value": float(plain), "mode": "ar"})
        labels += [base | {"value": float(v)} for v in drafted]
    caption = f"{en} on {cn}, decode tok/s:\n\n"
    return caption + table(["model", f"no {method}", *names], rows), labels


def header_unit_table(r: random.Random) -> tuple[str, list[Label]]:
    """§1, §4: a unit only in a column header ("Decode (t/s)", "TPOT (ms)") is the cells'
    unit; a caption directly above naming card, count and precision is every row's context;
    each row takes its own engine (§2)."""
    engines, (cn, cc), (pn, pc) = r.sample(ENGINES, 3), r.choice(CARDS), r.choice(PRECISIONS)
    count = r.choice([1, 2, 8])
    column, metric, lo, hi = r.choice(
        [
            ("Decode (t/s)", "decode_tok_s", 10, 300),
            ("Decode (tok/s)", "decode_tok_s", 10, 300),
            ("TPOT (ms)", "tpot", 5, 90),
            ("TTFT (ms)", "ttft", 50, 900),
        ]
    )
    values = r.sample(range(lo, hi), len(engines))
    rows = [[en, str(v)] for (en, _), v in zip(engines, values, strict=True)]
    caption = f"Results on {count}x {cn}, {pn}:"
    labels = [
        {"value": float(v), "metric": metric, "engine": ec, "hardware": cc, "gpu_count": count}
        | {"precision": pc}
        for (_, ec), v in zip(engines, values, strict=True)
    ]
    return f"{caption}\n\n{table(['Engine', column], rows)}", labels


def card_columns(r: random.Random) -> tuple[str, list[Label]]:
    """§2: rows naming engines against columns naming cards: a cell takes its row's engine and
    its column's card; the unit sits in the caption's header line."""
    engines, cards = r.sample(ENGINES, 2), r.sample(CARDS, 2)
    unit = r.choice(["tok/s", "t/s", "tokens/s"])
    values = r.sample(range(10, 400), 4)
    rows = [[en, str(values[2 * i]), str(values[2 * i + 1])] for i, (en, _) in enumerate(engines)]
    header = ["Engine", *(f"{cn} ({unit})" for cn, _ in cards)]
    labels = [
        {"value": float(values[2 * i + j]), "engine": ec, "hardware": cards[j][1]}
        for i, (_, ec) in enumerate(engines)
        for j in range(2)
    ]
    return f"Single-stream decode:\n\n{table(header, rows)}", labels


BASELINES = ["Baseline", "Vanilla", "w/o SD", "No SD", "Without draft"]


def baseline_rows(r: random.Random) -> tuple[str, list[Label]]:
    """§2: a "Baseline"/"Vanilla"/"w/o SD" row or column beside a method's is AR; engine and card
    come from the caption above."""
    (en, ec), (cn, cc), (mn, mc) = r.choice(ENGINES), r.choice(CARDS), r.choice(METHODS[:4])
    base, unit = r.choice(BASELINES), r.choice(["tok/s", "t/s"])
    a, b = r.sample(range(10, 400), 2)
    caption = f"{en} on {cn}:"
    form = r.random()
    if form < 0.33:
        grid = table(["Method", f"Decode ({unit})"], [[base, str(a)], [mn, str(b)]])
    elif form < 0.66:
        # the unit in the caption, after the card: "vLLM on 1x A100, tok/s:"
        caption = f"{en} on 1x {cn}, {unit}:"
        grid = table(["Model", base, mn], [["Llama-3.1-8B", str(a), str(b)]])
    else:
        grid = table(
            ["Model", f"{base} ({unit})", f"{mn} ({unit})"], [["Llama-3.1-8B", str(a), str(b)]]
        )
    return f"{caption}\n\n{grid}", [
        {"value": float(a), "engine": ec, "hardware": cc, "mode": "ar"},
        {"value": float(b), "engine": ec, "hardware": cc, "mode": mc},
    ]


def transposed_table(r: random.Random) -> tuple[str, list[Label]]:
    """§2, §4: a transposed table (metrics as rows, engines as columns): a cell takes its
    column's engine and its row's metric and unit."""
    engines, (cn, cc) = r.sample(ENGINES, 2), r.choice(CARDS)
    rows_spec = [
        ("Decode (tok/s)", "decode_tok_s", 10, 300),
        ("TTFT (ms)", "ttft", 50, 900),
        ("TPOT (ms)", "tpot", 5, 90),
        ("Peak memory (GB)", "memory", 10, 70),
    ]
    picked = r.sample(rows_spec, 2)
    labels: list[Label] = []
    rows = []
    for name, metric, lo, hi in picked:
        values = r.sample(range(lo, hi), 2)
        rows.append([name, *(str(v) for v in values)])
        labels += [
            {"value": float(v), "metric": metric, "engine": ec, "hardware": cc}
            for (_, ec), v in zip(engines, values, strict=True)
        ]
    header = ["Metric", *(en for en, _ in engines)]
    return f"On 1x {cn}:\n\n{table(header, rows)}", labels


def cell_spellings(r: random.Random) -> tuple[str, list[Label]]:
    """§4: table cells "~1,700", "1.2k" and "17.87 ± 0.1" are one figure each (the ± spread is
    not a figure); thousands under a serving caption are aggregate output."""
    engines, (cn, cc) = r.sample(ENGINES, 2), r.choice(CARDS)
    serving = r.random() < 0.5
    cells, labels = [], []
    for en, ec in engines:
        if serving and r.random() < 0.5:
            v = r.randint(1001, 3999)
            cell, value = f"~{v:,}", float(v)
        elif serving:
            v = r.randint(11, 39)
            cell, value = f"{v / 10:.1f}k", float(v * 100)
        else:
            value = round(r.uniform(10, 99), 2)
            cell = f"{value:.2f} ± {r.randint(1, 9) / 10}"
        cells.append([en, cell])
        metric = "output_tok_s" if serving else "decode_tok_s"
        labels.append({"value": value, "metric": metric, "engine": ec, "hardware": cc})
    if serving:
        caption, column = f"Serving on {cn}, 64 concurrent requests:", "Output throughput (tok/s)"
    else:
        caption, column = f"Single stream on {cn}:", "Decode (tok/s)"
    return f"{caption}\n\n{table(['Engine', column], cells)}", labels


def code_block_table(r: random.Random) -> tuple[str, list[Label]]:
    """§2: a whitespace-aligned table pasted in a code block is visible text; each line is a
    row with its header's unit."""
    engines, (cn, cc) = r.sample(ENGINES, 3), r.choice(CARDS)
    values = [rate(r, 10, 300) for _ in engines]
    lines = [f"{'engine':<14}{'decode tok/s':>14}"]
    lines += [f"{en:<14}{num(v):>14}" for (en, _), v in zip(engines, values, strict=True)]
    body = "\n".join(lines)
    labels = [
        {"value": v, "engine": ec, "hardware": cc}
        for (_, ec), v in zip(engines, values, strict=True)
    ]
    return f"Measured on one {cn}:\n\n```\n{body}\n```\n", labels


BACKENDS = [("CUDA", "RTX 4090"), ("ROCm", "MI300X"), ("Metal", "M3 Max"), ("Vulkan", "RTX 3090")]


def llama_bench(r: random.Random) -> tuple[str, list[Label]]:
    """§4 and the llama-bench decisions: pp512 rows are prefill, tg128 rows decode; the ±
    spread, size and params columns are no claims; llama-bench names llama.cpp; the model
    column's type is the precision; the card named above the table is the rows' hardware."""
    (backend, card) = r.choice(BACKENDS)
    quant, precision = r.choice([("Q4_0", "Q4_0"), ("Q4_K - Medium", "Q4_K_M"), ("Q8_0", "Q8_0")])
    pp, tg = round(r.uniform(500, 5000), 2), round(r.uniform(10, 200), 2)
    header = ["model", "size", "params", "backend", "ngl", "test", "t/s"]
    model = f"llama 8B {quant}"
    rows = [
        [model, "4.58 GiB", "8.03 B", backend, "99", "pp512", f"{pp:.2f} ± {r.randint(1, 90)}.12"],
        [model, "4.58 GiB", "8.03 B", backend, "99", "tg128", f"{tg:.2f} ± 0.{r.randint(10, 99)}"],
    ]
    text = f"llama-bench on my {card}:\n\n{table(header, rows)}"
    common = {"engine": "llama.cpp", "hardware": card, "precision": precision}
    return text, [
        {"value": pp, "metric": "prefill_tok_s"} | common,
        {"value": tg, "metric": "decode_tok_s"} | common,
    ]


def batched_bench(r: random.Random) -> tuple[str, list[Label]]:
    """The llama-batched-bench decisions: S_PP is prefill, S_TG decode at B = 1 and aggregate
    output at B > 1, S the total rate (input plus output), B the concurrency; T_* are durations."""
    (cn, cc) = r.choice(CARDS)
    header = ["PP", "TG", "B", "N_KV", "T_PP s", "S_PP t/s", "T_TG s", "S_TG t/s", "T s", "S t/s"]
    rows, labels = [], []
    for b in sorted(r.sample([1, 2, 4, 8, 16], 2)):
        spp, stg, s = (
            round(r.uniform(1000, 5000), 2),
            round(r.uniform(20, 100) * b**0.7, 2),
            round(r.uniform(200, 900), 2),
        )
        tpp, ttg, t = (round(r.uniform(0.1, 2), 3) for _ in range(3))
        cells = [f"{tpp:.3f}", f"{spp:.2f}", f"{ttg:.3f}", f"{stg:.2f}", f"{t:.3f}", f"{s:.2f}"]
        rows.append(["512", "128", str(b), str(640 * b), *cells])
        common = {"engine": "llama.cpp", "hardware": cc, "concurrency": b}
        labels += [
            {"value": spp, "metric": "prefill_tok_s"} | common,
            {"value": stg, "metric": "decode_tok_s" if b == 1 else "output_tok_s"} | common,
            {"value": s, "metric": "total_tok_s"} | common,
        ]
    text = f"llama-batched-bench on {cn}:\n\n{table(header, rows)}"
    return text, labels


def bench_serve(r: random.Random) -> tuple[str, list[Label]]:
    """The bench_serving decisions: "Output token throughput" is aggregate output (one stream at
    max concurrency 1), "Total token throughput" input plus output, TTFT/TPOT lines their
    metrics; "Max request concurrency" is the load; requests, token counts, request throughput
    and duration are no claims. The command above names the engine; the card is stated."""
    (en, ec, tool) = r.choice(
        [
            ("vLLM", "vllm", "vllm bench serve"),
            ("SGLang", "sglang", "python -m sglang.bench_serving"),
        ]
    )
    (cn, cc), c = r.choice(CARDS), r.choice([1, 4, 16, 64])
    out, total = round(r.uniform(100, 3000), 2), round(r.uniform(3000, 9000), 2)
    ttft, med, tpot = (
        round(r.uniform(50, 900), 2),
        round(r.uniform(50, 900), 2),
        round(r.uniform(5, 60), 2),
    )
    block = "\n".join(
        [
            "============ Serving Benchmark Result ============",
            f"{'Successful requests:':<40}{200:<10}",
            f"{'Max request concurrency:':<40}{c:<10}",
            f"{'Benchmark duration (s):':<40}{r.uniform(30, 90):<10.2f}",
            f"{'Total input tokens:':<40}{204800:<10}",
            f"{'Total generated tokens:':<40}{51200:<10}",
            f"{'Request throughput (req/s):':<40}{r.uniform(1, 9):<10.2f}",
            f"{'Output token throughput (tok/s):':<40}{out:<10.2f}",
            f"{'Total Token throughput (tok/s):':<40}{total:<10.2f}",
            "---------------Time to First Token----------------",
            f"{'Mean TTFT (ms):':<40}{ttft:<10.2f}",
            f"{'Median TTFT (ms):':<40}{med:<10.2f}",
            "-----Time per Output Token (excl. 1st token)------",
            f"{'Mean TPOT (ms):':<40}{tpot:<10.2f}",
            "==================================================",
        ]
    )
    text = f"{en} on 1x {cn}, `{tool} --max-concurrency {c}`:\n\n```\n{block}\n```\n"
    common = {"engine": ec, "hardware": cc, "concurrency": c}
    return text, [
        {"value": out, "metric": "decode_tok_s" if c == 1 else "output_tok_s"} | common,
        {"value": total, "metric": "total_tok_s"} | common,
        {"value": ttft, "metric": "ttft"} | common,
        {"value": med, "metric": "ttft"} | common,
        {"value": tpot, "metric": "tpot"} | common,
    ]


def html_table(r: random.Random) -> tuple[str, list[Label]]:
    """§1-§2: an HTML table is a table: each <tr> is a row with its <th> headers, and its
    <caption> is the caption right above it."""
    engines, (cn, cc) = r.sample(ENGINES, 2), r.choice(CARDS)
    values = r.sample(range(10, 400), 2)
    rows = "".join(
        f"<tr><td>{en}</td><td>{v}</td></tr>\n" for (en, _), v in zip(engines, values, strict=True)
    )
    header = "<tr><th>Engine</th><th>Decode (tok/s)</th></tr>"
    if r.random() < 0.5:
        text = f"Decode on {cn}:\n\n<table>\n{header}\n{rows}</table>\n"
    else:  # the caption inside the table: "<caption>Decode on H100</caption>"
        text = f"<table>\n<caption>Decode on {cn}</caption>\n{header}\n{rows}</table>\n"
    return text, [
        {"value": float(v), "engine": ec, "hardware": cc}
        for (_, ec), v in zip(engines, values, strict=True)
    ]


def caption_time_table(r: random.Random) -> tuple[str, list[Label]]:
    """§1, §4: a unit only in the header ("| ms |", "| Short prompt (ms) |") under a caption
    naming the time measured ("TPOT on 1x H100:"): the cells are that metric's, each row's
    engine its own."""
    engines, (cn, cc), count = r.sample(ENGINES, 2), r.choice(CARDS), r.choice([1, 2, 8])
    words, metric = r.choice(
        [
            ("TPOT", "tpot"),
            ("Per-token latency", "tpot"),
            ("Time to first token", "ttft"),
            ("TTFT", "ttft"),
        ]
    )
    columns = r.choice([["ms"], ["Short prompt (ms)", "Long prompt (ms)"], ["(ms)"]])
    rows, labels = [], []
    for en, ec in engines:
        values = r.sample(range(5, 900), len(columns))
        rows.append([en, *(str(v) for v in values)])
        labels += [
            {"value": float(v), "metric": metric, "engine": ec, "hardware": cc, "gpu_count": count}
            for v in values
        ]
    return f"{words} on {count}x {cn}:\n\n{table(['Engine', *columns], rows)}", labels


def workload_columns(r: random.Random) -> tuple[str, list[Label]]:
    """§1, §4: a caption stating the unit and phase ("Decode tok/s on 1x RTX 4090:") over columns
    that each name one workload ("4k context", "Short prompt", "512 tokens"): every cell is a
    rate of that phase, in the caption's unit; the prompt's length is no phase (§4)."""
    engines, (cn, cc), count = r.sample(ENGINES, 2), r.choice(CARDS), r.choice([1, 2])
    caption = r.choice(
        [
            f"Decode tok/s on {count}x {cn}:",
            f"Decode speed in t/s on {count}x {cn}:",
            f"Generation (tokens/s), {count}x {cn}:",
        ]
    )
    columns = r.choice(
        [
            ["Short prompt", "Long prompt"],
            ["4k context", "32k context"],
            ["512 tokens", "4096 tokens"],
            ["ctx 2048", "ctx 16384"],
        ]
    )
    rows, labels = [], []
    for en, ec in engines:
        values = r.sample(range(10, 300), len(columns))
        rows.append([en, *(str(v) for v in values)])
        labels += [
            {"value": float(v), "engine": ec, "hardware": cc, "gpu_count": count} for v in values
        ]
    return f"{caption}\n\n{table(['Engine', *columns], rows)}", labels


def note_load(r: random.Random) -> tuple[str, list[Label]]:
    """§1, §4 and the tenth pass: a note right under a table stating the load ("All at batch
    size 32 on 1x H100.") is every row's set-up, as a caption above is; rows at batch > 1 are
    aggregate output, a single stream's are decode."""
    engines, (cn, cc) = r.sample(ENGINES, 2), r.choice(CARDS)
    c = r.choice([1, 8, 32, 64])
    if c == 1:
        note = r.choice([f"Single stream, 1x {cn}.", f"All at batch size 1 on 1x {cn}."])
    else:
        note = r.choice(
            [f"All at batch size {c} on 1x {cn}.", f"Both with {c} concurrent requests, 1x {cn}."]
        )
    values = [rate(r, 10, 150) if c == 1 else rate(r, 400, 4000) for _ in engines]
    rows = [[en, num(v)] for (en, _), v in zip(engines, values, strict=True)]
    metric = "decode_tok_s" if c == 1 else "output_tok_s"
    labels = [
        {"value": v, "metric": metric, "engine": ec, "hardware": cc, "concurrency": c}
        for (_, ec), v in zip(engines, values, strict=True)
    ]
    return f"{table(['Engine', 'Throughput (tok/s)'], rows)}\n{note}\n", labels


def record_table(r: random.Random) -> tuple[str, list[Label]]:
    """§2: a key/value table reporting one run ("| Engine | vLLM |", "| GPU | 1x H100 |",
    "| Decode | 141 tok/s |"): the table is the figures' unit, so its setting rows are their
    engine, card and precision."""
    (en, ec), (cn, cc), (pn, pc) = r.choice(ENGINES), r.choice(CARDS), r.choice(PRECISIONS)
    decode, first = rate(r, 10, 200), float(r.randint(40, 900))
    settings = [[r.choice(["Engine", "Framework", "Inference engine"]), en]]
    settings.append([r.choice(["GPU", "Hardware", "Accelerator"]), f"1x {cn}"])
    settings.append([r.choice(["Precision", "Quantization", "dtype"]), pn])
    r.shuffle(settings)
    rows = [*settings, ["Decode", f"{num(decode)} tok/s"], ["TTFT", f"{num(first)} ms"]]
    common = {"engine": ec, "hardware": cc, "precision": pc}
    return table(["Metric", "Value"], rows), [
        {"value": decode} | common,
        {"value": first, "metric": "ttft"} | common,
    ]


def ollama_verbose(r: random.Random) -> tuple[str, list[Label]]:
    """The ollama decisions: ``ollama run --verbose`` output names ollama; its "eval rate" is
    decode, "prompt eval rate" prefill, "total duration" the request's time; counts and the
    prompt/eval durations are no claims. A pasted tail of the block reads the same, and a
    setup line after the block is its context (tenth pass)."""
    (cn, cc) = r.choice(CARDS)
    pp, tg = round(r.uniform(200, 3000), 2), round(r.uniform(10, 150), 2)
    total = round(r.uniform(2, 30), 3)
    lines = [
        (f"total duration:       {total}s", {"value": total, "metric": "e2e_latency"}),
        ("load duration:        20.1ms", None),
        ("prompt eval count:    26 token(s)", None),
        ("prompt eval duration: 41.2ms", None),
        (f"prompt eval rate:     {pp:.2f} tokens/s", {"value": pp, "metric": "prefill_tok_s"}),
        ("eval count:           412 token(s)", None),
        (f"eval duration:        {round(total * 0.9, 2)}s", None),
        (f"eval rate:            {tg:.2f} tokens/s", {"value": tg}),
    ]
    kept = lines[r.choice([0, 5]) :]  # the whole block, or its last three lines
    body = "\n".join(line for line, _ in kept)
    labels = [label | {"engine": "ollama", "hardware": cc} for _, label in kept if label]
    if r.random() < 0.5:
        return f"`ollama run llama3.1:8b --verbose` on {cn}:\n\n```\n{body}\n```\n", labels
    # the tenth pass: a setup line after the figures ("Setup: Ollama 0.5.1, RTX 4090.")
    closing = r.choice([f"Setup: Ollama 0.5.1, {cn}, Q4_K_M.", f"Test machine: {cn}, Q4_K_M"])
    labels = [label | {"precision": "Q4_K_M"} for label in labels]
    return f"`ollama run llama3.1:8b --verbose`:\n\n```\n{body}\n```\n\n{closing}\n", labels


def ollama_verbose_table(r: random.Random) -> tuple[str, list[Label]]:
    """The ollama decisions, when several ``--verbose`` blocks are turned into one table: its
    column headers are the fields Ollama prints, so every row is Ollama's, not only the one
    under the header cell that spells a field."""
    rows: list[list[str]] = []
    labels: list[Label] = []
    for _ in range(r.randint(2, 4)):
        total = round(r.uniform(2, 30), 2)
        pp, tg = round(r.uniform(200, 3000), 2), round(r.uniform(10, 150), 2)
        rows.append([f"{total}s", "41.2ms", f"{pp:.2f} tokens/s", f"{tg:.2f} tokens/s"])
        labels.append({"value": total, "metric": "e2e_latency", "engine": "ollama"})
        labels.append({"value": pp, "metric": "prefill_tok_s", "engine": "ollama"})
        labels.append({"value": tg, "engine": "ollama"})
    header = ["total duration", "prompt eval duration", "prompt eval rate", "eval rate"]
    model = r.choice(["gemma3:4b", "llama3.1:8b", "qwen3:14b"])
    return f"### Model: {model}\n\n{table(header, rows)}", labels


def library_setup(r: random.Random) -> tuple[str, list[Label]]:
    """LABELLING, mlx vs mlx-lm: a post whose setup names mlx-lm (with its version, or as
    what MLX ran as) ran mlx-lm, so its "MLX" table is mlx-lm's; mlx-lm in a list of engines
    or in example code names no setup, and the table stays MLX's."""
    chip = r.choice(["M3 Max", "M4 Max", "M3 Ultra", "M2 Ultra"])
    version = f"0.{r.randint(18, 31)}.{r.randint(0, 9)}"
    setups = [
        (
            f"| Component | Version |\n|---|---|\n| **MLX** | 0.30.4 |\n| **mlx-lm** | {version} |",
            "mlx-lm",
        ),
        (f"All runs use mlx-lm {version} on MLX 0.31.1.", "mlx-lm"),
        ("Frameworks: MLX with MLX-LM, and llama.cpp for the GGUF files.", "mlx-lm"),
        ("Engines compared elsewhere: Rapid-MLX, mlx-lm, oMLX and Ollama.", "mlx"),
        ("```python\nfrom mlx_lm import load, generate\n```", "mlx"),
    ]
    setup, engine = r.choice(setups)
    rows, labels = [], []
    for model in r.sample(["Qwen3 8B", "Llama 3.1 8B", "Gemma 3 12B", "Mistral 7B"], 2):
        speed = rate(r, 10, 160)
        rows.append([model, f"{num(speed)} tok/s"])
        labels.append({"value": speed, "engine": engine, "hardware": chip})
    grid = table(["Model", "Decode"], rows)
    return f"{setup}\n\n### MLX on the {chip}\n\n{grid}", labels


def app_runtime_cells(r: random.Random) -> tuple[str, list[Label]]:
    """LABELLING: LM Studio running its MLX engine is lm-studio. A page that says it ran its
    models using an app (LM Studio, Ollama) and lists each model's runtime in a column names
    the app's backend in those cells: every row is the app's run; a table that names the app
    in a cell compares it with the runtime, which keeps its own name."""
    app, key, runtime, rkey = r.choice(
        [("LM Studio", "lm-studio", "MLX", "mlx"), ("Ollama", "ollama", "llama.cpp", "llama.cpp")]
    )
    chip = r.choice(["M4 Max", "M3 Max", "M2 Ultra"])
    a, b = rate(r, 10, 300), rate(r, 10, 300)
    if r.random() < 0.6:
        rows = [[num(a), "qwen 2.5", runtime], [num(b), "gemma 3", "GGUF"]]
        grid = table(["tok/s", "model", "type"], rows)
        labels = [{"value": a, "engine": key}, {"value": b, "engine": key}]
    else:
        rows = [[num(a), runtime], [num(b), app]]
        grid = table(["tok/s", "engine"], rows)
        labels = [{"value": a, "engine": rkey}, {"value": b, "engine": key}]
    lead = r.choice([f"Apple {chip} 48GB using {app}", f"All runs on an {chip} with {app}"])
    if len(rows[0]) == 3:
        labels = [label | {"hardware": chip} for label in labels]
    else:  # the card of a lead line over a table comparing engines is another matter
        lead = f"Tokens per second, using {app}"
    return f"# Inference benchmarks\n{lead}\n\n{grid}", labels


SHAPES: dict[str, Shape] = {
    "header-unit table": header_unit_table,
    "card columns": card_columns,
    "baseline rows": baseline_rows,
    "transposed table": transposed_table,
    "cell spellings": cell_spellings,
    "code-block table": code_block_table,
    "llama-bench": llama_bench,
    "batched-bench": batched_bench,
    "bench serve": bench_serve,
    "html table": html_table,
    "caption time table": caption_time_table,
    "workload columns": workload_columns,
    "note load": note_load,
    "record table": record_table,
    "ollama verbose": ollama_verbose,
    "ollama verbose table": ollama_verbose_table,
    "library setup": library_setup,
    "app runtime cells": app_runtime_cells,
    "draft columns": draft_columns,
    "tp columns": tp_columns,
}
