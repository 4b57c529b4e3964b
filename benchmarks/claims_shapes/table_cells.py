"""Table cells and headers: run columns, spaced measures, statistic rows, unit rows, header metrics,
viewer tables, bound cells."""

from __future__ import annotations

import random

from claims_shapes.common import CARDS, ENGINES, PRECISIONS, UNITS, Label, Shape, num, rate, table


def run_columns(r: random.Random) -> tuple[str, list[Label]]:
    """§2 and §4: a transposed table's columns are runs: "| Metric | A | B |" names two runs
    (no "B" batch column), and a first "| Engine | vLLM | SGLang |" or "| GPU | 1x H100 |
    ..." row names each column's setup as the header would."""
    (e1, c1), (e2, c2) = r.sample(ENGINES, 2)
    (cn, cc) = r.choice(CARDS)
    d1, d2 = r.sample(range(10, 400), 2)
    t1, t2 = r.sample(range(50, 900), 2)
    runs = r.choice([("A", "B"), ("Run A", "Run B"), ("Config 1", "Config 2")])
    head = f"| Metric | {runs[0]} | {runs[1]} |\n|---|---|---|\n"
    n1, n2 = r.choice([(1, 2), (1, 1), (2, 4)])
    setup = f"| Engine | {e1} | {e2} |\n| GPU | {n1}x {cn} | {n2}x {cn} |\n"
    body = f"| Decode (tok/s) | {d1} | {d2} |\n| TTFT (ms) | {t1} | {t2} |\n"
    labels: list[Label] = []
    for ec, n, d, t in ((c1, n1, d1, t1), (c2, n2, d2, t2)):
        base = {"engine": ec, "hardware": cc, "gpu_count": n, "concurrency": None}
        labels += [base | {"value": float(d)}, base | {"value": float(t), "metric": "ttft"}]
    labels = [labels[0], labels[2], labels[1], labels[3]]
    return head + setup + body, labels


def spaced_measures(r: random.Random) -> tuple[str, list[Label]]:
    """§4: a page's table pasted as single-spaced lines, its cells ranges or figures with
    their unit words ("12.1-14.5 38.7 GB 7.4 s", "40-44 38.7 ГБ"): each cell is read under
    its column, a range keeps both ends; the caption names the card and count (§1). (A
    Russian time column, "Время (сек)", names no metric the reader knows: left out.)"""
    engines, (cn, cc), (pn, pc) = r.sample(ENGINES, 3), r.choice(CARDS), r.choice(PRECISIONS)
    count = r.choice([1, 2, 4])
    russian = r.random() < 0.5
    gb = "ГБ" if russian else "GB"
    header = r.choice(
        [
            "Токенов/с (генерация) Загрузка VRAM",
            "Токенов/с (декод) Пик VRAM",
        ]
        if russian
        else ["Decode tok/s Peak VRAM E2E latency (s)", "Tokens/s (decode) Peak VRAM Latency (s)"]
    )
    rows, labels = [], []
    for en, ec in engines:
        lo = r.randint(10, 90)
        hi = lo + r.randint(2, 9)
        # a whole number of GB under a column no word of use names may be a card's size
        mem, t = r.randint(4, 70) + r.randint(1, 9) / 10, round(r.uniform(1, 30), 1)
        timed = "" if russian else f" {num(t)} s"
        rows.append(f"{en} {lo}-{hi} {num(mem)} {gb}{timed}")
        setup = {"engine": ec, "hardware": cc, "gpu_count": count, "precision": pc}
        labels.append({"value": float(lo), "value_max": float(hi)} | setup)
        labels.append({"value": mem, "metric": "memory"} | setup)
        if not russian:
            labels.append({"value": t, "metric": "e2e_latency"} | setup)
    caption = (
        f"Результаты на {count}x {cn}, {pn}:" if russian else f"Results on {count}x {cn}, {pn}:"
    )
    corner = "Движок" if russian else "Engine"
    return f"{caption}\n\n{corner} {header}\n" + "\n".join(rows) + "\n", labels


def caption_bandwidth(r: random.Random) -> tuple[str, list[Label]]:
    """§1, §4: a caption naming the engine, card, a memory bandwidth ("DDR4 ~40 GB/s") and
    experts placed on the GPU ("64 GPU experts per layer") besides the table's unit: the
    bandwidth's "/s" is no unit of the table's, and the experts are no count of GPUs."""
    (en, ec), (cn, cc) = r.choice(ENGINES), r.choice(CARDS)
    bw, experts = r.randint(15, 90), r.choice([8, 16, 32, 64])
    unit = r.choice(["decode tok/s", "tok/s", "tokens/s"])
    caption = f"Speed ({en} on {cn}, DDR4 ~{bw} GB/s, {experts} GPU experts per layer, {unit}):"
    values = r.sample(range(10, 300), 4)
    rows = [["essay", str(values[0]), str(values[1])], ["code", str(values[2]), str(values[3])]]
    labels = [{"value": float(v), "engine": ec, "hardware": cc, "gpu_count": None} for v in values]
    return f"{caption}\n\n{table(['prompt', 'baseline', 'patched'], rows)}", labels


def statistic_rows(r: random.Random) -> tuple[str, list[Label]]:
    """§4: a row or column naming a spread, a rank or a target ("TPS Stddev", "Avg Rank",
    "vs Target", "Target ... (tok/s)") or a spec ("Throughput (GB/sec)", "FP16 TFLOPS") holds no
    run's figure; the measured row or column beside it keeps its claims."""
    (pa, pca), (pb, pcb) = r.sample([p for p in PRECISIONS if p[0] != "AWQ"], 2)
    a, b = rate(r, 10, 200), rate(r, 10, 200)
    spread = [f"{r.randint(1, 99) / 100:g}", f"{r.randint(1, 99) / 100:g}"]
    extra = r.choice(
        [
            [r.choice(["**TPS Stddev**", "Std dev", "Variance (tok/s)"]), *spread],
            [r.choice(["vs Target (10 TPS)", "**vs Kiosk Target**"]), "1.6x", "2.3x"],
            ["Bandwidth (GB/sec)", str(r.randint(200, 900)), str(r.randint(200, 900))],
            [r.choice(["FP16 TFLOPS", "INT8 TOPS"]), str(r.randint(80, 900)), "~380 (est.)"],
            [r.choice(["ResNet-50 (fps)", "BERT (sen/s)"]), str(r.randint(80, 900)), "406"],
        ]
    )
    if r.random() < 0.25:  # a tool's JSON: its spread keys are no request's time
        t, sd = r.randint(50, 900), round(r.uniform(0.5, 40), 2)
        key = r.choice(["std_ttft_ms", "stddev_ttft_ms", "ttft_std_ms"])
        json_line = f'{{"mean_ttft_ms": {t}, "{key}": {sd}}}\n'
        return json_line, [{"value": float(t), "metric": "ttft"}]
    rows = [["Decode (tok/s)", num(a), num(b)], extra]
    if r.random() < 0.5:
        rows.reverse()
    text = table(["Metric", pa, pb], rows)
    if r.random() < 0.5:  # a rank or target column beside a measured one
        c = rate(r, 10, 200)
        head = r.choice(["Avg Rank (lower is better)", "Target tok/s", "1st", "1000/tpot"])
        cell = "14tok/s" if head == "1000/tpot" else "2"
        # a rank that is a setting with its value ("rank=4") is no placing: its column counts
        speed = r.choice(["Speed (tok/s)", "NKAT rank=4 tok/s"])
        text += "\n" + table(["Backend", speed, head], [["Vulkan", num(c), cell]])
        # a "1000/tpot" column in tok/s is the rate the table reports, one stream's
        derived = [{"value": 14.0, "metric": "decode_tok_s"}] if head == "1000/tpot" else []
        return text, [
            {"value": a, "metric": "decode_tok_s", "precision": pca},
            {"value": b, "metric": "decode_tok_s", "precision": pcb},
            {"value": c, "metric": "decode_tok_s"},
            *derived,
        ]
    return text, [
        {"value": a, "metric": "decode_tok_s", "precision": pca},
        {"value": b, "metric": "decode_tok_s", "precision": pcb},
    ]


def bounds_and_asked(r: random.Random) -> tuple[str, list[Label]]:
    """§2: a theoretical value, a figure a writer asks how to obtain, or a rate keyed by a
    formula over a per-token time ("1000/tpot:") is no claim; a run stated after "but" in the
    same sentence stays one."""
    hi, got = rate(r, 100, 400), rate(r, 10, 90)
    unit = r.choice(UNITS)
    words = r.choice(["theoretical value", "theoretical max", "theoretical number"])
    first = r.choice(
        [
            f"The {words} was {num(hi)} {unit} but we measured {num(got)} {unit}.",
            f"I am curious about how to obtain the result of {num(hi)} {unit}. "
            f"On my card I get {num(got)} {unit}.",
            f"There is a gap to my calculated {words} of {num(hi)} {unit}. "
            f"Today it runs at {num(got)} {unit}.",
            # a rate keyed by a formula over a per-token time is worked out from it
            f"Decode: {num(got)} {unit}\n\nttft: 1.8s 1000/tpot: {num(hi)}{unit}",
        ]
    )
    labels: list[Label] = [{"value": got, "metric": "decode_tok_s"}]
    if "ttft: 1.8s" in first:
        labels.append({"value": 1.8, "metric": "ttft"})
    return first, labels


def scale_items(r: random.Random) -> tuple[str, list[Label]]:
    """§2: a list grading bands of speeds ("• 5–15 t/s — Usable but sluggish.") is guidance;
    the run stated after it stays a claim."""
    unit, (cn, cc) = r.choice(["t/s", "tok/s", "tokens/s"]), r.choice(CARDS)
    a, b = r.randint(3, 8), r.randint(12, 25)
    bullet = r.choice(["•", "-", "*"])
    scale = [
        f"{bullet} < {a} {unit} — {r.choice(['Noticeably slow.', 'Painful', 'Unusable'])}",
        f"{bullet} {a}–{b} {unit} — {r.choice(['Usable but sluggish.', 'Tolerable'])}",
        f"{bullet} {b}+ {unit} — {r.choice(['Comfortable.', 'Smooth', 'Instant.'])}",
    ]
    got = rate(r, 10, 200)
    text = (
        "## Reading speeds\n\n" + "\n".join(scale) + f"\n\nOn one {cn} I get {num(got)} {unit}.\n"
    )
    return text, [{"value": got, "metric": "decode_tok_s", "hardware": cc}]


def token_count_cells(r: random.Random) -> tuple[str, list[Label]]:
    """§4: a cell that counts tokens ("1139 token(s)") is no rate, though its row opens with
    one; the rate cells stay."""
    a, b = round(r.uniform(100, 900), 2), round(r.uniform(10, 90), 2)
    count = r.choice([f"{r.randint(20, 2000)} token(s)", f"{r.randint(20, 2000)} tokens"])
    rows = [[f"{a} tokens/s", count, f"{b} tokens/s"]]
    text = table(["prompt eval rate", "eval count", "eval rate"], rows)
    return text, [
        {"value": a, "metric": "prefill_tok_s"},
        {"value": b, "metric": "decode_tok_s"},
    ]


def glued_rows(r: random.Random) -> tuple[str, list[Label]]:
    """§4: a flattened table row whose cells run together still displays its rates: a "t/s"
    glued to the next rate ("1635.35 t/s66.84 t/sVRAM"), a number glued to a closing bracket
    ("(Hybrid)1635.35"), a unit glued to a camel-case name ("48 tok/svLLM +9%")."""
    (cn, cc) = r.choice(CARDS)
    a, b = round(r.uniform(100, 400), 2), round(r.uniform(5, 99), 2)
    (e1, c1), (e2, c2) = r.sample([("Ollama", "ollama"), ("vLLM", "vllm")], 2)
    kind = r.randrange(2)
    if kind == 0:
        row = r.choice(["(Hybrid)", "(Full)", "Baseline"])
        tail = r.choice(["VRAM headroom", "Interactive use", "Offline work"])
        text = f"Results on {cn}\n\n{row}{num(a)} t/s{num(b)} t/s{tail}\n"
        return text, [{"value": a, "hardware": cc}, {"value": b, "hardware": cc}]
    gain = r.randint(2, 40)
    text = f"Qwen 3 30B MoE · 1× {cn} · {e1} {num(b)} tok/s · {e2} {num(a)} tok/s{e2} +{gain}%\n"
    return text, [
        {"value": b, "hardware": cc, "engine": c1},
        {"value": a, "hardware": cc, "engine": c2},
    ]


def bench_phase_units(r: random.Random) -> tuple[str, list[Label]]:
    """§4: llama-bench's test names qualify a rate's unit as a phase word does: "1200 pp tok/s"
    is prefill, "58 tg tok/s" decode, whatever phase word stands earlier in the line."""
    (cn, cc), (en, ec) = r.choice(CARDS), r.choice(ENGINES)
    a, b = round(r.uniform(300, 4000), 2), round(r.uniform(5, 99), 2)
    pp, tg = r.choice([("pp", "tg"), ("PP", "TG")])
    unit = r.choice(["tok/s", "tokens/s"])
    both = r.random() < 0.5
    if both:
        text = f"On {cn} with {en}: {num(a)} {pp} {unit} and {num(b)} {tg} {unit}."
    else:
        text = f"{en} on {cn} — prefill n/a, ~{num(b)} {tg} {unit} (community)."
    labels: list[Label] = [{"value": b, "engine": ec, "hardware": cc}]
    if both:
        labels.insert(0, {"value": a, "metric": "prefill_tok_s", "engine": ec, "hardware": cc})
    return text, labels


def unit_rows(r: random.Random) -> tuple[str, list[Label]]:
    """§4: a flattened row named by its unit ("Peak tok/s 16,794 14,899") holds one figure per
    cell, thousands read whole; a batch keyed before the unit ("B=1 tok/s 78.3") is the row's
    setting, and the row above lends the next row no load."""
    (cn, cc) = r.choice(CARDS)
    unit = r.choice(["tok/s", "t/s", "tokens/s", "TPS"])
    a, b = rate(r, 20, 150), rate(r, 20, 150)
    p, q = r.randint(1000, 30000), r.randint(1000, 30000)
    key = r.choice(["B=1", "bs=1", "Batch=1"])
    peak = r.choice(["Peak", "Max"])
    text = (
        f"Runs on one {cn}\n\nModel A Model B\n{key} {unit} {num(a)} {num(b)}\n"
        f"{peak} {unit} {p:,} {q:,}\n"
    )
    return text, [
        {"value": a, "metric": "decode_tok_s", "hardware": cc, "concurrency": 1},
        {"value": b, "metric": "decode_tok_s", "hardware": cc, "concurrency": 1},
        {"value": float(p), "metric": "output_tok_s", "hardware": cc, "concurrency": None},
        {"value": float(q), "metric": "output_tok_s", "hardware": cc, "concurrency": None},
    ]


def header_metrics(r: random.Random) -> tuple[str, list[Label]]:
    """§4: a unit may sit only in a table header, and the header may name the metric alone:
    "ITL p50 TP=8" and "TTFT p50 EP=4" columns are latencies whatever setup follows the name,
    "e2e_latency" and "TBT (ms)" are the whole request's and the per-token time, "PP/s" and
    "TG/s" prompt and generation rates; a "Speed-up" row under such columns holds ratios."""
    (en, ec), (cn, cc) = r.choice(ENGINES), r.choice(CARDS)
    tp = r.choice([2, 4, 8])
    itl, ttft = round(r.uniform(0.005, 0.05), 4), round(r.uniform(0.1, 0.9), 3)
    itl2, ttft2 = round(r.uniform(0.005, 0.05), 4), round(r.uniform(0.1, 0.9), 3)
    ratio = round(r.uniform(1.1, 2.5), 3)
    stat = r.choice(["p50", "p99", "mean"])
    e2e, tbt = round(r.uniform(2, 20), 2), round(r.uniform(8, 60), 2)
    pp, tg = round(r.uniform(500, 4000), 2), round(r.uniform(20, 150), 2)
    text = (
        f"{en} on {tp}x {cn}:\n\n"
        f"| Batch | ITL {stat} TP={tp}, EP=1 | TTFT {stat} TP={tp}, EP=1 |\n|---|---|---|\n"
        f"| 1 | {itl} | {ttft} |\n| 8 | {itl2} | {ttft2} |\n| Speed-up | {ratio} | |\n\n"
        f"Second run:\n\n| Prompt Tokens | PP/s | TG/s | e2e_latency | TBT (ms) |\n"
        f"|---|---|---|---|---|\n| 512 | {pp} | {tg} | {e2e} | {tbt} |\n"
    )
    setup = {"engine": ec, "hardware": cc, "gpu_count": tp}
    return text, [
        {"value": itl, "metric": "tpot", **setup, "concurrency": 1},
        {"value": ttft, "metric": "ttft", **setup, "concurrency": 1},
        {"value": itl2, "metric": "tpot", **setup, "concurrency": 8},
        {"value": ttft2, "metric": "ttft", **setup, "concurrency": 8},
        {"value": ratio, "metric": "speedup", **setup},
        {"value": pp, "metric": "prefill_tok_s", **setup},
        {"value": tg, "metric": "decode_tok_s", **setup},
        {"value": e2e, "metric": "e2e_latency", **setup},
        {"value": tbt, "metric": "tpot", **setup},
    ]


def setup_by_metric_tables(r: random.Random) -> tuple[str, list[Label]]:
    """§4: a header naming setups over a first row naming each column's metric ("| | | P40 |"
    over "| | Memory | TPS |") is one two-line header; a column no setup heads describes the
    row's model. A count of devices in a header ("4xDCU (64GB)") names that column's run."""
    (cn, cc), (dn, dc) = r.sample(CARDS, 2)
    a, b, c, d = (rate(r, 5, 300) for _ in range(4))
    unit = r.choice(["TPS", "tok/s", "t/s"])
    size = round(r.uniform(1, 20), 1)
    n = r.choice([2, 4, 8])
    e, f = rate(r, 5, 300), rate(r, 5, 300)
    text = (
        f"Ollama results\n\n| | | {cn} | {dn} |\n|---|---|---|---|\n"
        f"| | Memory | {unit} | {unit} |\n| llama3:8b | {size} GB | {num(a)} | {num(b)} |\n"
        f"| qwen2:7b | {size} GB | {num(c)} | {num(d)} |\n\n"
        f"Throughput ({unit}):\n\n| BS | 1x{cn} | {n}xDCU (64GB) |\n|---|---|---|\n"
        f"| 1 | {num(e)} | {num(f)} |\n"
    )
    return text, [
        {"value": a, "engine": "ollama", "hardware": cc},
        {"value": b, "engine": "ollama", "hardware": dc},
        {"value": c, "engine": "ollama", "hardware": cc},
        {"value": d, "engine": "ollama", "hardware": dc},
        {"value": e, "hardware": cc, "gpu_count": 1, "concurrency": 1},
        {"value": f, "gpu_count": n, "concurrency": 1},
    ]


def viewer_tables(r: random.Random) -> tuple[str, list[Label]]:
    """§4: a dataset viewer's header, copied with each column's type and summary wrapped over
    lines ("model stringclasses 3" / "values | decode_tok_s float64 ..."), names its columns;
    a snake-case "median_decode_tok_s" or "prefill_tok_s" field is that phase's rate."""
    (cn, cc) = r.choice(CARDS)
    dec, pre = round(r.uniform(20, 300), 2), round(r.uniform(500, 9000), 2)
    key = r.choice(["median_", "mean_", ""])
    text = (
        "Dataset viewer\nmodel stringclasses 3\nvalues | gpu stringclasses 1\n"
        f"value | prompt_tokens int64 128 4.1k | {key}decode_tok_s float64 20 300 | "
        f"{key}prefill_tok_s float64 500 9k |\n|---|---|---|---|---|\n"
        f"qwen3-8b | {cn} | 512 | {dec} | {pre:,} |\n"
    )
    return text, [
        {"value": dec, "metric": "decode_tok_s", "hardware": cc},
        {"value": pre, "metric": "prefill_tok_s", "hardware": cc},
    ]


def bound_cells(r: random.Random) -> tuple[str, list[Label]]:
    """§4: a bound in a table cell ("**up to ~380**", "up to 258") is read as its number under
    the column's unit, as "decodes at up to 380 tok/s" is in a sentence."""
    (cn, cc) = r.choice(CARDS)
    a, b = rate(r, 20, 400), rate(r, 20, 400)
    bold = r.choice(["", "**"])
    approx = r.choice(["", "~"])
    unit = r.choice(["tok/s", "t/s", "tokens/s"])
    text = (
        f"Results on one {cn}:\n\n| Workload | {unit} |\n|---|---:|\n"
        f"| long context | {bold}up to {approx}{num(a)}{bold} |\n| chat | {num(b)} |\n"
    )
    return text, [{"value": a, "hardware": cc}, {"value": b, "hardware": cc}]


SHAPES: dict[str, Shape] = {
    "run columns": run_columns,
    "spaced measures": spaced_measures,
    "caption bandwidth": caption_bandwidth,
    "statistic rows": statistic_rows,
    "bounds and asked": bounds_and_asked,
    "scale items": scale_items,
    "token count cells": token_count_cells,
    "glued rows": glued_rows,
    "bench phase units": bench_phase_units,
    "unit rows": unit_rows,
    "header metrics": header_metrics,
    "setup by metric tables": setup_by_metric_tables,
    "viewer tables": viewer_tables,
    "bound cells": bound_cells,
}
