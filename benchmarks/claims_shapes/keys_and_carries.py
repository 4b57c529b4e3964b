"""Bracketed ratios and pairs, keys (camelCase, bare times, bold bracketed), throughput under a
stated load, carried times, elided rates, engine columns, sizes and needs, lead-ins, rules of
thumb."""

from __future__ import annotations

import random

from claims_shapes.common import CARDS, ENGINES, UNITS, Label, Shape, num, rate, table


def bracket_ratios(r: random.Random) -> tuple[str, list[Label]]:
    """§4: a bare multiple alone in brackets right after a clause stating a token rate
    ("reaches 120 tok/s at the same load (~3x)") is that rate's speedup; one with words in
    its brackets ("(2x H100)") is not."""
    (en, ec), (cn, cc) = r.choice(ENGINES), r.choice(CARDS)
    v = rate(r, 40, 900)
    x = r.choice([1.5, 2.0, 2.4, 3.0, 4.7, 12.0])
    mark = r.choice(["", "~", "≈"])
    sign = r.choice(["x", "×"])
    tail = r.choice(["", " at the same concurrency", " on the same prompts", " in our runs"])
    if r.random() < 0.75:
        text = f"{en} on one {cn} reaches {num(v)} tok/s{tail} ({mark}{num(x)}{sign}).\n"
        return text, [
            {"value": v, "engine": ec, "hardware": cc},
            {"value": x, "metric": "speedup", "engine": ec, "hardware": cc},
        ]
    text = f"{en} reaches {num(v)} tok/s{tail} (2{sign} {cn}).\n"
    return text, [{"value": v, "engine": ec, "hardware": cc}]


def bracket_rate_pairs(r: random.Random) -> tuple[str, list[Label]]:
    """§4: "2.5x tokens/sec (≈170 vs ≈65)": a bracketed pair of bare numbers right after a
    token rate's unit are two rates of that unit; "40 tok/s (12 vs 8 threads)" is not."""
    (cn, cc) = r.choice(CARDS)
    v1, v2 = rate(r, 100, 400), rate(r, 10, 90)
    mark = r.choice(["", "~", "≈"])
    vs = r.choice(["vs", "vs.", "versus"])
    if r.random() < 0.75:
        unit = r.choice(["tokens/sec", "tok/s", "t/s"])
        text = (
            f"Fast mode on one {cn} gives about 2.5x {unit} "
            f"({mark}{num(v1)} {vs} {mark}{num(v2)}) over the default.\n"
        )
        return text, [
            {"value": 2.5, "metric": "speedup", "hardware": cc},
            {"value": v1, "hardware": cc},
            {"value": v2, "hardware": cc},
        ]
    text = f"On one {cn} it decodes at {num(v1)} tok/s (12 {vs} 8 threads).\n"
    return text, [{"value": v1, "hardware": cc}]


def camel_space_keys(r: random.Random) -> tuple[str, list[Label]]:
    """§4: a space-keyed log line's camelCase key names its unit as a snake_case one does
    ("tokensPerSec 2259.24" is a token rate; at batch size 1 one stream's); camelCase keys
    naming no unit ("numLayers 32") give no figure."""
    (cn, cc) = r.choice(CARDS)
    batch = r.choice([1, 8, 16, 64])
    latency = round(r.uniform(300, 9000), 2)
    speed = round(r.uniform(20, 3000), 2)
    key = r.choice(["tokensPerSec", "tokensPerSecond", "outputTokensPerSec"])
    metric = "decode_tok_s" if batch == 1 else "output_tok_s"
    text = (
        f"The result on one {cn}:\n\n"
        f"[BENCHMARK] batchSize {batch} numLayers {r.choice([32, 40, 48])} "
        f"batch_size {batch} input_length {r.choice([128, 512, 2048])} output_length "
        f"{r.choice([128, 256])} latency(ms) {latency:.2f} {key} {speed:.2f}\n"
    )
    return text, [
        {"value": latency, "metric": "e2e_latency", "hardware": cc, "concurrency": batch},
        {"value": speed, "metric": metric, "hardware": cc, "concurrency": batch},
    ]


def bare_total_time_key(r: random.Random) -> tuple[str, list[Label]]:
    """§4 and LABELLING ("Total time" is `e2e_latency`): a script's unitless "total_time = 78.57"
    beside its run's rate is one generation's time; a load or build time and a token count
    keyed the same way are no claims."""
    (en, ec) = r.choice(ENGINES)
    total, speed = round(r.uniform(2, 120), 3), rate(r, 5, 150)
    sep = r.choice([" = ", "=", ": "])
    lines = [
        f"num_tokens{sep}{r.randint(100, 900)}",
        f"total_time{sep}{total}",
        f"load_time{sep}{round(r.uniform(1, 30), 2)}",
    ]
    r.shuffle(lines)
    text = (
        f"Timing one reply from {en}:\n\n" + "\n".join(lines) + f"\nTokens/Second = {num(speed)}\n"
    )
    return text, [
        {"value": total, "metric": "e2e_latency", "engine": ec},
        {"value": speed, "engine": ec},
    ]


def throughput_under_stated_load(r: random.Random) -> tuple[str, list[Label]]:
    """§4 and the labelling's "Metrics": a rate its own words call a throughput or output, in
    a post that states a load above one with its number a few lines away ("16 concurrent
    requests", "concurrency 12 → 24"), is the server's output; with batching named as a
    feature and no number, or a rate called a speed, it is one stream's."""
    v1, v2 = rate(r, 40, 900), rate(r, 40, 900)
    while abs(v1 - v2) < 0.01 * max(v1, v2):
        v2 = rate(r, 40, 900)
    n = r.randint(2, 64)
    mem = round(r.uniform(8, 70), 1) + (0.3 if r.random() < 0.5 else 0.0)
    mem = mem + 0.1 if mem == int(mem) else mem  # a whole size reads as a card's
    loaded = r.random() < 0.6
    form = r.random()
    if form < 0.3:
        load = f"up to {n} concurrent requests" if loaded else "continuous batching on"
        word = "Throughput" if loaded or r.random() < 0.5 else "Speed"
        text = (
            "Key figures\n"
            f"- Memory: {num(mem)} GB, {load}\n"
            "Results by task\n"
            f"| Task | {word} (tok/s) | Utilisation |\n|---|---|---|\n"
            f"| Chat | {num(v1)} | 78% |\n| Code | {num(v2)} | 65% |\n"
        )
    elif form < 0.6:
        load = f"动态批处理支持最大 {n} 并发" if loaded else "支持动态批处理"
        text = (
            "关键性能指标\n"
            f"- 显存占用:FP16 模型显存占用 {num(mem)}GB,{load}\n"
            "场景数据对比\n"
            "| 场景类型 | 吞吐量 (tokens/s) | 显存利用率 |\n|---|---|---|\n"
            f"| 文本生成 | {num(v1)} | 78% |\n| 多轮对话 | {num(v2)} | 65% |\n"
        )
    else:
        load = f"ramping concurrency {n} → {n + 8}" if loaded else "with dynamic batching"
        text = (
            f"We served the model on vLLM, {load}.\n"
            "The numbers:\n"
            f"→ Peak: ~{num(v1 + v2)} tokens/sec total (~{num(v2)} tok/s output)\n"
        )
        metric = "output_tok_s" if loaded else "decode_tok_s"
        return text, [
            {"value": v1 + v2, "metric": "total_tok_s"},
            {"value": v2, "metric": metric},
        ]
    metric = "output_tok_s" if loaded else "decode_tok_s"
    return text, [
        {"value": mem, "metric": "memory"},
        {"value": v1, "metric": metric},
        {"value": v2, "metric": metric},
    ]


def total_after_the_unit(r: random.Random) -> tuple[str, list[Label]]:
    """§4 and the labelling's ruling on totals: "N tok/s total" with nothing around it naming
    the prompt's or the reply's tokens apart sums the streams' output; beside an output rate
    or naming both sides ("(input + output)") it counts the prompt too."""
    (en, _), (cn, cc) = r.choice(ENGINES), r.choice(CARDS)
    v = rate(r, 200, 4000)
    n = r.randint(2, 64)
    unit = r.choice(["tok/s", "tokens/s", "tokens/sec", "t/s"])
    load = r.choice([f"{n} concurrent requests deliver", f"at batch {n}, {en} reaches"])
    form = r.random()
    if form < 0.5:
        text = f"On one {cn}, {load} {num(v)} {unit} total.\n"
        return text, [{"value": v, "metric": "output_tok_s", "hardware": cc}]
    if form < 0.75:
        text = f"On one {cn}, {load} {num(v)} {unit} total (input + output).\n"
        return text, [{"value": v, "metric": "total_tok_s", "hardware": cc}]
    out = round(v * r.uniform(0.2, 0.6))
    text = f"On one {cn}, {load} {num(v)} {unit} total (~{out} tok/s output).\n"
    return text, [
        {"value": v, "metric": "total_tok_s", "hardware": cc},
        {"value": float(out), "metric": "output_tok_s", "hardware": cc},
    ]


def carried_times(r: random.Random) -> tuple[str, list[Label]]:
    """§2: a time whose sentence names no metric takes the one time metric the sentence
    before it in the paragraph measured or named ("... waited 31 ms. With MTP, that wait
    drops to 14 ms."); after two metrics, or a blank line, it takes none."""
    en, _ = r.choice(ENGINES)
    a, b, c = r.randint(20, 60), r.randint(6, 19), r.randint(11, 59) * 10 + 5  # no "890M"
    ms = r.choice(["ms", " ms"])
    pick = r.random()
    if pick < 0.4:
        text = (
            f"With {en}, each token waited an average of {a}{ms}. "
            f"{r.choice(['After the patch', 'With MTP', 'Meanwhile'])}, that wait drops to "
            f"{r.choice(['', 'under ', 'about '])}{b}{ms}.\n"
        )
        return text, [{"value": a, "metric": "tpot"}, {"value": b, "metric": "tpot"}]
    if pick < 0.7:
        phrase = r.choice(["the first token of every prompt", "time to first token"])
        text = f"With {en}, {phrase} takes a long time. Sometimes even more than {c}{ms}.\n"
        return text, [{"value": c, "metric": "ttft"}]
    if pick < 0.85:
        text = f"{en} shows a TTFT of {c}{ms} and an ITL of {b}{ms}. Later it was {c + 12}{ms}.\n"
        return text, [{"value": c, "metric": "ttft"}, {"value": b, "metric": "tpot"}]
    text = f"With {en}, each token waited about {a}{ms}.\n\nWith the patch it is {b}{ms}.\n"
    return text, [{"value": a, "metric": "tpot"}]


def elided_rates(r: random.Random) -> tuple[str, list[Label]]:
    """§4: a count of tokens that "up from", "faster than" or "reached" sets against a token
    rate just stated is that rate, its "per second" left out ("… 8,064 tokens per second,
    up from 2,907 tokens"); a length that changed ("up from 512 tokens to 2,048") is none."""
    (en, ec), (cn, cc) = r.choice(ENGINES), r.choice(CARDS)
    v = float(r.randint(60, 900))
    w = float(r.randint(int(v) // 4, int(v) * 3 // 4))
    unit = r.choice(["tokens per second", "tok/s", "tokens/s"])
    pick = r.random()
    if pick < 0.4:
        text = f"{en} on one {cn} reaches {num(v)} {unit}, up from {num(w)} tokens last month.\n"
    elif pick < 0.7:
        text = (
            f"{en} on one {cn} reaches {num(v)} {unit}. "
            f"The older release reached {num(w)} tokens.\n"
        )
    else:
        text = (
            f"{en} on one {cn} reaches {num(v)} {unit}, with the prompt up from "
            f"{num(w)} tokens to {num(w * 4)} tokens.\n"
        )
        return text, [{"value": v, "engine": ec, "hardware": cc}]
    return text, [{"value": v, "engine": ec, "hardware": cc}, {"value": w}]


def engine_column_times(r: random.Random) -> tuple[str, list[Label]]:
    """§4: a table with one column per engine whose cells carry their time unit ("75ms") and
    whose header and rows name no metric holds each engine's request time (`e2e_latency`); a
    row naming a step around the run ("Load time", "Cold start") holds no claim."""
    (an, ac), (bn, bc) = r.sample(ENGINES, 2)
    millis = r.random() < 0.5
    unit = "ms" if millis else r.choice(["s", " s"])
    rows: list[list[str]] = []
    labels: list[Label] = []
    for size in r.sample(["0.6B", "1.5B", "4B", "7B", "8B", "14B"], r.randint(2, 3)):
        a = float(r.randint(20, 900)) if millis else round(r.uniform(0.5, 30), 2)
        b = float(r.randint(20, 900)) if millis else round(r.uniform(0.5, 30), 2)
        rows.append([size, f"{num(a)}{unit}", f"{num(b)}{unit}"])
        labels += [
            {"value": a, "metric": "e2e_latency", "engine": ac},
            {"value": b, "metric": "e2e_latency", "engine": bc},
        ]
    step = r.choice(["Load time", "Cold start", "Model load"])
    rows.append([step, f"{r.randint(3, 90)} s", f"{r.randint(3, 90)} s"])
    return table([r.choice(["Model", "模型"]), an, bn], rows), labels


def hedged_precision_sizes(r: random.Random) -> tuple[str, list[Label]]:
    """§4 and LABELLING's model sizes by precision: a hedged size written right after a
    precision ("FP16 ~13.5 GB -> Q4_K_M ~4.1 GB", "4-bit ~6.5GB") is the weights' size at that
    precision; an exact size after a quant's name is a file list's and no claim."""
    (en, ec), (cn, cc) = r.choice(ENGINES), r.choice(CARDS)
    params = r.choice([7, 8, 14, 27, 32, 70])
    wide = round(params * r.uniform(1.9, 2.1), 1)
    narrow = round(params * r.uniform(0.55, 0.65), 1)
    hedge = r.choice(["~", "≈", "~ "])
    (hi_written, hi_prec), (lo_written, lo_prec) = r.choice(
        [
            (("FP16", "FP16"), ("Q4_K_M", "Q4_K_M")),
            (("BF16", "BF16"), ("4-bit", "INT4")),
            (("FP16", "FP16"), ("INT4", "INT4")),
        ]
    )
    speed = rate(r, 10, 120)
    sizes = f"{params}B: {hi_written} {hedge}{wide} GB -> {lo_written} {hedge}{narrow} GB"
    text = f"- Sizes on disk, {sizes}.\n- On one {cn}, {en} decodes at {num(speed)} tok/s.\n"
    labels: list[Label] = [
        {"value": wide, "metric": "memory", "precision": hi_prec, "hardware": None},
        {"value": narrow, "metric": "memory", "precision": lo_prec, "hardware": None},
        {"value": speed, "metric": "decode_tok_s", "engine": ec, "hardware": cc},
    ]
    if r.random() < 0.5:
        exact = round(narrow * 1.2, 2)
        text += f"- Files: {lo_written} {narrow} GB, Q5_K_M {exact} GB.\n"
    return text, labels


def card_after_a_need(r: random.Random) -> tuple[str, list[Label]]:
    """§4: a model's need ("仅需 14GB 显存") followed by the card it runs on, with a placing word
    ("可在 RTX 4090 上运行") or the card's own size ("适配 24GB 显存的 RTX 4090") between, is
    ``memory``; a card's size right beside it ("24GB 的 RTX 4090") is no claim."""
    (cn, _), (pw, pc) = (
        r.choice(CARDS),
        r.choice([("FP8", "FP8"), ("INT4", "INT4"), ("BF16", "BF16")]),
    )
    need = float(r.randint(6, 40))
    own = r.choice([24, 48, 80])
    sp = r.choice(["", " "])
    tail = r.choice(
        [
            f",可在{sp}{cn}{sp}上全速运行。",
            f"占用,在你的{sp}{cn}{sp}上也能跑。",
            f",轻松适配{sp}{own}GB{sp}显存的{sp}{cn}。",
        ]
    )
    text = f"该模型 {pw} 量化后仅需{sp}{need:g}GB{sp}显存{tail}\n"
    labels: list[Label] = [{"value": need, "metric": "memory", "precision": pc}]
    if r.random() < 0.5:
        text += f"我自己的机器是 {own}GB {cn}。\n"
    return text, labels


def card_past_a_clause_break(r: random.Random) -> tuple[str, list[Label]]:
    """§4: a model's size followed by a card past a closed bracket, a dash, a semicolon or
    "but" ("requires 25GB memory but the RTX 4090 only has 24GB", "(~27 GB) — H100 only") is
    ``memory``; the card there is another clause's, and a card right after its own size
    ("a 24GB RTX 4090") is no claim."""
    (cn, _), (pw, pc) = r.choice(CARDS), r.choice([("FP16", "FP16"), ("Q6_K", "Q6_K")])
    size = float(r.randint(20, 140))
    own = r.choice([24, 48, 80])
    form = r.choice(["but", "dash", "semi"])
    if form == "but":
        text = f"At {pw} it requires {size:g}GB memory but the {cn} only has {own}GB.\n"
    elif form == "dash":
        text = f"70B at {pw} (~{size:g} GB) — {cn} only\n"
    else:
        text = f"The model at {pw} weighs {size:g} GB; {cn} cards hold {own} GB each.\n"
    labels: list[Label] = [{"value": size, "metric": "memory", "precision": pc}]
    if r.random() < 0.5:
        text += f"Our box is a {own}GB {cn}.\n"
    return text, labels


def lead_in_engines(r: random.Random) -> tuple[str, list[Label]]:
    """§2, LABELLING: a list's lead-in naming one engine sets up its bullets; one naming
    several ("llama.cpp / Ollama", "vLLM, SGLang and TGI") is about them all and gives none."""
    (e1, c1), (e2, _), (e3, _) = r.sample(ENGINES, 3)
    (cn, cc), unit = r.choice(CARDS), r.choice(UNITS)
    v, w = rate(r, 40, 400), rate(r, 5, 39)
    topic = r.choice(["Quant notes (speed / size)", "Decode speed notes", "Local runs"])
    bullets = f"- {cn}: Q4_K_M {num(v)} {unit}\n- On the CPU, Q8_0 gives {num(w)} {unit}\n"
    pick = r.random()
    if pick < 0.35:
        lead, engine = f"{topic} - {e1} / {e2}\n", None
    elif pick < 0.6:
        lead, engine = f"{topic} for {e1}, {e2} and {e3}:\n", None
    elif pick < 0.8:
        lead, engine = f"{topic}, measured with {e1}:\n", c1
    else:
        lead, engine = f"{topic} with {e1}, faster than {e2}:\n", c1
    labels: list[Label] = [
        {"value": v, "engine": engine, "hardware": cc},
        {"value": w, "engine": engine},
    ]
    return lead + bullets, labels


def memory_use_words(r: random.Random) -> tuple[str, list[Label]]:
    """§2, §4: a size that words of use lead to ("峰值 42.3 GB", "VRAM in use ~20 GB") is what
    a run took and takes the page's setup; a model's need ("the weights take 16 GB") none."""
    (en, ec), (cn, cc) = r.choice(ENGINES), r.choice(CARDS)
    v = float(r.randint(30, 79)) if r.random() < 0.5 else round(r.uniform(30, 79), 1)
    gb = r.choice(["GB", " GB", " GiB"])
    setup = f"Setup: {en} on 1x {cn}.\n\nResults\n\n"
    used = [
        f"- {r.randint(1, 8)} 路:峰值 {num(v)}{gb}\n",
        f"- VRAM in use ~{num(v)}{gb} of 80 GB\n",
        f"- peak RSS of {num(v)}{gb} after the long prompt\n",
        f"- 峰值显存使用:{num(v)}{gb}\n",
        f"- Memory usage: {num(v)}{gb}\n",
    ]
    needed = [
        f"- the FP16 weights take {num(v)}{gb}\n",
        f"- 光是模型权重就要占用约{num(v)}{gb}显存\n",
    ]
    if r.random() < 0.65:
        return setup + r.choice(used), [
            {"value": v, "metric": "memory", "engine": ec, "hardware": cc}
        ]
    return setup + r.choice(needed), [
        {"value": v, "metric": "memory", "engine": None, "hardware": None}
    ]


def bold_bracketed_keys(r: random.Random) -> tuple[str, list[Label]]:
    """§4: a list item's key in bold ("- **decode_tps (median)**: 79.75", "- **Decode speed
    (tok/s)**: 45") names its unit as the plain key does: the bold's close and a statistic in
    brackets between key and colon change nothing; a bold key naming no unit ("**Batch
    Size**: 1", "**max_tokens (median)**: 512") gives no figure."""
    speed = round(r.uniform(5, 400), 2)
    stat = r.choice(["", " (median)", " (mean)", " (avg)"])
    key = r.choice(
        [f"decode_tps{stat}", f"decode_tok_s{stat}", "Decode speed (tok/s)", "Decode (tok/s)"]
    )
    lines = [
        f"- **{key}**: {speed}",
        f"- **Batch Size**: {r.choice([1, 4, 8])}",
        f"- **max_tokens{stat}**: {r.choice([128, 256, 512])}",
        f"- **sampling**: {r.choice(['greedy', 'top-p'])}",
    ]
    r.shuffle(lines)
    text = "Community benchmark submission.\n\n" + "\n".join(lines) + "\n"
    return text, [{"value": speed, "metric": "decode_tok_s"}]


def rules_of_thumb(r: random.Random) -> tuple[str, list[Label]]:
    """LABELLING: a rule of thumb is no speedup: a habitual multiple ("typically 5-10x
    slower") or one under a doubling condition ("パラメータ数が2倍になると…2倍遅くなります") names
    no run; a measured "is 2.1x faster than" beside it stays."""
    (e1, c1), (e2, _) = r.sample(ENGINES, 2)
    (h1, k1) = r.choice(CARDS)
    lo = r.randint(2, 5)
    s = round(r.uniform(1.2, 3.5), 1)
    hedge = r.choice(["typically", "usually", "generally"])
    thumb = r.choice(
        [
            f"If even one layer spills to CPU, decoding gets {hedge} {lo}-{lo + 5}x slower.",
            f"Offloaded layers are {hedge} {lo}x slower than GPU layers.",
            f"モデルのパラメータ数が2倍になると、生成速度はおよそ{lo}倍遅くなります。",
            f"When the model size doubles, decode speed drops about {lo}x.",
        ]
    )
    measured = f"On {h1}, {e1} decodes {s}x faster than {e2}."
    text = f"{thumb}\n\n{measured}" if r.random() < 0.5 else f"{measured}\n\n{thumb}"
    return text, [{"value": s, "metric": "speedup", "engine": c1, "hardware": k1}]


SHAPES: dict[str, Shape] = {
    "bracket ratios": bracket_ratios,
    "bracket rate pairs": bracket_rate_pairs,
    "camel space keys": camel_space_keys,
    "bare total time key": bare_total_time_key,
    "throughput under stated load": throughput_under_stated_load,
    "total after the unit": total_after_the_unit,
    "carried times": carried_times,
    "elided rates": elided_rates,
    "engine column times": engine_column_times,
    "hedged precision sizes": hedged_precision_sizes,
    "card after a need": card_after_a_need,
    "card past a clause break": card_past_a_clause_break,
    "lead-in engines": lead_in_engines,
    "memory use words": memory_use_words,
    "bold bracketed keys": bold_bracketed_keys,
    "rules of thumb": rules_of_thumb,
}
