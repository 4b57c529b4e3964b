"""Prose figures the reader once set aside or never reached (reading rules §2, §4)."""

from __future__ import annotations

import random

from claims_shapes.common import ENGINES, Label, Shape, num


def doubted_times(r: random.Random) -> tuple[str, list[Label]]:
    """§2: a question mark that opens a bracket ("takes 17 seconds (? really)") doubts a
    stated figure and asks nothing; a sentence that opens as a question still asks."""
    (e1, c1), (e2, c2) = r.sample(ENGINES, 2)
    a, b = r.randint(20, 90), r.randint(3, 15)
    mark = r.choice(["(?)", "(? extremely)", "(?!)", "(? surprisingly)"])
    text, asked = r.choice(
        [
            (f"{e1} takes {a} seconds. {e2} takes {b} seconds {mark}. We switched.", False),
            (f"With {e1} the request takes {a} seconds, with {e2} only {b} seconds {mark}", False),
            (f"Does {e2} really take {b} seconds {mark}", True),
        ]
    )
    if asked:
        return text, []
    return text, [
        {"value": float(a), "metric": "e2e_latency", "engine": c1},
        {"value": float(b), "metric": "e2e_latency", "engine": c2},
    ]


def most_gained_multiples(r: random.Random) -> tuple[str, list[Label]]:
    """§4: "by as much as 1.33x" after a change of speed is the most a run gained, a
    speedup as "by up to 1.33x" is; a multiple of revenue or a setting stays no claim."""
    (e1, c1) = r.choice(ENGINES)
    s = round(r.uniform(1.1, 3.9), 2)
    text, speed = r.choice(
        [
            (f"The patch helps {e1} too, in some cases by as much as {s}x.", True),
            (f"On long prompts {e1} gains, sometimes by as much as {s}x!", True),
            (f"Revenue grew by as much as {s}x last year.", False),
        ]
    )
    return text, [{"value": s, "metric": "speedup", "engine": c1}] if speed else []


def scoped_multiples(r: random.Random) -> tuple[str, list[Label]]:
    """§4: "1.63x system-level speedup" names the scope of a gain, no machines counted;
    "2x DGX systems" still counts machines."""
    s = round(r.uniform(1.1, 3.9), 2)
    scope = r.choice(["system-level", "cluster-wide", "node-level", "server-side"])
    text, speed = r.choice(
        [
            (f"The new kernel delivers up to {s}x {scope} speedup over the baseline.", True),
            (f"Overall we saw a {s}x {scope} throughput gain.", True),
            (f"The run used {r.randint(2, 8)}x DGX systems.", False),
        ]
    )
    return text, [{"value": s, "metric": "speedup"}] if speed else []


def cjk_seconds_per_token(r: random.Random) -> tuple[str, list[Label]]:
    """§4: "1.2 秒/token", "0.5 초/토큰" is a per-token latency in seconds, as "s/token" is;
    "12 tokens/秒" stays a rate and "加载 30 秒" a load time (no claim)."""
    t = round(r.uniform(0.2, 4.0), 1)
    v = float(r.randint(5, 60))
    text, labels = r.choice(
        [
            (f"代码生成延迟 {t} 秒/token。", [{"value": t, "metric": "tpot"}]),
            (f"평균 {t} 초/토큰 (디코딩).", [{"value": t, "metric": "tpot"}]),
            (f"推理速度 {t}秒/个token，加载 30 秒。", [{"value": t, "metric": "tpot"}]),
            (f"生成速度 {num(v)} tokens/秒。", [{"value": v}]),
        ]
    )
    return text, labels


def named_sides(r: random.Random) -> tuple[str, list[Label]]:
    """§2, §4: "Q4_K_M 14.2 vs Q8_0 6.8 tok/s": each side of a comparison named before its
    number, the unit written once after the last; "version 12 vs Ollama 40 tok/s" and a
    card's number are no sides, and a question asks its sides."""
    p1, p2 = r.sample(["Q4_K_M", "Q8_0", "FP16"], 2)
    a = float(r.randint(30, 60))
    b = float(r.randint(12, 29))
    text, labels = r.choice(
        [
            (f"On CPU: {p1} {num(a)} vs {p2} {num(b)} tok/s.", [a, b]),
            (f"Decoding: {p1} {num(a)} versus {p2} {num(b)} tokens/s on 8 threads.", [a, b]),
            (f"Is {p1} {num(a)} vs {p2} {num(b)} tok/s right?", []),
        ]
    )
    if r.random() < 0.25:  # a version's number before "vs" is no side
        return f"Version 12 vs Ollama {num(a)} tok/s.", [{"value": a, "engine": "ollama"}]
    return text, [{"value": v} for v in labels]


def far_listed_speedups(r: random.Random) -> tuple[str, list[Label]]:
    """§4: a list of speedups may name what each is of between them ("up to 2x acceleration
    over autoregressive decoding for one model on long prompts and 1.84x for another"): the
    later multiple is a speedup too; a multiple after a stop (";") is not the list's."""
    a = round(r.uniform(1.5, 3.5), 1)
    b = round(r.uniform(1.1, 1.9), 2)
    text, joined = r.choice(
        [
            (
                f"It reaches up to {a}x acceleration over autoregressive decoding for "
                f"LLaMA-2-7B-32K on long prompts and {b}x for LLaMA-3.1-8B.",
                True,
            ),
            (
                f"We measured {a}x mean single-user throughput on the chat set, "
                f"all while maintaining {b}x at batch 32.",
                True,
            ),
            (
                f"We measured a {a}x speedup on the chat set; the other node drew "
                f"{b}x the power of a well-tuned setup.",
                False,
            ),
        ]
    )
    labels: list[Label] = [{"value": a, "metric": "speedup"}]
    if joined:
        labels.append({"value": b, "metric": "speedup"})
    return text, labels


def whole_job_times(r: random.Random) -> tuple[str, list[Label]]:
    """§4: the time of "the entire process" or "the whole task" of a run is its end-to-end
    time; the whole installation or build process stays a time around the run, and a whole
    job (many requests) no request's time."""
    (en, ec) = r.choice(ENGINES)
    t = round(r.uniform(2, 90), 1)
    text, timed = r.choice(
        [
            (f"On {en} the system finishes the entire process in just {t} seconds.", True),
            (f"With {en}, the whole task took {t} s from prompt to last token.", True),
            (f"The whole installation process of {en} took {t} minutes.", False),
            (f"The whole job on {en} ran for {t} hours.", False),
        ]
    )
    return text, [{"value": t, "metric": "e2e_latency", "engine": ec}] if timed else []


SHAPES: dict[str, Shape] = {
    "whole job times": whole_job_times,
    "far listed speedups": far_listed_speedups,
    "named sides": named_sides,
    "cjk seconds per token": cjk_seconds_per_token,
    "scoped multiples": scoped_multiples,
    "most gained multiples": most_gained_multiples,
    "doubted times": doubted_times,
}
