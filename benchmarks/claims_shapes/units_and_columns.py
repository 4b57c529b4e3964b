"""Multiples, theory limits, token batches, phase pairs, duration and version columns, loader sizes,
wrapped tool rows, change columns, keyed setups, unlisted projects."""

from __future__ import annotations

import random
from typing import Any

from claims_shapes.common import CARDS, ENGINES, METHODS, Label, Shape, num, rate, table
from claims_shapes.threads import issue


def cells_no_multiple(r: random.Random) -> tuple[str, list[Label]]:
    """§3, §4 (LABELLING: percentages are not speedups): a cell "36% faster" is a percentage
    and a multiple keyed by the machine ("| Hardware | 4× Pi 5 16GB |") counts devices; the
    run's own figure stays."""
    (cn, cc) = r.choice(CARDS)
    ms = round(r.uniform(1, 9), 1)
    if r.random() < 0.5:
        rows = [["Mean TTFT", f"{ms} ms", f"{r.randint(5, 60)}% faster"]]
        text = f"On the {cn}:\n\n" + table(["Metric", "INT4", "INT4 vs FP16"], rows)
        return text, [{"value": ms, "metric": "ttft", "hardware": cc}]
    speed = rate(r)
    device = r.choice(["Pi 5 16GB", "Intel® Arc Pro B70", "Jetson Orin Nano", "Mac mini M4"])
    rows = [[r.choice(["Hardware", "GPUs", "Devices"]), f"{r.randint(2, 8)}× {device}"]]
    rows.append(["Decode", f"{num(speed)} tok/s"])
    return table(["Metric", "Value"], rows), [{"value": speed, "metric": "decode_tok_s"}]


def cjk_theory_limits(r: random.Random) -> tuple[str, list[Label]]:
    """§4 (LABELLING: bandwidth theory is not a claim): "理论极限" / "理論極限" names a bound
    worked out, not a run; the measured figure beside it stays."""
    (cn, cc) = r.choice(CARDS)
    got = float(r.randint(20, 60))
    bound = got + r.randint(5, 30)
    text = r.choice(
        [
            f"在 {cn} 上实测 {num(got)} tokens/s，接近带宽理论极限(约 {num(bound)} tokens/s)。",
            f"{cn} では {num(got)} tokens/s でした。"
            f"帯域の理論極限は約 {num(bound)} tokens/s です。",
        ]
    )
    return text + "\n", [{"value": got, "metric": "decode_tok_s", "hardware": cc}]


def token_batches(r: random.Random) -> tuple[str, list[Label]]:
    """§4: llama.cpp's batch size ("Batch Size: 2048", n_batch) counts prompt tokens, so a
    post whose engines are all of llama.cpp's family states no concurrency by it; another
    engine's batch keeps its load."""
    (cn, _) = r.choice(CARDS)
    speed = rate(r, 5, 120)
    if r.random() < 0.7:
        name = r.choice(["llama.cpp", "Ollama", "KoboldCpp"])
        engine = {"llama.cpp": "llama.cpp", "Ollama": "ollama", "KoboldCpp": "koboldcpp"}[name]
        n = r.choice([512, 1024, 2048, 4096])
        text = (
            f"# {name} on the {cn}\n\n- Batch Size: {n}\n- Threads: 8\n\n"
            f"- Speed: {num(speed)} tokens/second\n"
        )
        return text, [
            {"value": speed, "metric": "decode_tok_s", "engine": engine, "concurrency": None}
        ]
    n = r.choice([256, 512])
    text = (
        f"# vLLM on the {cn}\n\nSetup:\n- Batch size: {n}\n\n"
        f"Output throughput: {num(speed)} tok/s\n"
    )
    return text, [{"value": speed, "metric": "output_tok_s", "engine": "vllm", "concurrency": n}]


def interactivity_after(r: random.Random) -> tuple[str, list[Label]]:
    """§4 (LABELLING: interactivity levels are not labelled): "At 44 tok/s/user
    interactivity, B200 delivers 5160 tok/s/GPU" reads the throughput at an operating point;
    the point is no figure, the throughput stays."""
    (en, ec), (cn, cc) = r.choice(ENGINES), r.choice(CARDS)
    point = r.choice([20, 25, 30, 44, 50, 75])
    per_gpu = float(r.randint(400, 9000))
    text = (
        f"At {point} tok/s/user interactivity, {en} on the {cn} delivers"
        f" {num(per_gpu)} tok/s/GPU.\n"
    )
    return text, [{"value": per_gpu, "metric": "output_tok_s", "engine": ec, "hardware": cc}]


def speed_multiples(r: random.Random) -> tuple[str, list[Label]]:
    """§4: a multiple written straight before the speed it multiplies ("~2x token generation
    speed", "2.2x performance") is a speedup; "at 4x speed" (a video) and a speed per watt
    are none."""
    x = round(r.uniform(1.2, 6.0), 1)
    what = r.choice(["token generation speed", "decode speed", "inference speed", "performance"])
    text = f"{r.choice(['~', 'about ', ''])}{x}x {what} with the new build."
    if r.random() < 0.5:
        text += r.choice(
            [
                f" The demo video plays at {r.randint(2, 8)}x speed.",
                f" The chip claims {r.randint(2, 9)}x performance per watt.",
            ]
        )
    return text + "\n", [{"value": x, "metric": "speedup"}]


def phase_pairs(r: random.Random) -> tuple[str, list[Label]]:
    """§4: "3670.42 pp / 82.74 tg tok/s": two rates of two phases under one unit, the first
    borrowing it and taking its own phase word; with no phase words, a far-apart first
    number is no rate."""
    (cn, cc) = r.choice(CARDS)
    pp = round(r.uniform(800, 6000), 2)
    tg = round(r.uniform(10, 120), 2)
    text = r.choice(
        [
            f"{pp} pp / {tg} tg tok/s on the {cn}",
            f"pp {pp} / tg {tg} tok/s on the {cn}",
            f"pp512: {pp} / tg128: {tg} tok/s on the {cn}",
        ]
    )
    return text + "\n", [
        {"value": pp, "metric": "prefill_tok_s", "hardware": cc},
        {"value": tg, "metric": "decode_tok_s", "hardware": cc},
    ]


def shifted_rates(r: random.Random) -> tuple[str, list[Label]]:
    """§4: a tool's record wrapped across the rows of a pasted table slides its cells off
    their headers; a rate under a duration or count header shows it, and the rates take the
    table's rate headers ("prompt eval rate", "eval rate") in turn."""
    pp = [round(r.uniform(150, 900), 2) for _ in range(3)]
    tg = [round(r.uniform(20, 140), 2) for _ in range(2)]
    text = (
        "| total duration | load duration | prompt eval count | prompt eval rate "
        "| eval count | eval rate |\n|---|---|---|---|---|---|\n"
        f"| 30.1ms | {pp[0]:.2f} tokens/s | 813 token(s) | {tg[0]:.2f} tokens/s | 7.6ms "
        "| 13 token(s) |\n"
        f"| {pp[1]:.2f} tokens/s | 1139 token(s) | {tg[1]:.2f} tokens/s | 7.5ms "
        f"| 16 token(s) | {pp[2]:.2f} tokens/s |\n"
    )
    labels = [pp[0], tg[0], pp[1], tg[1], pp[2]]
    metrics = ["prefill_tok_s", "decode_tok_s"] * 2 + ["prefill_tok_s"]
    return text, [{"value": v, "metric": m} for v, m in zip(labels, metrics, strict=True)]


def requests_above(r: random.Random) -> tuple[str, list[Label]]:
    """§1, §4: a setup list keying many requests right above a results table makes its
    token rates the server's output; one request there leaves them one stream's."""
    v = round(r.uniform(60, 1800), 2)
    n = r.choice([1, 64, 256, 1000])
    key = r.choice(["Total Requests", "Number of requests", "num prompts"])
    text = (
        f"**Test Configuration:**\n- Model: Qwen3-0.6B\n- {key}: {n}\n\n"
        "| Engine | Time (s) | Throughput (tokens/s) |\n|---|---|---|\n"
        f"| Nano | {r.randint(20, 99)}.5 | {v:.2f} |\n"
    )
    return text, [{"value": v, "metric": "output_tok_s" if n > 1 else "decode_tok_s"}]


def duration_columns(r: random.Random) -> tuple[str, list[Label]]:
    """§4: a column named only "Duration" or "Total duration" holds one request's seconds
    (`e2e_latency`), a Go-printed "2m46.19s" cell read whole; a "Load duration" column is a
    step of the run and no claim."""
    (cn, cc) = r.choice(CARDS)
    secs = round(r.uniform(2, 40), 2)
    speed = rate(r, 20, 150)
    name = r.choice(["Duration", "Total duration", "Total Duration"])
    cell = num(secs)
    if r.random() < 0.3:
        minutes = r.randint(1, 9)
        cell = f"{minutes}m{num(secs)}s"
        secs = round(minutes * 60 + secs, 2)
    grid = table(
        ["GPU", "TG/s", "Load duration", name], [[cn, num(speed), str(r.randint(2, 9)), cell]]
    )
    return grid, [
        {"value": speed, "metric": "decode_tok_s", "hardware": cc},
        {"value": secs, "metric": "e2e_latency", "hardware": cc},
    ]


def loader_file_sizes(r: random.Random) -> tuple[str, list[Label]]:
    """§4: llama.cpp's loader printout: the ``model size`` field of its metadata is the file's
    size, no claim; a buffer it allocates on the card is the run's `memory`."""
    gib = round(r.uniform(2, 90), 2)
    mib = round(r.uniform(200, 9000), 2)
    key = r.choice(["llm_load_print_meta: model size       =", "print_info: file size   ="])
    text = (
        "```\n"
        f"{key} {num(gib)} GiB ({round(r.uniform(3, 9), 2)} BPW)\n"
        f"llm_load_tensors:      CUDA0 buffer size = {num(mib)} MiB\n"
        "```\n"
    )
    return text, [{"value": mib, "metric": "memory", "engine": "llama.cpp"}]


def flat_unit_cells(r: random.Random) -> tuple[str, list[Label]]:
    """§2, §4: a web table flattened to single spaces whose figure cells carry their unit after
    a space ("~45 tok/s") beside attached sizes ("91.5GB"): each row's figures take their
    column's method, a "Baseline" column the plain run; "Headroom" is no run's figure."""
    (en, ec), (cn, cc), (mn, mc) = r.choice(ENGINES), r.choice(CARDS), r.choice(METHODS[:3])
    unit = r.choice(["tok/s", "t/s", "tokens/s"])
    models = r.sample(["Qwen3-4B", "Qwen3-8B", "Llama-3.1-8B", "Gemma-3-12B", "Mistral-7B"], 3)
    quant = r.choice(["4-bit", "8-bit", "Q4_K_M"])
    lines = [f"{en} on {cn}:", "", f"Model Quantization Baseline Speed {mn} Speed Headroom"]
    labels: list[Label] = []
    for name in models:
        a = float(r.randint(5, 60))
        b = a + r.randint(10, 200)
        lines.append(f"{name} {quant} ~{num(a)} {unit} ~{num(b)} {unit} {r.randint(20, 90)}GB")
        labels.append({"value": a, "engine": ec, "hardware": cc, "mode": "ar"})
        labels.append({"value": b, "engine": ec, "hardware": cc, "mode": mc})
    return "\n".join(lines) + "\n", labels


def named_members(r: random.Random) -> tuple[str, list[Label]]:
    """§4: a series whose members each carry their metric's name beside the number, the unit
    once after the last ("3670 pp / 82.7 tg tok/s", "pp 3670, tg 82.7 t/s"): each member is a
    figure of that unit and of its own name's metric, a prefill figure never a decode one."""
    (en, ec), (cn, cc) = r.choice(ENGINES), r.choice(CARDS)
    pp = float(r.randint(300, 6000)) if r.random() < 0.5 else round(r.uniform(300, 6000), 2)
    tg = rate(r, 5, 200)
    unit = r.choice(["tok/s", "t/s", "tokens/s"])
    p_name, t_name = r.choice(
        [("pp", "tg"), ("prefill", "decode"), ("PP", "TG"), ("pp512", "tg128")]
    )
    join = r.choice([" / ", ", ", " and "])
    if r.random() < 0.5:
        series = f"{num(pp)} {p_name}{join}{num(tg)} {t_name} {unit}"
    else:
        series = f"{p_name} {num(pp)}{join}{t_name} {num(tg)} {unit}"
    text = f"On the {cn} with {en}: {series}.\n"
    return text, [
        {"value": pp, "metric": "prefill_tok_s", "engine": ec, "hardware": cc},
        {"value": tg, "metric": "decode_tok_s", "engine": ec, "hardware": cc},
    ]


def wrapped_tool_rows(r: random.Random) -> tuple[str, list[Label]]:
    """§2, §4: Ollama's verbose stats as a table whose script dropped one field, so its cells
    slid off their columns: the rates are read in order (prompt eval rate, eval rate) and the
    durations and counts left out; the same stats under their own columns keep the total
    duration (`e2e_latency`) and each rate by its column."""
    header = [
        "total duration",
        "load duration",
        "prompt eval count",
        "prompt eval duration",
        "prompt eval rate",
        "eval count",
        "eval duration",
        "eval rate",
    ]
    runs = [
        (round(r.uniform(2, 20), 2), round(r.uniform(100, 900), 2), round(r.uniform(20, 150), 2))
        for _ in range(r.randint(2, 4))
    ]
    labels: list[Label] = []
    if r.random() < 0.5:
        rows = [
            [
                f"{total}s",
                f"{r.randint(5, 40)}.5ms",
                f"{r.randint(10, 40)} token(s)",
                f"{r.randint(20, 90)}.1ms",
                f"{p:.2f} tokens/s",
                f"{r.randint(200, 900)} token(s)",
                f"{r.randint(2, 9)}.3s",
                f"{d:.2f} tokens/s",
            ]
            for total, p, d in runs
        ]
        for total, p, d in runs:
            labels += [
                {"value": total, "metric": "e2e_latency"},
                {"value": p, "metric": "prefill_tok_s"},
                {"value": d, "metric": "decode_tok_s"},
            ]
        return "### Model: llama3.2:3b\n\n" + table(header, rows), labels
    flat = [f"{runs[0][0]}s"]
    for _, p, d in runs:
        flat += [
            f"{r.randint(10, 40)} token(s)",
            f"{r.randint(20, 90)}.1ms",
            f"{p:.2f} tokens/s",
            f"{r.randint(200, 900)} token(s)",
            f"{r.randint(2, 9)}.3s",
            f"{d:.2f} tokens/s",
            f"{r.randint(5, 40)}.5ms",
        ]
        labels += [{"value": p, "metric": "prefill_tok_s"}, {"value": d, "metric": "decode_tok_s"}]
    flat += [""] * (-len(flat) % 8)
    rows = [flat[k : k + 8] for k in range(0, len(flat), 8)]
    return "### Model: llama3.2:3b\n\n" + table(header, rows), labels


def change_columns(r: random.Random) -> tuple[str, list[Label]]:
    """§4 and LABELLING's arrow pairs: a column whose every cell is "41.2 → 70.3" is a change
    column, each side a figure; a "Δ tok/s" column beside it names their unit ("Δ aggregate
    tok/s": the server's output rate); a change column in percent names none, so the bare
    pairs beside it are not read."""
    models = r.sample(["Mistral-7B", "Phi-3-mini", "Qwen2.5-7B", "Llama-3.1-8B", "Gemma-2-9B"], 3)
    cols = r.sample(["sampled", "greedy", "code", "prose", "short"], 2)
    delta, metric = r.choice(
        [("Δ tok/s", "decode_tok_s"), ("Δ aggregate tok/s", "output_tok_s"), ("Δ %", None)]
    )
    rows, labels = [], []
    for m in models:
        cells = [m]
        for _ in cols:
            a = round(r.uniform(20, 90), 1)
            b = round(a * r.uniform(1.1, 1.9), 1)
            cells.append(f"{a} → {r.choice(['', '**'])}{b}")
            if metric:
                labels += [{"value": a, "metric": metric}, {"value": b, "metric": metric}]
        cells.append(f"+{r.randint(10, 90)}%")
        rows.append([c + "**" if c.count("**") == 1 else c for c in cells])
    return table(["Model", *cols, delta], rows), labels


def diff_table_rows(r: random.Random) -> tuple[str, list[Label]]:
    """§2: a README table quoted as a unified diff: its "-|" and "+|" rows are runs read
    under the table's header, both sides."""
    dev = r.sample(["Pixel 8", "Galaxy S24", "OnePlus 12", "iPhone 15 Pro"], 2)
    old = [round(r.uniform(4, 15), 2) for _ in dev]
    new = [round(v + r.uniform(0.2, 3), 2) for v in old]
    lines = [f"@@ -{r.randint(10, 80)},6 +{r.randint(10, 80)},6 @@ ## Performance", ""]
    lines += [" |Device | Decode speed", " |------| ---------"]
    lines += [f"-|{d} | {v} tokens/second |" for d, v in zip(dev, old, strict=True)]
    lines += [f"+|{d}* | {v} tokens/second |" for d, v in zip(dev, new, strict=True)]
    return "\n".join(lines) + "\n", [{"value": v, "metric": "decode_tok_s"} for v in [*old, *new]]


def keyed_setups(r: random.Random) -> tuple[str, list[Label]]:
    """§2: setups defined under keys ("C1: ..., using X" / "C2: ..., using Y") and figures
    reported under the keys ("- C1: 31 t/s") take their own key's engine; a key whose setup
    names an engine outside the list takes none."""
    (e1, c1), (e2, c2) = r.sample(ENGINES, 2)
    k1, k2 = r.choice([("C1", "C2"), ("S1", "S2"), ("R1", "R2")])
    v1, v2 = rate(r), rate(r)
    while v2 == v1:
        v2 = rate(r)
    own = r.random() < 0.3  # the first key runs a project outside the list
    first = "fastchat-cpp" if own else e1
    text = (
        f"Two setups on my machine, same prompt:\n{k1}: qwen2-7B, using {first}\n"
        f"{k2}: qwen2-7B, using {e2}\n\n- {k1}: {num(v1)} t/s\n- {k2}: {num(v2)} t/s\n"
    )
    return text, [
        {"value": v1, "engine": None if own else c1},
        {"value": v2, "engine": c2},
    ]


def format_engine_pairs(r: random.Random) -> tuple[str, list[Label]]:
    """§2-§3: "AWQ loaded in AutoAWQ vs GPTQ loaded in ExLlamaV2" pairs each format with the
    engine that ran it; a row naming one format takes its engine (none outside the list)."""
    (cn, cc) = r.choice(CARDS)
    listed = r.random() < 0.5
    first, fc, f1, f2, second, sc = (
        ("llama.cpp", "llama.cpp", "GGUF", "EXL2", "ExLlamaV2", "exllamav2")
        if listed
        else ("AutoAWQ", None, "AWQ", "GPTQ", "ExLlamaV2", "exllamav2")
    )
    v1, v2 = rate(r), rate(r)
    while v2 == v1:
        v2 = rate(r)
    verb = r.choice(["loaded in", "on", "with"])
    text = f"On one {cn}: {f1} {verb} {first} vs {f2} {verb} {second}.\n\n" + table(
        ["Model", "tok/s"], [[f"Llama-2-7B-{f1}", num(v1)], [f"Llama-2-7B-{f2}", num(v2)]]
    )
    return text, [
        {"value": v1, "engine": fc, "hardware": cc},
        {"value": v2, "engine": sc, "hardware": cc},
    ]


def hf_framework(r: random.Random) -> tuple[str, list[Label]]:
    """§3: "HF" with the precision it ran at ("HF · FP16", "HF INT8") or "HF baseline" is
    Transformers; "HF" naming the hub or its files ("from HF", "HF FP16 weights") is none."""
    (cn, cc) = r.choice(CARDS)
    (en, ec) = r.choice(ENGINES)
    v1, v2 = rate(r), rate(r)
    while v2 == v1:
        v2 = rate(r)
    if r.random() < 0.5:
        prec = r.choice(["FP16", "BF16", "INT8"])
        sep = r.choice([" · ", " ", "/"])
        text = f"On one {cn}:\n\n" + table(
            ["Backend", "tok/s"], [[f"HF{sep}{prec}", num(v1)], [f"{en}{sep}{prec}", num(v2)]]
        )
        return text, [
            {"value": v1, "engine": "transformers", "hardware": cc},
            {"value": v2, "engine": ec, "hardware": cc},
        ]
    text = (
        f"I pulled the HF {r.choice(['FP16', 'BF16'])} weights from HF.\n\n"
        f"On one {cn} the model decodes at {num(v1)} tok/s.\n"
    )
    return text, [{"value": v1, "engine": None, "hardware": cc}]


def version_columns(r: random.Random) -> tuple[str, list[Label]]:
    """§2: on a page about ExLlamaV2, columns headed "v1" / "v2" are the first ExLlama's run
    (no listed engine) and ExLlamaV2's."""
    (cn, _) = r.choice(CARDS)
    v1, v2 = rate(r), rate(r)
    while v2 == v1:
        v2 = rate(r)
    h1, h2 = r.choice([("v1", "v2"), (f"V1: {cn}", f"V2: {cn}")])
    text = f"ExLlamaV2 against the first version on one {cn}, same GPTQ model:\n\n" + table(
        ["Model", h1, h2], [["Llama 7B", f"{num(v1)} t/s", f"{num(v2)} t/s"]]
    )
    return text, [
        {"value": v1, "engine": None},
        {"value": v2, "engine": "exllamav2"},
    ]


def listed_in_order(r: random.Random) -> tuple[str, list[Label]]:
    """§2: "A and B decode at 41 and 35 tok/s on a 4090": a list of figures after a list of
    as many engines, every name before the first figure, pairs them in order, as
    "respectively" would."""
    (cn, cc) = r.choice(CARDS)
    count = r.choice([2, 2, 3])
    engines = r.sample(ENGINES, count)
    values: list[float] = []
    while len(values) < count:
        v = float(r.randint(20, 60))
        if v not in values:
            values.append(v)
    names = ", ".join(e for e, _ in engines[:-1]) + " and " + engines[-1][0]
    figures = ", ".join(num(v) for v in values[:-1]) + " and " + num(values[-1])
    verb = r.choice(["decode at", "reach", "run at", "hit"])
    text = f"{names} {verb} {figures} tok/s on one {cn}.\n"
    return text, [
        {"value": v, "engine": ec, "hardware": cc}
        for v, (_, ec) in zip(values, engines, strict=True)
    ]


def shell_time_report(r: random.Random) -> tuple[str, list[Label]]:
    """§2, §4: the shell's ``time`` report pasted under a command ("real 0m7.968s", then
    "user" and "sys" lines): ``real`` is the command's wall time, an end-to-end latency;
    ``user`` and ``sys`` are CPU times and no claim."""
    minutes, seconds = r.choice([0, 0, 1, 2]), round(r.uniform(1, 59), 3)
    total = round(minutes * 60 + seconds, 3)
    sep = r.choice(["\t", "    "])
    command = r.choice(["curl http://localhost:8080/v1/completions -d @req.json", "./run.sh"])
    text = (
        f"{r.choice(['Timing one request:', 'The call is slow:'])}\n```\n$ time {command}\n"
        f"real{sep}{minutes}m{seconds:.3f}s\nuser{sep}0m0.005s\nsys{sep}0m0.002s\n```\n"
    )
    return text, [{"value": total, "metric": "e2e_latency"}]


def compute_multiples(r: random.Random) -> tuple[str, list[Label]]:
    """§4: a multiple whose subject is a chip's compute or its data movement ("the compute is
    ~200x", "연산이 4배", "moves data 5x faster") compares specs: no speedup; the run's rate
    beside it stays."""
    (en, ec), (cn, cc), v = r.choice(ENGINES), r.choice(CARDS), rate(r, 20, 300)
    m = r.choice([3, 4, 6, 8, 20, 150])
    lead = r.choice(
        [
            f"Next to a laptop chip the compute is ~{m}x larger.",
            f"A datacenter card still moves data {m}x faster than a desktop.",
            f"서버 칩은 연산이 {m}배입니다.",
        ]
    )
    text = f"{lead}\n\nOn one {cn}, {en} decodes at {num(v)} tok/s.\n"
    return text, [{"value": v, "engine": ec, "hardware": cc}]


def unlisted_projects(r: random.Random) -> tuple[str, list[Label]]:
    """§3 and LABELLING: a figure its own item gives to a project outside the list of engines
    (candle, mistral.rs, LightLLM, ...) names no engine, though a listed engine it is set
    against is named beside it; the listed engine's item keeps its engine."""
    (cn, cc) = r.choice(CARDS)
    (en, ec) = r.choice(ENGINES)
    project = r.choice(
        ["Candle", "mistral.rs", "WebLLM", "LightLLM", "MNN", "Nano-vLLM", "llamafile", "GPT4All"]
    )
    v1, v2 = rate(r), rate(r)
    while v2 == v1:
        v2 = rate(r)
    lead = r.choice(["I compared", "Comparing", "Here is"])
    text = (
        f"{lead} {en} and {project} on one {cn}, same model.\n\n"
        f"- {en}: {num(v1)} tok/s\n- {project}: {num(v2)} tok/s\n"
    )
    return text, [
        {"value": v1, "engine": ec, "hardware": cc},
        {"value": v2, "engine": None, "hardware": cc},
    ]


def unlisted_repo_rivals(r: random.Random) -> tuple[Any, ...]:
    """§1: in an issue of the repository of an engine outside the list (candle, mistral.rs,
    LightLLM), a listed engine the title or an earlier paragraph sets the project against is
    no figure's engine; a figure whose own sentence names a listed engine keeps it."""
    (cn, cc) = r.choice(CARDS)
    (en, ec) = r.choice(ENGINES)
    repo = r.choice(["huggingface/candle", "EricLBuehler/mistral.rs", "ModelTC/LightLLM"])
    v1, v2 = rate(r), rate(r)
    while v2 == v1:
        v2 = rate(r)
    title = r.choice([f"Not as fast as with {en}", f"Run {en} models", f"Slower than {en}"])
    text = (
        f"Generation feels smoother in {en}.\n\n"
        f"Here I get {num(v1)} tok/s on one {cn}.\n\n"
        f"With {en} the same model gives {num(v2)} tok/s on the {cn}.\n"
    )
    labels = [
        {"value": v1, "engine": None, "hardware": cc},
        {"value": v2, "engine": ec, "hardware": cc},
    ]
    return text, labels, {"source": issue(r, repo), "title": title}


def one_line_table(r: random.Random) -> tuple[str, list[Label]]:
    """§2: a pipe table written on one line among prose (a page whose line breaks became
    spaces) is read as rows under its header: each row's rate takes its own row's card."""
    cards = r.sample(CARDS, 2)
    values: list[float] = []
    while len(values) < 2:
        v = rate(r)
        if v not in values:
            values.append(v)
    rows = " ".join(f"| {cn} | {num(v)} tok/s |" for (cn, _), v in zip(cards, values, strict=True))
    lead = r.choice(["Decode speed by card.", "Results below.", "We measured both cards."])
    tail = r.choice(["", " More runs follow next week.", " Both used the same prompt."])
    text = f"{lead} | GPU | Decode | |---|---| {rows}{tail}\n"
    return text, [{"value": v, "hardware": cc} for (_, cc), v in zip(cards, values, strict=True)]


SHAPES: dict[str, Shape] = {
    "cells no multiple": cells_no_multiple,
    "cjk theory limits": cjk_theory_limits,
    "token batches": token_batches,
    "interactivity after": interactivity_after,
    "speed multiples": speed_multiples,
    "phase pairs": phase_pairs,
    "shifted rates": shifted_rates,
    "requests above": requests_above,
    "duration columns": duration_columns,
    "loader file sizes": loader_file_sizes,
    "flat unit cells": flat_unit_cells,
    "named members": named_members,
    "wrapped tool rows": wrapped_tool_rows,
    "change columns": change_columns,
    "diff table rows": diff_table_rows,
    "keyed setups": keyed_setups,
    "format engine pairs": format_engine_pairs,
    "hf framework": hf_framework,
    "version columns": version_columns,
    "listed in order": listed_in_order,
    "shell time report": shell_time_report,
    "compute multiples": compute_multiples,
    "unlisted projects": unlisted_projects,
    "unlisted repo rivals": unlisted_repo_rivals,
    "one line table": one_line_table,
}
