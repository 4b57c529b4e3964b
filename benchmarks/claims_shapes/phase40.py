"""A figure's metric and mode from the words around it: a phase word trailing its own rate
(§2, §4: "1,400 t/s prompt processing and ~35 t/s" is prefill then decode), parallel clauses
whose bare times follow the earlier clause's metrics in order (§2), a draft model named by its
size ("with a 0.5B draft", §3: speculative), and "开启 MTP 后" after a plain figure (§2: the
before side of a before/after pair is plain decoding)."""

from __future__ import annotations

import random

from claims_shapes.common import CARDS, ENGINES, Label, Shape, num, rate


def trailing_phase(r: random.Random) -> tuple[str, list[Label]]:
    """§4: the phase word after a rate is its own; the next figure takes decode."""
    (en, eng), (cn, card) = r.choice(ENGINES), r.choice(CARDS)
    a, b = rate(r, 500, 3000), rate(r, 10, 90)
    unit = r.choice(["t/s", "tok/s", "tokens/s"])
    word = r.choice(["prompt processing", "prefill", "pp"])
    joint = r.choice([" and ~", ", and ", "; on the same box, ", " and "])
    text = f"{en} on an {cn} hits {num(a)} {unit} {word}{joint}{num(b)} {unit}."
    base = {"engine": eng, "hardware": card}
    return text, [
        {**base, "value": a, "metric": "prefill_tok_s"},
        {**base, "value": b, "metric": "decode_tok_s"},
    ]


def parallel_times(r: random.Random) -> tuple[str, list[Label]]:
    """§2: "X ms TPOT and a TTFT of Y ms; an A100 gives Z ms and W ms": in order."""
    (en, eng) = r.choice(ENGINES)
    (c1, card1), (c2, card2) = r.sample(CARDS, 2)
    tpot1, ttft1 = round(r.uniform(2, 20), 1), float(r.randint(60, 300))
    tpot2, ttft2 = round(r.uniform(21, 40), 1), float(r.randint(310, 900))
    sep = r.choice(["; ", ", while "])
    text = (
        f"On {en}, an {c1} gives {num(tpot1)} ms TPOT and a TTFT of {num(ttft1)} ms{sep}"
        f"an {c2} gives {num(tpot2)} ms and {num(ttft2)} ms."
    )
    return text, [
        {"value": tpot1, "metric": "tpot", "engine": eng, "hardware": card1},
        {"value": ttft1, "metric": "ttft", "engine": eng, "hardware": card1},
        {"value": tpot2, "metric": "tpot", "engine": eng, "hardware": card2},
        {"value": ttft2, "metric": "ttft", "engine": eng, "hardware": card2},
    ]


def sized_draft(r: random.Random) -> tuple[str, list[Label]]:
    """§3: "with a 0.5B draft" is a draft model: speculative; the run before it is plain."""
    (en, eng), (cn, card) = r.choice(ENGINES), r.choice(CARDS)
    a, b = rate(r, 20, 60), rate(r, 70, 200)
    size = r.choice(["0.5B", "1B", "1.5B", "0.6B"])
    text = f"{en} on an {cn} runs ~{num(a)} tok/s, with a {size} draft ~{num(b)} tok/s."
    base = {"metric": "decode_tok_s", "engine": eng, "hardware": card}
    return text, [{**base, "value": a, "mode": "ar"}, {**base, "value": b, "mode": "speculative"}]


def cjk_after_enabling(r: random.Random) -> tuple[str, list[Label]]:
    """§2: "约 A tokens/s，开启 MTP 后达到 B": A is the plain side, B the method's."""
    (en, eng), (cn, card) = r.choice(ENGINES), r.choice(CARDS)
    a, b = float(r.randint(20, 60)), float(r.randint(70, 200))
    verb = r.choice(["开启", "启用", "打开"])
    text = f"{en} 在 {cn} 上解码速度约 {num(a)} tokens/s，{verb} MTP 后达到 {num(b)} tokens/s。"
    base = {"metric": "decode_tok_s", "engine": eng, "hardware": card}
    return text, [{**base, "value": a, "mode": "ar"}, {**base, "value": b, "mode": "mtp"}]


SHAPES: dict[str, Shape] = {
    "phase word trailing its own rate": trailing_phase,
    "parallel clauses' bare times in order": parallel_times,
    "draft model named by its size": sized_draft,
    "after enabling in Chinese, plain before": cjk_after_enabling,
}
