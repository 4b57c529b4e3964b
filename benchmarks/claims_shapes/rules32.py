"""Four rules the reader broke in general, each in several phrasings: a method stated inside an
earlier clause that has its own engine does not reach the next clause's figure (§2: nothing
leaks from one setup to the next); running requests and slots in use are a concurrency (§4);
the "baseline" side of "A vs baseline B" is plain decoding when A is a drafting method (§2);
and a card after the baseline of a comparison ("over vLLM on A100", "compared to X on 8x
H100") describes the baseline, not the multiple (§2)."""

from __future__ import annotations

import random

from claims_shapes.common import CARDS, Label, Shape, num, rate

_METHODS = [("EAGLE-3", "eagle"), ("MTP", "mtp"), ("Medusa", "medusa"), ("lookahead", "ngram")]
_PAIRS = [("SGLang", "sglang", "llama.cpp", "llama.cpp"), ("vLLM", "vllm", "TGI", "tgi")]
_PAIRS += [("SGLang", "sglang", "Ollama", "ollama"), ("vLLM", "vllm", "LMDeploy", "lmdeploy")]


def clause_method(r: random.Random) -> tuple[str, list[Label]]:
    """ "<engine> with <method> hits A tok/s; <other engine> on <card> gives B tok/s": the
    method is the first clause's only."""
    method, mode = r.choice(_METHODS)
    name, eng, other, other_eng = r.choice(_PAIRS)
    card, _ = r.choice(CARDS)
    a, b = num(rate(r, 60, 400)), num(rate(r, 5, 59))
    text = r.choice(
        [
            f"With {method} on {name} we saw {a} tok/s; {other} on a {card} gave {b} tok/s.",
            f"{name} with {method} hits {a} tok/s, while {other} on an {card} gives {b} tok/s.",
            f"{name} using {method} reaches {a} tokens/s, whereas {other} gives {b} tokens/s.",
            f"使用 {method} 时 {name} 达到 {a} tok/s；{other} 在 {card} 上为 {b} tok/s。",
        ]
    )
    return text + "\n", [
        {"value": float(a), "engine": eng, "mode": mode},
        {"value": float(b), "engine": other_eng, "mode": None},
    ]


def clause_method_shared(r: random.Random) -> tuple[str, list[Label]]:
    """A method set apart as the sentence's lead, or the same subject going on, holds for both."""
    method, mode = r.choice(_METHODS)
    name, _, other, _ = r.choice(_PAIRS)
    a, b = rate(r, 60, 400), rate(r, 5, 59)
    text, labels = r.choice(
        [
            (
                f"With {method}, {name} reaches {num(a)} tok/s and {other} {num(b)} tok/s.",
                [{"value": a, "mode": mode}, {"value": b, "mode": mode}],
            ),
            (
                f"{method}: {name} {num(a)} tok/s; {other} {num(b)} tok/s",
                [{"value": a, "mode": mode}, {"value": b, "mode": mode}],
            ),
            (
                f"{name} with {method} reaches {num(a)} tok/s; on a 4090 it gives {num(b)} tok/s.",
                [{"value": a, "mode": mode}, {"value": b, "mode": mode}],
            ),
        ]
    )
    return text + "\n", labels


def running_load(r: random.Random) -> tuple[str, list[Label]]:
    """Running requests and slots in use, in prose, counters and Chinese, are the load."""
    n = r.randint(2, 64)
    v = rate(r, 5, 90)
    text = r.choice(
        [
            f"{n} slots in use, {num(v)} t/s each",
            f"With {n} slots busy the server gives {num(v)} t/s per slot.",
            f"{n} running requests, {num(v)} tok/s per request",
            f"with {n} requests running, {num(v)} tok/s each",
            f"{n} requests in flight: {num(v)} tok/s/user",
            f"num_running_reqs: {n}, {num(v)} tok/s per request",
            f"{n} 个请求同时运行，每路 {num(v)} tok/s",
        ]
    )
    return text + "\n", [{"value": v, "concurrency": n}]


def slot_flag(r: random.Random) -> tuple[str, list[Label]]:
    """A server's slot setting is no load: "--parallel 4 slots"."""
    n = r.randint(2, 16)
    v = rate(r, 5, 90)
    text = r.choice([f"--parallel {n} slots, {num(v)} t/s", f"Started with -np {n}: {num(v)} t/s"])
    return text + "\n", [{"value": v, "concurrency": None}]


def baseline_side(r: random.Random) -> tuple[str, list[Label]]:
    """ "EAGLE 62 tok/s vs baseline 30 tok/s", "against a baseline of 30": the baseline is AR."""
    method, mode = r.choice(_METHODS)
    a, b = rate(r, 60, 400), rate(r, 5, 59)
    text = r.choice(
        [
            f"baseline {num(b)} tok/s vs {method} {num(a)} tok/s",
            f"{method} {num(a)} tok/s vs baseline {num(b)} tok/s",
            f"{method} reaches {num(a)} tok/s against a baseline of {num(b)} tok/s.",
            f"{method}: {num(a)} tok/s compared to a baseline of {num(b)} tok/s.",
            f"- {method}: {num(a)} tok/s (vs baseline {num(b)} tok/s)",
            f"{method} 达到 {num(a)} tok/s，对比基线 {num(b)} tok/s",
        ]
    )
    return text + "\n", [{"value": a, "mode": mode}, {"value": b, "mode": "ar"}]


def baseline_engine_side(r: random.Random) -> tuple[str, list[Label]]:
    """An engine's baseline is that engine's run, not plain decoding by that word alone."""
    name, eng, other, other_eng = r.choice(_PAIRS)
    a, b = rate(r, 60, 400), rate(r, 5, 59)
    text = f"{other} baseline {num(b)} tok/s vs {name} {num(a)} tok/s"
    return text + "\n", [
        {"value": b, "engine": other_eng, "mode": None},
        {"value": a, "engine": eng, "mode": None},
    ]


def baseline_card(r: random.Random) -> tuple[str, list[Label]]:
    """A card after a comparison's baseline is the baseline's: the multiple takes none."""
    name, eng, other, _ = r.choice(_PAIRS)
    card, _ = r.choice(CARDS)
    k = r.choice([2, 4, 8])
    x = round(r.uniform(1.2, 4.0), 1)
    text, subject = r.choice(
        [
            (f"{name} delivers a {x}x speedup over {other} on {card}.", eng),
            (f"Compared to {other} on {k}x {card}, {name} is {x}x faster.", eng),
            (f"{name} is {x}x faster compared to {other} on {k}x {card}.", eng),
            (f"We measured a {x}x throughput gain over {other} on an {card}.", None),
            (f"- {x}x faster than {other} on {k}× {card}", None),
        ]
    )
    return text + "\n", [
        {"value": x, "metric": "speedup", "hardware": None, "gpu_count": None, "engine": subject}
    ]


def subject_card(r: random.Random) -> tuple[str, list[Label]]:
    """A card stated before the comparison, or with no baseline, is the multiple's own."""
    name, _, other, _ = r.choice(_PAIRS)
    card, card_label = r.choice(CARDS)
    k = r.choice([2, 4, 8])
    x = round(r.uniform(1.2, 4.0), 1)
    text, count = r.choice(
        [
            (f"On {k}x {card}, {name} is {x}x faster than {other}.", k),
            (f"{name} on {k}x {card} is {x}x faster than {other}.", k),
            (f"{name} is {x}× faster on {card}.", None),
        ]
    )
    return text + "\n", [
        {"value": x, "metric": "speedup", "hardware": card_label, "gpu_count": count}
    ]


SHAPES: dict[str, Shape] = {
    "clause_method": clause_method,
    "clause_method_shared": clause_method_shared,
    "running_load": running_load,
    "slot_flag": slot_flag,
    "baseline_side": baseline_side,
    "baseline_engine_side": baseline_engine_side,
    "baseline_card": baseline_card,
    "subject_card": subject_card,
}
