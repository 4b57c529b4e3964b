"""Other projects than the engines, clauses joined by "and", listed runs, review threads, heading
counts, monitors, model needs, unmeasured figures, durations."""

from __future__ import annotations

import random

from claims_shapes.common import (
    CARDS,
    ENGINES,
    METHODS,
    UNITS,
    VERBS,
    Label,
    Shape,
    num,
    rate,
    table,
)
from claims_shapes.threads import issue

_OTHER_PROJECTS = ["FlexServe", "mindIE", "QuillRT", "chatglm.cpp", "fast-llm"]
_ENGINE_REPOS = [("vllm", "vllm-project/vllm"), ("sglang", "sgl-project/sglang")]


def other_projects(r: random.Random) -> tuple[str, list[Label], dict[str, str]]:
    """§1, §3: a project outside the vocabulary takes no engine from the listed engine it is
    built on or measured against: its self-described README's intro engine, a row labelled
    with its name under rows labelled by engine in an engine's repository, its own name
    written with a listed one inside ("rvLLM"), a bare "ExLlama" (no version), one it is
    "tied with". A plain word labelling a row ("Ours") is the writer's own run, which the
    repository still gives its engine."""
    (en, ec), (cn, cc) = r.choice(ENGINES), r.choice(CARDS)
    a = rate(r, 10, 150)
    kind = r.randrange(5)
    if kind == 0:
        name = r.choice(["lumen-node", "Rama", "ferrite", "llama2.zig"])
        desc = r.choice(
            [
                f"{name} is an LLM inference engine in Rust.",
                "> High-performance LLM inference for Node.js",
                "Bindings for local inference from Go.",
            ]
        )
        intro = r.choice([f"Runs GGUF models through {en}.", f"Plan is to catch up with {en}!"])
        grid = table(["Model", "Speed"], [["Qwen3 4B", f"{num(a)} tok/s"]])
        text = f"# {name}\n\n{desc}\n\n{intro}\n\n## Performance\n\n{grid}"
        return text, [{"value": a, "engine": None}], {"title": name}
    if kind == 1:
        ec, repo = r.choice(_ENGINE_REPOS)
        other = r.choice(_OTHER_PROJECTS)
        x, y = round(r.uniform(0.5, 9), 1), round(r.uniform(0.5, 9), 1)
        rows = [[ec, "qwen3-32b, 2k in", f"{x}s"], [other, "qwen3-32b, 2k in", f"{y}s"]]
        text = f"TTFT on {cn}:\n\n" + table(["Framework", "Setup", "TTFT"], rows)
        labels: list[Label] = [
            {"value": x, "metric": "ttft", "engine": ec, "hardware": cc},
            {"value": y, "metric": "ttft", "engine": None, "hardware": cc},
        ]
        return text, labels, {"source": issue(r, repo)}
    verb = r.choice(VERBS)
    if kind == 2:
        mixed, prefix = r.choice(["vLLM", "SGLang", "Ollama"]), r.choice(["r", "q", "x", "k"])
        text = f"Our engine {prefix}{mixed} {verb} {num(a)} tok/s on one {cn}."
        return text, [{"value": a, "engine": None, "hardware": cc}], {}
    if kind == 3:  # "tied with vLLM": the engine the project is measured against
        x = round(r.uniform(1.01, 1.4), 2)
        tie = r.choice(["effectively tied with", "tied with", "neck and neck with"])
        text = f"QuillRT is {tie} {en} on {cn} decode at a {x}x mean speedup."
        return text, [{"value": x, "metric": "speedup", "engine": None, "hardware": cc}], {}
    # "ExLlama" alone names no version, so no engine of the list; "ExLlamaV2" does
    name, engine = r.choice(
        [("ExLlama", None), ("ExLlamaV2", "exllamav2"), ("exllama v2", "exllamav2")]
    )
    text = f"{name} {verb} {num(a)} tok/s on one {cn}."
    return text, [{"value": a, "engine": engine, "hardware": cc}], {}


def and_clauses(r: random.Random) -> tuple[str, list[Label]]:
    """§2: a bare "and" opening a clause on a subject of its own ("... and the A100 delivers
    28", "... and on A100 it delivers 28") parts the clauses' cards and loads, as ", and" does;
    a noun-phrase "and" ("SGLang and vLLM on H100 reach ...", "70 tok/s on H200 and 28 tok/s
    on A100") parts none."""
    (e1, k1), (e2, k2) = r.sample(ENGINES, 2)
    (c1, h1), (c2, h2) = r.sample(CARDS, 2)
    a, b = float(r.randint(60, 300)), float(r.randint(5, 59))
    unit, verb, verb2 = r.choice(UNITS), r.choice(VERBS), r.choice(VERBS)
    kind = r.randrange(5)
    if kind == 0:
        text = f"The {c1} {verb} {num(a)} {unit} and the {c2} {verb2} {num(b)} {unit}."
        return text, [{"value": a, "hardware": h1}, {"value": b, "hardware": h2}]
    if kind == 1:
        text = f"On {c1} {e1} {verb} {num(a)} {unit} and on {c2} it {verb2} {num(b)} {unit}."
        return text, [
            {"value": a, "engine": k1, "hardware": h1},
            {"value": b, "engine": k1, "hardware": h2},
        ]
    if kind == 2:
        text = (
            f"On {c1} {e1} {verb} {num(a)} {unit} at batch 1 and on {c2} {e2} {verb2}"
            f" {num(b)} {unit}."
        )
        return text, [
            {"value": a, "engine": k1, "hardware": h1, "concurrency": 1},
            {"value": b, "engine": k2, "hardware": h2, "concurrency": None},
        ]
    if kind == 3:
        text = f"{e1} and {e2} on {c1} reach {num(a)} {unit} and {num(b)} {unit}."
        return text, [{"value": a, "hardware": h1}, {"value": b, "hardware": h1}]
    text = f"{e1} {verb} {num(a)} {unit} on {c1} and {num(b)} {unit} on {c2}."
    return text, [
        {"value": a, "engine": k1, "hardware": h1},
        {"value": b, "engine": k1, "hardware": h2},
    ]


def listed_runs(r: random.Random) -> tuple[str, list[Label]]:
    """§2, §4: runs listed after a comma with the unit written once ("47 tok/s on the L40S, 63
    on the H100", "llama.cpp gets 71 tok/s, ExLlamaV2 88") are figures with their own setups;
    every step of an arrow chain ("18 → 21 → 26 tok/s") is a figure; an abbreviation's stop
    ("ex.", "approx.") ends no sentence; a clause that reports a run after a goal's clause
    ("… as the target, the H200 produces 3,100 tok/s") is a measurement."""
    (c1, h1), (c2, h2) = r.sample(CARDS, 2)
    (e1, k1), (e2, k2) = r.sample(ENGINES, 2)
    a = float(r.randint(30, 300))
    b = float(r.randint(int(a // 3) + 1, int(a * 2)))
    unit = r.choice(UNITS)
    kind = r.randrange(5)
    if kind == 0:
        text = f"Decode holds {num(a)} {unit} on the {c1}, {num(b)} on the {c2}."
        return text, [{"value": a, "hardware": h1}, {"value": b, "hardware": h2}]
    if kind == 1:
        verb = r.choice(["gets", "does", "reaches", "hits"])
        text = f"On one {c1} {e1} {verb} {num(a)} {unit}, {e2} {num(b)}."
        return text, [
            {"value": a, "engine": k1, "hardware": h1},
            {"value": b, "engine": k2, "hardware": h1},
        ]
    if kind == 2:
        mid = float(r.randint(int(a), int(a) + 40))
        text = (
            f"Across three builds decode on the {c1} went {num(a)} → {num(mid)} → {num(b)} {unit}."
        )
        return text, [
            {"value": a, "hardware": h1},
            {"value": mid, "hardware": h1},
            {"value": b, "hardware": h1},
        ]
    if kind == 3:
        abbrev = r.choice(["ex.", "approx.", "cf.", "incl."])
        text = (
            f"The patch lifts decode {unit} ({abbrev} for a 7B on the {c1}) by 20% "
            f"({num(a)} -> {num(b)})."
        )
        return text, [{"value": a, "hardware": h1}, {"value": b, "hardware": h1}]
    verb = r.choice(["produces", "delivers", "sustains", "generates"])
    text = (
        f"Taking 40 tok/s/user as the target, the {c1} {verb} {num(a)} {unit} and the {c2} "
        f"{verb} {num(b)}."
    )
    return text, [{"value": a, "hardware": h1}, {"value": b, "hardware": h2}]


def sole_engine_after(r: random.Random) -> tuple[str, list[Label]]:
    """§1 (LABELLING, tenth pass): the one engine a page names, stated after its figures as
    built or run ("... build 8123", "Build X with CUDA", a command in a code block), is
    the runs' engine; named later only in passing, or beside a second engine, it is not."""
    (en, ec), (cn, cc) = r.choice(ENGINES), r.choice(CARDS)
    (on, _), a = r.choice([e for e in ENGINES if e[1] != ec]), rate(r, 10, 200)
    top = f"Short version: it {r.choice(VERBS)} {num(a)} {r.choice(UNITS)} on one {cn}.\n\n"
    kind = r.randrange(4)
    if kind == 0:
        later = f"## Setup\n\nEverything used {en} build {r.randint(1000, 9999)}.\n"
    elif kind == 1:
        later = f"## Steps\n\n- Clone the repository\n- Build {en} with CUDA support\n"
    elif kind == 2:
        later = f"## Plans\n\nSupport for {en} may come in a later post.\n"
    else:
        later = f"## Setup\n\nEverything used {en} build {r.randint(1000, 9999)}; {on} too.\n"
    engine = ec if kind < 2 else None
    return top + later, [{"value": a, "engine": engine, "hardware": cc}]


def review_thread_posts(r: random.Random) -> tuple[str, list[Label], dict[str, str]]:
    """§1: a "review thread" author line (a comment on a line of the diff) starts another
    post; the engine it names is not the description's figures' engine."""
    (en, ec), (cn, cc) = r.choice(ENGINES), r.choice(CARDS)
    a = rate(r, 10, 200)
    own = r.random() < 0.5
    setup = f" with {en}" if own else ""
    text = (
        f"alice · description · 2026-03-02\nResults on my {cn}{setup}:\n\n"
        + table(["Model", "Speed"], [["9B", f"{num(a)} tok/s"]])
        + f"\nbot · review thread · 2026-03-03\nresults.md:4\n\nThese came from {en}.\n"
    )
    label = {"value": a, "engine": ec if own else None, "hardware": cc}
    return text, [label], {"source": "acme/models#12"}


def heading_counts(r: random.Random) -> tuple[str, list[Label]]:
    """§2-§3: a section's heading over a subsection states its figures' GPU count ("## Runs at
    TP4" over "### Results"), a sibling section's heading none; a heading joining two cards
    ("### RTX 4090 + A100") names no single card and counts both; cards spelled as their
    makers or writers do ("RTX 6000 Blackwell", "M2 Pro Max", "2xA16", "GTX 3090 Ti" for the
    RTX card), and a model's point
    release ("MiniMax M2.5") is no chip."""
    a = round(r.uniform(2.0, 40.0), 2)
    kind = r.randrange(4)
    grid = f"| Conc | TPOT (ms) |\n|---:|---:|\n| 1 | {num(a)} |\n"
    if kind == 0:
        n = r.choice([2, 4, 8])
        tp = r.choice([f"TP{n}", f"TP={n}", f"tp {n}"])
        parent = r.random() < 0.5
        second = "###" if parent else "##"
        text = f"## Runs at {tp}\n\nSome notes.\n\n{second} Results\n\n" + grid
        return text, [{"value": a, "metric": "tpot", "gpu_count": n if parent else None}]
    if kind == 1:
        (c1, _), (c2, _) = r.sample(CARDS, 2)
        line = f"eval time = 5000 ms / 52 tokens ({num(a)} ms per token)"
        text = f"### {c1} + {c2}\n\n```\n{line}\n```\n"
        return text, [{"value": a, "metric": "tpot", "hardware": None, "gpu_count": 2}]
    if kind == 2:
        written, card = r.choice(
            [
                ("RTX 6000 Blackwell", "RTX PRO 6000"),
                ("Blackwell RTX 6000", "RTX PRO 6000"),
                ("M2 Pro Max", "M2 Pro Max"),
                ("RTX 6000 Ada", "RTX 6000 Ada"),
                ("GTX 3090 Ti", "RTX 3090 Ti"),
                ("GTX 1650", "GTX 1650"),
            ]
        )
        text = f"On my {written} the model {r.choice(VERBS)} {num(a)} tok/s."
        return text, [{"value": a, "hardware": card}]
    n = r.choice([2, 4])
    text = (
        f"# MiniMax M2.{r.randint(1, 7)} benchmarks\n\nChip: Apple M3 Ultra. With {n}xA16 boxes"
        f" elsewhere.\n\n## Results\n\nOn {n}xA16 it {r.choice(VERBS)} {num(a)} tok/s."
    )
    return text, [{"value": a, "hardware": "A16", "gpu_count": n}]


def version_before_card(r: random.Random) -> tuple[str, list[Label]]:
    """§3: the digits after a version's point before a card ("Ubuntu 22.04 RTX 3090", "CUDA
    12.4 H100") count no cards; a plain number before it ("with 4 H100") still does."""
    (c, h) = r.choice(CARDS)
    a = rate(r)
    version = r.choice(["Ubuntu 22.04", "Ubuntu 24.04", "CUDA 12.4", "driver 550.54"])
    if r.random() < 0.5:
        text = f"System: {version} {c}\n\nThe model {r.choice(VERBS)} {num(a)} tok/s."
        return text, [{"value": a, "hardware": h, "gpu_count": None}]
    n = r.choice([2, 4, 8])
    text = f"System: {version} with {n} {c}\n\nThe model {r.choice(VERBS)} {num(a)} tok/s."
    return text, [{"value": a, "hardware": h, "gpu_count": n}]


def pointed_back_counts(r: random.Random) -> tuple[str, list[Label]]:
    """§2-§3: "these two GPUs" over a table of two cards points back at the cards compared,
    no run's count; "split across two GPUs" over the same table is the rows' count."""
    (c1, h1), (c2, h2) = r.sample(CARDS, 2)
    a, b = round(r.uniform(5, 40), 2), round(r.uniform(41, 90), 2)
    grid = f"| GPU | ms/token |\n|---|---|\n| {c1} | {num(a)} |\n| {c2} | {num(b)} |\n"
    if r.random() < 0.5:
        lead = r.choice(["Why is one of these two GPUs slower?", "Do those 2 GPUs differ much?"])
        n = None
    else:
        lead, n = "The model is split across two GPUs.", 2
    return lead + "\n\n" + grid, [
        {"value": a, "metric": "tpot", "hardware": h1, "gpu_count": n},
        {"value": b, "metric": "tpot", "hardware": h2, "gpu_count": n},
    ]


def arrow_cells(r: random.Random) -> tuple[str, list[Label]]:
    """§2, §4: a table column naming a change ("Old → New") holds a before/after pair per
    cell, each side a figure of the unit written once after the last; under a header cut by
    as many arrows ("AR → EAGLE-3"), each side takes its own part's method; an arrow cell
    under a column naming no change is not cut."""
    (en, ec), (cn, cc), (mn, mc) = r.choice(ENGINES), r.choice(CARDS), r.choice(METHODS[:4])
    a = float(r.randint(10, 60))
    b = a + r.randint(5, 60)
    unit = r.choice(["tok/s", "t/s", "tokens/s"])
    kind = r.randrange(3)
    if kind == 0:
        head = r.choice(["Old build → New build", "Before -> After", "v1 → v2"])
        text = (
            f"{en} on {cn}:\n\n| Model | {head} |\n|---|---|\n| 8B | {num(a)} → {num(b)} {unit} |\n"
        )
        return text, [
            {"value": a, "engine": ec, "hardware": cc},
            {"value": b, "engine": ec, "hardware": cc},
        ]
    if kind == 1:
        text = (
            f"{en} on {cn}:\n\n| Model | AR → {mn} ({unit}) |\n|---|---|\n"
            f"| 8B | {num(a)} -> {num(b)} |\n"
        )
        return text, [
            {"value": a, "engine": ec, "hardware": cc, "mode": "ar"},
            {"value": b, "engine": ec, "hardware": cc, "mode": mc},
        ]
    text = (
        f"{en} on {cn}:\n\n| Model | Decode speed |\n|---|---|\n"
        f"| 8B | {num(a)} → {num(b)} {unit} |\n"
    )
    return text, [{"value": a, "engine": ec, "hardware": cc}]


def monitor_memory(r: random.Random) -> tuple[str, list[Label]]:
    """§4: memory in use as a monitor or a log writes it: "Mem" for memory, a bare "G" glued
    to a used-of-total pair ("MEM USE: 41G/128G", "显存占用: 19.5G/24G"): the first size is the
    run's, the second what the machine has (no claim); a scheduler's "--mem=64G" is a setting."""
    (cn, cc) = r.choice(CARDS)
    used = r.randint(3, 60) + r.choice([0.2, 0.5, 0.7])
    total = r.choice([64, 96, 128, 192])
    speed = r.randint(8, 90)
    lead = r.choice(
        [
            f"MEM USE: {used}G/{total}G",
            f"Mem: {used}G/{total}G",
            f"显存占用: {used}G/{total}G",
            f"Mem: {used} GB",
        ]
    )
    noise = r.choice(["", f"#SBATCH --mem={total}G\n", "The box also has 4G/5G modems.\n"])
    text = f"{noise}On the {cn}: {lead}, decoding at {speed} tok/s.\n"
    return text, [
        {"value": used, "metric": "memory", "hardware": cc},
        {"value": speed, "metric": "decode_tok_s", "hardware": cc},
    ]


def cjk_model_needs(r: random.Random) -> tuple[str, list[Label]]:
    """§4: a model's need and size in Chinese: "需 41GB 显存" (需 alone, short for 需要),
    "模型体积从 62GB 降到 17GB", "模型文件只有 231GB" are memory; a small box "配备 64GB 内存"
    is the machine's (no claim)."""
    need, big = r.randint(3, 90), r.randint(40, 400)
    small = r.randint(4, big // 3)
    text, labels = r.choice(
        [
            (f"部署这个模型(需 {need}GB 显存)要多张卡。", [need]),
            (f"开启后只需额外约 {need}GB 显存。", [need]),
            (f"量化以后模型体积从 {big}GB 降到 {small}GB。", [big, small]),
            (f"这个检查点的模型文件只有 {big}GB。", [big]),
        ]
    )
    if r.random() < 0.5:
        text += f"测试主机体积很小,配备 {r.choice([32, 64, 128])}GB 内存。"
    return text + "\n", [{"value": v, "metric": "memory"} for v in labels]


def plain_run_times(r: random.Random) -> tuple[str, list[Label]]:
    """§4: a run's time said plainly: "the reply takes 23 s" and "Total Generation Time:
    41.7s" are end-to-end, "0.045 seconds to generate a token" is per-token; a step around the
    run ("takes 3 hours to quantize", "the setup takes 12 minutes") is no claim."""
    (cn, cc) = r.choice(CARDS)
    secs = r.randint(3, 90) + r.choice([0.0, 0.5])
    tok = r.choice([0.021, 0.045, 0.08, 0.12])
    text, label = r.choice(
        [
            (f"On the {cn} the reply takes {secs} seconds.", (secs, "e2e_latency")),
            (f"- Total Generation Time: {secs}s on the {cn}", (secs, "e2e_latency")),
            (f"On the {cn} it needs about {tok} seconds to generate a token.", (tok, "tpot")),
        ]
    )
    if r.random() < 0.5:
        text += r.choice(
            [
                f" It takes {r.randint(2, 5)} hours to quantize the weights.",
                f" The whole setup takes {r.randint(5, 30)} minutes.",
            ]
        )
    return text + "\n", [{"value": label[0], "metric": label[1], "hardware": cc}]


def unmeasured_figures(r: random.Random) -> tuple[str, list[Label]]:
    """§2, §4: a difference between two runs ("a difference of roughly 30 tok/s", "saves ~2
    ms/step", "比 MTP2 低 `0.05 ms`"), a figure called expected after it ("(vs ~120
    expected)", "instead of 8 tok/s as expected"), a model list's "RAM min" column, a speed
    scale whose verdict runs on and memory a machine was upgraded to or has usable are no
    run's figures; the run's own figure stays."""
    (en, ec), (cn, cc) = r.choice(ENGINES), r.choice(CARDS)
    a = float(r.randint(40, 150))
    b = float(r.randint(5, 30))
    kind = r.randrange(7)
    if kind == 6:  # the machine's memory: upgraded to, or usable
        gb = r.choice([32, 64, 96, 128])
        noise = r.choice([f"I upgraded my RAM to {gb}GB.", f"RAM {gb}GB usable."])
        text = f"{noise} {en} {r.choice(VERBS)} {num(a)} tok/s on the {cn}."
        return text, [{"value": a, "metric": "decode_tok_s", "engine": ec, "hardware": cc}]
    if kind == 0:
        text = (
            f"{en} {r.choice(VERBS)} {num(a)} tok/s on the {cn}, a difference of"
            f" {r.choice(['roughly ', 'about ', '~', ''])}{num(b)} tok/s over last week."
        )
        return text, [{"value": a, "metric": "decode_tok_s", "engine": ec, "hardware": cc}]
    if kind == 1:
        text = f"- Short prompts: ~{num(b)} tok/s (vs ~{num(a)} expected) with {en} on {cn}"
        return text, [{"value": b, "metric": "decode_tok_s", "engine": ec, "hardware": cc}]
    if kind == 2:
        text = (
            f"With {en} on the {cn} I only get {num(b)} tok/s instead of {num(a)} tok/s"
            " as expected."
        )
        return text, [{"value": b, "metric": "decode_tok_s", "engine": ec, "hardware": cc}]
    if kind == 3:
        ms = round(r.uniform(10, 40), 1)
        saved = round(r.uniform(0.5, 4), 1)
        text = (
            f"On the {cn}, {en} decodes at {ms} ms/token; CUDA graphs saves"
            f" ~{num(saved)} ms/step of launch overhead."
        )
        return text, [{"value": ms, "metric": "tpot", "engine": ec, "hardware": cc}]
    if kind == 4:
        need = r.choice([8, 16, 32, 64])
        grid = table(["Model", "RAM min"], [["Qwen3 8B", f"{need} GB"]])
        text = f"{grid}\n{en} {r.choice(VERBS)} {num(a)} tok/s on the {cn}.\n"
        return text, [{"value": a, "metric": "decode_tok_s", "engine": ec, "hardware": cc}]
    lo = r.randint(10, 20)
    text = (
        f"- {lo}–{lo + 20} t/s — Comfortable. About as fast as most people read, no waiting.\n"
        f"- < {r.randint(2, 5)} t/s — Painfully slow. You wait for every word to appear.\n\n"
        f"{en} {r.choice(VERBS)} {num(a)} tok/s on the {cn}.\n"
    )
    return text, [{"value": a, "metric": "decode_tok_s", "engine": ec, "hardware": cc}]


def worded_durations(r: random.Random) -> tuple[str, list[Label]]:
    """§4: a duration written in words with two or three parts ("1 minute and 3 seconds", "1
    hour and 57 minutes", "2分30秒") is one time in seconds; a step around the run said so
    ("the install took 3 minutes and 20 seconds") is no claim."""
    (cn, cc) = r.choice(CARDS)
    h, m, sec = r.randint(1, 3), r.randint(1, 59), r.randint(1, 59)
    text, value = r.choice(
        [
            (f"On the {cn}, the reply took {m} minutes and {sec} seconds.", m * 60 + sec),
            (f"On the {cn}, the answer took {h} hours and {m} minutes.", h * 3600 + m * 60),
            (f"在 {cn} 上生成这篇文章耗时{m}分{sec}秒。", m * 60 + sec),
        ]
    )
    if r.random() < 0.5:
        text += f" The install took {r.randint(2, 9)} minutes and {r.randint(1, 59)} seconds."
    return text + "\n", [{"value": float(value), "metric": "e2e_latency", "hardware": cc}]


def part_times(r: random.Random) -> tuple[str, list[Label]]:
    """§4 (LABELLING: kernel-level figures, a primitive's cost, load times): a kernel's time
    per step, a profiler's op, the host loop's or a selection's cost, a cold start's row is no
    step's latency; the step's TPOT beside them stays."""
    (en, ec), (cn, cc) = r.choice(ENGINES), r.choice(CARDS)
    tpot = round(r.uniform(10, 60), 1)
    part = round(r.uniform(0.2, 9), 2)
    noise = r.choice(
        [
            f"; per-token host loop ~{num(part)} ms",
            f"; GPU kernel time per decode step {num(part)} ms",
            f"; `nsys` profile puts the indexer at {num(part)} ms/step",
            f"; selection cost {num(part)} ms/token",
        ]
    )
    text = f"{en} on the {cn}: TPOT {num(tpot)} ms{noise}.\n"
    if r.random() < 0.2:  # KoboldCpp's line: the prompt's and the generation's parts
        total = round(r.uniform(40, 90), 1)
        text = (
            f"KoboldCpp on the {cn}:\nTime Taken - Processing:{round(total / 3, 1)}s"
            f" ({r.randint(100, 200)}ms/T), Generation:{round(total * 2 / 3, 1)}s"
            f" ({num(tpot)}ms/T), Total:{total}s\n"
        )
        return text, [
            {"value": tpot, "metric": "tpot", "hardware": cc},
            {"value": total, "metric": "e2e_latency", "hardware": cc},
        ]
    if r.random() < 0.3:  # a cold start's row: loading the model, no step
        cold = r.randint(20, 900)
        text = f"{en} on the {cn}:\n\n" + table(
            ["Metric", "Value"],
            [["Cold start latency", f"{cold} ms"], ["TPOT", f"{num(tpot)} ms"]],
        )
    return text, [{"value": tpot, "metric": "tpot", "engine": ec, "hardware": cc}]


SHAPES: dict[str, Shape] = {
    "other projects": other_projects,
    "and clauses": and_clauses,
    "listed runs": listed_runs,
    "sole engine after": sole_engine_after,
    "review thread posts": review_thread_posts,
    "heading counts": heading_counts,
    "version before card": version_before_card,
    "pointed-back counts": pointed_back_counts,
    "arrow cells": arrow_cells,
    "monitor memory": monitor_memory,
    "cjk model needs": cjk_model_needs,
    "plain run times": plain_run_times,
    "unmeasured figures": unmeasured_figures,
    "worded durations": worded_durations,
    "part times": part_times,
}
