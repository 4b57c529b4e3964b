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
carry their setup to the next. Prose (§1-§2): a method, precision or load of one setup's
sentence or clause kept from the next setup's; "A tok/s with X and B tok/s with Y" and
bracketed names after a figure; a heading over its paragraphs and subsections, not over a
sibling section; two cards in one paragraph; "respectively" lists; setups in brackets or after
the figure; baselines' own figures and the subject's after them ("3x faster than vLLM,
reaching ..."); per-GPU and per-user rates; "up to" / "about" / "over" figures; file formats.

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
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from watcher.claims import extract_claims
from watcher.rules import Vocabulary, load_rules

Label = dict[str, Any]
# a shape builds (text, labels) or (text, labels, context): the title and source it is read with
Shape = Callable[[random.Random], tuple[Any, ...]]

ENGINES = [
    ("llama.cpp", "llama.cpp"),
    ("SGLang", "sglang"),
    ("vLLM", "vllm"),
    ("TensorRT-LLM", "tensorrt-llm"),
    ("Ollama", "ollama"),
    ("ExLlamaV2", "exllamav2"),
    ("LMDeploy", "lmdeploy"),
    ("TGI", "tgi"),
]
CARDS = [
    ("H100", "H100"),
    ("H200", "H200"),
    ("RTX 4090", "RTX 4090"),
    ("MI300X", "MI300X"),
    ("A100", "A100"),
    ("RTX 3090", "RTX 3090"),
    ("L40S", "L40S"),
]
METHODS = [
    ("EAGLE-3", "eagle"),
    ("MTP", "mtp"),
    ("Medusa", "medusa"),
    ("prompt lookup decoding", "ngram"),
    ("speculative decoding", "speculative"),
]
UNITS = ["tok/s", "tokens/s", "t/s", "tokens per second", "tok/sec"]
VERBS = ["reaches", "runs at", "decodes at", "hits", "gets", "achieves"]


def _rate(r: random.Random, lo: int = 5, hi: int = 400) -> float:
    return float(r.randint(lo, hi)) if r.random() < 0.5 else round(r.uniform(lo, hi), 1)


def _text(x: float) -> str:
    return str(int(x)) if x == int(x) else str(x)


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
        [(f"{v // 1000} {v % 1000:03d}", v), (f"{v:,}", v), (f"{v / 1000:.1f}k", round(v, -2))]
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
    a, b = r.sample(range(10, 400), 2)
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
    "setups apart": setups_apart,
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
}


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
