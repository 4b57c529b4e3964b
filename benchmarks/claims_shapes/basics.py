"""The first shapes: one rule each, in plain English sentences (setups, methods, spellings, ranges,
before/after, speedups, goals, loads, latencies, context engines, standing, list lines)."""

from __future__ import annotations

import random

from claims_shapes.common import CARDS, ENGINES, METHODS, UNITS, VERBS, Label, Shape, num, rate


def one_sentence(r: random.Random) -> tuple[str, list[Label]]:
    """§2-§3: a sentence names its engine, card, count and method."""
    (en, ec), (cn, cc), (mn, mc) = r.choice(ENGINES), r.choice(CARDS), r.choice(METHODS)
    count, spelled = r.choice([(1, "1x "), (2, "2x "), (8, "8x "), (4, "4× ")])
    v = rate(r)
    forms = [
        f"{en} {r.choice(VERBS)} {num(v)} {r.choice(UNITS)} on {spelled}{cn} with {mn}.",
        f"On {spelled}{cn}, {en} {r.choice(VERBS)} {num(v)} {r.choice(UNITS)} with {mn}.",
    ]
    label = {"value": v, "engine": ec, "hardware": cc, "gpu_count": count, "mode": mc}
    return r.choice(forms), [label]


def two_setups(r: random.Random) -> tuple[str, list[Label]]:
    """§2: two sentences about two engines on two cards give two setups; nothing leaks."""
    (e1, c1), (e2, c2) = r.sample(ENGINES, 2)
    (h1, k1), (h2, k2) = r.sample(CARDS, 2)
    (m1, n1), (m2, n2) = r.choice(METHODS), r.choice(METHODS)
    v1, v2 = rate(r), rate(r)
    while v2 == v1:
        v2 = rate(r)
    unit = r.choice(UNITS)
    text = (
        f"{e1} {r.choice(VERBS)} {num(v1)} {unit} on 1x {h1} with {m1}. "
        f"{e2} {r.choice(VERBS)} {num(v2)} {unit} on 1x {h2} with {m2}."
    )
    return text, [
        {"value": v1, "engine": c1, "hardware": k1, "mode": n1},
        {"value": v2, "engine": c2, "hardware": k2, "mode": n2},
    ]


def method_list(r: random.Random) -> tuple[str, list[Label]]:
    """§2: a list under a heading naming engine and card; a "baseline" key is AR."""
    (en, ec), (cn, cc), unit = r.choice(ENGINES), r.choice(CARDS), r.choice(UNITS)
    keys = [*r.sample(METHODS[:4], 2), ("baseline", "ar")]
    r.shuffle(keys)
    values = r.sample(range(5, 400), len(keys))
    lines = "".join(f"- {k}: {v} {unit}\n" for (k, _), v in zip(keys, values, strict=True))
    labels = [
        {"value": float(v), "engine": ec, "hardware": cc, "mode": m}
        for (_, m), v in zip(keys, values, strict=True)
    ]
    return f"## {en} on {cn}\n\n{lines}", labels


def method_table(r: random.Random) -> tuple[str, list[Label]]:
    """§2: a table row takes its engine from its label and its method from its column."""
    engines, (cn, cc) = r.sample(ENGINES, 2), r.choice(CARDS)
    (mn, mc), unit = r.choice(METHODS[:4]), r.choice(["tok/s", "t/s", "tokens/s"])
    values = r.sample(range(5, 400), 4)
    rows = "".join(
        f"| {en} | {values[2 * i]} | {values[2 * i + 1]} |\n" for i, (en, _) in enumerate(engines)
    )
    text = f"Results on {cn}:\n\n| Engine | AR ({unit}) | {mn} ({unit}) |\n|---|---|---|\n{rows}"
    labels = []
    for i, (_, ec) in enumerate(engines):
        labels.append({"value": float(values[2 * i]), "engine": ec, "hardware": cc, "mode": "ar"})
        labels.append({"value": float(values[2 * i + 1]), "engine": ec, "hardware": cc, "mode": mc})
    return text, labels


def number_spellings(r: random.Random) -> tuple[str, list[Label]]:
    """§4: "1 250", "1,250" and "1.3k" are one number each."""
    (en, ec), (cn, cc) = r.choice(ENGINES), r.choice(CARDS)
    v = r.randint(1001, 1999)
    spelled, value = r.choice(
        [
            (f"{v // 1000} {v % 1000:03d}", v),
            (f"{v:,}", v),
            (f"{v / 1000:.1f}k", round(float(f"{v / 1000:.1f}") * 1000)),
        ]
    )
    text = f"{en} serves {spelled} tok/s on 8x {cn} at 64 concurrent requests."
    label = {
        "value": float(value),
        "metric": "output_tok_s",
        "engine": ec,
        "hardware": cc,
        "gpu_count": 8,
        "concurrency": 64,
    }
    return text, [label]


def ranges(r: random.Random) -> tuple[str, list[Label]]:
    """§4: a range keeps both ends."""
    (en, ec), (cn, cc) = r.choice(ENGINES), r.choice(CARDS)
    lo = r.randint(10, 60)
    hi = lo + r.randint(3, 9)
    spelled = r.choice([f"{lo}–{hi} tok/s", f"{lo} to {hi} tok/s", f"{lo}-{hi} tokens/s"])
    label = {"value": float(lo), "engine": ec, "hardware": cc, "value_max": float(hi)}
    return f"On one {cn}, {en} decodes at {spelled}.", [label]


def before_after(r: random.Random) -> tuple[str, list[Label]]:
    """§2: the "before" / "without" side of a pair is AR, the other the method."""
    (en, ec), (cn, cc), (mn, mc) = r.choice(ENGINES), r.choice(CARDS), r.choice(METHODS)
    a = float(r.randint(10, 60))
    b = a + r.randint(5, 60)
    text = r.choice(
        [
            f"{en} on {cn} went from {num(a)} to {num(b)} tok/s with {mn}.",
            f"With {mn}, {en} on {cn} goes from {num(a)} tok/s to {num(b)} tok/s.",
            f"{en} on {cn}: {num(a)} tok/s without {mn}, {num(b)} tok/s with it.",
        ]
    )
    return text, [
        {"value": a, "engine": ec, "hardware": cc, "mode": "ar"},
        {"value": b, "engine": ec, "hardware": cc, "mode": mc},
    ]


def bracketed_earlier(r: random.Random) -> tuple[str, list[Label]]:
    """§2: "152 tok/s on 1x RTX 4090 (was 131 tok/s)": the card and count right after the
    new figure are both sides' setup; the bracket is the before side, AR."""
    (en, ec), (cn, cc), (mn, mc) = r.choice(ENGINES), r.choice(CARDS), r.choice(METHODS)
    n = r.choice([1, 2, 4, 8])
    a = float(r.randint(10, 60))
    b = a + r.randint(5, 60)
    text = r.choice(
        [
            f"{en} now decodes {num(b)} tok/s on {n}x {cn} (was {num(a)} tok/s) with {mn}.",
            f"With {mn}, {en} reaches {num(b)} tok/s on {n}x {cn} (was {num(a)}).",
        ]
    )
    side = {"engine": ec, "hardware": cc, "gpu_count": n}
    return text, [side | {"value": b, "mode": mc}, side | {"value": a, "mode": "ar"}]


def fits_on(r: random.Random) -> tuple[str, list[Label]]:
    """§4 and LABELLING: a size said to fit on a card is what the card can hold, memory on
    no card; a size an engine uses on a card is that run's."""
    (en, ec), (cn, cc) = r.choice(ENGINES), r.choice(CARDS)
    m = float(r.randint(8, 70))
    if r.random() < 0.5:
        text = r.choice(
            [
                f"A {r.randint(7, 70)}B model in FP8 ({num(m)} GB) fits on a single {cn}.",
                f"At {num(m)} GB the 4-bit model fits in one {cn}.",
                f"Quantized to 4 bits it needs {num(m)} GB, so it can run on a {cn}.",
            ]
        )
        return text, [{"value": m, "metric": "memory", "hardware": None, "gpu_count": None}]
    text = f"{en} {r.choice(['uses', 'took', 'takes'])} {num(m)} GB on one {cn}."
    return text, [{"value": m, "metric": "memory", "engine": ec, "hardware": cc, "gpu_count": 1}]


def cpu_runs(r: random.Random) -> tuple[str, list[Label]]:
    """§2: a run on the processor alone ("CPU 12 threads:", "-ngl 0") does not take the
    page's GPU."""
    (cn, cc), t = r.choice(CARDS), r.choice([4, 8, 12, 16, 32])
    a, b = float(r.randint(60, 300)), float(r.randint(2, 30))
    gpu = f"llama.cpp on my {cn} gets {num(a)} tok/s."
    cpu = r.choice(
        [
            f"\nCPU {t} threads: {num(b)} tok/s.",
            f" With -ngl 0 it gets {num(b)} tok/s.",
            f" CPU ({t} cores): {num(b)} tok/s.",
        ]
    )
    return gpu + cpu, [
        {"value": a, "engine": "llama.cpp", "hardware": cc},
        {"value": b, "engine": "llama.cpp", "hardware": None},
    ]


def negated(r: random.Random) -> tuple[str, list[Label]]:
    """§2: negation counts: "speculative decoding disabled" is AR."""
    (en, ec), (cn, cc), v = r.choice(ENGINES), r.choice(CARDS), rate(r, 10, 90)
    how = r.choice(
        [
            "with speculative decoding disabled",
            "with speculative decoding turned off",
            "without any speculative decoding",
            "with MTP disabled",
        ]
    )
    return f"{en} reaches {num(v)} tok/s on {cn} {how}.", [
        {"value": v, "engine": ec, "hardware": cc, "mode": "ar"}
    ]


def speedups(r: random.Random) -> tuple[str, list[Label]]:
    """§2: "2.1x faster than vLLM on H100": vLLM and H100 are the baseline's."""
    (e1, c1), (e2, _) = r.sample(ENGINES, 2)
    (h1, k1), (h2, _) = r.sample(CARDS, 2)
    s = round(r.uniform(1.2, 3.5), 1)
    text, card = r.choice(
        [
            (f"{e1} is {s}x faster than {e2} on {h1}.", None),
            (f"On {h1}, {e1} decodes {s}x faster than {e2}.", k1),
            # no comma: "MI300X SGLang" is a card before an engine, not "300x SGLang"
            (f"On {h1} {e1} is {s}x faster than {e2}.", k1),
            (f"{e1} on {h1} is {s}× faster than {e2} on {h2}.", k1),
        ]
    )
    return text, [{"value": s, "metric": "speedup", "engine": c1, "hardware": card}]


def not_claims(r: random.Random) -> tuple[str, list[Label]]:
    """§2, §4: goals, questions, specs, prices, versions and lengths are no claims."""
    (en, ec), (cn, cc), v = r.choice(ENGINES), r.choice(CARDS), rate(r, 20, 500)
    label = [{"value": v, "engine": ec, "hardware": cc}]
    return r.choice(
        [
            (f"{en} must reach at least {num(v)} tok/s on {cn} before we ship.", []),
            (f"Can {en} hit {num(v)} tok/s on a {cn}?", []),
            (f"Our goal is ≥ {num(v)} tok/s with {en} on {cn}.", []),
            (f"The {cn} has 80 GB of HBM3 and 3.35 TB/s of bandwidth.", []),
            (f"{en} on {cn} reaches {num(v)} tok/s with a 2048-token prompt.", label),
            (f"{en} v0.6.3 (PR #{r.randint(1000, 9999)}) reaches {num(v)} tok/s on {cn}.", label),
            (f"{en} on {cn} costs $2.10/hr and reaches {num(v)} tok/s.", label),
        ]
    )


def loads(r: random.Random) -> tuple[str, list[Label]]:
    """§4: batch size, "@ conc N" and concurrent requests are the load; the rate the server's."""
    (en, ec), (cn, cc), v = r.choice(ENGINES), r.choice(CARDS), rate(r, 100, 3000)
    c = r.choice([4, 8, 16, 32, 64])
    text = r.choice(
        [
            f"{en} on {cn} at batch size {c}: {num(v)} tok/s total throughput.",
            f"{en} serves {num(v)} tok/s @ conc {c} on {cn}.",
            f"With {c} concurrent requests, {en} on {cn} delivers {num(v)} tokens/s of output.",
        ]
    )
    label = {"value": v, "metric": "output_tok_s", "engine": ec, "hardware": cc, "concurrency": c}
    return text, [label]


def precisions(r: random.Random) -> tuple[str, list[Label]]:
    """§3: precision and GPU count spellings ("TP=4", "8×H100", "2x RTX 3090")."""
    (en, ec), (cn, cc), v = r.choice(ENGINES), r.choice(CARDS), rate(r, 5, 150)
    written, precision = r.choice(
        [("Q4_K_M", "Q4_K_M"), ("FP8", "FP8"), ("AWQ", "INT4"), ("BF16", "BF16"), ("Q8_0", "Q8_0")]
    )
    count, spelled = r.choice([(4, f"TP=4 {cn}"), (8, f"8×{cn}"), (2, f"2x {cn}")])
    label = {"value": v, "engine": ec, "hardware": cc, "precision": precision, "gpu_count": count}
    return f"{en}, {written}, {spelled}: {num(v)} tok/s single stream.", [label]


def latencies(r: random.Random) -> tuple[str, list[Label]]:
    """§4: memory, time to first token and per-token latency are metrics of their own."""
    (en, ec), (cn, cc) = r.choice(ENGINES), r.choice(CARDS)
    mem, first, per = round(r.uniform(5, 70), 2), float(r.randint(50, 900)), rate(r, 5, 60)
    text = f"{en} on {cn}: peak memory {mem} GB, TTFT {num(first)} ms, TPOT {num(per)} ms."
    return text, [
        {"value": mem, "metric": "memory", "engine": ec, "hardware": cc},
        {"value": first, "metric": "ttft", "engine": ec, "hardware": cc},
        {"value": per, "metric": "tpot", "engine": ec, "hardware": cc},
    ]


REPOSITORIES = {
    "vllm": "vllm-project/vllm",
    "sglang": "sgl-project/sglang",
    "llama.cpp": "ggml-org/llama.cpp",
    "ollama": "ollama/ollama",
    "lmdeploy": "InternLM/lmdeploy",
}


def context_engines(r: random.Random) -> tuple[str, list[Label], dict[str, str]]:
    """§1: the repository or the title implies the engine; an engine the text names for the
    figure wins over the repository's."""
    (cn, cc), v = r.choice(CARDS), rate(r)
    kind = r.choice(["repository", "title", "quoted"])
    if kind == "repository":
        engine = r.choice(sorted(REPOSITORIES))
        source = f"https://github.com/{REPOSITORIES[engine]}/pull/{r.randint(1000, 9999)}"
        text = f"With this change decode on one {cn} goes up to {num(v)} tok/s."
        return text, [{"value": v, "engine": engine, "hardware": cc}], {"source": source}
    (en, ec) = r.choice([e for e in ENGINES if e[1] != "sglang"])
    if kind == "title":
        text = f"On one {cn} we measured {num(v)} tok/s."
        return text, [{"value": v, "engine": ec, "hardware": cc}], {"title": f"Benchmarking {en}"}
    text = f"For reference, {en} reaches {num(v)} tok/s on {cn} in the same test."
    source = "https://github.com/sgl-project/sglang/issues/1234"
    return text, [{"value": v, "engine": ec, "hardware": cc}], {"source": source}


def hidden_and_hedged(r: random.Random) -> tuple[str, list[Label]]:
    """§2-§3: an HTML comment yields nothing; an estimate is a claim with qualifier
    ``estimate``; a chip company alone is hardware, not an engine."""
    (en, ec), v = r.choice(ENGINES), rate(r)
    hidden = v + 1
    size, who = round(r.uniform(10, 80), 1), r.choice(["Cerebras", "Groq"])
    return r.choice(
        [
            (
                f"<!-- {en} reaches {num(hidden)} tok/s -->\n{en} reaches {num(v)} tok/s.\n",
                [{"value": v, "engine": ec}],
            ),
            (
                f"A 70B model in {en} would use around {size} GB of memory.",
                [{"value": size, "metric": "memory", "engine": ec, "qualifier": "estimate"}],
            ),
            (f"{who} serves Llama 3.1 70B at {num(v)} tok/s.", [{"value": v, "engine": None}]),
        ]
    )


def unit_spellings(r: random.Random) -> tuple[str, list[Label]]:
    """§4: TPS, tokens-per-sec, "a token rate of N per second", a decimal comma, ">A and <B",
    LaTeX multiples."""
    (en, ec), (cn, cc), v = r.choice(ENGINES), r.choice(CARDS), rate(r, 10, 300)
    unit = r.choice(["TPS", "tokens-per-sec", "tokens per sec", "token/s"])
    whole, part = r.randint(10, 99), r.randint(10, 99)
    lo = r.randint(500, 800)
    hi = lo + r.randint(100, 300)
    speedup = round(r.uniform(1.2, 4), 2)
    return r.choice(
        [
            (f"{en} on {cn}: {num(v)} {unit}", [{"value": v, "engine": ec, "hardware": cc}]),
            (
                f"{en} on {cn} has a token rate of {num(v)} per second.",
                [{"value": v, "engine": ec, "hardware": cc}],
            ),
            (
                f"{en} auf {cn}: {whole},{part} Token/s",
                [{"value": float(f"{whole}.{part}"), "engine": ec, "hardware": cc}],
            ),
            (
                f"{en} holds >{lo} and <{hi} tok/s on {cn}.",
                [{"value": float(lo), "engine": ec, "value_max": float(hi)}],
            ),
            (
                f"{en} achieves a ${speedup}\\times$ speedup on {cn}.",
                [{"value": speedup, "metric": "speedup", "engine": ec, "hardware": cc}],
            ),
        ]
    )


def more_not_claims(r: random.Random) -> tuple[str, list[Label]]:
    """§4: acceptance rates, token counts, request rates, versions, dates, slots and prices
    are no claims."""
    (en, _) = r.choice(ENGINES)
    return r.choice(
        [
            (f"{en} accepted 72% of draft tokens, 3.1 tokens per step on average.", []),
            (f"{en} generated 2048 tokens in the test at 12 QPS.", []),
            (f"{en} 0.4.1 was released on 2024-05-12 with 32 slots.", []),
            (f"Pricing for {en} hosting is $0.20 per million tokens.", []),
        ]
    )


def request_loads(r: random.Random) -> tuple[str, list[Label]]:
    """§4: a request rate is no concurrency, but many requests make the rate the server's;
    "one request at a time" is concurrency 1."""
    (en, ec), v = r.choice(ENGINES), rate(r, 200, 3000)
    q, single = r.choice([4, 8, 16]), rate(r, 10, 100)
    return r.choice(
        [
            (
                f"{en} serves {num(v)} tok/s at {q} QPS on H100.",
                [{"value": v, "metric": "output_tok_s", "engine": ec, "concurrency": None}],
            ),
            (
                f"Sending one request at a time, {en} decodes at {num(single)} tok/s on H100.",
                [{"value": single, "engine": ec, "concurrency": 1}],
            ),
        ]
    )


def phases(r: random.Random) -> tuple[str, list[Label]]:
    """§4: a prefill figure is never a decode figure."""
    (en, ec), (cn, cc) = r.choice(ENGINES), r.choice(CARDS)
    prefill, decode = float(r.randint(500, 5000)), rate(r, 10, 150)
    text = r.choice(
        [
            f"{en} on {cn}: prompt processing {num(prefill)} tok/s, "
            f"generation {num(decode)} tok/s.",
            f"{en} on {cn}: pp {num(prefill)} t/s, tg {num(decode)} t/s",
        ]
    )
    return text, [
        {"value": prefill, "metric": "prefill_tok_s", "engine": ec, "hardware": cc},
        {"value": decode, "engine": ec, "hardware": cc},
    ]


def standings(r: random.Random) -> tuple[str, list[Label]]:
    """§5: a claim naming engine, mode and hardware is ``reported``, else ``unverifiable``."""
    (en, _), (cn, _), (mn, _), v = r.choice(ENGINES), r.choice(CARDS), r.choice(METHODS), rate(r)
    text, standing = r.choice(
        [
            (f"{en} reaches {num(v)} tok/s on {cn} with {mn}.", "reported"),
            (f"{en} reaches {num(v)} tok/s on {cn}.", "unverifiable"),
            (f"The model reaches {num(v)} tok/s on {cn} with {mn}.", "unverifiable"),
        ]
    )
    return text, [{"value": v, "standing": standing}]


def count_spellings(r: random.Random) -> tuple[str, list[Label]]:
    """§3: GPU counts as "4 卡", "8*H100", "H100 x2", "eight H100s", "two H100 GPUs"."""
    (en, ec), (cn, cc), v = r.choice(ENGINES), r.choice(CARDS), rate(r, 100, 3000)
    count, spelled = r.choice(
        [
            (4, f"4 卡 {cn}"),
            (8, f"8*{cn}"),
            (2, f"{cn} x2"),
            (4, f"4x{cn}"),
            (8, f"eight {cn}s"),
            (2, f"two {cn} GPUs"),
        ]
    )
    label = {"value": v, "metric": "output_tok_s", "engine": ec, "hardware": cc, "gpu_count": count}
    return f"{en} on {spelled}: {num(v)} tok/s total output.", [label]


def list_lines(r: random.Random) -> tuple[str, list[Label]]:
    """§2: in a list of one-line claims, mode, precision and load do not carry to the next."""
    (en, ec), (cn, cc), (mn, mc) = r.choice(ENGINES), r.choice(CARDS), r.choice(METHODS[:4])
    a, b = r.sample(range(10, 300), 2)
    text = f"- {en} on {cn} with {mn}, FP8, single stream: {a} tok/s\n- {en} on {cn}: {b} tok/s\n"
    return text, [
        {"value": float(a), "mode": mc, "precision": "FP8", "concurrency": 1},
        {"value": float(b), "engine": ec, "hardware": cc, "mode": None, "precision": None},
    ]


SHAPES: dict[str, Shape] = {
    "one sentence": one_sentence,
    "two setups": two_setups,
    "method list": method_list,
    "method table": method_table,
    "number spellings": number_spellings,
    "ranges": ranges,
    "before/after": before_after,
    "negated method": negated,
    "speedups": speedups,
    "not claims": not_claims,
    "loads": loads,
    "precision/count": precisions,
    "latencies": latencies,
    "context engines": context_engines,
    "hidden and hedged": hidden_and_hedged,
    "unit spellings": unit_spellings,
    "more not claims": more_not_claims,
    "request loads": request_loads,
    "phases": phases,
    "standings": standings,
    "count spellings": count_spellings,
    "list lines": list_lines,
    "bracketed earlier": bracketed_earlier,
    "fits on": fits_on,
    "cpu runs": cpu_runs,
}
