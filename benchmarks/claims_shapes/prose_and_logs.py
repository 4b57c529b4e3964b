"""Prose units and clauses, one-stream chips, stage titles, request blocks, slot flags, log lines,
organisation repositories, bar values, memory set aside."""

from __future__ import annotations

import random

from claims_shapes.common import CARDS, ENGINES, UNITS, Label, Shape, num, rate
from claims_shapes.threads import issue


def loose_rate_units(r: random.Random) -> tuple[str, list[Label]]:
    """§4: units vary: a rate spelled "t / s", "TKs", or a bare "/s" glued to its number in a
    sentence about token speed ("~9/s", "6/s-7/s" a range) is a token rate; a bare "/s" of
    requests is not; "+SD:"/"-SD:" (speculative decoding on or off) keys a rate, not a
    deviation; "N times slower than X" is a multiple."""
    (cn, cc), (en, ec) = r.choice(CARDS), r.choice(ENGINES)
    a = float(r.randint(5, 90))
    kind = r.randrange(7)
    if kind == 6:
        stat = r.choice(["(max)", " (median)", "(最高)", " (peak)"])
        text = f"Results on {cn}:\n- Prefill token/s{stat}: {num(a * 20)}\n"
        return text, [{"value": a * 20, "metric": "prefill_tok_s", "hardware": cc}]
    if kind == 0:
        unit = r.choice(["t / s", "TKs", "tks"])
        text = f"Generation on my {cn} with {en} is about {num(a)} {unit} here."
        return text, [{"value": a, "hardware": cc, "engine": ec}]
    if kind == 1:
        slash = r.choice(["/s", "/sec"])
        text = (
            f"Token generation speed on the {cn} drops from {num(a + 40)}{slash}"
            f" to {num(a)}{slash}."
        )
        return text, [{"value": a + 40, "hardware": cc}, {"value": a, "hardware": cc}]
    if kind == 2:
        text = f"Decode speed on the {cn} sits around {num(a)}/s-{num(a + 2)}/s most of the time."
        return text, [{"value": a, "hardware": cc}]
    if kind == 3:
        text = f"The gateway in front of the {cn} box accepts about {num(a)}/s requests at peak."
        return text, []
    if kind == 4:
        b = round(r.uniform(20, 60), 2)
        text = (
            f"With {en} on {cn}:\nspeed, -SD: {num(a)} tokens/second\n"
            f"speed, +SD: {b} tokens/second\n"
        )
        return text, [{"value": a, "hardware": cc}, {"value": b, "hardware": cc}]
    k = r.randint(2, 6)
    text = f"Here {en} gives {k} times slower decoding than plain llama.cpp on the same {cn}."
    return text, [{"value": float(k), "metric": "speedup", "engine": ec}]


def parallel_clauses(r: random.Random) -> tuple[str, list[Label]]:
    """§4: a second subject's clause after a comma or "and" with a verb of its own ("…, the
    A10 produces 41") gives a figure of the first's unit; prices between are words; a clause
    counting tokens ("generates 300 tokens per reply") gives none."""
    (c1, k1), (c2, k2) = r.sample(CARDS, 2)
    a, b = float(r.randint(60, 150)), float(r.randint(31, 59))
    verb = r.choice(["runs", "produces", "delivers", "gets", "reaches"])
    join = r.choice([", the", ", and the"])
    price = r.choice(["", f" at ${r.randint(1, 9) / 10:.2f}/M tokens", " ($0.40 an hour)"])
    if r.random() < 0.2:
        lo = r.randint(31, 55)
        text = f"The {c1} {verb} {num(a)} tok/s on short prompts and sustained {lo}-{lo + 4} at 8k."
        return text, [{"value": a, "hardware": k1}, {"value": float(lo), "hardware": k1}]
    if r.random() < 0.25:
        n = r.randint(200, 900)
        text = f"The {c1} {verb} {num(a)} tok/s{join} template generates {n} tokens."
        return text, [{"value": a, "hardware": k1}]
    text = f"On Qwen3-8B the {c1} {verb} {num(a)} tok/s{price}{join} {c2} {verb} {num(b)}."
    return text, [{"value": a, "hardware": k1}, {"value": b, "hardware": k2}]


def multiple_nouns(r: random.Random) -> tuple[str, list[Label]]:
    """§4: a multiple named by a noun of change and then the speed it changes ("a 6x
    increase in tokens decoded per second", "a 12x advantage in interactivity", "the 14x
    speed gap", "2x longer for prefill") is a speedup; "a 6x increase in tokens spent per
    answer" counts tokens."""
    (en, ec), (cn, _) = r.choice(ENGINES), r.choice(CARDS)
    k = float(r.randint(2, 30))
    kind = r.randrange(5)
    if kind == 4:
        text = f"With {en} on {cn} the same prompt needs {num(k)}x longer for prefill."
    elif kind == 0:
        text = f"With {en} on {cn} we saw a {num(k)}x increase in tokens generated per second."
    elif kind == 1:
        text = f"On {cn}, {en} holds a {num(k)}x advantage in interactivity at low load."
    elif kind == 2:
        text = f"The {num(k)}x speed gap: why {en} on {cn} pulls ahead"
    else:
        text = f"With {en} on {cn}, thinking mode means a {num(k)}x increase in tokens per answer."
        return text, []
    return text, [{"value": k, "metric": "speedup", "engine": ec}]


def sized_prefill_columns(r: random.Random) -> tuple[str, list[Label]]:
    """§4: a column header's "(24k prefill)" aside is the prompt length its rates were read
    after, no phase: the "Mean speed" row's rates are decode; a column named by its sized
    prefill alone ("| 16k prefill |") holds prefill rates."""
    (cn, cc) = r.choice(CARDS)
    a, b = rate(r, 20, 150), rate(r, 20, 150)
    n, m = r.choice([8, 16, 24, 32]), r.choice([48, 64, 96, 119])
    unit = r.choice(["t/s", "tok/s", "tokens/s"])
    if r.random() < 0.5:
        side = r.choice([("Before", "After"), ("PR=OFF", "PR=ON"), ("main", "patched")])
        size = r.choice(["k", "K", "k-token"])
        row = r.choice(["Mean speed", "Average speed", "Median"])
        text = (
            f"Decode speed on one {cn}:\n\n| Metric | {side[0]} ({n}{size} prefill) "
            f"| {side[1]} ({m}{size} prefill) |\n|---|---|---|\n"
            f"| {row} | {num(a)} {unit} | {num(b)} {unit} |\n"
        )
        return text, [{"value": a, "hardware": cc}, {"value": b, "hardware": cc}]
    p, q = float(r.randint(900, 1900)), float(r.randint(300, 890))
    text = (
        f"| GPU | {n}k prefill | {m}k prefill |\n|---|---|---|\n"
        f"| {cn} | {p:,.0f} {unit} | {q:,.0f} {unit} |\n"
    )
    return text, [
        {"value": p, "metric": "prefill_tok_s", "hardware": cc},
        {"value": q, "metric": "prefill_tok_s", "hardware": cc},
    ]


def one_stream_chips(r: random.Random) -> tuple[str, list[Label]]:
    """§4: a chip built for one fast stream (LABELLING: per-user speed records of Cerebras,
    Groq, SambaNova, Taalas stay decode) keeps a rate above the one-stream bound one stream's;
    a load cue ("in aggregate") still makes it the server's output."""
    chip, canon = r.choice(
        [
            ("Cerebras", "Cerebras"),
            ("Taalas", "Taalas"),
            ("Groq", "Groq LPU"),
            ("SambaNova", "SambaNova"),
        ]
    )
    v = float(r.randint(7000, 20000))
    if r.random() < 0.7:
        verb = r.choice(["runs Llama 3.1 8B at", "hits", "streams a small model at"])
        return f"{chip} {verb} {v:,.0f} tokens per second.", [{"value": v, "hardware": canon}]
    big = v * 10
    return f"{chip} serves {big:,.0f} tokens per second in aggregate across its users.", [
        {"value": big, "metric": "output_tok_s", "hardware": canon}
    ]


def stage_titles(r: random.Random) -> tuple[str, list[Label]]:
    """§1, §4: a "Prompt stage:" or "Prefill phase:" line over key lines titles them, so the
    speed under it is prefill; "Generation stage:" leaves its speed decode; "Prompt reading" in
    a row names prefill (LABELLING: "Prompt reading" is prefill_tok_s); "token processing
    speed" names no phase."""
    (cn, cc) = r.choice(CARDS)
    p, d = rate(r, 150, 2000), rate(r, 5, 90)
    if r.random() < 0.7:
        pre = r.choice(["Prompt stage:", "Prefill phase:", "Prompt phase:", "Prompt 階段:"])
        gen = r.choice(["Generation stage:", "Decode phase:", "Generation 阶段:"])
        key = r.choice(["Speed", "Rate", "速度"])
        text = (
            f"Run on one {cn}:\n{pre}\nInput: {r.randint(1000, 20000):,} tokens.\n"
            f"{key}: {num(p)} tokens/s.\n{gen}\nOutput: {r.randint(100, 900)} tokens.\n"
            f"{key}: {num(d)} tokens/s.\n"
        )
        return text, [
            {"value": p, "metric": "prefill_tok_s", "hardware": cc},
            {"value": d, "hardware": cc},
        ]
    if r.random() < 0.5:
        text = f"On one {cn}, token processing speed per user: {num(d)} tok/s."
        return text, [{"value": d, "hardware": cc}]
    text = f"On one {cn}:\n\nPrompt reading ({r.randint(4, 30)}K tokens) {num(p)} tok/s\n"
    return text, [{"value": p, "metric": "prefill_tok_s", "hardware": cc}]


def request_blocks(r: random.Random) -> tuple[str, list[Label]]:
    """§1, §4: a tool's report block keying many requests ("num requests: 500", "QPS: 2.5")
    is one serving run, and its throughput line the server's output; a block of one request
    keeps it one stream's."""
    (en, ec), (cn, cc) = r.choice(ENGINES), r.choice(CARDS)
    v = rate(r, 40, 900)
    key = r.choice(["avg_throughput", "Output tokens per second", "throughput", "Throughput"])
    n = r.choice([1, 100, 256, 2000]) if r.random() < 0.8 else None
    load = f"num requests: {n}" if n is not None else f"QPS: {r.randint(1, 9)}.{r.randint(0, 9)}"
    t = round(r.uniform(8, 40), 1)
    text = f"{en} on {cn}:\n\n{load}\nmean_tpot: {num(t)} ms\n{key}: {num(v)} tokens/s\n"
    metric = "decode_tok_s" if n == 1 else "output_tok_s"
    return text, [
        {"value": t, "metric": "tpot", "engine": ec, "hardware": cc},
        {"value": v, "metric": metric, "engine": ec, "hardware": cc},
    ]


def slot_flags(r: random.Random) -> tuple[str, list[Label]]:
    """§4: a server's or CLI's ``--parallel N`` / ``-np N`` is a slot count, no load, unless N is
    1 (LABELLING, thirteenth pass, question 3); a benchmark client's ``--parallel N`` and
    mlx_lm.benchmark's ``-b N`` are the requests in flight, and its output the batch's; a
    "Throughput of Server" is the server's, llama-server's throughput one stream's."""
    v = rate(r, 10, 120)
    n = r.choice([1, 2, 4, 8])
    flag = r.choice(["--parallel", "-np"])
    prog = r.choice(["llama-server", "./llama-server", "koboldcpp"])
    if r.random() < 0.7:
        text = (
            f"Started with:\n```\n{prog} -m model-q4_k_m.gguf \\\n  {flag} {n} \\\n"
            f"  -ngl 99\n```\nA chat with it runs at {num(v)} tok/s.\n"
        )
        return text, [{"value": v, "concurrency": 1 if n == 1 else None}]
    if r.random() < 0.5:
        b, g = r.choice([1, 4, 16, 32]), rate(r, 30, 900)
        text = (
            f"```\nmlx_lm.benchmark --model mlx-community/Qwen3-8B-4bit -p 128 -g 128 -b {b}\n"
            f"Averages: generation_tps={num(g)}\n```\n"
        )
        metric = "decode_tok_s" if b == 1 else "output_tok_s"
        return text, [{"value": g, "metric": metric, "concurrency": b}]
    if r.random() < 0.3:
        w, s = rate(r, 100, 900), rate(r, 10, 60)
        if r.random() < 0.5:
            return f'Panel "Output Throughput of Server": {num(w)} tokens/sec.', [
                {"value": w, "metric": "output_tok_s"}
            ]
        return f"llama-server throughput is {num(s)} tok/s here.", [
            {"value": s, "engine": "llama.cpp"}
        ]
    c, big = r.choice([8, 16, 64]), rate(r, 400, 1900)
    text = (
        f"```\npython3 -m sglang.bench_serving --backend sglang --parallel {c}\n```\n"
        f"Output token throughput (tok/s): {num(big)}\n"
    )
    return text, [{"value": big, "metric": "output_tok_s", "concurrency": c}]


def peak_after_rates(r: random.Random) -> tuple[str, list[Label]]:
    """§4: "peak" written right after a rate's unit ("16,794 tok/s peak", "(9,600 tok/s peak)")
    is the most a server reached under load, its output, as "Peak throughput: N" is; a "peak
    speed" after the unit and a rate with no peak stay one stream's."""
    v = rate(r, 200, 1900)
    model = r.choice(["the 8B model", "the small MoE", "our 4B checkpoint"])
    if r.random() < 0.5:
        form = r.choice([f"{num(v)} tok/s peak", f"({num(v)} tokens/s peak)"])
        return f"On one H100, {model} reaches {form}.", [{"value": v, "metric": "output_tok_s"}]
    s = rate(r, 10, 120)
    if r.random() < 0.5:
        return f"On my RTX 4090, {model} hits {num(s)} tok/s peak speed.", [
            {"value": s, "metric": "decode_tok_s"}
        ]
    return f"On my RTX 4090, {model} runs at {num(s)} tok/s.", [
        {"value": s, "metric": "decode_tok_s"}
    ]


def quantity_row_keys(r: random.Random) -> tuple[str, list[Label]]:
    """§4: a whitespace table whose rows are keyed by a memory setting ("8 GB") holds rates
    under a header naming no unit: the key's GB is no unit of the row's numbers, so nothing
    is memory; a row label naming its unit ("Peak VRAM (GB)") gives it to its cells."""
    if r.random() < 0.6:
        a, b = float(r.choice([4, 6, 8])), float(r.choice([16, 24, 32]))
        cells = [round(r.uniform(5, 60), 1) for _ in range(4)]
        text = (
            f"Speed by cache budget:\n\n    budget   2k ctx   16k ctx\n"
            f"      {num(a)} GB     {cells[0]}       {cells[1]}\n"
            f"     {num(b)} GB     {cells[2]}       {cells[3]}\n"
        )
        return text, []
    x, y = round(r.uniform(4, 70), 1), round(r.uniform(4, 70), 1)
    text = f"| | Old | New |\n|---|---|---|\n| Peak VRAM (GB) | {num(x)} | {num(y)} |\n"
    return text, [{"value": x, "metric": "memory"}, {"value": y, "metric": "memory"}]


def titled_parts(r: random.Random) -> tuple[str, list[Label]]:
    """§2: a plain title ("vLLM: The Pragmatic Choice", a name in small letters first) with a
    plain subtitle right under it ("What It Does Well") titles the subtitle's part: its engine
    reaches the figures there, past an intro naming several engines; the next such title
    names its own part's engine, not the one before it."""
    pool = [e for e in ENGINES if e[0] != "llama.cpp"]
    (en, ec), (on, oc) = r.sample(pool, 2)
    (cn, cc) = r.choice(CARDS)
    unit = r.choice(UNITS)
    a, b = rate(r), rate(r)
    sub = r.choice(["What It Does Well", "Results on Our Box", "Numbers We Measured"])
    verdict = r.choice(["The Pragmatic Choice", "Fast and Simple", "Our Pick for Serving"])
    text = (
        f"I tried {en}, {on} and llama.cpp on the same {cn} for a month.\n\n"
        f"{en}: {verdict}\n\n{sub}\n\n"
        f"On my {cn} with a 7B model:\n\n- Single request: ~{num(a)} {unit}\n\n"
        f"{on}: The Other Contender\n\n{sub}\n\n"
        f"On my {cn} with a 7B model:\n\n- Single request: ~{num(b)} {unit}\n"
    )
    return text, [
        {"value": a, "engine": ec, "hardware": cc, "concurrency": 1},
        {"value": b, "engine": oc, "hardware": cc, "concurrency": 1},
    ]


def process_log_lines(r: random.Random) -> tuple[str, list[Label]]:
    """§1: a system log's "name[pid]:" prefix names the program that printed the line:
    llama-server's "slot print_timing" line printed by Ollama's process is Ollama's figure; the
    same line with no prefix is llama.cpp's."""
    v = rate(r, 5, 90)
    host = r.choice(["workstation", "gpu-box", "spark-02", "pop-os"])
    pid = r.randint(100, 999999)
    month, day = r.choice(["Jan", "Mar", "Jun", "Oct"]), r.randint(10, 28)
    stamp = f"{month} {day} 1{r.randint(0, 9)}:0{r.randint(0, 9)}:1{r.randint(0, 9)}"
    task, n_gen = r.randint(1, 900), r.randint(50, 900)
    line = f"slot print_timing: id  0 | task {task} | n_gen =    {n_gen}, tg =  {num(v)} t/s"
    if r.random() < 0.6:
        return f"```\n{stamp} {host} ollama[{pid}]: {line}\n```\n", [
            {"value": v, "engine": "ollama"}
        ]
    return f"```\n{line}\n```\n", [{"value": v, "engine": "llama.cpp"}]


def load_log_lines(r: random.Random) -> tuple[str, list[Label], dict[str, str]]:
    """§1: llama.cpp's model-loading lines ("llm_load_tensors: CUDA0 buffer size = ... MiB")
    name llama.cpp; in Ollama's repository, whose server prints them, they are Ollama's,
    while a llama.cpp program the writer ran there ("with llama-cli I get ...") stays
    llama.cpp's."""
    size = round(r.uniform(300, 9000), 2)
    prefix = r.choice(["llm_load_tensors", "llama_kv_cache_init"])
    line = f"{prefix}:      CUDA0 buffer size =  {size:.2f} MiB"
    repo = r.choice(["ollama/ollama", "someone/chat-ui"])
    engine = "ollama" if repo == "ollama/ollama" else "llama.cpp"
    v = rate(r, 20, 150)
    text = f"```\n{line}\n```\n\nWith llama-cli I get {num(v)} t/s on the same card.\n"
    labels = [
        {"value": size, "metric": "memory", "engine": engine},
        {"value": v, "engine": "llama.cpp"},
    ]
    return text, labels, {"source": f"{repo}#{r.randint(100, 9999)}"}


def organisation_repos(r: random.Random) -> tuple[str, list[Label], dict[str, str]]:
    """§1: a repository named after an engine is an outside project whose issues name no
    engine by that name ("someone/vllm-mlx"); one the engine's own organisation keeps
    ("vllm-project/vllm-metal", "sgl-project/sglang-jax") is the engine's own port."""
    en, repo, engine = r.choice(
        [
            ("vLLM", "vllm-project/vllm-metal", "vllm"),
            ("SGLang", "sgl-project/sglang-jax", "sglang"),
            ("vLLM", "someone/vllm-mlx", None),
            ("SGLang", "acme/sglang-lite", None),
        ]
    )
    (cn, cc) = r.choice(CARDS)
    a, b = rate(r, 10, 90), rate(r, 91, 200)
    unit = r.choice(UNITS)
    change = f"decode went from {num(a)} to {num(b)} {unit}"
    text = f"After bumping {en} to the new release, {change} on one {cn}.\n"
    labels = [
        {"value": a, "engine": engine, "hardware": cc},
        {"value": b, "engine": engine, "hardware": cc},
    ]
    return text, labels, {"source": issue(r, repo)}


def run_vram_items(r: random.Random) -> tuple[str, list[Label]]:
    """§2, §4: the VRAM a run took, beside that run's token rate in one bullet, takes the run's
    engine and card from the lead-in, as the rate does; a model's size on disk in another
    bullet, with no run beside it, takes neither."""
    (en, ec), (cn, cc) = r.choice(ENGINES), r.choice(CARDS)
    unit = r.choice(["tok/s", "t/s", "tokens/s"])
    v = rate(r, 20, 200)
    # sizes with a tenth: a whole "8 GB" may be a machine's size, not a run's use
    mem, disk = r.randint(4, 21) + r.randint(1, 9) / 10, r.randint(2, 8) + r.randint(1, 9) / 10
    text = (
        f"All runs below used {en} on a single {cn}.\n\nResults\n\n"
        f"- Model A: {num(v)} {unit} (batch 1, {mem} GB VRAM)\n"
        f"- Model B: the weights take {disk} GB on disk\n"
    )
    return text, [
        {"value": v, "engine": ec, "hardware": cc, "concurrency": 1},
        {"value": mem, "metric": "memory", "engine": ec, "hardware": cc},
        {"value": disk, "metric": "memory", "engine": None, "hardware": None},
    ]


def released_project_lines(r: random.Random) -> tuple[str, list[Label], dict[str, str]]:
    """§1: in a release of a project outside the vocabulary ("quill-serve 0.4.0: ..."), the
    llama.cpp programs it ships name no engine, but llama.cpp's printed timing lines pasted
    in the notes still name llama.cpp."""
    project = r.choice(["quill-serve", "fernlm", "otter-infer"])
    title = f"{project} {r.randint(0, 3)}.{r.randint(1, 9)}.0: {r.choice(['Metal', 'Vulkan'])}"
    (cn, cc) = r.choice(CARDS)
    ms, v = round(r.uniform(5, 40), 2), round(r.uniform(20, 150), 2)
    shipped = r.randint(20, 160)
    text = (
        f"{project} now bundles llama-server, and decodes at {shipped} tok/s on an {cn}.\n\n"
        f"```\nllama_print_timings:        eval time =   402.10 ms /    36 runs   "
        f"(   {ms:.2f} ms per token,    {v:.2f} tokens per second)\n```\n"
    )
    labels = [
        {"value": float(shipped), "engine": None, "hardware": cc},
        {"value": ms, "metric": "tpot", "engine": "llama.cpp"},
        {"value": v, "engine": "llama.cpp"},
    ]
    return text, labels, {"title": title}


def app_engine_pairs(r: random.Random) -> tuple[str, list[Label]]:
    """§2: an app and the engine it can run on, named as two sides of a pair in one sentence
    ("from 35 tok/s (Ollama) to 71 tok/s (llama.cpp)"), are two runs with their own engines,
    though the sentence says "engine" or "backend"; a sentence saying the app runs on it
    ("Ollama's llama.cpp backend") names no second run."""
    (cn, cc) = r.choice(CARDS)
    a, b = rate(r, 10, 60), rate(r, 61, 150)
    unit = r.choice(["tok/s", "t/s", "tokens/s"])
    word = r.choice(["engine", "backend", "runtime"])
    if r.random() < 0.5:
        text = (
            f"On one {cn}, decode went from {num(a)} {unit} (Ollama) to {num(b)} {unit} "
            f"(llama.cpp) after moving to a leaner {word}.\n"
        )
        return text, [
            {"value": a, "engine": "ollama", "hardware": cc},
            {"value": b, "engine": "llama.cpp", "hardware": cc},
        ]
    text = f"On one {cn}, Ollama with its llama.cpp {word} decodes at {num(a)} {unit}.\n"
    return text, [{"value": a, "engine": "ollama", "hardware": cc}]


def bar_values(r: random.Random) -> tuple[str, list[Label]]:
    """§2 and §4: a bar's own value ("Minimum Target (50 tok/s): EXCEEDED", "< 5 tok/s minimum
    viable", "by 3x over the threshold"), a rule of thumb, a training speedup ("was trained 2x
    faster"), an attention kernel's multiple ("a 3x attention speedup") and one of performance
    per watt are no runs; the run stays."""
    unit, (cn, cc) = r.choice(["t/s", "tok/s", "tokens/s"]), r.choice(CARDS)
    bar, got = r.randint(5, 60), rate(r, 10, 200)
    k = round(r.uniform(1.5, 6), 1)
    noise = r.choice(
        [
            f"- **Minimum Target ({bar} {unit})**: {r.choice(['EXCEEDED', 'met', 'achieved'])}",
            f"**Production minimum:** {bar} {unit} for a usable chat.",
            f"Anything slower is out (< {bar} {unit} minimum viable).",
            f"It clears the interactive threshold by {k}x.",
            f"This model was trained {k}x faster with our LoRA library.",
            f"Finetune Llama, Qwen & Gemma {k}x faster with less memory!",
            f"The new kernel shows a {k}x attention speedup in isolation.",
            f"Take {bar} {unit} as your back-of-envelope number for a 7B model.",
            f"The new chip gives {k}x better performance per watt than the last one.",
            f"The NPU is {k}x faster than the iGPU at image classification.",
        ]
    )
    text = f"{noise}\n\nOn one {cn} I measured {num(got)} {unit} decode.\n"
    return text, [{"value": got, "metric": "decode_tok_s", "hardware": cc}]


def picture_model_names(r: random.Random) -> tuple[str, list[Label]]:
    """§3: "Stable Diffusion", "latent diffusion" and "video diffusion" name image and video
    models, not a decoding mode: an LLM's rate beside them names no mode, while diffusion
    decoding stated for the LLM itself stays its mode."""
    unit, (cn, cc) = r.choice(["t/s", "tok/s", "tokens/sec"]), r.choice(CARDS)
    got = rate(r, 10, 200)
    picture = r.choice(
        ["Stable Diffusion", "Stable Diffusion XL", "latent diffusion", "video diffusion"]
    )
    if r.random() < 0.5:
        text = f"The box also runs {picture}; on its {cn} a 7B LLM decodes {num(got)} {unit}.\n"
        return text, [{"value": got, "metric": "decode_tok_s", "hardware": cc, "mode": None}]
    text = f"Unlike {picture}, LLaDA with diffusion decoding reaches {num(got)} {unit}"
    text += f" on one {cn}.\n"
    return text, [{"value": got, "metric": "decode_tok_s", "hardware": cc, "mode": "diffusion"}]


def set_aside_memory(r: random.Random) -> tuple[str, list[Label]]:
    """§4: room set aside beside a run ("为系统预留 2GB", "留出 96GB 空间") and what a card lacks
    ("a 9 GB shortfall", "7GB short of fitting") are no run's memory; the run's use stays."""
    (cn, cc) = r.choice(CARDS)
    # a use any card can hold, in no size a machine is sold in
    used, room = r.randint(4, 19) + r.choice([0.2, 0.4, 0.6, 0.8]), r.randint(2, 90)
    if r.random() < 0.5:
        noise = r.choice(
            [
                f"为其他任务留出 {room}GB 空间。",
                f"另外为系统预留 {room}GB。",
                f"还可腾出 {room}GB 给 KV cache。",
            ]
        )
        text = f"在 {cn} 上实测峰值显存 {used}GB。{noise}\n"
    else:
        noise = r.choice(
            [f"a {room} GB shortfall", f"{room}GB short of fitting", f"a {room}GB deficit"]
        )
        text = f"Peak memory on the {cn} was {used} GB; the bigger model has {noise} there.\n"
    return text, [{"value": used, "metric": "memory", "hardware": cc}]


SHAPES: dict[str, Shape] = {
    "loose rate units": loose_rate_units,
    "parallel clauses": parallel_clauses,
    "multiple nouns": multiple_nouns,
    "sized prefill columns": sized_prefill_columns,
    "one stream chips": one_stream_chips,
    "stage titles": stage_titles,
    "request blocks": request_blocks,
    "slot flags": slot_flags,
    "quantity row keys": quantity_row_keys,
    "titled parts": titled_parts,
    "process log lines": process_log_lines,
    "load log lines": load_log_lines,
    "organisation repos": organisation_repos,
    "run vram items": run_vram_items,
    "released project lines": released_project_lines,
    "app engine pairs": app_engine_pairs,
    "bar values": bar_values,
    "picture model names": picture_model_names,
    "set-aside memory": set_aside_memory,
    "peak after rates": peak_after_rates,
}
