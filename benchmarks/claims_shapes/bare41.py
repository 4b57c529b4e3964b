"""Unit-less times named by their metric (LABELLING's eighteenth pass class 4: a metric word
suffices, a named time is labelled as displayed): two coordinated on two engines however far
apart, "came out at" as a separator, the moments of one run, and a later sentence that repeats
the earlier one's times in order (reading rules §2)."""

from __future__ import annotations

import random

from claims_shapes.common import CARDS, ENGINES, Label, Shape, num


def coordinated_far_apart(r: random.Random) -> tuple[str, list[Label]]:
    """§4: "TTFT was 23 with A and 366 with B": both bare times are TTFTs of their engines."""
    (a_text, a), (b_text, b) = r.sample(ENGINES, 2)
    lo, hi = float(r.randint(15, 45)), float(r.randint(200, 550))
    prep = r.choice(["with", "on"])
    text = f"TTFT was {num(lo)} {prep} {a_text} and {num(hi)} {prep} {b_text}."
    return text, [
        {"value": lo, "metric": "ttft", "engine": a},
        {"value": hi, "metric": "ttft", "engine": b},
    ]


def came_out_at(r: random.Random) -> tuple[str, list[Label]]:
    """§4: "Time to first token came out at 310 with TGI" states the named metric's value."""
    eng_text, eng = r.choice(ENGINES)
    v = float(r.randint(60, 900))
    verb = r.choice(["came out at", "came in at", "clocked in at"])
    text = f"Time to first token {verb} {num(v)} with {eng_text}."
    return text, [{"value": v, "metric": "ttft", "engine": eng}]


def moments_of_one_run(r: random.Random) -> tuple[str, list[Label]]:
    """§4: "230 at first and 170 after warm-up": two times of one engine's run."""
    eng_text, eng = r.choice(ENGINES)
    a, b = float(r.randint(150, 500)), float(r.randint(80, 140))
    text = f"With {eng_text}, TTFT was {num(a)} at first and {num(b)} after warm-up."
    return text, [
        {"value": a, "metric": "ttft", "engine": eng},
        {"value": b, "metric": "ttft", "engine": eng},
    ]


def next_sentence_repeats(r: random.Random) -> tuple[str, list[Label]]:
    """§2: a sentence naming no metric repeats the previous sentence's times in order."""
    (a_text, a), (b_text, b) = r.sample(CARDS, 2)
    t1, p1 = float(r.randint(60, 300)), float(r.randint(8, 40))
    t2, p2 = float(r.randint(60, 300)), float(r.randint(8, 40))
    text = (
        f"The {a_text} reaches {num(t1)} ms TTFT and {num(p1)} ms TPOT. "
        f"The {b_text} reaches {num(t2)} ms and {num(p2)} ms."
    )
    return text, [
        {"value": t1, "metric": "ttft", "hardware": a},
        {"value": p1, "metric": "tpot", "hardware": a},
        {"value": t2, "metric": "ttft", "hardware": b},
        {"value": p2, "metric": "tpot", "hardware": b},
    ]


SHAPES: dict[str, Shape] = {
    "bare times coordinated far apart": coordinated_far_apart,
    "named time came out at": came_out_at,
    "bare times at moments of one run": moments_of_one_run,
    "next sentence repeats the times": next_sentence_repeats,
}
