"""Prose figures written without the words that usually mark them (reading rules §4)."""

from __future__ import annotations

import random

from claims_shapes.common import ENGINES, UNITS, Label, Shape, num


def ratio_multiples(r: random.Random) -> tuple[str, list[Label]]:
    """§4: a multiple two rates written just before it divide to ("8,064 tok/s, up from 2,907
    … Identical chips, 2.77x extra output", "63 tok/s 126 tok/s 2×", "· ×3.4") is a speedup
    with no speed word near it; a multiple the rates do not divide to stays unread."""
    (e1, c1), (e2, c2) = r.sample(ENGINES, 2)
    unit = r.choice(UNITS)
    low = float(r.randint(10, 90))
    s = round(r.uniform(1.5, 4.5), 1)
    high = float(round(low * s))
    a, b = num(low), num(high)
    labels: list[Label] = [
        {"value": low, "engine": c1},
        {"value": high, "engine": c2},
    ]
    shown = s if r.random() < 0.8 else round(s + 1.5, 1)  # a multiple of something else
    text = r.choice(
        [
            f"{e1} decoded at {a} {unit}, {e2} at {b} {unit}. Same card, {shown}x overall.",
            f"{e1}: {a} {unit} · {e2}: {b} {unit} · ×{shown}",
            f"{e1} ran at {a} {unit} and {e2} at {b} {unit}, {shown}× in all.",
        ]
    )
    if shown == s:
        labels.append({"value": s, "metric": "speedup"})
    return text, labels


def sized_cjk_multiples(r: random.Random) -> tuple[str, list[Label]]:
    """§4: a multiple after a size is a speedup when a speed is named between them in Chinese
    or Korean ("从60GB压缩到15GB，吞吐提升3倍"); with none named ("容量为192GB，是上一代的2.4倍")
    it is the size's ratio, no claim."""
    big = r.choice([60, 80, 120, 140])
    small = big // r.choice([2, 4])
    s = round(r.uniform(1.5, 3.5), 1)
    text, speed = r.choice(
        [
            (f"模型从 {big}GB 压缩到 {small}GB，吞吐提升 {s} 倍。", True),
            (f"模型从{big}GB压缩到{small}GB,同时推理速度提升{s}倍(实测)。", True),
            (f"모델은 {big}GB에서 {small}GB로 줄었고 추론 속도는 {s}배 (실측).", True),
            (f"HBM 容量为 {big}GB，是上一代的 {s} 倍。", False),
        ]
    )
    return text, [{"value": s, "metric": "speedup"}] if speed else []


def first_chunk_times(r: random.Random) -> tuple[str, list[Label]]:
    """§4: the time to a streaming reply's first chunk ("TTF Chunk: 0.85s", "time to first
    chunk", "TTFC") is its time to first token."""
    (en, ec) = r.choice(ENGINES)
    t = round(r.uniform(0.2, 2.5), 2)
    v = float(r.randint(40, 400))
    text = r.choice(
        [
            f"{en} / TTF Chunk: {t}s / TPS: {num(v)}",
            f"On {en}, time to first chunk was {t} s and decoding ran at {num(v)} tok/s.",
            f"{en}: TTFC {t} s, then {num(v)} tok/s.",
        ]
    )
    return text, [
        {"value": t, "metric": "ttft", "engine": ec},
        {"value": v, "engine": ec},
    ]


SHAPES: dict[str, Shape] = {
    "ratio multiples": ratio_multiples,
    "sized cjk multiples": sized_cjk_multiples,
    "first chunk times": first_chunk_times,
}
