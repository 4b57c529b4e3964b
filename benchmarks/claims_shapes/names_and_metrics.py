"""Names by their spellings (engines, cards, precisions, counts) and metrics by theirs (latencies,
phases, streams, memory, speedup directions, conversions)."""

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

NAMED_ENGINES = [
    ("llama-server", "llama.cpp"),
    ("llama-cli", "llama.cpp"),
    ("`ollama run`", "ollama"),
    ("mlx_lm.generate", "mlx-lm"),
    ("`vllm serve`", "vllm"),
    ("python -m sglang.launch_server", "sglang"),
    ("trtllm-serve", "tensorrt-llm"),
    ("text-generation-launcher", "tgi"),
    ("koboldcpp", "koboldcpp"),
    ("LM Studio", "lm-studio"),
    ("vllm-ascend", "vllm"),
]
NAMED_CARDS = [
    ("an Apple M1 Max", "M1 Max"),
    ("an M2 Ultra", "M2 Ultra"),
    ("an M3 Pro", "M3 Pro"),
    ("an M4 Max", "M4 Max"),
    ("an RTX 4090 24GB", "RTX 4090"),
    ("a 3090 Ti", "RTX 3090 Ti"),
    ("an RTX PRO 6000", "RTX PRO 6000"),
    ("an MI325X", "MI325X"),
    ("an MI355X", "MI355X"),
    ("a Radeon RX 7900 XTX", "RX 7900 XTX"),
    ("an Intel Arc A770", "Arc A770"),
    ("an Intel Arc B580", "Arc B580"),
    ("a Gaudi 3", "Gaudi 3"),
    ("a Jetson AGX Orin", "Jetson AGX Orin"),
    ("a Jetson Orin Nano Super", "Jetson Orin Nano Super"),  # as written (LABELLING)
    ("an Orin Nano Super", "Jetson Orin Nano Super"),
    ("a Jetson Orin Nano", "Jetson Orin Nano"),
    ("an NVIDIA Tegra X2", "Jetson TX2"),
    ("an AMD 6700xt", "RX 6700 XT"),
    ("a Radeon 9060XT", "RX 9060 XT"),
    ("a Taalas HC1", "HC1"),
    ("a GB200", "GB200"),
    ("a B200", "B200"),
    ("an H100 SXM", "H100"),
    ("an H100 PCIe", "H100"),
    ("an H100 80GB", "H100"),
]
NAMED_PRECISIONS = [
    ("Q4_K_M", "Q4_K_M"),
    ("IQ4_XS", "IQ4_XS"),
    ("Q8_0", "Q8_0"),
    ("MXFP4", "MXFP4"),
    ("NVFP4", "NVFP4"),
    ("W4A16", "INT4"),
    ("FP8 E4M3", "FP8"),
    ("4-bit", "INT4"),
    ("AWQ", "INT4"),
    ("GPTQ", "INT4"),
    ("bf16", "BF16"),
]


def name_spellings(r: random.Random) -> tuple[str, list[Label]]:
    """§3: an engine named by its command or alias, a card by the vocabulary's spellings and a
    precision by its spellings take their canonical names; a file format (GGUF, EXL2,
    safetensors) names no engine and a chip company (Cerebras, Groq) is hardware."""
    v = rate(r)
    pick = r.random()
    if pick < 0.7:
        (en, ec), (cn, cc), (pn, pc) = (
            r.choice(NAMED_ENGINES),
            r.choice(NAMED_CARDS),
            r.choice(NAMED_PRECISIONS),
        )
        text = r.choice(
            [
                f"{en} {r.choice(VERBS)} {num(v)} {r.choice(UNITS)} on {cn} with {pn} weights.",
                f"With {en} and {pn} weights on {cn}, decoding {r.choice(VERBS)} {num(v)} tok/s.",
            ]
        )
        return text, [{"value": v, "engine": ec, "hardware": cc, "precision": pc}]
    if pick < 0.85:
        fmt = r.choice(["GGUF", "EXL2", "safetensors"])
        cn, cc = r.choice(NAMED_CARDS)
        return f"The {fmt} checkpoint decodes at {num(v)} tok/s on {cn}.", [
            {"value": v, "engine": None, "hardware": cc}
        ]
    chip, canon = r.choice([("Cerebras", "Cerebras"), ("Groq", "Groq LPU")])
    return f"On {chip}, the model decodes at {num(v)} tok/s.", [
        {"value": v, "engine": None, "hardware": canon}
    ]


def count_words(r: random.Random) -> tuple[str, list[Label]]:
    """§3: GPU counts as "dual 3090", "2×4090", "TP=8", "tp 4", "an 8-GPU node of H200", "a
    pair of", "a single", "a dual-3090 rig", "sixteen H100s", "8-way TP", "TP-4"; a card's
    memory between the count and the card ("two 80GB A100s", "2x 80GB A100") is part of the
    card's name, not a break in the count; a model year ("a 2021 M1 Max") counts nothing."""
    (en, ec), v = r.choice(ENGINES), rate(r)
    count, spelled, cc = r.choice(
        [
            (2, "dual 3090s", "RTX 3090"),
            (2, "2×4090", "RTX 4090"),
            (8, "TP=8 H200", "H200"),
            (4, "tp 4 on H100", "H100"),
            (8, "an 8-GPU node of H200", "H200"),
            (2, "a pair of RTX 4090s", "RTX 4090"),
            (2, "two 80GB A100s", "A100"),
            (2, "2x 80GB A100", "A100"),
            (1, "a single 80GB H100", "H100"),
            (4, "four 24GB 3090s", "RTX 3090"),
            (2, "dual 24GB RTX 3090", "RTX 3090"),
            (8, "8× 141GB H200", "H200"),
            (2, "a dual-3090 rig", "RTX 3090"),
            (4, "a quad-4090 box", "RTX 4090"),
            (3, "triple 3090s", "RTX 3090"),
            (5, "five H100s", "H100"),
            (16, "sixteen H100s", "H100"),
            (12, "twelve A100 GPUs", "A100"),
            (8, "an 8-way H100 node", "H100"),
            (8, "H200 with 8-way TP", "H200"),
            (4, "H100 with TP-4", "H100"),
            (None, "a 2021 M1 Max", "M1 Max"),
        ]
    )
    label = {"value": v, "engine": ec, "hardware": cc, "gpu_count": count}
    return f"{en} {r.choice(VERBS)} {num(v)} tok/s on {spelled}.", [label]


def cache_precisions(r: random.Random) -> tuple[str, list[Label]]:
    """§3 (LABELLING: a KV-cache type is not the precision): "--kv-cache-dtype fp8",
    "kv_cache_dtype=fp8", "-ctk q8_0", "an FP8 KV cache" name the cache's type; the figure's
    precision is the weights' where named, else none."""
    (en, ec), (cn, cc), v = r.choice(ENGINES), r.choice(CARDS), rate(r)
    cache = r.choice(
        [
            "--kv-cache-dtype fp8",
            "--kv-cache-dtype fp8_e4m3",
            "kv_cache_dtype=fp8",
            "-ctk q8_0",
            "an FP8 KV cache",
            "--kv-cache-dtype=fp8",
        ]
    )
    weights, pc = r.choice(
        [("", None), (" and BF16 weights", "BF16"), (" and AWQ weights", "INT4")]
    )
    text = f"{en} {r.choice(VERBS)} {num(v)} tok/s on {cn} with {cache}{weights}."
    return text, [{"value": v, "engine": ec, "hardware": cc, "precision": pc}]


def latency_spellings(r: random.Random) -> tuple[str, list[Label]]:
    """§4: time to first token, per-token latency (TPOT, ITL, ms/token, s/token) and
    end-to-end latency, each in its spellings, are metrics of their own."""
    (en, ec), (cn, cc) = r.choice(ENGINES), r.choice(CARDS)
    first, per = float(r.randint(40, 900)), rate(r, 5, 80)
    whole = round(r.uniform(1.5, 30), 1)
    text, value, metric = r.choice(
        [
            (f"{en} on {cn}: time to first token {num(first)} ms.", first, "ttft"),
            (f"{en} on {cn} has a first-token latency of {num(first)} ms.", first, "ttft"),
            (f"On {cn}, {en} reports a TTFT of {num(first)} ms.", first, "ttft"),
            (f"{en} on {cn}: time per output token {num(per)} ms.", per, "tpot"),
            (f"{en} on {cn}: inter-token latency {num(per)} ms.", per, "tpot"),
            (f"{en} on {cn} decodes at {num(per)} ms/token.", per, "tpot"),
            (f"{en} on {cn} generates at {num(per)} ms per token.", per, "tpot"),
            (f"{en} on {cn} runs at {per / 100:.3f} s/token.", float(f"{per / 100:.3f}"), "tpot"),
            (f"{en} on {cn}: end-to-end latency {num(whole)} s.", whole, "e2e_latency"),
            (f"{en} on {cn}: request latency {num(whole)} s.", whole, "e2e_latency"),
        ]
    )
    return text, [{"value": value, "metric": metric, "engine": ec, "hardware": cc}]


def phase_spellings(r: random.Random) -> tuple[str, list[Label]]:
    """§4: a prefill figure is never a decode figure: "prompt eval" / "pp512" / "prefill
    throughput" beside "eval rate" / "tg128" / "generation speed" (LABELLING "Metrics": "eval
    rate" and `tg` are one stream's decode)."""
    (en, ec), (cn, cc) = r.choice(ENGINES), r.choice(CARDS)
    prefill, decode = float(r.randint(500, 9000)), rate(r, 10, 150)
    p, d = num(prefill), num(decode)
    text = r.choice(
        [
            f"{en} on {cn}: prompt eval {p} tok/s, eval rate {d} tok/s.",
            f"{en} on {cn}: prompt eval rate {p} tok/s, eval rate {d} tok/s.",
            f"{en} on {cn}: prompt processing {p} tok/s; eval rate {d} tok/s.",
            f"{en} on {cn}: pp512 {p} t/s, tg128 {d} t/s.",
            f"{en} on {cn}: prompt eval speed {p} tok/s, eval speed {d} tok/s.",
            f"{en} on {cn}: generation at {d} tok/s, prompt at {p} tok/s.",
            f"{en} on {cn}: prefill throughput {p} tok/s, generation speed {d} tok/s.",
            f"On {cn}, {en} has a generation speed of {d} tok/s and a prefill throughput "
            f"of {p} tok/s.",
        ]
    )
    return text, [
        {"value": prefill, "metric": "prefill_tok_s", "engine": ec, "hardware": cc},
        {"value": decode, "metric": "decode_tok_s", "engine": ec, "hardware": cc},
    ]


def stream_scopes(r: random.Random) -> tuple[str, list[Label]]:
    """§4: one stream's or one user's rate is `decode_tok_s`; an aggregate, system or
    many-users rate is `output_tok_s` (LABELLING "throughput": "per user", "per stream",
    "tok/s/user" against "aggregate"/"system"; "at 64 concurrent users" is the load; "Tput User"
    is `decode_tok_s` at the row's concurrency, so "N users at R tok/s each" is too)."""
    (en, ec), (cn, cc) = r.choice(ENGINES), r.choice(CARDS)
    one, many, c = rate(r, 10, 150), float(r.randint(800, 9000)), r.choice([8, 16, 32, 64])
    o, m = num(one), num(many)
    base = {"engine": ec, "hardware": cc}
    return r.choice(
        [
            (f"{en} on {cn} reaches {o} tok/s/user.", [{"value": one, **base}]),
            (f"{en} on {cn} reaches {o} tok/s per stream.", [{"value": one, **base}]),
            (f"{en} on {cn} decodes {o} tok/s per user.", [{"value": one, **base}]),
            (
                f"{en} on {cn} serves {c} concurrent users at {o} tok/s each.",
                [{"value": one, "concurrency": c, **base}],
            ),
            (
                f"{en} on {cn} reaches {m} tok/s aggregate.",
                [{"value": many, "metric": "output_tok_s", **base}],
            ),
            (
                f"{en} on {cn}: system throughput {m} tok/s.",
                [{"value": many, "metric": "output_tok_s", **base}],
            ),
            (
                f"{en} on {cn} reaches an output throughput of {m} tok/s at {c} concurrent users.",
                [{"value": many, "metric": "output_tok_s", "concurrency": c, **base}],
            ),
        ]
    )


def memory_spellings(r: random.Random) -> tuple[str, list[Label]]:
    """§4: memory a run uses (peak, VRAM in use), a model's weights or size, a requirement
    in a sentence and a KV cache allocated are `memory` (LABELLING "Memory", "Model size");
    a requirement names no GPU (LABELLING: "you need 53GB of VRAM" has no GPU), and a model's
    stored or required size no engine, card or count (LABELLING, seventeenth pass)."""
    (en, ec), (cn, cc) = r.choice(ENGINES), r.choice(CARDS)
    g = float(r.randint(6, 70)) if r.random() < 0.5 else round(r.uniform(6, 70), 1)
    v = num(g)
    on = {"engine": ec, "hardware": cc}
    text, extra = r.choice(
        [
            (f"{en} on {cn}: peak memory {v} GB.", on),
            (f"{en} on {cn}: VRAM usage {v} GB.", on),
            (f"{en} on {cn}: RAM usage {v} GB.", on),
            (f"{en} on {cn} uses {v} GB of VRAM.", on),
            (f"On {cn} with {en} the weights take {v} GB.", {}),
            (f"With {en} the model size is {v} GB.", {}),
            (f"With {en} the model needs {v} GiB.", {}),
            (f"{en} on {cn} allocates a KV cache of {v} GB.", on),
            (f"{en} reserves a KV cache of {v} GB on {cn}.", on),
            (f"The weights take {v} GB on {cn} with {en}.", {}),
            (f"VRAM usage: {v} GB with {en} on {cn}.", on),
        ]
    )
    if r.random() < 0.2:  # the weights (the model's size) and the run's KV cache
        kv = float(r.randint(2, 30))
        text = f"{en} on {cn}: weights {v} GB, KV cache {num(kv)} GB."
        return text, [
            {"value": g, "metric": "memory"},
            {"value": kv, "metric": "memory", **on},
        ]
    return text, [{"value": g, "metric": "memory", **extra}]


def run_memory(r: random.Random) -> tuple[str, list[Label]]:
    """§4: a memory key then a word of use ("VRAM: 40 GB used by vLLM on H100") is a run's
    memory, the key alone ("VRAM: 80 GB") the machine's; an engine on its card needing memory
    ("SGLang on one H100 needs 58.74 GiB") is that run's, with its card, while a model's need
    names no card (LABELLING: a requirement is `memory` with no GPU)."""
    (en, ec), (cn, cc) = r.choice(ENGINES), r.choice(CARDS)
    g = float(r.randint(6, 70)) if r.random() < 0.5 else round(r.uniform(6, 70), 2)
    v = num(g)
    key = r.choice(["VRAM", "Memory", "GPU memory", "RAM"])
    n, spelled = r.choice([(1, f"one {cn}"), (1, f"a single {cn}"), (2, f"2x {cn}"), (None, cn)])
    text, label = r.choice(
        [
            (f"{key}: {v} GB used by {en} on {cn}", {"engine": ec, "hardware": cc}),
            (f"{en} on {spelled} needs {v} GiB of memory.", {"hardware": cc, "gpu_count": n}),
            (f"{en} with {spelled} requires {v} GB of VRAM.", {"hardware": cc, "gpu_count": n}),
            (f"A 70B model on {spelled} needs {v} GB.", {"hardware": None}),
        ]
    )
    labels = [{"value": g, "metric": "memory", **label}]
    if r.random() < 0.3:  # a spec line's size beside it is the machine's: no claim
        text = f"GPU: {cn}\n{key}: {r.choice([24, 48, 80, 96])} GB\n\n{text}"
    return text, labels


def memory_columns(r: random.Random) -> tuple[str, list[Label]]:
    """§4: a column named only for memory holding a size no machine is sold in ("| Memory |
    890 MB |") beside a rate is the run's memory, with the heading's card; the same column
    holding whole gigabytes or a power of two in megabytes is the machine's (no claim)."""
    (cn, cc) = r.choice(CARDS)
    key = r.choice(["Memory", "RAM", "VRAM", "GPU Memory"])
    rows, labels = [], []
    for model in r.sample(["Qwen3-0.6B", "Qwen3-4B", "Gemma3-1B", "Llama-3.2-3B"], 2):
        v = rate(r, 5, 90)
        if r.random() < 0.6:
            mb = r.choice([n for n in range(300, 9000) if n & (n - 1)])
            size, label = f"{mb} MB", {"value": float(mb), "metric": "memory", "hardware": cc}
        else:
            size, label = r.choice(["8 GB", "16 GB", "512 MB", "1024 MB"]), None
        rows.append([model, num(v), size])
        labels.append({"value": v, "hardware": cc})
        if label is not None:
            labels.append(label)
    return f"## {cn} results\n\n" + table(["Model", "Tokens/sec", key], rows), labels


def device_keys(r: random.Random) -> tuple[str, list[Label]]:
    """§3: a setup list's "Device:" line keys the machine as "GPU:" does, so the count it
    writes with the card goes to the table under the heading naming that card (the heading
    "Leaderboard on 3090", the line "- Device: a single NVIDIA GeForce RTX 3090 GPU")."""
    (short, full, cc), (mn, mc) = (
        r.choice(
            [
                ("3090", "NVIDIA GeForce RTX 3090", "RTX 3090"),
                ("4090", "NVIDIA GeForce RTX 4090", "RTX 4090"),
                ("3090", "RTX 3090", "RTX 3090"),
            ]
        ),
        r.choice(METHODS),
    )
    count, spelled = r.choice(
        [(1, f"a single {full} GPU (24GB)"), (2, f"2x {full} (24GB)"), (1, f"1x {full}")]
    )
    key = r.choice(["Device", "Devices", "设备"])
    v = rate(r)
    text = (
        f"## Leaderboard on {short}\n\n- {key}: {spelled}\n- Testing environment: PyTorch 2.1\n\n"
        + table(["Method", "tok/s"], [[mn, num(v)]])
    )
    return text, [{"value": v, "hardware": cc, "gpu_count": count, "mode": mc}]


def node_counts(r: random.Random) -> tuple[str, list[Label]]:
    """§3: the GPU count of nodes of cards is nodes times the cards in each ("two nodes of
    8xH200" is 16; LABELLING: "Two machines, each with 8 * Ascend910B" gives 16), unless the
    figure is stated per node ("12 nodes (each with 8 H100 GPUs)" is 8); a DGX or HGX name
    gives the card and no count (LABELLING, twelfth pass Q3)."""
    (en, ec), (cn, cc), v = r.choice(ENGINES), r.choice(CARDS[:2]), rate(r, 1000, 9000)
    k, c = r.choice([(2, 8), (4, 8), (2, 4), (3, 8)])
    word = {2: "two", 3: "three", 4: "four"}[k]
    setup = r.choice(
        [
            f"{word} nodes of {c}x{cn}",
            f"{k} nodes x {c} {cn}",
            f"{k} nodes with {cn}x{c}",
            f"{word} {c}x{cn} nodes",
            f"{word} machines, each with {c} * {cn},",
        ]
    )
    count: int | None = k * c
    text = f"{en} runs on {setup} at {num(v)} tok/s total output."
    roll = r.random()
    if roll < 0.25:
        text = f"{en} reaches {num(v)} tok/s total output per node on {setup}."
        count = c
    elif roll < 0.45:
        system = r.choice(["DGX", "HGX"])
        text = f"{en} reaches {num(v)} tok/s total output on an NVIDIA {system} {cn} system."
        count = None
    label = {"value": v, "metric": "output_tok_s", "engine": ec, "hardware": cc}
    return text, [label | {"gpu_count": count}]


def speedup_directions(r: random.Random) -> tuple[str, list[Label]]:
    """§2, §4: a speedup of a named metric in either direction ("2.1x faster decode", "1.8x
    lower TTFT", "2x slower": LABELLING "3x slower is 3") is the subject's `speedup`; words
    ("halves latency") and percentages ("+35%") are not speedups (LABELLING "Not claims")."""
    (e1, c1), (e2, _) = r.sample(ENGINES, 2)
    (h1, k1) = r.choice(CARDS)
    s = round(r.uniform(1.2, 3.5), 1)
    label = [{"value": s, "metric": "speedup", "engine": c1, "hardware": k1}]
    pct = r.randint(10, 60)
    return r.choice(
        [
            (f"{e1} on {h1} has {s}x faster decode than {e2}.", label),
            (f"{e1} on {h1} has {s}x lower TTFT than {e2}.", label),
            (f"On {h1}, {e1} is {s}x slower than {e2}.", label),
            (f"On {h1}, {e1} gives {s}× higher throughput than {e2}.", label),
            (f"{e1} halves latency on {h1}.", []),
            (f"{e1} on {h1} is +{pct}% faster than {e2}.", []),
            (f"{e1} on {h1} decodes {pct}% faster than {e2}.", []),
        ]
    )


def unit_conversions(r: random.Random) -> tuple[str, list[Label]]:
    """§4: a figure with its conversion in brackets ("0.35 s (350 ms)", "40 GB (37.3 GiB)") is
    one figure, read as first written (LABELLING: "486秒（8分钟）" is one figure)."""
    (en, ec), (cn, cc) = r.choice(ENGINES), r.choice(CARDS)
    ms = r.randint(120, 950)
    secs = ms / 1000
    gb = r.randint(10, 70)
    gib = round(gb * 1e9 / 2**30, 1)
    on = {"engine": ec, "hardware": cc}
    text, value, metric = r.choice(
        [
            (f"{en} on {cn}: TTFT {secs:g} s ({ms} ms).", secs, "ttft"),
            (f"{en} on {cn} gets a TTFT of {ms} ms ({secs:g} s).", float(ms), "ttft"),
            (f"{en} on {cn} takes {secs:g} s ({ms} ms) to the first token.", secs, "ttft"),
            (f"{en} on {cn}: {ms} ms ({secs:g} s) inter-token latency.", float(ms), "tpot"),
            (f"{en} on {cn}: end-to-end latency {secs:g} s ({ms} ms).", secs, "e2e_latency"),
            (f"{en} on {cn} uses {gb} GB ({gib} GiB) of VRAM.", float(gb), "memory"),
            (f"{en} on {cn} uses {gb} GB of VRAM ({gib} GiB).", float(gb), "memory"),
            (f"{en} on {cn}: peak memory {gb * 1024:,} MB ({gb} GB).", float(gb * 1024), "memory"),
        ]
    )
    return text, [{"value": value, "metric": metric, **on}]


SHAPES: dict[str, Shape] = {
    "name spellings": name_spellings,
    "count words": count_words,
    "cache precisions": cache_precisions,
    "latency spellings": latency_spellings,
    "phase spellings": phase_spellings,
    "stream scopes": stream_scopes,
    "memory spellings": memory_spellings,
    "run memory": run_memory,
    "node counts": node_counts,
    "device keys": device_keys,
    "memory columns": memory_columns,
    "speedup directions": speedup_directions,
    "unit conversions": unit_conversions,
}
