"""Does the reader follow the reading rules on sentences built from them? A conformance probe.

Usage:
    python benchmarks/claims_grammar.py [--rules rules/] [--per-shape 100] [--seed 1]
        [--examples 3] [--json]

The labelled evaluation (``claims_eval.py``) scores real texts; its misses are a long tail of
layouts. This probe asks a narrower question: on plain sentences that each exercise one rule
of docs/READING_RULES.md, built from the shipped vocabulary's engines, cards, methods and
units with random values, does the reader record what the rule says? Each shape names the
rule it builds from; its labels follow by construction. A shape whose sentences the reader
gets wrong is a rule the reader does not hold, whatever text it meets.

Shapes (one rule each): one sentence with engine, card, count and method; two sentences about
two setups (§2: nothing leaks); a bullet list of methods under a heading, a "baseline" key
among them; a table with a method per column; number spellings (§4: ``1 250``, ``1,250``,
``1.3k``); ranges; before/after and with/without pairs (§2); negated methods; speedups over a
baseline (§2: the baseline's engine and card are not the subject's); goals, questions, specs
and settings (§2, §4: no claim); concurrency spellings; precision and GPU count spellings;
latency metrics; the repository's, the title's and a quoted engine (§1); HTML comments,
estimates and chip companies; unit spellings, decimal commas, ">A and <B", LaTeX; acceptance
rates, token counts, versions, slots and prices; request rates and one request at a time;
prefill beside decode; standing (§5); more count spellings; one-line list items that must not
carry their setup to the next.

The same rules spelled in Chinese, Japanese and Korean (setups and card counts, methods and
their negation, before/after, ranges, loads and per-request rates, memory, speedups, goals and
questions, prefill beside decode, hidden and hedged figures), and changes and decimal-comma
memory in German, French and Spanish.

Tables and pasted tool output: a unit only in the header under a caption naming card, count
and precision; engines against cards; "Baseline"/"Vanilla"/"w/o SD" rows and columns;
transposed tables; "~1,700", "1.2k" and "± 0.1" cells; whitespace tables in code blocks;
llama-bench, llama-batched-bench and bench_serving output; HTML tables; a "| ms |" column under
a caption naming the time measured; workload columns ("4k context") under a caption stating
unit and phase; a load stated in the note under a table; a key/value table of one run;
ollama's --verbose block, whole or its tail.

Prose (§1-§2): a method, precision or load of one setup's sentence or clause kept from the next
setup's; "A tok/s with X and B tok/s with Y" and bracketed names after a figure; a heading over
its paragraphs and subsections, not over a sibling section; two cards in one paragraph;
"respectively" lists; setups in brackets or after the figure; baselines' own figures and the
subject's after them ("3x faster than vLLM, reaching ..."); per-GPU and per-user rates; "up to"
/ "about" / "over" figures; file formats.

Names (§3): engines by their commands and aliases, cards and precisions by the vocabulary's
spellings, chip companies as hardware; GPU counts ("dual", "a pair of", "TP=8", a card's memory
between count and card); a KV cache's dtype flag is no precision.

Metrics (§4): TTFT, TPOT, ITL, ms/token, s/token and end-to-end latency in their spellings;
"prompt eval" / "pp512" / "prefill throughput" beside "eval rate" / "tg128" / "generation
speed"; per-user against aggregate rates; memory in use, weights, model size, requirements and
KV cache; speedups of a named metric either way (and "halves" and percentages, no speedup); a
figure with its conversion in brackets.

Threads and release notes (§1-§2, §4): an issue or PR body of an engine's repository and an
engine it names for a figure; a quoted post and the reply's own setup; posts parted by author
lines or rules (a card, count or method of one post is not another's); release notes under a
version heading (a "2x" is the repository engine's speedup; percentages, PR numbers and
versions are not claims; a "[EAGLE]" tag is the line's method); a PR template's HTML comment
and a checked checklist item; a method an entry adds ("- Add EAGLE-3 support (#1234)") is not
another entry's.

Clauses (§2): a bare "and" opening a clause on its own subject ("... and the A100 delivers
28", "... and on A100 it delivers 28") parts the clauses' cards and loads; a noun-phrase "and"
shares them.

Prints, per shape, the texts built and the mistakes by field (``missed``: the figure not read
with its metric; ``extra``: a figure no rule gives). Deterministic for a seed. Exit 0 always:
a measurement, not a gate (the test suite runs a small fixed sample of each shape).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections import Counter, defaultdict
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from claims_shapes import shapes
from claims_shapes.common import (
    CARDS,
    ENGINES,
    METHODS,
    PRECISIONS,
    UNITS,
    VERBS,
    Label,
    Shape,
)
from claims_shapes.common import num as _text
from claims_shapes.common import rate as _rate
from claims_shapes.common import table as _table

from watcher.claims import extract_claims
from watcher.rules import Vocabulary, load_rules


def one_sentence(r: random.Random) -> tuple[str, list[Label]]:
    """§2-§3: a sentence names its engine, card, count and method."""
    (en, ec), (cn, cc), (mn, mc) = r.choice(ENGINES), r.choice(CARDS), r.choice(METHODS)
    count, spelled = r.choice([(1, "1x "), (2, "2x "), (8, "8x "), (4, "4× ")])
    v = _rate(r)
    forms = [
        f"{en} {r.choice(VERBS)} {_text(v)} {r.choice(UNITS)} on {spelled}{cn} with {mn}.",
        f"On {spelled}{cn}, {en} {r.choice(VERBS)} {_text(v)} {r.choice(UNITS)} with {mn}.",
    ]
    label = {"value": v, "engine": ec, "hardware": cc, "gpu_count": count, "mode": mc}
    return r.choice(forms), [label]


def two_setups(r: random.Random) -> tuple[str, list[Label]]:
    """§2: two sentences about two engines on two cards give two setups; nothing leaks."""
    (e1, c1), (e2, c2) = r.sample(ENGINES, 2)
    (h1, k1), (h2, k2) = r.sample(CARDS, 2)
    (m1, n1), (m2, n2) = r.choice(METHODS), r.choice(METHODS)
    v1, v2 = _rate(r), _rate(r)
    while v2 == v1:
        v2 = _rate(r)
    unit = r.choice(UNITS)
    text = (
        f"{e1} {r.choice(VERBS)} {_text(v1)} {unit} on 1x {h1} with {m1}. "
        f"{e2} {r.choice(VERBS)} {_text(v2)} {unit} on 1x {h2} with {m2}."
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
            f"{en} on {cn} went from {_text(a)} to {_text(b)} tok/s with {mn}.",
            f"With {mn}, {en} on {cn} goes from {_text(a)} tok/s to {_text(b)} tok/s.",
            f"{en} on {cn}: {_text(a)} tok/s without {mn}, {_text(b)} tok/s with it.",
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
            f"{en} now decodes {_text(b)} tok/s on {n}x {cn} (was {_text(a)} tok/s) with {mn}.",
            f"With {mn}, {en} reaches {_text(b)} tok/s on {n}x {cn} (was {_text(a)}).",
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
                f"A {r.randint(7, 70)}B model in FP8 ({_text(m)} GB) fits on a single {cn}.",
                f"At {_text(m)} GB the 4-bit model fits in one {cn}.",
                f"Quantized to 4 bits it needs {_text(m)} GB, so it can run on a {cn}.",
            ]
        )
        return text, [{"value": m, "metric": "memory", "hardware": None, "gpu_count": None}]
    text = f"{en} {r.choice(['uses', 'took', 'takes'])} {_text(m)} GB on one {cn}."
    return text, [{"value": m, "metric": "memory", "engine": ec, "hardware": cc, "gpu_count": 1}]


def cpu_runs(r: random.Random) -> tuple[str, list[Label]]:
    """§2: a run on the processor alone ("CPU 12 threads:", "-ngl 0") does not take the
    page's GPU."""
    (cn, cc), t = r.choice(CARDS), r.choice([4, 8, 12, 16, 32])
    a, b = float(r.randint(60, 300)), float(r.randint(2, 30))
    gpu = f"llama.cpp on my {cn} gets {_text(a)} tok/s."
    cpu = r.choice(
        [
            f"\nCPU {t} threads: {_text(b)} tok/s.",
            f" With -ngl 0 it gets {_text(b)} tok/s.",
            f" CPU ({t} cores): {_text(b)} tok/s.",
        ]
    )
    return gpu + cpu, [
        {"value": a, "engine": "llama.cpp", "hardware": cc},
        {"value": b, "engine": "llama.cpp", "hardware": None},
    ]


def negated(r: random.Random) -> tuple[str, list[Label]]:
    """§2: negation counts: "speculative decoding disabled" is AR."""
    (en, ec), (cn, cc), v = r.choice(ENGINES), r.choice(CARDS), _rate(r, 10, 90)
    how = r.choice(
        [
            "with speculative decoding disabled",
            "with speculative decoding turned off",
            "without any speculative decoding",
            "with MTP disabled",
        ]
    )
    return f"{en} reaches {_text(v)} tok/s on {cn} {how}.", [
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
    (en, ec), (cn, cc), v = r.choice(ENGINES), r.choice(CARDS), _rate(r, 20, 500)
    label = [{"value": v, "engine": ec, "hardware": cc}]
    return r.choice(
        [
            (f"{en} must reach at least {_text(v)} tok/s on {cn} before we ship.", []),
            (f"Can {en} hit {_text(v)} tok/s on a {cn}?", []),
            (f"Our goal is ≥ {_text(v)} tok/s with {en} on {cn}.", []),
            (f"The {cn} has 80 GB of HBM3 and 3.35 TB/s of bandwidth.", []),
            (f"{en} on {cn} reaches {_text(v)} tok/s with a 2048-token prompt.", label),
            (f"{en} v0.6.3 (PR #{r.randint(1000, 9999)}) reaches {_text(v)} tok/s on {cn}.", label),
            (f"{en} on {cn} costs $2.10/hr and reaches {_text(v)} tok/s.", label),
        ]
    )


def loads(r: random.Random) -> tuple[str, list[Label]]:
    """§4: batch size, "@ conc N" and concurrent requests are the load; the rate the server's."""
    (en, ec), (cn, cc), v = r.choice(ENGINES), r.choice(CARDS), _rate(r, 100, 3000)
    c = r.choice([4, 8, 16, 32, 64])
    text = r.choice(
        [
            f"{en} on {cn} at batch size {c}: {_text(v)} tok/s total throughput.",
            f"{en} serves {_text(v)} tok/s @ conc {c} on {cn}.",
            f"With {c} concurrent requests, {en} on {cn} delivers {_text(v)} tokens/s of output.",
        ]
    )
    label = {"value": v, "metric": "output_tok_s", "engine": ec, "hardware": cc, "concurrency": c}
    return text, [label]


def precisions(r: random.Random) -> tuple[str, list[Label]]:
    """§3: precision and GPU count spellings ("TP=4", "8×H100", "2x RTX 3090")."""
    (en, ec), (cn, cc), v = r.choice(ENGINES), r.choice(CARDS), _rate(r, 5, 150)
    written, precision = r.choice(
        [("Q4_K_M", "Q4_K_M"), ("FP8", "FP8"), ("AWQ", "INT4"), ("BF16", "BF16"), ("Q8_0", "Q8_0")]
    )
    count, spelled = r.choice([(4, f"TP=4 {cn}"), (8, f"8×{cn}"), (2, f"2x {cn}")])
    label = {"value": v, "engine": ec, "hardware": cc, "precision": precision, "gpu_count": count}
    return f"{en}, {written}, {spelled}: {_text(v)} tok/s single stream.", [label]


def latencies(r: random.Random) -> tuple[str, list[Label]]:
    """§4: memory, time to first token and per-token latency are metrics of their own."""
    (en, ec), (cn, cc) = r.choice(ENGINES), r.choice(CARDS)
    mem, first, per = round(r.uniform(5, 70), 2), float(r.randint(50, 900)), _rate(r, 5, 60)
    text = f"{en} on {cn}: peak memory {mem} GB, TTFT {_text(first)} ms, TPOT {_text(per)} ms."
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
    (cn, cc), v = r.choice(CARDS), _rate(r)
    kind = r.choice(["repository", "title", "quoted"])
    if kind == "repository":
        engine = r.choice(sorted(REPOSITORIES))
        source = f"https://github.com/{REPOSITORIES[engine]}/pull/{r.randint(1000, 9999)}"
        text = f"With this change decode on one {cn} goes up to {_text(v)} tok/s."
        return text, [{"value": v, "engine": engine, "hardware": cc}], {"source": source}
    (en, ec) = r.choice([e for e in ENGINES if e[1] != "sglang"])
    if kind == "title":
        text = f"On one {cn} we measured {_text(v)} tok/s."
        return text, [{"value": v, "engine": ec, "hardware": cc}], {"title": f"Benchmarking {en}"}
    text = f"For reference, {en} reaches {_text(v)} tok/s on {cn} in the same test."
    source = "https://github.com/sgl-project/sglang/issues/1234"
    return text, [{"value": v, "engine": ec, "hardware": cc}], {"source": source}


def hidden_and_hedged(r: random.Random) -> tuple[str, list[Label]]:
    """§2-§3: an HTML comment yields nothing; an estimate is a claim with qualifier
    ``estimate``; a chip company alone is hardware, not an engine."""
    (en, ec), v = r.choice(ENGINES), _rate(r)
    hidden = v + 1
    size, who = round(r.uniform(10, 80), 1), r.choice(["Cerebras", "Groq"])
    return r.choice(
        [
            (
                f"<!-- {en} reaches {_text(hidden)} tok/s -->\n{en} reaches {_text(v)} tok/s.\n",
                [{"value": v, "engine": ec}],
            ),
            (
                f"A 70B model in {en} would use around {size} GB of memory.",
                [{"value": size, "metric": "memory", "engine": ec, "qualifier": "estimate"}],
            ),
            (f"{who} serves Llama 3.1 70B at {_text(v)} tok/s.", [{"value": v, "engine": None}]),
        ]
    )


def unit_spellings(r: random.Random) -> tuple[str, list[Label]]:
    """§4: TPS, tokens-per-sec, "a token rate of N per second", a decimal comma, ">A and <B",
    LaTeX multiples."""
    (en, ec), (cn, cc), v = r.choice(ENGINES), r.choice(CARDS), _rate(r, 10, 300)
    unit = r.choice(["TPS", "tokens-per-sec", "tokens per sec", "token/s"])
    whole, part = r.randint(10, 99), r.randint(10, 99)
    lo = r.randint(500, 800)
    hi = lo + r.randint(100, 300)
    speedup = round(r.uniform(1.2, 4), 2)
    return r.choice(
        [
            (f"{en} on {cn}: {_text(v)} {unit}", [{"value": v, "engine": ec, "hardware": cc}]),
            (
                f"{en} on {cn} has a token rate of {_text(v)} per second.",
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
    (en, ec), v = r.choice(ENGINES), _rate(r, 200, 3000)
    q, single = r.choice([4, 8, 16]), _rate(r, 10, 100)
    return r.choice(
        [
            (
                f"{en} serves {_text(v)} tok/s at {q} QPS on H100.",
                [{"value": v, "metric": "output_tok_s", "engine": ec, "concurrency": None}],
            ),
            (
                f"Sending one request at a time, {en} decodes at {_text(single)} tok/s on H100.",
                [{"value": single, "engine": ec, "concurrency": 1}],
            ),
        ]
    )


def phases(r: random.Random) -> tuple[str, list[Label]]:
    """§4: a prefill figure is never a decode figure."""
    (en, ec), (cn, cc) = r.choice(ENGINES), r.choice(CARDS)
    prefill, decode = float(r.randint(500, 5000)), _rate(r, 10, 150)
    text = r.choice(
        [
            f"{en} on {cn}: prompt processing {_text(prefill)} tok/s, "
            f"generation {_text(decode)} tok/s.",
            f"{en} on {cn}: pp {_text(prefill)} t/s, tg {_text(decode)} t/s",
        ]
    )
    return text, [
        {"value": prefill, "metric": "prefill_tok_s", "engine": ec, "hardware": cc},
        {"value": decode, "engine": ec, "hardware": cc},
    ]


def standings(r: random.Random) -> tuple[str, list[Label]]:
    """§5: a claim naming engine, mode and hardware is ``reported``, else ``unverifiable``."""
    (en, _), (cn, _), (mn, _), v = r.choice(ENGINES), r.choice(CARDS), r.choice(METHODS), _rate(r)
    text, standing = r.choice(
        [
            (f"{en} reaches {_text(v)} tok/s on {cn} with {mn}.", "reported"),
            (f"{en} reaches {_text(v)} tok/s on {cn}.", "unverifiable"),
            (f"The model reaches {_text(v)} tok/s on {cn} with {mn}.", "unverifiable"),
        ]
    )
    return text, [{"value": v, "standing": standing}]


def count_spellings(r: random.Random) -> tuple[str, list[Label]]:
    """§3: GPU counts as "4 卡", "8*H100", "H100 x2", "eight H100s", "two H100 GPUs"."""
    (en, ec), (cn, cc), v = r.choice(ENGINES), r.choice(CARDS), _rate(r, 100, 3000)
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
    return f"{en} on {spelled}: {_text(v)} tok/s total output.", [label]


def list_lines(r: random.Random) -> tuple[str, list[Label]]:
    """§2: in a list of one-line claims, mode, precision and load do not carry to the next."""
    (en, ec), (cn, cc), (mn, mc) = r.choice(ENGINES), r.choice(CARDS), r.choice(METHODS[:4])
    a, b = r.sample(range(10, 300), 2)
    text = f"- {en} on {cn} with {mn}, FP8, single stream: {a} tok/s\n- {en} on {cn}: {b} tok/s\n"
    return text, [
        {"value": float(a), "mode": mc, "precision": "FP8", "concurrency": 1},
        {"value": float(b), "engine": ec, "hardware": cc, "mode": None, "precision": None},
    ]


# Chinese, Japanese and Korean spellings of the same rules (§3 names "4 卡"; LABELLING.md:
# "无投机采样"/"基线" are AR, "显存占用8G" is memory, "单用户吞吐量" decode, "总输出吞吐量" output,
# "4倍" a speedup, "一块 RTX 3090" one card)
CJK_UNITS = {
    "zh": ["tok/s", "tokens/s", "token/s", "tokens/秒"],
    "ja": ["tok/s", "トークン/秒", "tokens/s"],
    "ko": ["tok/s", "토큰/초", "tokens/s"],
}
CJK_METHODS = {
    "zh": [
        ("投机采样", "speculative"),
        ("推测解码", "speculative"),
        ("投机解码", "speculative"),
        ("EAGLE-3", "eagle"),
        ("MTP", "mtp"),
        ("Medusa", "medusa"),
    ],
    "ja": [
        ("投機的デコーディング", "speculative"),
        ("スペキュラティブデコーディング", "speculative"),
        ("EAGLE-3", "eagle"),
        ("MTP", "mtp"),
    ],
    "ko": [("추측 디코딩", "speculative"), ("EAGLE-3", "eagle"), ("MTP", "mtp")],
}


def cjk_setups(r: random.Random) -> tuple[str, list[Label]]:
    """§2-§3: a Chinese, Japanese or Korean sentence names its engine, card and count
    ("4 卡", "4 张", "一块", "单个", "4枚", "한 장"); "输出吞吐"/"总吞吐" is the server's output
    (LABELLING: "总输出吞吐量" is ``output_tok_s``)."""
    (en, ec), (cn, cc) = r.choice(ENGINES), r.choice(CARDS)
    v, big = _rate(r, 10, 150), float(r.randint(1000, 5000))
    lang = r.choice(["zh", "ja", "ko"])
    unit = r.choice(CJK_UNITS[lang])
    if lang == "zh":
        count, card = r.choice(
            [
                (4, f"4 卡 {cn}"),
                (8, f"8 张 {cn}"),
                (1, f"一块 {cn}"),
                (2, f"两张 {cn}"),
                (1, f"单卡 {cn}"),
                (1, f"单个 {cn}"),  # "个", the general counter, counts cards as "张" does
                (2, f"两个 {cn}"),
            ]
        )
        text, value, metric = r.choice(
            [
                (f"在 {card} 上，{en} 输出吞吐 {_text(big)} {unit}。", big, "output_tok_s"),
                (f"{en} 在 {card} 上的解码速度为 {_text(v)} {unit}。", v, "decode_tok_s"),
                (f"在 {card} 上，{en} 总输出吞吐达到 {_text(big)} {unit}。", big, "output_tok_s"),
            ]
        )
    elif lang == "ja":
        count, card = r.choice([(4, f"{cn} ×4"), (1, f"{cn} 1枚"), (2, f"{cn} 2枚")])
        text, value, metric = r.choice(
            [
                (f"{card} で {en} は {_text(v)} {unit} を記録した。", v, "decode_tok_s"),
                (f"{en} を {card} で動かすと生成速度は {_text(v)} {unit}。", v, "decode_tok_s"),
            ]
        )
    else:
        count, card = r.choice([(1, f"{cn} 한 장"), (4, f"{cn} 4장"), (2, f"{cn} 두 장")])
        text, value, metric = r.choice(
            [
                (f"{card}에서 {en}은 {_text(v)} {unit}를 기록했다.", v, "decode_tok_s"),
                (f"{en}은 {card}에서 초당 {_text(v)} 토큰을 생성했다.", v, "decode_tok_s"),
            ]
        )
    label = {"value": value, "metric": metric, "engine": ec, "hardware": cc, "gpu_count": count}
    return text, [label]


def cjk_methods(r: random.Random) -> tuple[str, list[Label]]:
    """§2-§3: a method named in Chinese, Japanese or Korean text ("投机采样", "推测解码", EAGLE
    or MTP among CJK words) is the figure's mode; negated ("不开启投机采样", "关闭 MTP",
    "无投机采样", "MTP 없이", "…なし") it is AR."""
    (en, ec), (cn, cc), v = r.choice(ENGINES), r.choice(CARDS), _rate(r, 10, 200)
    lang = r.choice(["zh", "ja", "ko"])
    (mn, mc), unit = r.choice(CJK_METHODS[lang]), r.choice(CJK_UNITS[lang])
    negate = r.random() < 0.5
    if lang == "zh":
        how = (
            r.choice([f"不开启{mn}", f"关闭 {mn} 后", f"无{mn}时", f"未使用{mn}", f"禁用 {mn} 时"])
            if negate
            else r.choice([f"使用{mn}", f"开启 {mn} 后", f"启用{mn}时", f"采用 {mn}"])
        )
        text = f"在 {cn} 上，{en} {how}解码速度为 {_text(v)} {unit}。"
    elif lang == "ja":
        how = (
            r.choice([f"{mn}なしで", f"{mn}を無効にすると", f"{mn}を使わずに"])
            if negate
            else r.choice([f"{mn}を使うと", f"{mn}を有効にすると", f"{mn}により"])
        )
        text = f"{cn} で {en} は {how} {_text(v)} {unit} を記録した。"
    else:
        how = (
            r.choice([f"{mn} 없이", f"{mn}을 끄고", f"{mn}를 사용하지 않고"])
            if negate
            else r.choice([f"{mn}을 사용해", f"{mn}를 켜고", f"{mn}로"])
        )
        text = f"{cn}에서 {en}은 {how} {_text(v)} {unit}를 기록했다."
    label = {"value": v, "engine": ec, "hardware": cc, "mode": "ar" if negate else mc}
    return text, [label]


def cjk_before_after(r: random.Random) -> tuple[str, list[Label]]:
    """§2: "从 A 提升到 B", "A→B", "A から B に", "A에서 B로" with a method, "基线 A", "关闭 …
    时 A，开启后 B", "使用 … 前 A", "導入前/導入後", "적용 전/후": A is AR, B the method
    (LABELLING: "基线" is AR; "吞吐量从69提升至110" under an Eagle heading; the reader's
    "original model" side is "原始模型")."""
    (en, ec), (cn, cc) = r.choice(ENGINES), r.choice(CARDS)
    lang = r.choice(["zh", "ja", "ko"])
    (mn, mc), unit = r.choice(CJK_METHODS[lang]), r.choice(["tok/s", "tokens/s"])
    a = float(r.randint(10, 60))
    b = a + r.randint(5, 60)
    if lang == "zh":
        text = r.choice(
            [
                f"{en} 在 {cn} 上：基线 {_text(a)} {unit}，开启 {mn} 后 {_text(b)} {unit}。",
                f"{en} 在 {cn} 上：原始模型 {_text(a)} {unit}，{mn} {_text(b)} {unit}。",
                f"在 {cn} 上，{en} 关闭 {mn} 时 {_text(a)} {unit}，开启后 {_text(b)} {unit}。",
                f"在 {cn} 上，{en} 使用 {mn} 前 {_text(a)} {unit}，使用后 {_text(b)} {unit}。",
                f"{en} 在 {cn} 上开启 {mn} 后，速度从 {_text(a)} {unit} 提升到 {_text(b)} {unit}。",
                f"在 {cn} 上，{en} 使用{mn}后解码速度从 {_text(a)} 提升至 {_text(b)} {unit}。",
                f"{en} 在 {cn} 上开启 {mn}：{_text(a)}→{_text(b)} {unit}。",
            ]
        )
    elif lang == "ja":
        text = r.choice(
            [
                f"{cn} で {en} は {mn}により {_text(a)} {unit} から {_text(b)} {unit} に向上した。",
                f"{cn} で {en} は {mn} 導入前 {_text(a)} {unit}、導入後 {_text(b)} {unit}。",
                f"{cn} で {en} は {mn}を無効にすると {_text(a)} {unit}、有効にすると {_text(b)}"
                f" {unit}。",
            ]
        )
    else:
        text = r.choice(
            [
                f"{cn}에서 {en}은 {mn}로 {_text(a)} {unit}에서 {_text(b)} {unit}로 빨라졌다.",
                f"{cn}에서 {en}은 {mn} 적용 전 {_text(a)} {unit}, 적용 후 {_text(b)} {unit}.",
            ]
        )
    return text, [
        {"value": a, "engine": ec, "hardware": cc, "mode": "ar"},
        {"value": b, "engine": ec, "hardware": cc, "mode": mc},
    ]


def cjk_ranges(r: random.Random) -> tuple[str, list[Label]]:
    """§4: a range keeps both ends: "13~27", "13～27", "13〜27", "13 到 27", "13 至 27", "介于
    13 和 27 之间"."""
    (en, ec), (cn, cc) = r.choice(ENGINES), r.choice(CARDS)
    lo = r.randint(10, 60)
    hi = lo + r.randint(3, 30)
    text = r.choice(
        [
            f"在 {cn} 上，{en} 的解码速度为 {lo}~{hi} tok/s。",
            f"在 {cn} 上，{en} 的解码速度为 {lo}～{hi} tokens/s。",
            f"在 {cn} 上，{en} 的解码速度为 {lo} 到 {hi} tok/s。",
            f"在 {cn} 上，{en} 的解码速度在 {lo} 至 {hi} tok/s 之间。",
            f"在 {cn} 上，{en} 的解码速度介于 {lo} {r.choice(['和', '与'])} {hi} tok/s 之间。",
            f"{cn} で {en} の生成速度は {lo}〜{hi} トークン/秒。",
            f"{cn}에서 {en}의 생성 속도는 {lo}~{hi} tok/s이다.",
        ]
    )
    label = {"value": float(lo), "engine": ec, "hardware": cc, "value_max": float(hi)}
    return text, [label]


def cjk_loads(r: random.Random) -> tuple[str, list[Label]]:
    """§4: "单用户"/"单并发" is one stream (concurrency 1, ``decode_tok_s``); "总输出吞吐" at
    "并发 32", "32 并发", "同時実行数 32", "並列 32", "동시 요청 32개" is the server's
    output; "每个请求", "リクエストあたり", "요청당" (per request) is one stream's rate; "一次只发
    一个请求", "1 リクエストずつ", "요청을 하나씩" (one at a time) is concurrency 1."""
    (en, ec), (cn, cc) = r.choice(ENGINES), r.choice(CARDS)
    one, total, c = _rate(r, 10, 120), float(r.randint(1000, 6000)), r.choice([8, 16, 32, 64])
    base = {"engine": ec, "hardware": cc}
    single = {"value": one, "concurrency": 1, **base}
    served = {"value": total, "metric": "output_tok_s", "concurrency": c, **base}
    return r.choice(
        [
            (
                f"{en} 在 {cn} 上单用户 {_text(one)} tok/s，"
                f"总输出吞吐 {_text(total)} tok/s（并发 {c}）。",
                [single, served],
            ),
            (f"{en} 在 {cn} 上并发 {c} 时总输出吞吐为 {_text(total)} tokens/s。", [served]),
            (f"在 {cn} 上，{c} 并发下 {en} 的总输出吞吐达到 {_text(total)} tok/s。", [served]),
            (f"在 {cn} 上，{en} 单并发解码速度为 {_text(one)} tok/s。", [single]),
            (
                f"{en} 在 {cn} 上 {c} 并发时每个请求 {_text(one)} tok/s，"
                f"总吞吐 {_text(total)} tok/s。",
                [{"value": one, **base}, served],
            ),
            (f"{cn} で {en} はリクエストあたり {_text(one)} tok/s。", [{"value": one, **base}]),
            (f"{en} 在 {cn} 上一次只发一个请求，解码 {_text(one)} tok/s。", [single]),
            (f"{cn} で {en} は 1 リクエストずつ送ると {_text(one)} tok/s。", [single]),
            (f"{cn}에서 {en}은 요청을 하나씩 보내면 {_text(one)} tok/s.", [single]),
            (f"{cn}에서 {en}은 요청당 {_text(one)} tok/s.", [{"value": one, **base}]),
            (
                f"{cn} で {en} は{r.choice(['並列', '並列数'])} {c} で合計 {_text(total)} tok/s。",
                [served],
            ),
            (f"{cn} で {en} は同時実行数 {c} で合計 {_text(total)} tok/s を出力した。", [served]),
            (f"{cn}에서 {en}은 동시 요청 {c}개에서 총 출력 {_text(total)} tok/s.", [served]),
        ]
    )


def cjk_memory(r: random.Random) -> tuple[str, list[Label]]:
    """§4: memory in use ("显存占用 18 GB", "显存占用18G", "VRAM使用量は 18GB", "메모리
    사용량 18GB") is ``memory``; a card's capacity is no claim."""
    (en, ec), (cn, cc) = r.choice(ENGINES), r.choice(CARDS)
    m = round(r.uniform(4, 70), 1)
    text = r.choice(
        [
            f"{en} 在 {cn} 上显存占用 {_text(m)} GB。",
            f"{en} 在 {cn} 上运行时显存占用{_text(m)}G。",
            f"{cn} で {en} の VRAM 使用量は {_text(m)}GB だった。",
            f"{cn}에서 {en}의 메모리 사용량은 {_text(m)}GB였다.",
        ]
    )
    return text, [{"value": m, "metric": "memory", "engine": ec, "hardware": cc}]


def cjk_speedups(r: random.Random) -> tuple[str, list[Label]]:
    """§2, §4: "提升 2.3 倍", "快 2.3 倍", "2.3倍高速", "2.3배 빠르다" are speedups; "比/相比/
    相较于 vLLM 快" and "与 vLLM 相比" name the baseline, not the subject."""
    (e1, c1), (e2, _) = r.sample(ENGINES, 2)
    (cn, cc), s = r.choice(CARDS), round(r.uniform(1.2, 3.5), 1)
    (mn, mc) = r.choice(CJK_METHODS["zh"][3:])
    return r.choice(
        [
            (
                f"在 {cn} 上，{e1} 开启 {mn} 后解码速度提升 {s} 倍。",
                [{"value": s, "metric": "speedup", "engine": c1, "hardware": cc, "mode": mc}],
            ),
            (
                f"在 {cn} 上，{e1} {r.choice(['比', '相比', '相较于', '较'])} {e2} 快 {s} 倍。",
                [{"value": s, "metric": "speedup", "engine": c1, "hardware": cc}],
            ),
            (
                f"在 {cn} 上，{r.choice(['与', '和'])} {e2} 相比，{e1} 提速 {s} 倍。",
                [{"value": s, "metric": "speedup", "engine": c1, "hardware": cc}],
            ),
            (
                f"{cn} で {e1} は {mn}により {s}倍高速になった。",
                [{"value": s, "metric": "speedup", "engine": c1, "hardware": cc, "mode": mc}],
            ),
            (
                f"{cn}에서 {e1}은 {e2}보다 {s}배 빠르다.",
                [{"value": s, "metric": "speedup", "engine": c1, "hardware": cc}],
            ),
        ]
    )


def cjk_not_claims(r: random.Random) -> tuple[str, list[Label]]:
    """§2: goals, wishes, requirements and questions are no measurements ("目标是 100 tok/s",
    "需要达到", "能达到 100 tok/s 吗？", "100 tok/s を目指す", "を出したい", "100 tok/s가
    가능할까요?", "를 달성하는 것이 목표")."""
    (en, _), (cn, _), v = r.choice(ENGINES), r.choice(CARDS), _rate(r, 20, 500)
    return r.choice(
        [
            (f"我们的目标是在 {cn} 上用 {en} 达到 {_text(v)} tok/s。", []),
            (f"{en} 在 {cn} 上能达到 {_text(v)} tok/s 吗？", []),
            (f"请问 {en} 在 {cn} 上能不能跑到 {_text(v)} tok/s？", []),
            (f"{cn} で {en} は {_text(v)} tok/s を目指す。", []),
            (f"{cn} で {en} は {_text(v)} tok/s 出せますか？", []),
            (f"{cn}에서 {en}으로 {_text(v)} tok/s가 가능할까요?", []),
            (f"{cn}에서 {en}으로 {_text(v)} tok/s를 목표로 한다.", []),
            (f"{cn}에서 {en}으로 {_text(v)} tok/s를 달성하는 것이 목표입니다.", []),
            (f"{cn} で {en} は {_text(v)} tok/s を{r.choice(['出', '達成'])}したい。", []),
            (f"{en} 在 {cn} 上{r.choice(['需要', '必须'])}达到 {_text(v)} tok/s 才能上线。", []),
        ]
    )


def european_pairs(r: random.Random) -> tuple[str, list[Label]]:
    """§2, §4 in German, French and Spanish: "von A auf B", "passe de A à B", "pasa de A a B"
    with a method: A is AR, B the method; "18,5 GB" belegt/utilisé is memory (a decimal
    comma)."""
    (en, ec), (cn, cc) = r.choice(ENGINES), r.choice(CARDS)
    (mn, mc) = r.choice(METHODS[:3])
    a = float(r.randint(10, 60))
    b = a + r.randint(5, 60)
    whole, part = r.randint(4, 70), r.randint(1, 9)
    pair = [
        {"value": a, "engine": ec, "hardware": cc, "mode": "ar"},
        {"value": b, "engine": ec, "hardware": cc, "mode": mc},
    ]
    memory = [{"value": float(f"{whole}.{part}"), "metric": "memory", "engine": ec}]
    return r.choice(
        [
            (f"{en} steigt auf der {cn} mit {mn} von {_text(a)} auf {_text(b)} Token/s.", pair),
            (
                f"Mit {mn} steigt {en} auf der {cn} von {_text(a)} Token/s auf {_text(b)} Token/s.",
                pair,
            ),
            (f"{en} passe de {_text(a)} à {_text(b)} tokens/s sur {cn} avec {mn}.", pair),
            (
                f"Avec {mn}, {en} sur {cn} passe de {_text(a)} tokens/s à {_text(b)} tokens/s.",
                pair,
            ),
            (f"{en} pasa de {_text(a)} tokens/s a {_text(b)} tokens/s en {cn} con {mn}.", pair),
            (f"{en} belegt auf der {cn} {whole},{part} GB VRAM.", memory),
            (f"{en} utilise {whole},{part} Go de VRAM sur une {cn}.", memory),
        ]
    )


def cjk_phases(r: random.Random) -> tuple[str, list[Label]]:
    """§4: a prefill figure is never a decode figure, in Chinese, Japanese and Korean too
    ("预填充 … 解码", "プリフィル … デコード", "프리필 … 디코드")."""
    (en, ec), (cn, cc) = r.choice(ENGINES), r.choice(CARDS)
    prefill, decode = float(r.randint(500, 5000)), _rate(r, 10, 150)
    p, d = _text(prefill), _text(decode)
    text = r.choice(
        [
            f"{en} 在 {cn} 上预填充 {p} tok/s，解码 {d} tok/s。",
            f"{cn} で {en} はプリフィル {p} tok/s、デコード {d} tok/s。",
            f"{cn}에서 {en}은 프리필 {p} tok/s, {r.choice(['디코드', '디코딩'])} {d} tok/s.",
        ]
    )
    return text, [
        {"value": prefill, "metric": "prefill_tok_s", "engine": ec, "hardware": cc},
        {"value": decode, "engine": ec, "hardware": cc},
    ]


def cjk_hedged(r: random.Random) -> tuple[str, list[Label]]:
    """§2-§3 in Chinese and Japanese: an HTML comment yields nothing; "预计"/"大约会占用" is an
    estimate (qualifier ``estimate``); a chip company alone is hardware, not an engine."""
    (en, ec), (cn, cc), v = r.choice(ENGINES), r.choice(CARDS), _rate(r)
    size = round(r.uniform(10, 80), 1)
    who = r.choice(["Cerebras", "Groq"])
    return r.choice(
        [
            (
                f"<!-- {en} 在 {cn} 上达到 {_text(v + 1)} tok/s -->\n{en} 在 {cn} 上达到 {_text(v)}"
                " tok/s。\n",
                [{"value": v, "engine": ec, "hardware": cc}],
            ),
            (
                f"在 {cn} 上 70B 模型用 {en} 大约会占用 {_text(size)} GB 显存。",
                [{"value": size, "metric": "memory", "engine": ec, "qualifier": "estimate"}],
            ),
            (
                f"预计 {en} 在 {cn} 上可达 {_text(v)} tok/s。",
                [{"value": v, "engine": ec, "hardware": cc, "qualifier": "estimate"}],
            ),
            (f"{who} 在 Llama 3.1 70B 上达到 {_text(v)} tok/s。", [{"value": v, "engine": None}]),
        ]
    )


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
    return f"{en} on {cn}, decode tok/s:\n\n" + _table(["model", *names], rows), labels


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
    return caption + _table(["model", f"no {method}", *names], rows), labels


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
    return f"{caption}\n\n{_table(['Engine', column], rows)}", labels


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
    return f"Single-stream decode:\n\n{_table(header, rows)}", labels


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
        table = _table(["Method", f"Decode ({unit})"], [[base, str(a)], [mn, str(b)]])
    elif form < 0.66:
        # the unit in the caption, after the card: "vLLM on 1x A100, tok/s:"
        caption = f"{en} on 1x {cn}, {unit}:"
        table = _table(["Model", base, mn], [["Llama-3.1-8B", str(a), str(b)]])
    else:
        table = _table(
            ["Model", f"{base} ({unit})", f"{mn} ({unit})"], [["Llama-3.1-8B", str(a), str(b)]]
        )
    return f"{caption}\n\n{table}", [
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
    return f"On 1x {cn}:\n\n{_table(header, rows)}", labels


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
    return f"{caption}\n\n{_table(['Engine', column], cells)}", labels


def code_block_table(r: random.Random) -> tuple[str, list[Label]]:
    """§2: a whitespace-aligned table pasted in a code block is visible text; each line is a
    row with its header's unit."""
    engines, (cn, cc) = r.sample(ENGINES, 3), r.choice(CARDS)
    values = [_rate(r, 10, 300) for _ in engines]
    lines = [f"{'engine':<14}{'decode tok/s':>14}"]
    lines += [f"{en:<14}{_text(v):>14}" for (en, _), v in zip(engines, values, strict=True)]
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
    text = f"llama-bench on my {card}:\n\n{_table(header, rows)}"
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
    text = f"llama-batched-bench on {cn}:\n\n{_table(header, rows)}"
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
    return f"{words} on {count}x {cn}:\n\n{_table(['Engine', *columns], rows)}", labels


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
    return f"{caption}\n\n{_table(['Engine', *columns], rows)}", labels


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
    values = [_rate(r, 10, 150) if c == 1 else _rate(r, 400, 4000) for _ in engines]
    rows = [[en, _text(v)] for (en, _), v in zip(engines, values, strict=True)]
    metric = "decode_tok_s" if c == 1 else "output_tok_s"
    labels = [
        {"value": v, "metric": metric, "engine": ec, "hardware": cc, "concurrency": c}
        for (_, ec), v in zip(engines, values, strict=True)
    ]
    return f"{_table(['Engine', 'Throughput (tok/s)'], rows)}\n{note}\n", labels


def record_table(r: random.Random) -> tuple[str, list[Label]]:
    """§2: a key/value table reporting one run ("| Engine | vLLM |", "| GPU | 1x H100 |",
    "| Decode | 141 tok/s |"): the table is the figures' unit, so its setting rows are their
    engine, card and precision."""
    (en, ec), (cn, cc), (pn, pc) = r.choice(ENGINES), r.choice(CARDS), r.choice(PRECISIONS)
    decode, first = _rate(r, 10, 200), float(r.randint(40, 900))
    settings = [[r.choice(["Engine", "Framework", "Inference engine"]), en]]
    settings.append([r.choice(["GPU", "Hardware", "Accelerator"]), f"1x {cn}"])
    settings.append([r.choice(["Precision", "Quantization", "dtype"]), pn])
    r.shuffle(settings)
    rows = [*settings, ["Decode", f"{_text(decode)} tok/s"], ["TTFT", f"{_text(first)} ms"]]
    common = {"engine": ec, "hardware": cc, "precision": pc}
    return _table(["Metric", "Value"], rows), [
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
    return f"### Model: {model}\n\n{_table(header, rows)}", labels


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
        rate = _rate(r, 10, 160)
        rows.append([model, f"{_text(rate)} tok/s"])
        labels.append({"value": rate, "engine": engine, "hardware": chip})
    table = _table(["Model", "Decode"], rows)
    return f"{setup}\n\n### MLX on the {chip}\n\n{table}", labels


def app_runtime_cells(r: random.Random) -> tuple[str, list[Label]]:
    """LABELLING: LM Studio running its MLX engine is lm-studio. A page that says it ran its
    models using an app (LM Studio, Ollama) and lists each model's runtime in a column names
    the app's backend in those cells: every row is the app's run; a table that names the app
    in a cell compares it with the runtime, which keeps its own name."""
    app, key, runtime, rkey = r.choice(
        [("LM Studio", "lm-studio", "MLX", "mlx"), ("Ollama", "ollama", "llama.cpp", "llama.cpp")]
    )
    chip = r.choice(["M4 Max", "M3 Max", "M2 Ultra"])
    a, b = _rate(r, 10, 300), _rate(r, 10, 300)
    if r.random() < 0.6:
        rows = [[_text(a), "qwen 2.5", runtime], [_text(b), "gemma 3", "GGUF"]]
        table = _table(["tok/s", "model", "type"], rows)
        labels = [{"value": a, "engine": key}, {"value": b, "engine": key}]
    else:
        rows = [[_text(a), runtime], [_text(b), app]]
        table = _table(["tok/s", "engine"], rows)
        labels = [{"value": a, "engine": rkey}, {"value": b, "engine": key}]
    lead = r.choice([f"Apple {chip} 48GB using {app}", f"All runs on an {chip} with {app}"])
    if len(rows[0]) == 3:
        labels = [label | {"hardware": chip} for label in labels]
    else:  # the card of a lead line over a table comparing engines is another matter
        lead = f"Tokens per second, using {app}"
    return f"# Inference benchmarks\n{lead}\n\n{table}", labels


CARDS_AMD = [("MI300X", "MI300X"), ("MI355X", "MI355X"), ("H200", "H200"), ("B200", "B200")]


def setups_apart(r: random.Random) -> tuple[str, list[Label]]:
    """§2: a method, precision or load stated in one setup's sentence does not pass to the
    next sentence about another engine on another card."""
    (e1, c1), (e2, c2) = r.sample(ENGINES, 2)
    (h1, k1), (h2, k2) = r.sample(CARDS, 2)
    (mn, mc), v1, v2 = r.choice(METHODS), *r.sample(range(10, 400), 2)
    detail, field, value = r.choice(
        [
            (f"with {mn}", "mode", mc),
            ("in FP8", "precision", "FP8"),
            ("at batch 1", "concurrency", 1),
        ]
    )
    text = r.choice(
        [
            f"{e1} reaches {v1} tok/s on {h1} {detail}. {e2} reaches {v2} tok/s on {h2}.",
            f"{e1} on {h1}: {v1} tok/s {detail}. {e2} on {h2}: {v2} tok/s.",
            f"{e1} gets {v1} tok/s on {h1} {detail} and {e2} {v2} tok/s on {h2}.",
        ]
        if field in ("mode", "precision")
        else [
            f"{e1} reaches {v1} tok/s on {h1} {detail}. {e2} reaches {v2} tok/s on {h2}.",
            f"{e1} on {h1}: {v1} tok/s {detail}. {e2} on {h2}: {v2} tok/s.",
        ]
    )
    return text, [
        {"value": float(v1), "engine": c1, "hardware": k1, field: value},
        {"value": float(v2), "engine": c2, "hardware": k2, field: None},
    ]


def clause_setups(r: random.Random) -> tuple[str, list[Label]]:
    """§2: a load trailing one figure of a sentence stays with it when the next clause opens
    on another engine on another card ("... at batch 1 and vLLM 80 tok/s on A100"); a load
    leading the sentence covers both clauses."""
    (e1, c1), (e2, c2) = r.sample(ENGINES, 2)
    (h1, k1), (h2, k2) = r.sample(CARDS, 2)
    v1, v2 = r.sample(range(10, 400), 2)
    load = r.choice(["at batch 1", "at batch size 1", "with one request at a time"])
    joint = r.choice([" and", ", while", ";", ", and"])
    if r.random() < 0.25:
        lead = load[0].upper() + load[1:]
        text = f"{lead}, {e1} gets {v1} tok/s on {h1}{joint} {e2} {v2} tok/s on {h2}."
        return text, [
            {"value": float(v1), "engine": c1, "hardware": k1, "concurrency": 1},
            {"value": float(v2), "engine": c2, "hardware": k2, "concurrency": 1},
        ]
    verb = r.choice(VERBS)
    text = f"{e1} {verb} {v1} tok/s on {h1} {load}{joint} {e2} {verb} {v2} tok/s on {h2}."
    return text, [
        {"value": float(v1), "engine": c1, "hardware": k1, "concurrency": 1},
        {"value": float(v2), "engine": c2, "hardware": k2, "concurrency": None},
    ]


def earlier_runs(r: random.Random) -> tuple[str, list[Label]]:
    """§1: a card named in a sentence about an earlier run or another model sets up no later
    figure; the page's own setup line, with no such words, sets them all up."""
    (en, ec), (cn, cc), (mn, mc) = r.choice(ENGINES), r.choice(CARDS), r.choice(METHODS[:4])
    v = r.randint(10, 400)
    other = r.random() < 0.6
    if other:
        when = r.choice(["Last year", "Previously", "Two years ago", "A few months ago"])
        what = r.choice(["we ran a different model", "we benchmarked another model", "we tested"])
        intro = f"{when} {what} on an {cn}."
    else:
        intro = r.choice([f"We run everything on one {cn}.", f"Our test machine has one {cn}."])
    card, count = (None, None) if other else (cc, 1)
    body = r.choice(
        [
            f"{intro}\n\nThis week {en} reached {v} tok/s with {mn}.",
            f"{intro} Now {en} reaches {v} tok/s with {mn}.",
            f"{intro}\n\nResults:\n\n- {en} with {mn}: {v} tok/s",
        ]
    )
    return body, [
        {"value": float(v), "engine": ec, "mode": mc, "hardware": card, "gpu_count": count}
    ]


def family_setups(r: random.Random) -> tuple[str, list[Label]]:
    """§2: "speculative decoding" stands for the method the paragraph names, as a figure
    naming no method takes it, except one of another setup's sentence with its own figure."""
    (e1, c1), (e2, c2) = r.sample(ENGINES, 2)
    (h1, k1), (h2, k2) = r.sample(CARDS, 2)
    (mn, mc), (v1, v2) = r.choice(METHODS[:3]), r.sample(range(10, 400), 2)
    family = r.choice(["", " with speculative decoding", " using speculative decoding"])
    if r.random() < 0.5:
        text = f"All runs used {mn} on {h1}. {e2} reaches {v2} tok/s on {h2}{family}."
        return text, [{"value": float(v2), "engine": c2, "hardware": k2, "mode": mc}]
    text = f"{e1} reaches {v1} tok/s on {h1} with {mn}. {e2} reaches {v2} tok/s on {h2}{family}."
    return text, [
        {"value": float(v1), "engine": c1, "hardware": k1, "mode": mc},
        {
            "value": float(v2),
            "engine": c2,
            "hardware": k2,
            "mode": "speculative" if family else None,
        },
    ]


def loads_apart(r: random.Random) -> tuple[str, list[Label]]:
    """§2: one load stated apart from any figure sets up the figures below it; a list or a
    sweep of loads stated apart names several runs' loads, none of them a figure's."""
    (en, ec), (cn, cc), v = r.choice(ENGINES), r.choice(CARDS), r.randint(10, 400)
    loads = sorted(r.sample([1, 2, 4, 8, 16, 32, 64], 3))
    key = r.choice(["batch", "concurrency", "batch size"])
    if r.random() < 0.4:
        n = r.choice([4, 8, 16, 32])
        setup, load = f"All runs at {key} {n}.", n
    else:
        a, b, c = loads
        setup = r.choice(
            [
                f"We tested at {key} {a}, {b} and {c}.",
                f"We ramped {key} {a} → {b} → {c}.",
                f"Runs: {key} {a} -> {b} -> {c}.",
            ]
        )
        load = None
    text = f"{setup}\n\n{en} reaches {v} tok/s on {cn}."
    label = {"value": float(v), "engine": ec, "hardware": cc, "concurrency": load}
    if load is not None:
        label["metric"] = "output_tok_s"
    return text, [label]


def names_after(r: random.Random) -> tuple[str, list[Label]]:
    """§2: "A tok/s with X and B tok/s with Y": each figure takes the name its own words
    lead to; a card at the end of the sentence is both figures'."""
    ((e1, c1), (e2, c2)), (cn, cc) = r.sample(ENGINES, 2), r.choice(CARDS)
    (m1, n1), (m2, n2) = r.sample(METHODS, 2)
    a, b = r.sample(range(10, 400), 2)
    prep = r.choice(["with", "using", "in"])
    return r.choice(
        [
            (
                f"We measured {a} tok/s {prep} {e1} and {b} tok/s {prep} {e2} on {cn}.",
                [
                    {"value": float(a), "engine": c1, "hardware": cc},
                    {"value": float(b), "engine": c2, "hardware": cc},
                ],
            ),
            (
                f"The model decodes at {a} tok/s on {cn} ({e1}) and {b} tok/s ({e2}).",
                [
                    {"value": float(a), "engine": c1, "hardware": cc},
                    {"value": float(b), "engine": c2},
                ],
            ),
            (
                f"On {cn}, {e1} reaches {a} tok/s with {m1} and {b} tok/s with {m2}.",
                [
                    {"value": float(a), "engine": c1, "hardware": cc, "mode": n1},
                    {"value": float(b), "engine": c1, "hardware": cc, "mode": n2},
                ],
            ),
        ]
    )


def clause_loads(r: random.Random) -> tuple[str, list[Label]]:
    """§2, §4: a single stream stated after one figure is that figure's; the next clause's
    batched rate is the server's output at its own load."""
    (en, ec), (cn, cc) = r.choice(ENGINES), r.choice(CARDS)
    a, b, c = _rate(r, 10, 150), float(r.randint(1000, 5000)), r.choice([8, 16, 32, 64])
    one = r.choice(["single stream;", "single stream,", "with one user and", "at batch 1;"])
    text = f"{en} on {cn} reaches {_text(a)} tok/s {one} {b:,.0f} tok/s at batch {c}."
    return text, [
        {"value": a, "engine": ec, "hardware": cc, "concurrency": 1},
        {"value": b, "metric": "output_tok_s", "engine": ec, "hardware": cc, "concurrency": c},
    ]


def heading_scope(r: random.Random) -> tuple[str, list[Label]]:
    """§1-§2: a heading naming engine and card carries over the paragraphs of its section and
    its subsections; a heading over another section, with figures of its own, does not."""
    (en, ec), (cn, cc), (mn, mc) = r.choice(ENGINES), r.choice(CARDS), r.choice(METHODS[:4])
    v, w = r.sample(range(10, 400), 2)
    prose = r.choice(["We used the default settings.", "The setup is described below."])
    kind = r.choice(["paragraphs", "subsection", "sibling"])
    if kind == "paragraphs":
        text = f"## {en} on {cn}\n\n{prose}\n\nThe model decodes at {v} tok/s with {mn}.\n"
        return text, [{"value": float(v), "engine": ec, "hardware": cc, "mode": mc}]
    if kind == "subsection":
        text = f"## {en} on {cn}\n\n{prose}\n\n### Results\n\nDecode with {mn}: {v} tok/s.\n"
        return text, [{"value": float(v), "engine": ec, "hardware": cc, "mode": mc}]
    (c2, k2) = r.choice([c for c in CARDS if c[0] != cn])
    other = r.choice(["Other results", "Community numbers", "Results elsewhere"])
    text = (
        f"## {en} on {cn}\n\nThe model decodes at {v} tok/s with {mn}.\n\n## {other}\n\n"
        f"A user reports {w} tok/s on {c2}.\n"
    )
    return text, [
        {"value": float(v), "engine": ec, "hardware": cc, "mode": mc},
        {"value": float(w), "engine": None, "hardware": k2, "mode": None},
    ]


def paragraph_cards(r: random.Random) -> tuple[str, list[Label]]:
    """§2: a paragraph about two cards: each sentence's figure takes its own card."""
    (en, ec), ((h1, k1), (h2, k2)) = r.choice(ENGINES), r.sample(CARDS_AMD, 2)
    v1, v2 = r.sample(range(10, 400), 2)
    text = r.choice(
        [
            f"On {h1}, {en} reaches {v1} tok/s. On {h2} it reaches {v2} tok/s.",
            f"{en} decodes at {v1} tok/s on {h1}. On {h2}, it decodes at {v2} tok/s.",
            f"On {h1} the model runs at {v1} tok/s with {en}. On {h2} it runs at {v2} tok/s.",
        ]
    )
    return text, [
        {"value": float(v1), "engine": ec, "hardware": k1},
        {"value": float(v2), "hardware": k2},
    ]


def respectively(r: random.Random) -> tuple[str, list[Label]]:
    """§2: "A and B reach X and Y respectively" pairs each figure with its own name."""
    ((e1, c1), (e2, c2), (e3, c3)), (cn, cc) = r.sample(ENGINES, 3), r.choice(CARDS)
    ((h1, k1), (h2, k2)), (en, ec) = r.sample(CARDS, 2), r.choice(ENGINES)
    v1, v2, v3 = r.sample(range(10, 400), 3)
    comma = r.choice(["", ","])
    return r.choice(
        [
            (
                f"{e1} and {e2} reach {v1} and {v2} tok/s{comma} respectively, on {cn}.",
                [
                    {"value": float(v1), "engine": c1, "hardware": cc},
                    {"value": float(v2), "engine": c2, "hardware": cc},
                ],
            ),
            (
                f"On {cn}, {e1} and {e2} decode at {v1} tok/s and {v2} tok/s{comma} respectively.",
                [
                    {"value": float(v1), "engine": c1, "hardware": cc},
                    {"value": float(v2), "engine": c2, "hardware": cc},
                ],
            ),
            (
                f"{e1}, {e2} and {e3} reach {v1}, {v2} and {v3} tok/s respectively on {cn}.",
                [
                    {"value": float(v1), "engine": c1, "hardware": cc},
                    {"value": float(v2), "engine": c2, "hardware": cc},
                    {"value": float(v3), "engine": c3, "hardware": cc},
                ],
            ),
            (
                f"{en} reaches {v1} and {v2} tok/s on {h1} and {h2}{comma} respectively.",
                [
                    {"value": float(v1), "engine": ec, "hardware": k1},
                    {"value": float(v2), "engine": ec, "hardware": k2},
                ],
            ),
        ]
    )


def parenthetical(r: random.Random) -> tuple[str, list[Label]]:
    """§2: a setup in parentheses after the figure, or stated after it in the same sentence,
    is the figure's."""
    (en, ec), (cn, cc), v = r.choice(ENGINES), r.choice(CARDS), _rate(r)
    (pn, pc) = r.choice([("FP8", "FP8"), ("BF16", "BF16"), ("Q4_K_M", "Q4_K_M"), ("AWQ", "INT4")])
    return r.choice(
        [
            (
                f"{en} decodes at {_text(v)} tok/s ({cn}, {pn}, batch 1).",
                [{"value": v, "engine": ec, "hardware": cc, "precision": pc, "concurrency": 1}],
            ),
            (
                f"{en} decodes at {_text(v)} tok/s (2x {cn}, {pn}).",
                [{"value": v, "engine": ec, "hardware": cc, "precision": pc, "gpu_count": 2}],
            ),
            (
                f"The model decodes at {_text(v)} tok/s, measured with {en} on one {cn} in {pn}.",
                [{"value": v, "engine": ec, "hardware": cc, "precision": pc}],
            ),
            (
                f"We got {_text(v)} tok/s running {en} on two {cn} GPUs with {pn} weights.",
                [{"value": v, "engine": ec, "hardware": cc, "precision": pc, "gpu_count": 2}],
            ),
        ]
    )


def baselines(r: random.Random) -> tuple[str, list[Label]]:
    """§2 and the Comparisons ruling: a baseline's own figure is the baseline's ("vs 40 tok/s
    on vLLM"); the subject's figure stays the subject's, before or after the comparison."""
    ((e1, c1), (e2, c2), (e3, _)), (cn, cc) = r.sample(ENGINES, 3), r.choice(CARDS)
    # steps of 5: two figures within the scorer's 0.5% ("253" vs "254") would pair either way
    a, b = r.sample(range(10, 400, 5), 2)
    s = round(r.uniform(1.2, 3.5), 1)
    return r.choice(
        [
            (
                f"{e1} reaches {a} tok/s on {cn}, compared to {b} tok/s on {e2}.",
                [
                    {"value": float(a), "engine": c1, "hardware": cc},
                    {"value": float(b), "engine": c2},
                ],
            ),
            (
                f"{e1} reaches {a} tok/s on {cn} vs {b} tok/s with {e2}.",
                [
                    {"value": float(a), "engine": c1, "hardware": cc},
                    {"value": float(b), "engine": c2},
                ],
            ),
            (
                f"Compared with {e2} at {b} tok/s, {e1} reaches {a} tok/s on {cn}.",
                [
                    {"value": float(a), "engine": c1, "hardware": cc},
                    {"value": float(b), "engine": c2},
                ],
            ),
            (
                f"{e1} is {s}x faster than {e2}, reaching {a} tok/s on {cn}.",
                [
                    {"value": s, "metric": "speedup", "engine": c1},
                    {"value": float(a), "engine": c1, "hardware": cc},
                ],
            ),
            (
                f"{e1} is faster than {e2} and {e3}, reaching {a} tok/s on {cn}.",
                [{"value": float(a), "engine": c1, "hardware": cc}],
            ),
            (
                f"{e1} is {s}x faster than {e2} on {cn}, reaching {a} tok/s.",
                [
                    {"value": s, "metric": "speedup", "engine": c1},
                    {"value": float(a), "engine": c1},
                ],
            ),
            (
                f"{e1} outperforms {e2}, hitting {a} tok/s on {cn}.",
                [{"value": float(a), "engine": c1, "hardware": cc}],
            ),
            (
                f"{e1} outperforms {e2} and reaches {a} tok/s on {cn}.",
                [{"value": float(a), "engine": c1, "hardware": cc}],
            ),
            (
                f"{e1} beats {e2} at {a} tok/s vs {b} tok/s on {cn}.",
                [
                    {"value": float(a), "engine": c1, "hardware": cc},
                    {"value": float(b), "engine": c2},
                ],
            ),
            (
                f"{e1} outperforms {e2} at {a} tok/s compared to {b} tok/s.",
                [{"value": float(a), "engine": c1}, {"value": float(b), "engine": c2}],
            ),
            (
                f"{e1} {r.choice(['outpaces', 'beats', 'surpasses'])} {e2} with {a} tok/s on {cn}.",
                [{"value": float(a), "engine": c1, "hardware": cc}],
            ),
            (
                f"Relative to {e2}, {e1} decodes at {a} tok/s on {cn}.",
                [{"value": float(a), "engine": c1, "hardware": cc}],
            ),
        ]
    )


def rate_scopes(r: random.Random) -> tuple[str, list[Label]]:
    """§4: "per GPU" is a server's normalised output; "per user" is one stream under a load."""
    (en, ec), (cn, cc) = r.choice(ENGINES), r.choice(CARDS)
    v, u, c = float(r.randint(500, 5000)), _rate(r, 10, 150), r.choice([8, 16, 32, 64])
    return r.choice(
        [
            (
                f"{en} on 8x {cn} reaches {_text(v)} tok/s per GPU.",
                [{"value": v, "metric": "output_tok_s", "engine": ec, "hardware": cc}],
            ),
            (
                f"{en} serves {_text(u)} tok/s per user on {cn} at {c} concurrent requests.",
                [{"value": u, "engine": ec, "hardware": cc, "concurrency": c}],
            ),
            (
                f"{en} reaches {_text(u)} tokens per second per user on {cn}.",
                [{"value": u, "engine": ec, "hardware": cc}],
            ),
        ]
    )


def qualified(r: random.Random) -> tuple[str, list[Label]]:
    """§4: "up to", "about", "over", "~" figures are still claims."""
    (en, ec), (cn, cc), (mn, mc), v = (
        r.choice(ENGINES),
        r.choice(CARDS),
        r.choice(METHODS),
        _rate(r),
    )
    q = r.choice(["up to ", "about ", "over ", "~", "roughly ", "more than ", "nearly ", "around "])
    return f"{en} on {cn} reaches {q}{_text(v)} tok/s with {mn}.", [
        {"value": v, "engine": ec, "hardware": cc, "mode": mc}
    ]


def formats(r: random.Random) -> tuple[str, list[Label]]:
    """§3: a file format (GGUF, EXL2) is not an engine."""
    (cn, cc), v = r.choice(CARDS), _rate(r)
    fmt = r.choice(["GGUF", "EXL2", "Q4_K_M GGUF", "GGUF build"])
    text = r.choice(
        [
            f"The {fmt} decodes at {_text(v)} tok/s on {cn}.",
            f"We converted the model to {fmt}; it decodes at {_text(v)} tok/s on an {cn}.",
        ]
    )
    return text, [{"value": v, "engine": None, "hardware": cc}]


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
    v = _rate(r)
    pick = r.random()
    if pick < 0.7:
        (en, ec), (cn, cc), (pn, pc) = (
            r.choice(NAMED_ENGINES),
            r.choice(NAMED_CARDS),
            r.choice(NAMED_PRECISIONS),
        )
        text = r.choice(
            [
                f"{en} {r.choice(VERBS)} {_text(v)} {r.choice(UNITS)} on {cn} with {pn} weights.",
                f"With {en} and {pn} weights on {cn}, decoding {r.choice(VERBS)} {_text(v)} tok/s.",
            ]
        )
        return text, [{"value": v, "engine": ec, "hardware": cc, "precision": pc}]
    if pick < 0.85:
        fmt = r.choice(["GGUF", "EXL2", "safetensors"])
        cn, cc = r.choice(NAMED_CARDS)
        return f"The {fmt} checkpoint decodes at {_text(v)} tok/s on {cn}.", [
            {"value": v, "engine": None, "hardware": cc}
        ]
    chip, canon = r.choice([("Cerebras", "Cerebras"), ("Groq", "Groq LPU")])
    return f"On {chip}, the model decodes at {_text(v)} tok/s.", [
        {"value": v, "engine": None, "hardware": canon}
    ]


def count_words(r: random.Random) -> tuple[str, list[Label]]:
    """§3: GPU counts as "dual 3090", "2×4090", "TP=8", "tp 4", "an 8-GPU node of H200", "a
    pair of", "a single", "a dual-3090 rig", "sixteen H100s", "8-way TP", "TP-4"; a card's
    memory between the count and the card ("two 80GB A100s", "2x 80GB A100") is part of the
    card's name, not a break in the count; a model year ("a 2021 M1 Max") counts nothing."""
    (en, ec), v = r.choice(ENGINES), _rate(r)
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
    return f"{en} {r.choice(VERBS)} {_text(v)} tok/s on {spelled}.", [label]


def cache_precisions(r: random.Random) -> tuple[str, list[Label]]:
    """§3 (LABELLING: a KV-cache type is not the precision): "--kv-cache-dtype fp8",
    "kv_cache_dtype=fp8", "-ctk q8_0", "an FP8 KV cache" name the cache's type; the figure's
    precision is the weights' where named, else none."""
    (en, ec), (cn, cc), v = r.choice(ENGINES), r.choice(CARDS), _rate(r)
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
    text = f"{en} {r.choice(VERBS)} {_text(v)} tok/s on {cn} with {cache}{weights}."
    return text, [{"value": v, "engine": ec, "hardware": cc, "precision": pc}]


def latency_spellings(r: random.Random) -> tuple[str, list[Label]]:
    """§4: time to first token, per-token latency (TPOT, ITL, ms/token, s/token) and
    end-to-end latency, each in its spellings, are metrics of their own."""
    (en, ec), (cn, cc) = r.choice(ENGINES), r.choice(CARDS)
    first, per = float(r.randint(40, 900)), _rate(r, 5, 80)
    whole = round(r.uniform(1.5, 30), 1)
    text, value, metric = r.choice(
        [
            (f"{en} on {cn}: time to first token {_text(first)} ms.", first, "ttft"),
            (f"{en} on {cn} has a first-token latency of {_text(first)} ms.", first, "ttft"),
            (f"On {cn}, {en} reports a TTFT of {_text(first)} ms.", first, "ttft"),
            (f"{en} on {cn}: time per output token {_text(per)} ms.", per, "tpot"),
            (f"{en} on {cn}: inter-token latency {_text(per)} ms.", per, "tpot"),
            (f"{en} on {cn} decodes at {_text(per)} ms/token.", per, "tpot"),
            (f"{en} on {cn} generates at {_text(per)} ms per token.", per, "tpot"),
            (f"{en} on {cn} runs at {per / 100:.3f} s/token.", float(f"{per / 100:.3f}"), "tpot"),
            (f"{en} on {cn}: end-to-end latency {_text(whole)} s.", whole, "e2e_latency"),
            (f"{en} on {cn}: request latency {_text(whole)} s.", whole, "e2e_latency"),
        ]
    )
    return text, [{"value": value, "metric": metric, "engine": ec, "hardware": cc}]


def phase_spellings(r: random.Random) -> tuple[str, list[Label]]:
    """§4: a prefill figure is never a decode figure: "prompt eval" / "pp512" / "prefill
    throughput" beside "eval rate" / "tg128" / "generation speed" (LABELLING "Metrics": "eval
    rate" and `tg` are one stream's decode)."""
    (en, ec), (cn, cc) = r.choice(ENGINES), r.choice(CARDS)
    prefill, decode = float(r.randint(500, 9000)), _rate(r, 10, 150)
    p, d = _text(prefill), _text(decode)
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
    one, many, c = _rate(r, 10, 150), float(r.randint(800, 9000)), r.choice([8, 16, 32, 64])
    o, m = _text(one), _text(many)
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
    a requirement names no GPU (LABELLING: "you need 53GB of VRAM" has no GPU)."""
    (en, ec), (cn, cc) = r.choice(ENGINES), r.choice(CARDS)
    g = float(r.randint(6, 70)) if r.random() < 0.5 else round(r.uniform(6, 70), 1)
    v = _text(g)
    on = {"engine": ec, "hardware": cc}
    text, extra = r.choice(
        [
            (f"{en} on {cn}: peak memory {v} GB.", on),
            (f"{en} on {cn}: VRAM usage {v} GB.", on),
            (f"{en} on {cn}: RAM usage {v} GB.", on),
            (f"{en} on {cn} uses {v} GB of VRAM.", on),
            (f"On {cn} with {en} the weights take {v} GB.", on),
            (f"With {en} the model size is {v} GB.", {"engine": ec}),
            (f"With {en} the model needs {v} GiB.", {"engine": ec}),
            (f"{en} on {cn} allocates a KV cache of {v} GB.", on),
            (f"{en} reserves a KV cache of {v} GB on {cn}.", on),
            (f"The weights take {v} GB on {cn} with {en}.", on),
            (f"VRAM usage: {v} GB with {en} on {cn}.", on),
        ]
    )
    if r.random() < 0.2:  # a run's weights and KV cache, two sizes right after the card
        kv = float(r.randint(2, 30))
        text = f"{en} on {cn}: weights {v} GB, KV cache {_text(kv)} GB."
        return text, [
            {"value": g, "metric": "memory", **on},
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
    v = _text(g)
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
        v = _rate(r, 5, 90)
        if r.random() < 0.6:
            mb = r.choice([n for n in range(300, 9000) if n & (n - 1)])
            size, label = f"{mb} MB", {"value": float(mb), "metric": "memory", "hardware": cc}
        else:
            size, label = r.choice(["8 GB", "16 GB", "512 MB", "1024 MB"]), None
        rows.append([model, _text(v), size])
        labels.append({"value": v, "hardware": cc})
        if label is not None:
            labels.append(label)
    return f"## {cn} results\n\n" + _table(["Model", "Tokens/sec", key], rows), labels


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
    v = _rate(r)
    text = (
        f"## Leaderboard on {short}\n\n- {key}: {spelled}\n- Testing environment: PyTorch 2.1\n\n"
        + _table(["Method", "tok/s"], [[mn, _text(v)]])
    )
    return text, [{"value": v, "hardware": cc, "gpu_count": count, "mode": mc}]


def node_counts(r: random.Random) -> tuple[str, list[Label]]:
    """§3: the GPU count of nodes of cards is nodes times the cards in each ("two nodes of
    8xH200" is 16; LABELLING: "Two machines, each with 8 * Ascend910B" gives 16), unless the
    figure is stated per node ("12 nodes (each with 8 H100 GPUs)" is 8); a DGX or HGX name
    gives the card and no count (LABELLING, twelfth pass Q3)."""
    (en, ec), (cn, cc), v = r.choice(ENGINES), r.choice(CARDS[:2]), _rate(r, 1000, 9000)
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
    text = f"{en} runs on {setup} at {_text(v)} tok/s total output."
    roll = r.random()
    if roll < 0.25:
        text = f"{en} reaches {_text(v)} tok/s total output per node on {setup}."
        count = c
    elif roll < 0.45:
        system = r.choice(["DGX", "HGX"])
        text = f"{en} reaches {_text(v)} tok/s total output on an NVIDIA {system} {cn} system."
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


REPO_ENGINES = [
    ("vllm-project/vllm", "vllm", "vLLM"),
    ("sgl-project/sglang", "sglang", "SGLang"),
    ("ggml-org/llama.cpp", "llama.cpp", "llama.cpp"),
    ("InternLM/lmdeploy", "lmdeploy", "LMDeploy"),
]


def _issue(r: random.Random, repo: str) -> str:
    kind = r.choice(["issues", "pull"])
    return f"https://github.com/{repo}/{kind}/{r.randint(1000, 99999)}"


def repo_bodies(r: random.Random) -> tuple[str, list[Label], dict[str, str]]:
    """§1: an issue or PR body of an engine's repository implies that engine for its
    figures; a figure the body gives to another engine is that engine's."""
    (repo, rc, _), (cn, cc) = r.choice(REPO_ENGINES), r.choice(CARDS)
    (on, oc) = r.choice([e for e in ENGINES if e[1] != rc])
    a, b = r.sample(range(10, 400), 2)
    text, labels = r.choice(
        [
            (
                f"After this PR, decode on one {cn} reaches {a} tok/s.",
                [{"value": float(a), "engine": rc, "hardware": cc}],
            ),
            (
                f"For comparison, {on} gets {b} tok/s on the same {cn}.",
                [{"value": float(b), "engine": oc, "hardware": cc}],
            ),
            (
                f"On {cn} this branch decodes at {a} tok/s.\n\n{on} on {cn}: {b} tok/s.",
                [
                    {"value": float(a), "engine": rc, "hardware": cc},
                    {"value": float(b), "engine": oc, "hardware": cc},
                ],
            ),
        ]
    )
    return text, labels, {"source": _issue(r, repo)}


def quoted_replies(r: random.Random) -> tuple[str, list[Label]]:
    """§1-§2 and the Quoted figures ruling: a quoted post ("> ...") keeps its own setup; the
    reply's figure takes the reply's setup, not the quote's card or method."""
    ((e1, c1), (e2, c2)), ((h1, k1), (h2, k2)) = r.sample(ENGINES, 2), r.sample(CARDS, 2)
    (mn, mc), (a, b) = r.choice(METHODS[:4]), r.sample(range(10, 400), 2)
    quote = r.choice(
        [
            f"> I get {a} tok/s on {h1} with {e1} and {mn}.",
            f"> With {mn}, {e1} reaches {a} tok/s on my {h1}.",
            f"> With {mn} and {e1} I get {a} tok/s on 2x {h1} in FP8 at batch 1.",
        ]
    )
    reply, label = r.choice(
        [
            (
                f"On {h2} with {e2} I only see {b} tok/s.",
                {"value": float(b), "engine": c2, "hardware": k2, "mode": None},
            ),
            (
                f"Same here: {b} tok/s on {h2}.",
                {"value": float(b), "hardware": k2},
            ),
            (
                f"I get {b} tok/s.",
                {
                    "value": float(b),
                    "hardware": None,
                    "gpu_count": None,
                    "precision": None,
                    "concurrency": None,
                    "mode": None,
                },
            ),
        ]
    )
    wrote = r.choice(["", f"@{r.choice(['octocat', 'alice-dev'])} wrote:\n"])
    return f"{wrote}{quote}\n\n{reply}\n", [
        {"value": float(a), "engine": c1, "hardware": k1, "mode": mc},
        label,
    ]


def thread_posts(r: random.Random) -> tuple[str, list[Label]]:
    """§1: a thread's posts are apart: a card or method one post names does not reach
    another writer's figure when an undated author line or a --- rule parts the posts."""
    (h1, k1), (mn, mc) = r.choice(CARDS), r.choice(METHODS[:4])
    a, b = r.sample(range(10, 400), 2)
    who1, who2 = r.sample(["octocat", "alice-dev", "bob42", "mlfan"], 2)
    first = r.choice(
        [
            f"I run the model on 2x {h1} with {mn}.",
            f"Setup: 2x {h1}, {mn} enabled.",
            f"I run it with {mn} in FP8 at batch 1 on 2x {h1}.",
        ]
    )
    second = r.choice([f"I get {b} tok/s here.", f"Decode is {b} tok/s for me."])
    part = r.choice(
        [
            (f"{who1} · comment\n\n", f"\n\n{who2} · comment\n\n"),
            (f"**{who1}** commented\n\n", f"\n\n**{who2}** commented\n\n"),
            ("", "\n\n---\n\n"),
        ]
    )
    own = r.choice([True, False])
    body1 = f"{first} It decodes at {a} tok/s." if own else first
    text = f"{part[0]}{body1}{part[1]}{second}\n"
    labels: list[Label] = [
        {
            "value": float(b),
            "hardware": None,
            "gpu_count": None,
            "mode": None,
            "precision": None,
            "concurrency": None,
        }
    ]
    if own:
        labels.insert(0, {"value": float(a), "hardware": k1, "gpu_count": 2, "mode": mc})
    return text, labels


def release_notes(r: random.Random) -> tuple[str, list[Label], dict[str, str]]:
    """§1, §4: a release note of an engine's repository: a "2x" is a speedup of that engine;
    percentages, PR numbers and versions are no claims; a "[EAGLE]" tag names the line's
    method."""
    (repo, rc, _), (cn, cc) = r.choice(REPO_ENGINES), r.choice(CARDS)
    s = round(r.uniform(1.2, 3.5), 1)
    pct, pr1, pr2 = r.randint(5, 80), r.randint(1000, 9999), r.randint(1000, 9999)
    (mn, mc), v = r.choice(METHODS[:4]), r.randint(20, 400)
    tag = {"eagle": "EAGLE", "mtp": "MTP", "medusa": "Medusa", "ngram": "ngram"}[mc]
    head = r.choice(["## v0.5.0", "## What's Changed", "### v0.6.3 (2025-03-01)"])
    lines, labels = r.choice(
        [
            (
                [f"- Faster decode: {s}x on {cn} (#{pr1})"],
                [{"value": s, "metric": "speedup", "engine": rc, "hardware": cc}],
            ),
            ([f"- Improve {mn} throughput by {pct}% (#{pr1})"], []),
            (
                [f"- [{tag}] {v} tok/s decode on {cn} (#{pr1})"],
                [{"value": float(v), "engine": rc, "hardware": cc, "mode": mc}],
            ),
            (
                [f"- [{tag}] Decode {v} -> {v + pct} tok/s on {cn} (#{pr1})"],
                [
                    {"value": float(v), "engine": rc, "hardware": cc, "mode": "ar"},
                    {"value": float(v + pct), "engine": rc, "hardware": cc, "mode": mc},
                ],
            ),
            (
                [f"- Faster decode ({s}x, #{pr1})", f"- {pct}% higher {mn} throughput (#{pr2})"],
                [{"value": s, "metric": "speedup", "engine": rc}],
            ),
            (
                [f"- [{tag}] {s}x faster decode on {cn} (#{pr1})"],
                [{"value": s, "metric": "speedup", "engine": rc, "hardware": cc, "mode": mc}],
            ),
        ]
    )
    other = r.choice(
        [f"- Fix a crash in the tokenizer (#{pr2})", f"- Bump version to 0.5.1 (#{pr2})"]
    )
    body = "\n".join(r.sample([*lines, other], len(lines) + 1))
    return f"{head}\n\n{body}\n", labels, {"source": f"https://github.com/{repo}/releases"}


def pr_templates(r: random.Random) -> tuple[str, list[Label]]:
    """§2: an HTML comment of a PR template is hidden and yields no claim nor setup; a
    checked checklist item stating a figure is a claim with its own setup."""
    (en, _), ((h1, _), (h2, k2)), (mn, mc) = (
        r.choice(ENGINES),
        r.sample(CARDS, 2),
        r.choice(METHODS[:4]),
    )
    a, b = r.sample(range(10, 400), 2)
    hidden = r.choice(
        [
            f"<!-- Paste benchmark results, e.g. {a} tok/s on {h1} -->",
            f"<!--\nDescribe your change. Example: {en} reaches {a} tok/s on {h1} with {mn}.\n-->",
        ]
    )
    kind = r.choice(["prose", "checklist"])
    if kind == "prose":
        body = f"## Benchmark\n\n{hidden}\n\nDecode reaches {b} tok/s on {h2}.\n"
        return body, [{"value": float(b), "hardware": k2, "mode": None}]
    body = (
        f"## Checklist\n\n{hidden}\n\n- [x] ran benchmarks: {b} tok/s on 1x {h2} with {mn}\n"
        "- [ ] updated docs\n"
    )
    return body, [{"value": float(b), "hardware": k2, "gpu_count": 1, "mode": mc}]


def change_entries(r: random.Random) -> tuple[str, list[Label], dict[str, str]]:
    """§2: a changelog entry ("- Add EAGLE-3 support (#1234)", "- Add support for MI300X
    (#1)") names a change, not the setup of another entry's figure: details never leak from
    one bullet into the next."""
    (repo, rc, _), (cn, cc), (mn, mc) = r.choice(REPO_ENGINES), r.choice(CARDS), r.choice(METHODS)
    v, s, pr1, pr2 = (
        r.randint(20, 400),
        round(r.uniform(1.2, 3.5), 1),
        *r.sample(range(100, 9999), 2),
    )
    added = r.choice([f"- Add {mn} support (#{pr1})", f"- Support {mn} for Llama (#{pr1})"])
    figure, label = r.choice(
        [
            (f"- Faster sampling: {v} tok/s decode on {cn} (#{pr2})", {"value": float(v)}),
            (f"- Faster sampling: {s}x decode on {cn} (#{pr2})", {"value": s, "metric": "speedup"}),
            (
                f"- {mn}: {v} tok/s decode on {cn} (#{pr2})",
                {"value": float(v), "mode": mc},
            ),
        ]
    )
    label = {"engine": rc, "hardware": cc, "mode": None} | label
    if r.random() < 0.3:  # nor is a load a fix names another entry's load
        added = r.choice(
            [f"- Fix batch 1 latency (#{pr1})", f"- Faster single-stream startup (#{pr1})"]
        )
        label = label | {"concurrency": None}
    elif r.random() < 0.5:  # a card an entry adds support for is no other entry's card
        (other, _) = r.choice([c for c in CARDS if c[1] != cc])
        added = f"- Add support for {other} (#{pr1})"
        figure = figure.replace(f" on {cn} ", " ")
        label = label | {"hardware": None, "mode": label["mode"]}
    head = r.choice(["## v0.5.0\n\n", "## What's Changed\n\n", ""])
    return (
        f"{head}{added}\n- Fix a crash in the scheduler (#{pr2 + 1})\n{figure}\n",
        [label],
        {"source": f"https://github.com/{repo}/releases"},
    )


def name_digits(r: random.Random) -> tuple[str, list[Label]]:
    """§4: a number glued by a hyphen to a name ("EAGLE-3", "Llama-3", "GPT-4") is part of the
    name, never a figure, even joined to one by "and" or a slash ("EAGLE-3 and 27 tok/s")."""
    (en, ec), (cn, cc), v = r.choice(ENGINES), r.choice(CARDS), _rate(r, 10, 400)
    unit = r.choice(["tok/s", "tokens/s", "t/s"])
    joined = r.choice([" and ", " / ", " & ", " or "])
    name, mode = r.choice([("EAGLE-3", "eagle"), ("EAGLE-2", "eagle"), ("Llama-3", None)])
    text = r.choice(
        [
            f"{en} with {name}{joined}{_text(v)} {unit} on {cn}.",
            f"On {cn}, {en} runs {name}{joined}{_text(v)} {unit}.",
        ]
    )
    label: Label = {"value": v, "engine": ec, "hardware": cc}
    if mode:
        label["mode"] = mode
    return text, [label]


def romance_changes(r: random.Random) -> tuple[str, list[Label]]:
    """§2 in Spanish, Portuguese, Italian, French and German: a verb of change with a bare
    first number ("pasa de A a B tokens/s", "passa de A para B", "passa da A a B", "passe de A
    à B", "steigt von A auf B") reads as "from A to B": A is the AR side, B the method's."""
    (en, ec), (cn, cc) = r.choice(ENGINES), r.choice(CARDS)
    (mn, mc) = r.choice(METHODS[:3])
    a = float(r.randint(10, 60))
    b = a + r.randint(5, 60)
    x, y = _text(a), _text(b)
    text = r.choice(
        [
            f"Con {en} en {cn} la velocidad {r.choice(['pasa', 'sube', 'aumenta'])} de {x} a"
            f" {y} tokens/s con {mn}.",
            f"Com {en} em {cn} a velocidade {r.choice(['passa', 'sobe', 'passou'])} de {x} para"
            f" {y} tokens/s com {mn}.",
            f"Con {en} su {cn} la velocità passa da {x} a {y} token/s con {mn}.",
            f"Avec {en} sur {cn} la vitesse passe de {x} à {y} tokens/s avec {mn}.",
            f"Mit {en} auf {cn} steigt die Geschwindigkeit von {x} auf {y} Token/s mit {mn}.",
        ]
    )
    return text, [
        {"value": a, "engine": ec, "hardware": cc, "mode": "ar"},
        {"value": b, "engine": ec, "hardware": cc, "mode": mc},
    ]


def cjk_spans(r: random.Random) -> tuple[str, list[Label]]:
    """§4, §2: "A에서 B tok/s 사이", "AからB tok/sの間" is one range; with a target after
    its second side ("A에서 B tok/s로 향상", "A から B tok/s に向上") it is a change, A the AR
    side and B the method's."""
    (en, ec), (cn, cc) = r.choice(ENGINES), r.choice(CARDS)
    a = r.randint(10, 60)
    b = a + r.randint(5, 60)
    if r.random() < 0.5:
        text = r.choice(
            [
                f"{en}은 {cn}에서 {a}에서 {b} tok/s 사이입니다.",
                f"{cn}에서 {en}의 속도는 {a}부터 {b} tok/s 사이이다.",
                f"{cn} で {en} は{a}から{b} tok/sの間です。",
                f"{cn} で {en} の速度は {a} から {b} トークン/秒の間。",
            ]
        )
        return text, [{"value": float(a), "value_max": float(b), "engine": ec, "hardware": cc}]
    (mn, mc) = r.choice([("EAGLE-3", "eagle"), ("MTP", "mtp")])
    text = r.choice(
        [
            f"{cn}에서 {en}은 {mn}로 {a}에서 {b} tok/s로 향상되었다.",
            f"{cn} で {en} は {mn}により {a} から {b} tok/s に向上した。",
        ]
    )
    return text, [
        {"value": float(a), "engine": ec, "hardware": cc, "mode": "ar"},
        {"value": float(b), "engine": ec, "hardware": cc, "mode": mc},
    ]


def zh_compared(r: random.Random) -> tuple[str, list[Label]]:
    """§2: "与 X 相比 Y 提速 N 倍" names X the baseline and Y the subject, with or without the
    comma after "相比"."""
    (e1, c1), (e2, _) = r.sample(ENGINES, 2)
    (cn, cc), s = r.choice(CARDS), round(r.uniform(1.2, 3.5), 1)
    w, comma = r.choice(["与", "和", "跟"]), r.choice(["", "，", " "])
    text = r.choice(
        [
            f"在 {cn} 上，{w} {e2} 相比{comma}{e1} 提速 {s} 倍。",
            f"{w} {e2} 相比{comma}{e1} 在 {cn} 上快 {s} 倍。",
        ]
    )
    return text, [{"value": s, "metric": "speedup", "engine": c1, "hardware": cc}]


def request_times(r: random.Random) -> tuple[str, list[Label]]:
    """§4: one request's whole time ("finishes a request in 2.5 s", "each request took 3.1 s"),
    its conversion in brackets, is an end-to-end latency; many requests' time is none."""
    (en, ec), (cn, cc) = r.choice(ENGINES), r.choice(CARDS)
    t = round(r.uniform(0.5, 9.5), 1)
    ms = _text(round(t * 1000))
    label = {"value": t, "metric": "e2e_latency", "engine": ec, "hardware": cc}
    return r.choice(
        [
            (f"{en} finishes a request in {_text(t)} s ({ms} ms) on {cn}.", [label]),
            (f"{en} completes a single request in {_text(t)} s on {cn}.", [label]),
            (f"On {cn}, each request took {_text(t)} s with {en}.", [label]),
            (f"On {cn}, {en} processes {r.randint(50, 500)} requests in {_text(t)} s.", []),
        ]
    )


RU_UNITS = ["токенов в секунду", "токена в секунду", "т/с", "ток/с", "токенов/сек", "т/сек"]


def russian_setups(r: random.Random) -> tuple[str, list[Label]]:
    """§2-§4 in Russian: the engine, card and a count written as a word ("на двух RTX 3090",
    "три H100"), units in every case ("токенов в секунду", "с N токенами в секунду", "т/с",
    "ток/с", "токенов/сек"), a range ("4-11 токенов в секунду"), a per-user rate under a load
    (``decode_tok_s``) and a total one (``output_tok_s``)."""
    (en, ec), (cn, cc) = r.choice(ENGINES), r.choice(CARDS)
    v, unit = _rate(r, 5, 200), r.choice(RU_UNITS)
    count, on = r.choice([(2, "двух"), (3, "трёх"), (4, "четырёх"), (8, "восьми")])
    c = r.randint(2, 64)
    lo = r.randint(2, 30)
    hi = lo + r.randint(2, 30)
    one = {"value": v, "engine": ec, "hardware": cc}
    return r.choice(
        [
            (f"{en} на {cn} выдаёт {_text(v)} {unit}.", [one]),
            (f"На {on} {cn} {en} выдаёт {_text(v)} {unit}.", [{**one, "gpu_count": count}]),
            (f"{en} на {cn} работает с {_text(v)} токенами в секунду.", [one]),
            (
                f"{en} на {cn}: {lo}-{hi} токенов в секунду.",
                [{"value": float(lo), "value_max": float(hi), "engine": ec, "hardware": cc}],
            ),
            (
                f"{en} на {cn}: {_text(v)} {unit} на пользователя при {c} одновременных запросах.",
                [{**one, "concurrency": c}],
            ),
            (
                f"{en} на {cn}: суммарная пропускная способность {_text(v * 20)} {unit}.",
                [{"value": v * 20, "metric": "output_tok_s", "engine": ec, "hardware": cc}],
            ),
        ]
    )


def european_counts(r: random.Random) -> tuple[str, list[Label]]:
    """§3: a card count written as a word in German, French, Spanish and Portuguese ("zwei
    RTX 3090", "deux H100", "con dos A100", "duas L40S"); Portuguese "dos" ("of the") is none."""
    (en, ec), (cn, cc), v = r.choice(ENGINES), r.choice(CARDS), _rate(r)
    x = _text(v)
    forms = [
        (2, f"Mit zwei {cn} schafft {en} {x} Token/s."),
        (4, f"Mit vier {cn} schafft {en} {x} Token/s."),
        (2, f"Avec deux {cn}, {en} atteint {x} tokens/s."),
        (8, f"Avec huit {cn}, {en} atteint {x} tokens/s."),
        (2, f"Con dos {cn} {en} da {x} tokens/s."),
        (4, f"Con cuatro {cn} {en} da {x} tokens/s."),
        (2, f"Com duas {cn} o {en} faz {x} tokens/s."),
        (3, f"Com três {cn} o {en} faz {x} tokens/s."),
        (None, f"A velocidade dos {cn} com {en} é {x} tokens/s."),
    ]
    count, text = r.choice(forms)
    return text, [{"value": v, "engine": ec, "hardware": cc, "gpu_count": count}]


def russian_changes(r: random.Random) -> tuple[str, list[Label]]:
    """§2, §4 in Russian and other European languages: "выросла с A до B т/с с EAGLE-3" is a
    change (A the AR side), "от A до B т/с" a range; a method in any case ("со спекулятивным
    декодированием"); the load keys "при размере батча N", "при N пользователях", "bei
    Batchgröße N", "con tamaño de lote N" make the rate the server's; "декодирование" and
    "Dekodierung" name decode beside a prefill; "N-mal so schnell", "быстрее в N раза" are
    speedups."""
    (en, ec), (cn, cc) = r.choice(ENGINES), r.choice(CARDS)
    a = float(r.randint(10, 60))
    b = a + r.randint(5, 60)
    x, y, n = _text(a), _text(b), r.randint(2, 64)
    (mn, mc) = r.choice([("EAGLE-3", "eagle"), ("MTP", "mtp"), ("Medusa", "medusa")])
    pair = [
        {"value": a, "engine": ec, "hardware": cc, "mode": "ar"},
        {"value": b, "engine": ec, "hardware": cc, "mode": mc},
    ]
    load = [{"value": b, "metric": "output_tok_s", "engine": ec, "concurrency": n}]
    s = round(r.uniform(1.2, 3.5), 1)
    m = str(s).replace(".", ",")
    multiple = [{"value": s, "metric": "speedup", "engine": ec, "hardware": cc, "mode": mc}]
    p = float(r.randint(500, 5000))
    phases = [
        {"value": p, "metric": "prefill_tok_s", "engine": ec, "hardware": cc},
        {"value": a, "engine": ec, "hardware": cc},
    ]
    return r.choice(
        [
            (f"{en} на {cn}: скорость выросла с {x} до {y} т/с с {mn}.", pair),
            (
                f"{en} на {cn}: скорость {r.choice(['выросла', 'увеличилась'])} с {x} т/с"
                f" до {y} т/с с {mn}.",
                pair,
            ),
            (
                f"{en} на {cn}: от {x} до {y} т/с.",
                [{"value": a, "value_max": b, "engine": ec, "hardware": cc}],
            ),
            (
                f"{en} на {cn}: со спекулятивным декодированием {y} т/с.",
                [{"value": b, "engine": ec, "hardware": cc, "mode": "speculative"}],
            ),
            (f"{en} на {cn}: {y} т/с при размере батча {n}.", load),
            (f"{en} на {cn}: {y} т/с при {n} пользователях.", load),
            (f"{en} auf {cn}: {y} Token/s bei Batchgröße {n}.", load),
            (f"{en} en {cn}: {y} tokens/s con tamaño de lote {n}.", load),
            (f"{en} на {cn}: префилл {_text(p)} т/с, декодирование {x} т/с.", phases),
            (f"{en} auf {cn}: Prefill {_text(p)} Token/s, Dekodierung {x} Token/s.", phases),
            (f"{en} ist auf {cn} mit {mn} {m}-mal so schnell.", multiple),
            (f"{en} на {cn} с {mn} быстрее в {m} раза.", multiple),
        ]
    )


def wrapped_lines(r: random.Random) -> tuple[str, list[Label]]:
    """§2: a hand-wrapped sentence is one sentence, whose metric words may sit on the line
    above its figures ("Time to first token on Qwen3-32B with the new chunking on the\n
    H100: 4240 ms down to 1065 ms")."""
    (en, ec), (cn, cc) = r.choice(ENGINES), r.choice(CARDS)
    a, b = sorted(r.sample(range(200, 9000), 2), reverse=True)
    metric, words = r.choice(
        [("ttft", "time to first token"), ("ttft", "TTFT"), ("tpot", "per-token latency")]
    )
    text = r.choice(
        [
            f"  • With the new chunked scheduler in {en}, the warm {words} on Qwen3-32B\n"
            f"    on one {cn} went from {a} ms to {b} ms.\n",
            f"With the new chunked scheduler in {en} enabled by default, the {words} of the\n"
            f"{cn} path now drops from {a} ms to {b} ms at 8k context.\n",
        ]
    )
    label = {"metric": metric, "engine": ec, "hardware": cc, "mode": None}
    return text, [label | {"value": float(a)}, label | {"value": float(b)}]


def parity_baselines(r: random.Random) -> tuple[str, list[Label]]:
    """§2: "now at mlx-lm parity", "reaches vLLM parity": the engine matched is the
    yardstick, not the one that ran the figure."""
    (en, _), (cn, cc) = r.choice(ENGINES), r.choice(CARDS)
    v = _rate(r)
    text = r.choice(
        [
            f"Decode is now {_text(v)} tok/s on {cn}, at {en} parity.",
            f"Decode reaches {_text(v)} tok/s on one {cn} and now reaches {en} parity.",
        ]
    )
    return text, [{"value": v, "engine": None, "hardware": cc}]


def unreferenced_entries(r: random.Random) -> tuple[str, list[Label]]:
    """§2: an entry of a changelog is its own scope with or without a reference: "- EAGLE-3
    support" under a version names a change, not the method of the next entry's figure, and
    "- Enable TP=4 (#1)" a change's count; a keyed "- Method: EAGLE-3" still sets it up."""
    (cn, cc), (mn, mc) = r.choice(CARDS), r.choice(METHODS)
    v, pr = r.randint(20, 400), r.randint(100, 9999)
    head = r.choice(["## v0.5.0", "## [1.2.0] - 2025-01-31", "## What's Changed", "### Added"])
    figure, count = r.choice(
        [
            (f"- Faster decode: {v} tok/s on {cn}", None),
            (f"- Decode reaches {v} tok/s on one {cn}", 1),
        ]
    )
    kind = r.choice(["method", "count", "keyed"])
    if kind == "method":
        entry = r.choice([f"- {mn} support", f"- Support {mn} for Llama", f"- {mn} drafting"])
        label = {"value": float(v), "hardware": cc, "mode": None}
    elif kind == "count":
        entry = r.choice([f"- Enable TP=4 (#{pr})", f"- Allow TP=8 on multi-GPU hosts (#{pr})"])
        label = {"value": float(v), "hardware": cc, "gpu_count": count}
    else:
        entry = f"- Method: {mn}"
        label = {"value": float(v), "hardware": cc, "mode": mc}
    return f"{head}\n\n{entry}\n{figure}\n", [label]


def html_spans(r: random.Random) -> tuple[str, list[Label]]:
    """§1 and §4: an HTML table's spanning cells fill what they span: "<th colspan=2>Decode
    </th>" over a unit row names both columns, a "rowspan" corner leaves its column empty in
    the unit row, and a data cell spanning rows stands in each of them."""
    (e1, c1), (e2, c2) = r.sample(ENGINES, 2)
    cn, cc = r.choice(CARDS)
    d1, d2 = r.sample(range(10, 400), 2)
    p1, p2 = r.sample(range(1000, 9000), 2)
    if r.random() < 0.5:
        head = (
            '<tr><th rowspan="2">Engine</th><th colspan="2">Decode</th>'
            '<th colspan="2">Prefill</th></tr>\n'
            "<tr><th>tok/s</th><th>ms</th><th>tok/s</th><th>ms</th></tr>\n"
        )
        rows = "".join(
            f"<tr><td>{e}</td><td>{d}</td><td>{r.randint(3, 30)}.5</td><td>{p}</td>"
            f"<td>{r.randint(100, 900)}</td></tr>\n"
            for e, d, p in ((e1, d1, p1), (e2, d2, p2))
        )
        labels = [
            {"value": float(d), "engine": ec, "hardware": cc} for ec, d in ((c1, d1), (c2, d2))
        ] + [
            {"value": float(p), "metric": "prefill_tok_s", "engine": ec, "hardware": cc}
            for ec, p in ((c1, p1), (c2, p2))
        ]
        labels = [labels[0], labels[2], labels[1], labels[3]]
    else:
        head = "<tr><th>Model</th><th>Engine</th><th>tok/s</th></tr>\n"
        rows = (
            f'<tr><td rowspan="2">Llama 8B</td><td>{e1}</td><td>{d1}</td></tr>\n'
            f"<tr><td>{e2}</td><td>{d2}</td></tr>\n"
        )
        labels = [
            {"value": float(d), "engine": ec, "hardware": cc} for ec, d in ((c1, d1), (c2, d2))
        ]
    return f"Results on {cn}:\n\n<table>\n{head}{rows}</table>\n", labels


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
        timed = "" if russian else f" {_text(t)} s"
        rows.append(f"{en} {lo}-{hi} {_text(mem)} {gb}{timed}")
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
    return f"{caption}\n\n{_table(['prompt', 'baseline', 'patched'], rows)}", labels


def statistic_rows(r: random.Random) -> tuple[str, list[Label]]:
    """§4: a row or column naming a spread, a rank or a target ("TPS Stddev", "Avg Rank",
    "vs Target", "Target ... (tok/s)") or a spec ("Throughput (GB/sec)", "FP16 TFLOPS") holds no
    run's figure; the measured row or column beside it keeps its claims."""
    (pa, pca), (pb, pcb) = r.sample([p for p in PRECISIONS if p[0] != "AWQ"], 2)
    a, b = _rate(r, 10, 200), _rate(r, 10, 200)
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
    rows = [["Decode (tok/s)", _text(a), _text(b)], extra]
    if r.random() < 0.5:
        rows.reverse()
    text = _table(["Metric", pa, pb], rows)
    if r.random() < 0.5:  # a rank or target column beside a measured one
        c = _rate(r, 10, 200)
        head = r.choice(["Avg Rank (lower is better)", "Target tok/s", "1st", "1000/tpot"])
        cell = "14tok/s" if head == "1000/tpot" else "2"
        # a rank that is a setting with its value ("rank=4") is no placing: its column counts
        speed = r.choice(["Speed (tok/s)", "NKAT rank=4 tok/s"])
        text += "\n" + _table(["Backend", speed, head], [["Vulkan", _text(c), cell]])
        return text, [
            {"value": a, "metric": "decode_tok_s", "precision": pca},
            {"value": b, "metric": "decode_tok_s", "precision": pcb},
            {"value": c, "metric": "decode_tok_s"},
        ]
    return text, [
        {"value": a, "metric": "decode_tok_s", "precision": pca},
        {"value": b, "metric": "decode_tok_s", "precision": pcb},
    ]


def bounds_and_asked(r: random.Random) -> tuple[str, list[Label]]:
    """§2: a theoretical value, a figure a writer asks how to obtain, or a rate keyed by a
    formula over a per-token time ("1000/tpot:") is no claim; a run stated after "but" in the
    same sentence stays one."""
    hi, got = _rate(r, 100, 400), _rate(r, 10, 90)
    unit = r.choice(UNITS)
    words = r.choice(["theoretical value", "theoretical max", "theoretical number"])
    first = r.choice(
        [
            f"The {words} was {_text(hi)} {unit} but we measured {_text(got)} {unit}.",
            f"I am curious about how to obtain the result of {_text(hi)} {unit}. "
            f"On my card I get {_text(got)} {unit}.",
            f"There is a gap to my calculated {words} of {_text(hi)} {unit}. "
            f"Today it runs at {_text(got)} {unit}.",
            # a rate keyed by a formula over a per-token time is worked out from it
            f"Decode: {_text(got)} {unit}\n\nttft: 1.8s 1000/tpot: {_text(hi)}{unit}",
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
    got = _rate(r, 10, 200)
    text = (
        "## Reading speeds\n\n" + "\n".join(scale) + f"\n\nOn one {cn} I get {_text(got)} {unit}.\n"
    )
    return text, [{"value": got, "metric": "decode_tok_s", "hardware": cc}]


def token_count_cells(r: random.Random) -> tuple[str, list[Label]]:
    """§4: a cell that counts tokens ("1139 token(s)") is no rate, though its row opens with
    one; the rate cells stay."""
    a, b = round(r.uniform(100, 900), 2), round(r.uniform(10, 90), 2)
    count = r.choice([f"{r.randint(20, 2000)} token(s)", f"{r.randint(20, 2000)} tokens"])
    rows = [[f"{a} tokens/s", count, f"{b} tokens/s"]]
    text = _table(["prompt eval rate", "eval count", "eval rate"], rows)
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
        text = f"Results on {cn}\n\n{row}{_text(a)} t/s{_text(b)} t/s{tail}\n"
        return text, [{"value": a, "hardware": cc}, {"value": b, "hardware": cc}]
    gain = r.randint(2, 40)
    text = (
        f"Qwen 3 30B MoE · 1× {cn} · {e1} {_text(b)} tok/s · {e2} {_text(a)} tok/s{e2} +{gain}%\n"
    )
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
        text = f"On {cn} with {en}: {_text(a)} {pp} {unit} and {_text(b)} {tg} {unit}."
    else:
        text = f"{en} on {cn} — prefill n/a, ~{_text(b)} {tg} {unit} (community)."
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
    a, b = _rate(r, 20, 150), _rate(r, 20, 150)
    p, q = r.randint(1000, 30000), r.randint(1000, 30000)
    key = r.choice(["B=1", "bs=1", "Batch=1"])
    peak = r.choice(["Peak", "Max"])
    text = (
        f"Runs on one {cn}\n\nModel A Model B\n{key} {unit} {_text(a)} {_text(b)}\n"
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
    a, b, c, d = (_rate(r, 5, 300) for _ in range(4))
    unit = r.choice(["TPS", "tok/s", "t/s"])
    size = round(r.uniform(1, 20), 1)
    n = r.choice([2, 4, 8])
    e, f = _rate(r, 5, 300), _rate(r, 5, 300)
    text = (
        f"Ollama results\n\n| | | {cn} | {dn} |\n|---|---|---|---|\n"
        f"| | Memory | {unit} | {unit} |\n| llama3:8b | {size} GB | {_text(a)} | {_text(b)} |\n"
        f"| qwen2:7b | {size} GB | {_text(c)} | {_text(d)} |\n\n"
        f"Throughput ({unit}):\n\n| BS | 1x{cn} | {n}xDCU (64GB) |\n|---|---|---|\n"
        f"| 1 | {_text(e)} | {_text(f)} |\n"
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
    a, b = _rate(r, 20, 400), _rate(r, 20, 400)
    bold = r.choice(["", "**"])
    approx = r.choice(["", "~"])
    unit = r.choice(["tok/s", "t/s", "tokens/s"])
    text = (
        f"Results on one {cn}:\n\n| Workload | {unit} |\n|---|---:|\n"
        f"| long context | {bold}up to {approx}{_text(a)}{bold} |\n| chat | {_text(b)} |\n"
    )
    return text, [{"value": a, "hardware": cc}, {"value": b, "hardware": cc}]


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
        text = f"Results on {cn}:\n- Prefill token/s{stat}: {_text(a * 20)}\n"
        return text, [{"value": a * 20, "metric": "prefill_tok_s", "hardware": cc}]
    if kind == 0:
        unit = r.choice(["t / s", "TKs", "tks"])
        text = f"Generation on my {cn} with {en} is about {_text(a)} {unit} here."
        return text, [{"value": a, "hardware": cc, "engine": ec}]
    if kind == 1:
        slash = r.choice(["/s", "/sec"])
        text = (
            f"Token generation speed on the {cn} drops from {_text(a + 40)}{slash}"
            f" to {_text(a)}{slash}."
        )
        return text, [{"value": a + 40, "hardware": cc}, {"value": a, "hardware": cc}]
    if kind == 2:
        text = (
            f"Decode speed on the {cn} sits around {_text(a)}/s-{_text(a + 2)}/s most of the time."
        )
        return text, [{"value": a, "hardware": cc}]
    if kind == 3:
        text = f"The gateway in front of the {cn} box accepts about {_text(a)}/s requests at peak."
        return text, []
    if kind == 4:
        b = round(r.uniform(20, 60), 2)
        text = (
            f"With {en} on {cn}:\nspeed, -SD: {_text(a)} tokens/second\n"
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
        text = (
            f"The {c1} {verb} {_text(a)} tok/s on short prompts and sustained {lo}-{lo + 4} at 8k."
        )
        return text, [{"value": a, "hardware": k1}, {"value": float(lo), "hardware": k1}]
    if r.random() < 0.25:
        n = r.randint(200, 900)
        text = f"The {c1} {verb} {_text(a)} tok/s{join} template generates {n} tokens."
        return text, [{"value": a, "hardware": k1}]
    text = f"On Qwen3-8B the {c1} {verb} {_text(a)} tok/s{price}{join} {c2} {verb} {_text(b)}."
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
        text = f"With {en} on {cn} the same prompt needs {_text(k)}x longer for prefill."
    elif kind == 0:
        text = f"With {en} on {cn} we saw a {_text(k)}x increase in tokens generated per second."
    elif kind == 1:
        text = f"On {cn}, {en} holds a {_text(k)}x advantage in interactivity at low load."
    elif kind == 2:
        text = f"The {_text(k)}x speed gap: why {en} on {cn} pulls ahead"
    else:
        text = (
            f"With {en} on {cn}, thinking mode means a {_text(k)}x increase in tokens per answer."
        )
        return text, []
    return text, [{"value": k, "metric": "speedup", "engine": ec}]


def sized_prefill_columns(r: random.Random) -> tuple[str, list[Label]]:
    """§4: a column header's "(24k prefill)" aside is the prompt length its rates were read
    after, no phase: the "Mean speed" row's rates are decode; a column named by its sized
    prefill alone ("| 16k prefill |") holds prefill rates."""
    (cn, cc) = r.choice(CARDS)
    a, b = _rate(r, 20, 150), _rate(r, 20, 150)
    n, m = r.choice([8, 16, 24, 32]), r.choice([48, 64, 96, 119])
    unit = r.choice(["t/s", "tok/s", "tokens/s"])
    if r.random() < 0.5:
        side = r.choice([("Before", "After"), ("PR=OFF", "PR=ON"), ("main", "patched")])
        size = r.choice(["k", "K", "k-token"])
        row = r.choice(["Mean speed", "Average speed", "Median"])
        text = (
            f"Decode speed on one {cn}:\n\n| Metric | {side[0]} ({n}{size} prefill) "
            f"| {side[1]} ({m}{size} prefill) |\n|---|---|---|\n"
            f"| {row} | {_text(a)} {unit} | {_text(b)} {unit} |\n"
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
    p, d = _rate(r, 150, 2000), _rate(r, 5, 90)
    if r.random() < 0.7:
        pre = r.choice(["Prompt stage:", "Prefill phase:", "Prompt phase:", "Prompt 階段:"])
        gen = r.choice(["Generation stage:", "Decode phase:", "Generation 阶段:"])
        key = r.choice(["Speed", "Rate", "速度"])
        text = (
            f"Run on one {cn}:\n{pre}\nInput: {r.randint(1000, 20000):,} tokens.\n"
            f"{key}: {_text(p)} tokens/s.\n{gen}\nOutput: {r.randint(100, 900)} tokens.\n"
            f"{key}: {_text(d)} tokens/s.\n"
        )
        return text, [
            {"value": p, "metric": "prefill_tok_s", "hardware": cc},
            {"value": d, "hardware": cc},
        ]
    if r.random() < 0.5:
        text = f"On one {cn}, token processing speed per user: {_text(d)} tok/s."
        return text, [{"value": d, "hardware": cc}]
    text = f"On one {cn}:\n\nPrompt reading ({r.randint(4, 30)}K tokens) {_text(p)} tok/s\n"
    return text, [{"value": p, "metric": "prefill_tok_s", "hardware": cc}]


def request_blocks(r: random.Random) -> tuple[str, list[Label]]:
    """§1, §4: a tool's report block keying many requests ("num requests: 500", "QPS: 2.5")
    is one serving run, and its throughput line the server's output; a block of one request
    keeps it one stream's."""
    (en, ec), (cn, cc) = r.choice(ENGINES), r.choice(CARDS)
    v = _rate(r, 40, 900)
    key = r.choice(["avg_throughput", "Output tokens per second", "throughput", "Throughput"])
    n = r.choice([1, 100, 256, 2000]) if r.random() < 0.8 else None
    load = f"num requests: {n}" if n is not None else f"QPS: {r.randint(1, 9)}.{r.randint(0, 9)}"
    t = round(r.uniform(8, 40), 1)
    text = f"{en} on {cn}:\n\n{load}\nmean_tpot: {_text(t)} ms\n{key}: {_text(v)} tokens/s\n"
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
    v = _rate(r, 10, 120)
    n = r.choice([1, 2, 4, 8])
    flag = r.choice(["--parallel", "-np"])
    prog = r.choice(["llama-server", "./llama-server", "koboldcpp"])
    if r.random() < 0.7:
        text = (
            f"Started with:\n```\n{prog} -m model-q4_k_m.gguf \\\n  {flag} {n} \\\n"
            f"  -ngl 99\n```\nA chat with it runs at {_text(v)} tok/s.\n"
        )
        return text, [{"value": v, "concurrency": 1 if n == 1 else None}]
    if r.random() < 0.5:
        b, g = r.choice([1, 4, 16, 32]), _rate(r, 30, 900)
        text = (
            f"```\nmlx_lm.benchmark --model mlx-community/Qwen3-8B-4bit -p 128 -g 128 -b {b}\n"
            f"Averages: generation_tps={_text(g)}\n```\n"
        )
        metric = "decode_tok_s" if b == 1 else "output_tok_s"
        return text, [{"value": g, "metric": metric, "concurrency": b}]
    if r.random() < 0.3:
        w, s = _rate(r, 100, 900), _rate(r, 10, 60)
        if r.random() < 0.5:
            return f'Panel "Output Throughput of Server": {_text(w)} tokens/sec.', [
                {"value": w, "metric": "output_tok_s"}
            ]
        return f"llama-server throughput is {_text(s)} tok/s here.", [
            {"value": s, "engine": "llama.cpp"}
        ]
    c, big = r.choice([8, 16, 64]), _rate(r, 400, 1900)
    text = (
        f"```\npython3 -m sglang.bench_serving --backend sglang --parallel {c}\n```\n"
        f"Output token throughput (tok/s): {_text(big)}\n"
    )
    return text, [{"value": big, "metric": "output_tok_s", "concurrency": c}]


def peak_after_rates(r: random.Random) -> tuple[str, list[Label]]:
    """§4: "peak" written right after a rate's unit ("16,794 tok/s peak", "(9,600 tok/s peak)")
    is the most a server reached under load, its output, as "Peak throughput: N" is; a "peak
    speed" after the unit and a rate with no peak stay one stream's."""
    v = _rate(r, 200, 1900)
    model = r.choice(["the 8B model", "the small MoE", "our 4B checkpoint"])
    if r.random() < 0.5:
        form = r.choice([f"{_text(v)} tok/s peak", f"({_text(v)} tokens/s peak)"])
        return f"On one H100, {model} reaches {form}.", [{"value": v, "metric": "output_tok_s"}]
    s = _rate(r, 10, 120)
    if r.random() < 0.5:
        return f"On my RTX 4090, {model} hits {_text(s)} tok/s peak speed.", [
            {"value": s, "metric": "decode_tok_s"}
        ]
    return f"On my RTX 4090, {model} runs at {_text(s)} tok/s.", [
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
            f"      {_text(a)} GB     {cells[0]}       {cells[1]}\n"
            f"     {_text(b)} GB     {cells[2]}       {cells[3]}\n"
        )
        return text, []
    x, y = round(r.uniform(4, 70), 1), round(r.uniform(4, 70), 1)
    text = f"| | Old | New |\n|---|---|---|\n| Peak VRAM (GB) | {_text(x)} | {_text(y)} |\n"
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
    a, b = _rate(r), _rate(r)
    sub = r.choice(["What It Does Well", "Results on Our Box", "Numbers We Measured"])
    verdict = r.choice(["The Pragmatic Choice", "Fast and Simple", "Our Pick for Serving"])
    text = (
        f"I tried {en}, {on} and llama.cpp on the same {cn} for a month.\n\n"
        f"{en}: {verdict}\n\n{sub}\n\n"
        f"On my {cn} with a 7B model:\n\n- Single request: ~{_text(a)} {unit}\n\n"
        f"{on}: The Other Contender\n\n{sub}\n\n"
        f"On my {cn} with a 7B model:\n\n- Single request: ~{_text(b)} {unit}\n"
    )
    return text, [
        {"value": a, "engine": ec, "hardware": cc, "concurrency": 1},
        {"value": b, "engine": oc, "hardware": cc, "concurrency": 1},
    ]


def process_log_lines(r: random.Random) -> tuple[str, list[Label]]:
    """§1: a system log's "name[pid]:" prefix names the program that printed the line:
    llama-server's "slot print_timing" line printed by Ollama's process is Ollama's figure; the
    same line with no prefix is llama.cpp's."""
    v = _rate(r, 5, 90)
    host = r.choice(["workstation", "gpu-box", "spark-02", "pop-os"])
    pid = r.randint(100, 999999)
    month, day = r.choice(["Jan", "Mar", "Jun", "Oct"]), r.randint(10, 28)
    stamp = f"{month} {day} 1{r.randint(0, 9)}:0{r.randint(0, 9)}:1{r.randint(0, 9)}"
    task, n_gen = r.randint(1, 900), r.randint(50, 900)
    line = f"slot print_timing: id  0 | task {task} | n_gen =    {n_gen}, tg =  {_text(v)} t/s"
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
    v = _rate(r, 20, 150)
    text = f"```\n{line}\n```\n\nWith llama-cli I get {_text(v)} t/s on the same card.\n"
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
    a, b = _rate(r, 10, 90), _rate(r, 91, 200)
    unit = r.choice(UNITS)
    change = f"decode went from {_text(a)} to {_text(b)} {unit}"
    text = f"After bumping {en} to the new release, {change} on one {cn}.\n"
    labels = [
        {"value": a, "engine": engine, "hardware": cc},
        {"value": b, "engine": engine, "hardware": cc},
    ]
    return text, labels, {"source": _issue(r, repo)}


def run_vram_items(r: random.Random) -> tuple[str, list[Label]]:
    """§2, §4: the VRAM a run took, beside that run's token rate in one bullet, takes the run's
    engine and card from the lead-in, as the rate does; a model's size on disk in another
    bullet, with no run beside it, takes neither."""
    (en, ec), (cn, cc) = r.choice(ENGINES), r.choice(CARDS)
    unit = r.choice(["tok/s", "t/s", "tokens/s"])
    v = _rate(r, 20, 200)
    # sizes with a tenth: a whole "8 GB" may be a machine's size, not a run's use
    mem, disk = r.randint(4, 21) + r.randint(1, 9) / 10, r.randint(2, 8) + r.randint(1, 9) / 10
    text = (
        f"All runs below used {en} on a single {cn}.\n\nResults\n\n"
        f"- Model A: {_text(v)} {unit} (batch 1, {mem} GB VRAM)\n"
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
    a, b = _rate(r, 10, 60), _rate(r, 61, 150)
    unit = r.choice(["tok/s", "t/s", "tokens/s"])
    word = r.choice(["engine", "backend", "runtime"])
    if r.random() < 0.5:
        text = (
            f"On one {cn}, decode went from {_text(a)} {unit} (Ollama) to {_text(b)} {unit} "
            f"(llama.cpp) after moving to a leaner {word}.\n"
        )
        return text, [
            {"value": a, "engine": "ollama", "hardware": cc},
            {"value": b, "engine": "llama.cpp", "hardware": cc},
        ]
    text = f"On one {cn}, Ollama with its llama.cpp {word} decodes at {_text(a)} {unit}.\n"
    return text, [{"value": a, "engine": "ollama", "hardware": cc}]


def bar_values(r: random.Random) -> tuple[str, list[Label]]:
    """§2 and §4: a bar's own value ("Minimum Target (50 tok/s): EXCEEDED", "< 5 tok/s minimum
    viable", "by 3x over the threshold"), a rule of thumb, a training speedup ("was trained 2x
    faster"), an attention kernel's multiple ("a 3x attention speedup") and one of performance
    per watt are no runs; the run stays."""
    unit, (cn, cc) = r.choice(["t/s", "tok/s", "tokens/s"]), r.choice(CARDS)
    bar, got = r.randint(5, 60), _rate(r, 10, 200)
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
    text = f"{noise}\n\nOn one {cn} I measured {_text(got)} {unit} decode.\n"
    return text, [{"value": got, "metric": "decode_tok_s", "hardware": cc}]


def picture_model_names(r: random.Random) -> tuple[str, list[Label]]:
    """§3: "Stable Diffusion", "latent diffusion" and "video diffusion" name image and video
    models, not a decoding mode: an LLM's rate beside them names no mode, while diffusion
    decoding stated for the LLM itself stays its mode."""
    unit, (cn, cc) = r.choice(["t/s", "tok/s", "tokens/sec"]), r.choice(CARDS)
    got = _rate(r, 10, 200)
    picture = r.choice(
        ["Stable Diffusion", "Stable Diffusion XL", "latent diffusion", "video diffusion"]
    )
    if r.random() < 0.5:
        text = f"The box also runs {picture}; on its {cn} a 7B LLM decodes {_text(got)} {unit}.\n"
        return text, [{"value": got, "metric": "decode_tok_s", "hardware": cc, "mode": None}]
    text = f"Unlike {picture}, LLaDA with diffusion decoding reaches {_text(got)} {unit}"
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
    a = _rate(r, 10, 150)
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
        table = _table(["Model", "Speed"], [["Qwen3 4B", f"{_text(a)} tok/s"]])
        text = f"# {name}\n\n{desc}\n\n{intro}\n\n## Performance\n\n{table}"
        return text, [{"value": a, "engine": None}], {"title": name}
    if kind == 1:
        ec, repo = r.choice(_ENGINE_REPOS)
        other = r.choice(_OTHER_PROJECTS)
        x, y = round(r.uniform(0.5, 9), 1), round(r.uniform(0.5, 9), 1)
        rows = [[ec, "qwen3-32b, 2k in", f"{x}s"], [other, "qwen3-32b, 2k in", f"{y}s"]]
        text = f"TTFT on {cn}:\n\n" + _table(["Framework", "Setup", "TTFT"], rows)
        labels: list[Label] = [
            {"value": x, "metric": "ttft", "engine": ec, "hardware": cc},
            {"value": y, "metric": "ttft", "engine": None, "hardware": cc},
        ]
        return text, labels, {"source": _issue(r, repo)}
    verb = r.choice(VERBS)
    if kind == 2:
        mixed, prefix = r.choice(["vLLM", "SGLang", "Ollama"]), r.choice(["r", "q", "x", "k"])
        text = f"Our engine {prefix}{mixed} {verb} {_text(a)} tok/s on one {cn}."
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
    text = f"{name} {verb} {_text(a)} tok/s on one {cn}."
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
        text = f"The {c1} {verb} {_text(a)} {unit} and the {c2} {verb2} {_text(b)} {unit}."
        return text, [{"value": a, "hardware": h1}, {"value": b, "hardware": h2}]
    if kind == 1:
        text = f"On {c1} {e1} {verb} {_text(a)} {unit} and on {c2} it {verb2} {_text(b)} {unit}."
        return text, [
            {"value": a, "engine": k1, "hardware": h1},
            {"value": b, "engine": k1, "hardware": h2},
        ]
    if kind == 2:
        text = (
            f"On {c1} {e1} {verb} {_text(a)} {unit} at batch 1 and on {c2} {e2} {verb2}"
            f" {_text(b)} {unit}."
        )
        return text, [
            {"value": a, "engine": k1, "hardware": h1, "concurrency": 1},
            {"value": b, "engine": k2, "hardware": h2, "concurrency": None},
        ]
    if kind == 3:
        text = f"{e1} and {e2} on {c1} reach {_text(a)} {unit} and {_text(b)} {unit}."
        return text, [{"value": a, "hardware": h1}, {"value": b, "hardware": h1}]
    text = f"{e1} {verb} {_text(a)} {unit} on {c1} and {_text(b)} {unit} on {c2}."
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
        text = f"Decode holds {_text(a)} {unit} on the {c1}, {_text(b)} on the {c2}."
        return text, [{"value": a, "hardware": h1}, {"value": b, "hardware": h2}]
    if kind == 1:
        verb = r.choice(["gets", "does", "reaches", "hits"])
        text = f"On one {c1} {e1} {verb} {_text(a)} {unit}, {e2} {_text(b)}."
        return text, [
            {"value": a, "engine": k1, "hardware": h1},
            {"value": b, "engine": k2, "hardware": h1},
        ]
    if kind == 2:
        mid = float(r.randint(int(a), int(a) + 40))
        text = (
            f"Across three builds decode on the {c1} went {_text(a)} → {_text(mid)} → "
            f"{_text(b)} {unit}."
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
            f"({_text(a)} -> {_text(b)})."
        )
        return text, [{"value": a, "hardware": h1}, {"value": b, "hardware": h1}]
    verb = r.choice(["produces", "delivers", "sustains", "generates"])
    text = (
        f"Taking 40 tok/s/user as the target, the {c1} {verb} {_text(a)} {unit} and the {c2} "
        f"{verb} {_text(b)}."
    )
    return text, [{"value": a, "hardware": h1}, {"value": b, "hardware": h2}]


def sole_engine_after(r: random.Random) -> tuple[str, list[Label]]:
    """§1 (LABELLING, tenth pass): the one engine a page names, stated after its figures as
    built or run ("... build 8123", "Build X with CUDA", a command in a code block), is
    the runs' engine; named later only in passing, or beside a second engine, it is not."""
    (en, ec), (cn, cc) = r.choice(ENGINES), r.choice(CARDS)
    (on, _), a = r.choice([e for e in ENGINES if e[1] != ec]), _rate(r, 10, 200)
    top = f"Short version: it {r.choice(VERBS)} {_text(a)} {r.choice(UNITS)} on one {cn}.\n\n"
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
    a = _rate(r, 10, 200)
    own = r.random() < 0.5
    setup = f" with {en}" if own else ""
    text = (
        f"alice · description · 2026-03-02\nResults on my {cn}{setup}:\n\n"
        + _table(["Model", "Speed"], [["9B", f"{_text(a)} tok/s"]])
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
    table = f"| Conc | TPOT (ms) |\n|---:|---:|\n| 1 | {_text(a)} |\n"
    if kind == 0:
        n = r.choice([2, 4, 8])
        tp = r.choice([f"TP{n}", f"TP={n}", f"tp {n}"])
        parent = r.random() < 0.5
        second = "###" if parent else "##"
        text = f"## Runs at {tp}\n\nSome notes.\n\n{second} Results\n\n" + table
        return text, [{"value": a, "metric": "tpot", "gpu_count": n if parent else None}]
    if kind == 1:
        (c1, _), (c2, _) = r.sample(CARDS, 2)
        line = f"eval time = 5000 ms / 52 tokens ({_text(a)} ms per token)"
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
        text = f"On my {written} the model {r.choice(VERBS)} {_text(a)} tok/s."
        return text, [{"value": a, "hardware": card}]
    n = r.choice([2, 4])
    text = (
        f"# MiniMax M2.{r.randint(1, 7)} benchmarks\n\nChip: Apple M3 Ultra. With {n}xA16 boxes"
        f" elsewhere.\n\n## Results\n\nOn {n}xA16 it {r.choice(VERBS)} {_text(a)} tok/s."
    )
    return text, [{"value": a, "hardware": "A16", "gpu_count": n}]


def version_before_card(r: random.Random) -> tuple[str, list[Label]]:
    """§3: the digits after a version's point before a card ("Ubuntu 22.04 RTX 3090", "CUDA
    12.4 H100") count no cards; a plain number before it ("with 4 H100") still does."""
    (c, h) = r.choice(CARDS)
    a = _rate(r)
    version = r.choice(["Ubuntu 22.04", "Ubuntu 24.04", "CUDA 12.4", "driver 550.54"])
    if r.random() < 0.5:
        text = f"System: {version} {c}\n\nThe model {r.choice(VERBS)} {_text(a)} tok/s."
        return text, [{"value": a, "hardware": h, "gpu_count": None}]
    n = r.choice([2, 4, 8])
    text = f"System: {version} with {n} {c}\n\nThe model {r.choice(VERBS)} {_text(a)} tok/s."
    return text, [{"value": a, "hardware": h, "gpu_count": n}]


def pointed_back_counts(r: random.Random) -> tuple[str, list[Label]]:
    """§2-§3: "these two GPUs" over a table of two cards points back at the cards compared,
    no run's count; "split across two GPUs" over the same table is the rows' count."""
    (c1, h1), (c2, h2) = r.sample(CARDS, 2)
    a, b = round(r.uniform(5, 40), 2), round(r.uniform(41, 90), 2)
    table = f"| GPU | ms/token |\n|---|---|\n| {c1} | {_text(a)} |\n| {c2} | {_text(b)} |\n"
    if r.random() < 0.5:
        lead = r.choice(["Why is one of these two GPUs slower?", "Do those 2 GPUs differ much?"])
        n = None
    else:
        lead, n = "The model is split across two GPUs.", 2
    return lead + "\n\n" + table, [
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
            f"{en} on {cn}:\n\n| Model | {head} |\n|---|---|\n"
            f"| 8B | {_text(a)} → {_text(b)} {unit} |\n"
        )
        return text, [
            {"value": a, "engine": ec, "hardware": cc},
            {"value": b, "engine": ec, "hardware": cc},
        ]
    if kind == 1:
        text = (
            f"{en} on {cn}:\n\n| Model | AR → {mn} ({unit}) |\n|---|---|\n"
            f"| 8B | {_text(a)} -> {_text(b)} |\n"
        )
        return text, [
            {"value": a, "engine": ec, "hardware": cc, "mode": "ar"},
            {"value": b, "engine": ec, "hardware": cc, "mode": mc},
        ]
    text = (
        f"{en} on {cn}:\n\n| Model | Decode speed |\n|---|---|\n"
        f"| 8B | {_text(a)} → {_text(b)} {unit} |\n"
    )
    return text, [{"value": a, "engine": ec, "hardware": cc}]


def monitor_memory(r: random.Random) -> tuple[str, list[Label]]:
    """§4: memory in use as a monitor or a log writes it: "Mem" for memory, a bare "G" glued
    to a used-of-total pair ("MEM USE: 41G/128G", "显存占用: 19.5G/24G"): the first size is the
    run's, the second what the machine has (no claim); a scheduler's "--mem=64G" is a setting."""
    (cn, cc) = r.choice(CARDS)
    used = r.randint(3, 60) + r.choice([0.2, 0.5, 0.7])
    total = r.choice([64, 96, 128, 192])
    rate = r.randint(8, 90)
    lead = r.choice(
        [
            f"MEM USE: {used}G/{total}G",
            f"Mem: {used}G/{total}G",
            f"显存占用: {used}G/{total}G",
            f"Mem: {used} GB",
        ]
    )
    noise = r.choice(["", f"#SBATCH --mem={total}G\n", "The box also has 4G/5G modems.\n"])
    text = f"{noise}On the {cn}: {lead}, decoding at {rate} tok/s.\n"
    return text, [
        {"value": used, "metric": "memory", "hardware": cc},
        {"value": rate, "metric": "decode_tok_s", "hardware": cc},
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
        text = f"{noise} {en} {r.choice(VERBS)} {_text(a)} tok/s on the {cn}."
        return text, [{"value": a, "metric": "decode_tok_s", "engine": ec, "hardware": cc}]
    if kind == 0:
        text = (
            f"{en} {r.choice(VERBS)} {_text(a)} tok/s on the {cn}, a difference of"
            f" {r.choice(['roughly ', 'about ', '~', ''])}{_text(b)} tok/s over last week."
        )
        return text, [{"value": a, "metric": "decode_tok_s", "engine": ec, "hardware": cc}]
    if kind == 1:
        text = f"- Short prompts: ~{_text(b)} tok/s (vs ~{_text(a)} expected) with {en} on {cn}"
        return text, [{"value": b, "metric": "decode_tok_s", "engine": ec, "hardware": cc}]
    if kind == 2:
        text = (
            f"With {en} on the {cn} I only get {_text(b)} tok/s instead of {_text(a)} tok/s"
            " as expected."
        )
        return text, [{"value": b, "metric": "decode_tok_s", "engine": ec, "hardware": cc}]
    if kind == 3:
        ms = round(r.uniform(10, 40), 1)
        saved = round(r.uniform(0.5, 4), 1)
        text = (
            f"On the {cn}, {en} decodes at {ms} ms/token; CUDA graphs saves"
            f" ~{_text(saved)} ms/step of launch overhead."
        )
        return text, [{"value": ms, "metric": "tpot", "engine": ec, "hardware": cc}]
    if kind == 4:
        need = r.choice([8, 16, 32, 64])
        table = _table(["Model", "RAM min"], [["Qwen3 8B", f"{need} GB"]])
        text = f"{table}\n{en} {r.choice(VERBS)} {_text(a)} tok/s on the {cn}.\n"
        return text, [{"value": a, "metric": "decode_tok_s", "engine": ec, "hardware": cc}]
    lo = r.randint(10, 20)
    text = (
        f"- {lo}–{lo + 20} t/s — Comfortable. About as fast as most people read, no waiting.\n"
        f"- < {r.randint(2, 5)} t/s — Painfully slow. You wait for every word to appear.\n\n"
        f"{en} {r.choice(VERBS)} {_text(a)} tok/s on the {cn}.\n"
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
            f"; per-token host loop ~{_text(part)} ms",
            f"; GPU kernel time per decode step {_text(part)} ms",
            f"; `nsys` profile puts the indexer at {_text(part)} ms/step",
            f"; selection cost {_text(part)} ms/token",
        ]
    )
    text = f"{en} on the {cn}: TPOT {_text(tpot)} ms{noise}.\n"
    if r.random() < 0.2:  # KoboldCpp's line: the prompt's and the generation's parts
        total = round(r.uniform(40, 90), 1)
        text = (
            f"KoboldCpp on the {cn}:\nTime Taken - Processing:{round(total / 3, 1)}s"
            f" ({r.randint(100, 200)}ms/T), Generation:{round(total * 2 / 3, 1)}s"
            f" ({_text(tpot)}ms/T), Total:{total}s\n"
        )
        return text, [
            {"value": tpot, "metric": "tpot", "hardware": cc},
            {"value": total, "metric": "e2e_latency", "hardware": cc},
        ]
    if r.random() < 0.3:  # a cold start's row: loading the model, no step
        cold = r.randint(20, 900)
        text = f"{en} on the {cn}:\n\n" + _table(
            ["Metric", "Value"],
            [["Cold start latency", f"{cold} ms"], ["TPOT", f"{_text(tpot)} ms"]],
        )
    return text, [{"value": tpot, "metric": "tpot", "engine": ec, "hardware": cc}]


def cells_no_multiple(r: random.Random) -> tuple[str, list[Label]]:
    """§3, §4 (LABELLING: percentages are not speedups): a cell "36% faster" is a percentage
    and a multiple keyed by the machine ("| Hardware | 4× Pi 5 16GB |") counts devices; the
    run's own figure stays."""
    (cn, cc) = r.choice(CARDS)
    ms = round(r.uniform(1, 9), 1)
    if r.random() < 0.5:
        rows = [["Mean TTFT", f"{ms} ms", f"{r.randint(5, 60)}% faster"]]
        text = f"On the {cn}:\n\n" + _table(["Metric", "INT4", "INT4 vs FP16"], rows)
        return text, [{"value": ms, "metric": "ttft", "hardware": cc}]
    rate = _rate(r)
    device = r.choice(["Pi 5 16GB", "Intel® Arc Pro B70", "Jetson Orin Nano", "Mac mini M4"])
    rows = [[r.choice(["Hardware", "GPUs", "Devices"]), f"{r.randint(2, 8)}× {device}"]]
    rows.append(["Decode", f"{_text(rate)} tok/s"])
    return _table(["Metric", "Value"], rows), [{"value": rate, "metric": "decode_tok_s"}]


def cjk_theory_limits(r: random.Random) -> tuple[str, list[Label]]:
    """§4 (LABELLING: bandwidth theory is not a claim): "理论极限" / "理論極限" names a bound
    worked out, not a run; the measured figure beside it stays."""
    (cn, cc) = r.choice(CARDS)
    got = float(r.randint(20, 60))
    bound = got + r.randint(5, 30)
    text = r.choice(
        [
            f"在 {cn} 上实测 {_text(got)} tokens/s，接近带宽理论极限(约 {_text(bound)} tokens/s)。",
            f"{cn} では {_text(got)} tokens/s でした。"
            f"帯域の理論極限は約 {_text(bound)} tokens/s です。",
        ]
    )
    return text + "\n", [{"value": got, "metric": "decode_tok_s", "hardware": cc}]


def token_batches(r: random.Random) -> tuple[str, list[Label]]:
    """§4: llama.cpp's batch size ("Batch Size: 2048", n_batch) counts prompt tokens, so a
    post whose engines are all of llama.cpp's family states no concurrency by it; another
    engine's batch keeps its load."""
    (cn, _) = r.choice(CARDS)
    rate = _rate(r, 5, 120)
    if r.random() < 0.7:
        name = r.choice(["llama.cpp", "Ollama", "KoboldCpp"])
        engine = {"llama.cpp": "llama.cpp", "Ollama": "ollama", "KoboldCpp": "koboldcpp"}[name]
        n = r.choice([512, 1024, 2048, 4096])
        text = (
            f"# {name} on the {cn}\n\n- Batch Size: {n}\n- Threads: 8\n\n"
            f"- Speed: {_text(rate)} tokens/second\n"
        )
        return text, [
            {"value": rate, "metric": "decode_tok_s", "engine": engine, "concurrency": None}
        ]
    n = r.choice([256, 512])
    text = (
        f"# vLLM on the {cn}\n\nSetup:\n- Batch size: {n}\n\n"
        f"Output throughput: {_text(rate)} tok/s\n"
    )
    return text, [{"value": rate, "metric": "output_tok_s", "engine": "vllm", "concurrency": n}]


def interactivity_after(r: random.Random) -> tuple[str, list[Label]]:
    """§4 (LABELLING: interactivity levels are not labelled): "At 44 tok/s/user
    interactivity, B200 delivers 5160 tok/s/GPU" reads the throughput at an operating point;
    the point is no figure, the throughput stays."""
    (en, ec), (cn, cc) = r.choice(ENGINES), r.choice(CARDS)
    point = r.choice([20, 25, 30, 44, 50, 75])
    per_gpu = float(r.randint(400, 9000))
    text = (
        f"At {point} tok/s/user interactivity, {en} on the {cn} delivers"
        f" {_text(per_gpu)} tok/s/GPU.\n"
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
    rate = _rate(r, 20, 150)
    name = r.choice(["Duration", "Total duration", "Total Duration"])
    cell = _text(secs)
    if r.random() < 0.3:
        minutes = r.randint(1, 9)
        cell = f"{minutes}m{_text(secs)}s"
        secs = round(minutes * 60 + secs, 2)
    table = _table(
        ["GPU", "TG/s", "Load duration", name], [[cn, _text(rate), str(r.randint(2, 9)), cell]]
    )
    return table, [
        {"value": rate, "metric": "decode_tok_s", "hardware": cc},
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
        f"{key} {_text(gib)} GiB ({round(r.uniform(3, 9), 2)} BPW)\n"
        f"llm_load_tensors:      CUDA0 buffer size = {_text(mib)} MiB\n"
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
        lines.append(f"{name} {quant} ~{_text(a)} {unit} ~{_text(b)} {unit} {r.randint(20, 90)}GB")
        labels.append({"value": a, "engine": ec, "hardware": cc, "mode": "ar"})
        labels.append({"value": b, "engine": ec, "hardware": cc, "mode": mc})
    return "\n".join(lines) + "\n", labels


def named_members(r: random.Random) -> tuple[str, list[Label]]:
    """§4: a series whose members each carry their metric's name beside the number, the unit
    once after the last ("3670 pp / 82.7 tg tok/s", "pp 3670, tg 82.7 t/s"): each member is a
    figure of that unit and of its own name's metric, a prefill figure never a decode one."""
    (en, ec), (cn, cc) = r.choice(ENGINES), r.choice(CARDS)
    pp = float(r.randint(300, 6000)) if r.random() < 0.5 else round(r.uniform(300, 6000), 2)
    tg = _rate(r, 5, 200)
    unit = r.choice(["tok/s", "t/s", "tokens/s"])
    p_name, t_name = r.choice(
        [("pp", "tg"), ("prefill", "decode"), ("PP", "TG"), ("pp512", "tg128")]
    )
    join = r.choice([" / ", ", ", " and "])
    if r.random() < 0.5:
        series = f"{_text(pp)} {p_name}{join}{_text(tg)} {t_name} {unit}"
    else:
        series = f"{p_name} {_text(pp)}{join}{t_name} {_text(tg)} {unit}"
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
        return "### Model: llama3.2:3b\n\n" + _table(header, rows), labels
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
    return "### Model: llama3.2:3b\n\n" + _table(header, rows), labels


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
    return _table(["Model", *cols, delta], rows), labels


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
    v1, v2 = _rate(r), _rate(r)
    while v2 == v1:
        v2 = _rate(r)
    own = r.random() < 0.3  # the first key runs a project outside the list
    first = "fastchat-cpp" if own else e1
    text = (
        f"Two setups on my machine, same prompt:\n{k1}: qwen2-7B, using {first}\n"
        f"{k2}: qwen2-7B, using {e2}\n\n- {k1}: {_text(v1)} t/s\n- {k2}: {_text(v2)} t/s\n"
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
    v1, v2 = _rate(r), _rate(r)
    while v2 == v1:
        v2 = _rate(r)
    verb = r.choice(["loaded in", "on", "with"])
    text = f"On one {cn}: {f1} {verb} {first} vs {f2} {verb} {second}.\n\n" + _table(
        ["Model", "tok/s"], [[f"Llama-2-7B-{f1}", _text(v1)], [f"Llama-2-7B-{f2}", _text(v2)]]
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
    v1, v2 = _rate(r), _rate(r)
    while v2 == v1:
        v2 = _rate(r)
    if r.random() < 0.5:
        prec = r.choice(["FP16", "BF16", "INT8"])
        sep = r.choice([" · ", " ", "/"])
        text = f"On one {cn}:\n\n" + _table(
            ["Backend", "tok/s"], [[f"HF{sep}{prec}", _text(v1)], [f"{en}{sep}{prec}", _text(v2)]]
        )
        return text, [
            {"value": v1, "engine": "transformers", "hardware": cc},
            {"value": v2, "engine": ec, "hardware": cc},
        ]
    text = (
        f"I pulled the HF {r.choice(['FP16', 'BF16'])} weights from HF.\n\n"
        f"On one {cn} the model decodes at {_text(v1)} tok/s.\n"
    )
    return text, [{"value": v1, "engine": None, "hardware": cc}]


def version_columns(r: random.Random) -> tuple[str, list[Label]]:
    """§2: on a page about ExLlamaV2, columns headed "v1" / "v2" are the first ExLlama's run
    (no listed engine) and ExLlamaV2's."""
    (cn, _) = r.choice(CARDS)
    v1, v2 = _rate(r), _rate(r)
    while v2 == v1:
        v2 = _rate(r)
    h1, h2 = r.choice([("v1", "v2"), (f"V1: {cn}", f"V2: {cn}")])
    text = f"ExLlamaV2 against the first version on one {cn}, same GPTQ model:\n\n" + _table(
        ["Model", h1, h2], [["Llama 7B", f"{_text(v1)} t/s", f"{_text(v2)} t/s"]]
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
    figures = ", ".join(_text(v) for v in values[:-1]) + " and " + _text(values[-1])
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
    (en, ec), (cn, cc), v = r.choice(ENGINES), r.choice(CARDS), _rate(r, 20, 300)
    m = r.choice([3, 4, 6, 8, 20, 150])
    lead = r.choice(
        [
            f"Next to a laptop chip the compute is ~{m}x larger.",
            f"A datacenter card still moves data {m}x faster than a desktop.",
            f"서버 칩은 연산이 {m}배입니다.",
        ]
    )
    text = f"{lead}\n\nOn one {cn}, {en} decodes at {_text(v)} tok/s.\n"
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
    v1, v2 = _rate(r), _rate(r)
    while v2 == v1:
        v2 = _rate(r)
    lead = r.choice(["I compared", "Comparing", "Here is"])
    text = (
        f"{lead} {en} and {project} on one {cn}, same model.\n\n"
        f"- {en}: {_text(v1)} tok/s\n- {project}: {_text(v2)} tok/s\n"
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
    v1, v2 = _rate(r), _rate(r)
    while v2 == v1:
        v2 = _rate(r)
    title = r.choice([f"Not as fast as with {en}", f"Run {en} models", f"Slower than {en}"])
    text = (
        f"Generation feels smoother in {en}.\n\n"
        f"Here I get {_text(v1)} tok/s on one {cn}.\n\n"
        f"With {en} the same model gives {_text(v2)} tok/s on the {cn}.\n"
    )
    labels = [
        {"value": v1, "engine": None, "hardware": cc},
        {"value": v2, "engine": ec, "hardware": cc},
    ]
    return text, labels, {"source": _issue(r, repo), "title": title}


def one_line_table(r: random.Random) -> tuple[str, list[Label]]:
    """§2: a pipe table written on one line among prose (a page whose line breaks became
    spaces) is read as rows under its header: each row's rate takes its own row's card."""
    cards = r.sample(CARDS, 2)
    values: list[float] = []
    while len(values) < 2:
        v = _rate(r)
        if v not in values:
            values.append(v)
    rows = " ".join(
        f"| {cn} | {_text(v)} tok/s |" for (cn, _), v in zip(cards, values, strict=True)
    )
    lead = r.choice(["Decode speed by card.", "Results below.", "We measured both cards."])
    tail = r.choice(["", " More runs follow next week.", " Both used the same prompt."])
    text = f"{lead} | GPU | Decode | |---|---| {rows}{tail}\n"
    return text, [{"value": v, "hardware": cc} for (_, cc), v in zip(cards, values, strict=True)]


def bracket_ratios(r: random.Random) -> tuple[str, list[Label]]:
    """§4: a bare multiple alone in brackets right after a clause stating a token rate
    ("reaches 120 tok/s at the same load (~3x)") is that rate's speedup; one with words in
    its brackets ("(2x H100)") is not."""
    (en, ec), (cn, cc) = r.choice(ENGINES), r.choice(CARDS)
    v = _rate(r, 40, 900)
    x = r.choice([1.5, 2.0, 2.4, 3.0, 4.7, 12.0])
    mark = r.choice(["", "~", "≈"])
    sign = r.choice(["x", "×"])
    tail = r.choice(["", " at the same concurrency", " on the same prompts", " in our runs"])
    if r.random() < 0.75:
        text = f"{en} on one {cn} reaches {_text(v)} tok/s{tail} ({mark}{_text(x)}{sign}).\n"
        return text, [
            {"value": v, "engine": ec, "hardware": cc},
            {"value": x, "metric": "speedup", "engine": ec, "hardware": cc},
        ]
    text = f"{en} reaches {_text(v)} tok/s{tail} (2{sign} {cn}).\n"
    return text, [{"value": v, "engine": ec, "hardware": cc}]


def bracket_rate_pairs(r: random.Random) -> tuple[str, list[Label]]:
    """§4: "2.5x tokens/sec (≈170 vs ≈65)": a bracketed pair of bare numbers right after a
    token rate's unit are two rates of that unit; "40 tok/s (12 vs 8 threads)" is not."""
    (cn, cc) = r.choice(CARDS)
    v1, v2 = _rate(r, 100, 400), _rate(r, 10, 90)
    mark = r.choice(["", "~", "≈"])
    vs = r.choice(["vs", "vs.", "versus"])
    if r.random() < 0.75:
        unit = r.choice(["tokens/sec", "tok/s", "t/s"])
        text = (
            f"Fast mode on one {cn} gives about 2.5x {unit} "
            f"({mark}{_text(v1)} {vs} {mark}{_text(v2)}) over the default.\n"
        )
        return text, [
            {"value": 2.5, "metric": "speedup", "hardware": cc},
            {"value": v1, "hardware": cc},
            {"value": v2, "hardware": cc},
        ]
    text = f"On one {cn} it decodes at {_text(v1)} tok/s (12 {vs} 8 threads).\n"
    return text, [{"value": v1, "hardware": cc}]


def camel_space_keys(r: random.Random) -> tuple[str, list[Label]]:
    """§4: a space-keyed log line's camelCase key names its unit as a snake_case one does
    ("tokensPerSec 2259.24" is a token rate; at batch size 1 one stream's); camelCase keys
    naming no unit ("numLayers 32") give no figure."""
    (cn, cc) = r.choice(CARDS)
    batch = r.choice([1, 8, 16, 64])
    latency = round(r.uniform(300, 9000), 2)
    rate = round(r.uniform(20, 3000), 2)
    key = r.choice(["tokensPerSec", "tokensPerSecond", "outputTokensPerSec"])
    metric = "decode_tok_s" if batch == 1 else "output_tok_s"
    text = (
        f"The result on one {cn}:\n\n"
        f"[BENCHMARK] batchSize {batch} numLayers {r.choice([32, 40, 48])} "
        f"batch_size {batch} input_length {r.choice([128, 512, 2048])} output_length "
        f"{r.choice([128, 256])} latency(ms) {latency:.2f} {key} {rate:.2f}\n"
    )
    return text, [
        {"value": latency, "metric": "e2e_latency", "hardware": cc, "concurrency": batch},
        {"value": rate, "metric": metric, "hardware": cc, "concurrency": batch},
    ]


def bare_total_time_key(r: random.Random) -> tuple[str, list[Label]]:
    """§4 and LABELLING ("Total time" is `e2e_latency`): a script's unitless "total_time = 78.57"
    beside its run's rate is one generation's time; a load or build time and a token count
    keyed the same way are no claims."""
    (en, ec) = r.choice(ENGINES)
    total, rate = round(r.uniform(2, 120), 3), _rate(r, 5, 150)
    sep = r.choice([" = ", "=", ": "])
    lines = [
        f"num_tokens{sep}{r.randint(100, 900)}",
        f"total_time{sep}{total}",
        f"load_time{sep}{round(r.uniform(1, 30), 2)}",
    ]
    r.shuffle(lines)
    text = (
        f"Timing one reply from {en}:\n\n" + "\n".join(lines) + f"\nTokens/Second = {_text(rate)}\n"
    )
    return text, [
        {"value": total, "metric": "e2e_latency", "engine": ec},
        {"value": rate, "engine": ec},
    ]


def throughput_under_stated_load(r: random.Random) -> tuple[str, list[Label]]:
    """§4 and the labelling's "Metrics": a rate its own words call a throughput or output, in
    a post that states a load above one with its number a few lines away ("16 concurrent
    requests", "concurrency 12 → 24"), is the server's output; with batching named as a
    feature and no number, or a rate called a speed, it is one stream's."""
    v1, v2 = _rate(r, 40, 900), _rate(r, 40, 900)
    while abs(v1 - v2) < 0.01 * max(v1, v2):
        v2 = _rate(r, 40, 900)
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
            f"- Memory: {_text(mem)} GB, {load}\n"
            "Results by task\n"
            f"| Task | {word} (tok/s) | Utilisation |\n|---|---|---|\n"
            f"| Chat | {_text(v1)} | 78% |\n| Code | {_text(v2)} | 65% |\n"
        )
    elif form < 0.6:
        load = f"动态批处理支持最大 {n} 并发" if loaded else "支持动态批处理"
        text = (
            "关键性能指标\n"
            f"- 显存占用:FP16 模型显存占用 {_text(mem)}GB,{load}\n"
            "场景数据对比\n"
            "| 场景类型 | 吞吐量 (tokens/s) | 显存利用率 |\n|---|---|---|\n"
            f"| 文本生成 | {_text(v1)} | 78% |\n| 多轮对话 | {_text(v2)} | 65% |\n"
        )
    else:
        load = f"ramping concurrency {n} → {n + 8}" if loaded else "with dynamic batching"
        text = (
            f"We served the model on vLLM, {load}.\n"
            "The numbers:\n"
            f"→ Peak: ~{_text(v1 + v2)} tokens/sec total (~{_text(v2)} tok/s output)\n"
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
    v = _rate(r, 200, 4000)
    n = r.randint(2, 64)
    unit = r.choice(["tok/s", "tokens/s", "tokens/sec", "t/s"])
    load = r.choice([f"{n} concurrent requests deliver", f"at batch {n}, {en} reaches"])
    form = r.random()
    if form < 0.5:
        text = f"On one {cn}, {load} {_text(v)} {unit} total.\n"
        return text, [{"value": v, "metric": "output_tok_s", "hardware": cc}]
    if form < 0.75:
        text = f"On one {cn}, {load} {_text(v)} {unit} total (input + output).\n"
        return text, [{"value": v, "metric": "total_tok_s", "hardware": cc}]
    out = round(v * r.uniform(0.2, 0.6))
    text = f"On one {cn}, {load} {_text(v)} {unit} total (~{out} tok/s output).\n"
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
        text = (
            f"{en} on one {cn} reaches {_text(v)} {unit}, up from {_text(w)} tokens last month.\n"
        )
    elif pick < 0.7:
        text = (
            f"{en} on one {cn} reaches {_text(v)} {unit}. "
            f"The older release reached {_text(w)} tokens.\n"
        )
    else:
        text = (
            f"{en} on one {cn} reaches {_text(v)} {unit}, with the prompt up from "
            f"{_text(w)} tokens to {_text(w * 4)} tokens.\n"
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
        rows.append([size, f"{_text(a)}{unit}", f"{_text(b)}{unit}"])
        labels += [
            {"value": a, "metric": "e2e_latency", "engine": ac},
            {"value": b, "metric": "e2e_latency", "engine": bc},
        ]
    step = r.choice(["Load time", "Cold start", "Model load"])
    rows.append([step, f"{r.randint(3, 90)} s", f"{r.randint(3, 90)} s"])
    return _table([r.choice(["Model", "模型"]), an, bn], rows), labels


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
    rate = _rate(r, 10, 120)
    sizes = f"{params}B: {hi_written} {hedge}{wide} GB -> {lo_written} {hedge}{narrow} GB"
    text = f"- Sizes on disk, {sizes}.\n- On one {cn}, {en} decodes at {_text(rate)} tok/s.\n"
    labels: list[Label] = [
        {"value": wide, "metric": "memory", "precision": hi_prec, "hardware": None},
        {"value": narrow, "metric": "memory", "precision": lo_prec, "hardware": None},
        {"value": rate, "metric": "decode_tok_s", "engine": ec, "hardware": cc},
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
    v, w = _rate(r, 40, 400), _rate(r, 5, 39)
    topic = r.choice(["Quant notes (speed / size)", "Decode speed notes", "Local runs"])
    bullets = f"- {cn}: Q4_K_M {_text(v)} {unit}\n- On the CPU, Q8_0 gives {_text(w)} {unit}\n"
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
        f"- {r.randint(1, 8)} 路:峰值 {_text(v)}{gb}\n",
        f"- VRAM in use ~{_text(v)}{gb} of 80 GB\n",
        f"- peak RSS of {_text(v)}{gb} after the long prompt\n",
        f"- 峰值显存使用:{_text(v)}{gb}\n",
        f"- Memory usage: {_text(v)}{gb}\n",
    ]
    needed = [
        f"- the FP16 weights take {_text(v)}{gb}\n",
        f"- 光是模型权重就要占用约{_text(v)}{gb}显存\n",
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
    rate = round(r.uniform(5, 400), 2)
    stat = r.choice(["", " (median)", " (mean)", " (avg)"])
    key = r.choice(
        [f"decode_tps{stat}", f"decode_tok_s{stat}", "Decode speed (tok/s)", "Decode (tok/s)"]
    )
    lines = [
        f"- **{key}**: {rate}",
        f"- **Batch Size**: {r.choice([1, 4, 8])}",
        f"- **max_tokens{stat}**: {r.choice([128, 256, 512])}",
        f"- **sampling**: {r.choice(['greedy', 'top-p'])}",
    ]
    r.shuffle(lines)
    text = "Community benchmark submission.\n\n" + "\n".join(lines) + "\n"
    return text, [{"value": rate, "metric": "decode_tok_s"}]


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
    "cjk setups": cjk_setups,
    "cjk methods": cjk_methods,
    "cjk before/after": cjk_before_after,
    "cjk ranges": cjk_ranges,
    "cjk loads": cjk_loads,
    "cjk memory": cjk_memory,
    "cjk speedups": cjk_speedups,
    "cjk not claims": cjk_not_claims,
    "european pairs": european_pairs,
    "cjk phases": cjk_phases,
    "cjk hedged": cjk_hedged,
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
    "setups apart": setups_apart,
    "clause setups": clause_setups,
    "earlier runs": earlier_runs,
    "family setups": family_setups,
    "loads apart": loads_apart,
    "names after": names_after,
    "clause loads": clause_loads,
    "heading scope": heading_scope,
    "paragraph cards": paragraph_cards,
    "respectively": respectively,
    "parenthetical": parenthetical,
    "baselines": baselines,
    "rate scopes": rate_scopes,
    "qualified": qualified,
    "formats": formats,
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
    "repo bodies": repo_bodies,
    "quoted replies": quoted_replies,
    "thread posts": thread_posts,
    "release notes": release_notes,
    "pr templates": pr_templates,
    "change entries": change_entries,
    "name digits": name_digits,
    "romance changes": romance_changes,
    "cjk spans": cjk_spans,
    "zh compared": zh_compared,
    "request times": request_times,
    "russian setups": russian_setups,
    "european counts": european_counts,
    "russian changes": russian_changes,
    "wrapped lines": wrapped_lines,
    "parity baselines": parity_baselines,
    "unreferenced entries": unreferenced_entries,
    "html spans": html_spans,
    "run columns": run_columns,
    "bracketed earlier": bracketed_earlier,
    "fits on": fits_on,
    "cpu runs": cpu_runs,
    "draft columns": draft_columns,
    "tp columns": tp_columns,
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
    "peak after rates": peak_after_rates,
    "one line table": one_line_table,
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
_MORE = shapes()
if _MORE.keys() & SHAPES.keys():
    raise ValueError(f"grammar shapes defined twice: {sorted(_MORE.keys() & SHAPES.keys())}")
SHAPES.update(_MORE)


def _same(label: Label, claim: dict[str, Any]) -> bool:
    if claim["metric"] != label.get("metric", "decode_tok_s"):
        return False
    v = label["value"]
    read = claim.get("value_min") if claim.get("value_min") is not None else claim["value"]
    return abs(read - v) <= 0.005 * abs(v)


def mistakes(
    text: str, labels: list[Label], vocab: Vocabulary, context: dict[str, str] | None = None
) -> Iterator[tuple[str, Any]]:
    """(field, detail) for each way the reader's claims of ``text`` (read with ``context``'s
    title and source) differ from ``labels``."""
    claims = [c.to_json() for c in extract_claims(text, vocab, **(context or {}))]
    used: set[int] = set()
    for label in labels:
        hit = next(
            (i for i, c in enumerate(claims) if i not in used and _same(label, c)),
            None,
        )
        if hit is None:
            yield "missed", label
            continue
        used.add(hit)
        for field, want in label.items():
            if field not in ("value", "metric") and claims[hit].get(field) != want:
                yield field, (want, claims[hit].get(field))
    for i, c in enumerate(claims):
        if i not in used:
            yield "extra", (c["value"], c["metric"])


def run(vocab: Vocabulary, per_shape: int, seed: int) -> dict[str, dict[str, Any]]:
    """Per shape: texts built, mistakes by field, and the texts of the first mistakes."""
    out: dict[str, dict[str, Any]] = {}
    for name, shape in SHAPES.items():
        r = random.Random(f"{seed}:{name}")
        counts: Counter[str] = Counter()
        examples: list[tuple[str, str, Any]] = []
        for _ in range(per_shape):
            text, labels, *context = shape(r)
            for field, detail in mistakes(text, labels, vocab, *context):
                counts[field] += 1
                examples.append((field, text, detail))
        out[name] = {"texts": per_shape, "mistakes": dict(counts), "examples": examples}
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__.splitlines()[0],
        formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog="example:\n  python benchmarks/claims_grammar.py --per-shape 200 --examples 2",
    )
    parser.add_argument("--rules", type=Path, default=Path("rules"))
    parser.add_argument("--per-shape", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--examples", type=int, default=3, help="mistaken texts shown per shape")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    result = run(load_rules(args.rules).vocabulary, args.per_shape, args.seed)
    if args.json:
        print(
            json.dumps(
                {k: {"texts": v["texts"], "mistakes": v["mistakes"]} for k, v in result.items()}
            )
        )
        return 0
    by_field: defaultdict[str, int] = defaultdict(int)
    print(f"{'shape':18s} {'texts':>5s}  mistakes")
    for name, got in result.items():
        for field, n in got["mistakes"].items():
            by_field[field] += n
        listed = ", ".join(f"{f} {n}" for f, n in sorted(got["mistakes"].items())) or "none"
        print(f"{name:18s} {got['texts']:5d}  {listed}")
        for field, text, detail in got["examples"][: args.examples]:
            print(f"    {field}: {text!r} -> {detail}")
    total = sum(v["texts"] for v in result.values())
    print(
        f"all {total} texts: "
        + (", ".join(f"{f} {n}" for f, n in sorted(by_field.items())) or "no mistakes")
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
