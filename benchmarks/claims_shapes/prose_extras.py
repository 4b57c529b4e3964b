"""Figures in prose that are no claim by the rules (§2): bounds a demand sets, goals and
plans, questions asked indirectly, differences written "more" or "back",
waits put to the reader, bounds named right
before their figures, "xN" counts of the cards named after them,
bars a note opens on "Need"."""

from __future__ import annotations

import random

from claims_shapes.common import CARDS, ENGINES, Label, Shape, num


def demanded_bounds(r: random.Random) -> tuple[str, list[Label]]:
    """§2: a latency written as a bound in a sentence naming a challenge, a constraint, a
    priority or a guarantee is a requirement; the same bound a run measured is a claim."""
    (en, ec), (cn, cc) = r.choice(ENGINES), r.choice(CARDS)
    ms = r.choice([80, 100, 150, 200, 300, 500])
    sign = r.choice([f"<{ms}ms", f"< {ms} ms", f"sub-{ms}ms", f"under {ms} ms"])
    measured = [{"value": float(ms), "metric": "ttft", "engine": ec, "hardware": cc}]
    return r.choice(
        [
            (f"Deployments face three challenges: low latency ({sign}), cost and scale.", []),
            (f"Buyers are prioritizing privacy, predictable costs and {sign} latency.", []),
            (f"The service must stay responsive, with end-to-end p95 {sign} for chat.", []),
            (f"企业面临三大挑战:推理延迟敏感(用户等待容忍度<{num(ms)}ms)、成本高。", []),
            (f"部署还要保证首token延迟低于{num(ms)}ms。", []),
            (f"With {en} on the {cn}, time to first token stays under {ms} ms.", measured),
        ]
    )


def far_goals(r: random.Random) -> tuple[str, list[Label]]:
    """§2: a goal or a plan named many words before its figure is still a goal; a run the
    sentence reports after a contrast is a claim."""
    (en, ec), (cn, cc) = r.choice(ENGINES), r.choice(CARDS)
    v, got = float(r.randint(60, 200)), float(r.randint(20, 55))
    size = r.choice([24, 48, 96])
    run = [{"value": got, "engine": ec, "hardware": cc}]
    return r.choice(
        [
            (
                f"My goal here was to fit the model and the KV cache in {size}GB.",
                [],
            ),
            (
                f"The original plan was FP8 + MTP decoding via {en} for ~{num(v)} tok/s.",
                [],
            ),
            (f"Our goal is to serve the 70B model on two cards at {num(v)} tok/s.", []),
            (f"Our goal was {num(v)} tok/s, but {en} on the {cn} ran at {num(got)} tok/s.", run),
        ]
    )


def indirect_questions(r: random.Random) -> tuple[str, list[Label]]:
    """§2: a figure after "ask if" / "know whether" in a sentence closed by a question mark is
    asked; one stated before those words is a claim."""
    (en, ec), (cn, cc), v = r.choice(ENGINES), r.choice(CARDS), float(r.randint(8, 90))
    asked = r.choice(["I would like to ask if", "I want to know whether", "Can I ask whether"])
    stated = [{"value": v, "engine": ec, "hardware": cc}]
    return r.choice(
        [
            (
                f"Hello, {asked} the output of the 8B model with {en} on the {cn} is "
                f"{num(v)} tokens/s, is the data type of this model FP16, and does it use "
                "the tensor cores at all?",
                [],
            ),
            (
                f"With {en} my {cn} gets {num(v)} tokens/s on the 8B model; I want to know "
                "whether that is normal, or is something off?",
                stated,
            ),
        ]
    )


def more_and_back(r: random.Random) -> tuple[str, list[Label]]:
    """§4: "N MB more VRAM", "N GB less memory" and "gains its N t/s back" are differences
    between runs; a size hedged "more or less" is a claim."""
    (en, ec), (cn, cc) = r.choice(ENGINES), r.choice(CARDS)
    gb, mb, v = r.randint(2, 30), r.randint(500, 9000), r.randint(2, 9)
    return r.choice(
        [
            (f"{en} on the {cn} ends up using {mb} MB more VRAM for its KV cache pool.", []),
            (f"The AWQ build of {en} uses {gb} GB less memory on the {cn}.", []),
            (f"With {en} row split, the {cn} gains its {v} t/s back and stays busy.", []),
            (
                f"With {en} the model takes {gb} GB more or less on the {cn}.",
                [{"value": float(gb), "metric": "memory", "engine": ec, "hardware": cc}],
            ),
        ]
    )


def reader_waits(r: random.Random) -> tuple[str, list[Label]]:
    """§2: a rate a sentence opens on to say how long "you wait", and that wait, are no run;
    a run's rate and a wait a run had are claims."""
    (en, ec), (cn, cc), v = r.choice(ENGINES), r.choice(CARDS), r.randint(5, 40)
    ms = round(1000 / v)
    return r.choice(
        [
            (f"At {v} tok/s, you wait ~{ms} ms between tokens, barely interactive.", []),
            (f"At {v} tokens/s, you wait about {ms} ms for every token.", []),
            (f"With the Q8 model you wait ~{ms} ms between tokens.", []),
            (
                f"With {en} on the {cn} the wait was ~{ms} ms between tokens.",
                [{"value": float(ms), "metric": "tpot", "engine": ec, "hardware": cc}],
            ),
        ]
    )


def named_bounds(r: random.Random) -> tuple[str, list[Label]]:
    """§2: "lower_bound 355t/s/u -> 350t/s/u" names a test's thresholds, no run; a run the
    sentence reports after the bound is a claim."""
    (en, ec), (cn, cc) = r.choice(ENGINES), r.choice(CARDS)
    hi = r.randint(100, 400)
    lo, got = hi - r.randint(2, 9), float(hi + r.randint(3, 20))
    return r.choice(
        [
            (f"1L lower_bound {hi}t/s/u -> {lo}t/s/u since perf varies across machines.", []),
            (f"Set lower_bound {hi}t/s/u for the decode test.", []),
            (
                f"The lower_bound {lo}t/s/u was kept; {en} measured {num(got)} tok/s on the {cn}.",
                [{"value": got, "engine": ec, "hardware": cc}],
            ),
        ]
    )


def x_before_cards(r: random.Random) -> tuple[str, list[Label]]:
    """§3: "x32 AMD MI300X GPUs" counts cards, as "32x MI300X" does; "a speedup of up to
    x2.4" beside a speedup word is a multiple."""
    (cn, cc), n = r.choice(CARDS), r.choice([2, 4, 8, 16, 32])
    s = round(r.uniform(1.2, 4.0), 1)
    vendor = r.choice(["", "AMD ", "NVIDIA "])
    return r.choice(
        [
            (f"The 8x B200 submission outperformed their x{n} {vendor}{cn} GPUs.", []),
            (f"The x{n} {cn} system outperformed the x2 one in the server scenario.", []),
            (
                f"EAGLE-3 gives a speedup of up to x{s} over plain decoding on one {cn}.",
                [{"value": s, "metric": "speedup", "hardware": cc}],
            ),
        ]
    )


def need_openings(r: random.Random) -> tuple[str, list[Label]]:
    """§2: a note's clause opening on "Need" names a bar; a size a model needs is a claim."""
    cn, s, v, gb = r.choice(CARDS)[0], round(r.uniform(1.5, 5.0), 1), r.randint(10, 60), 24
    return r.choice(
        [
            (f"**Gap:** Need {s}x more improvement", []),
            (f"- Needs at least {v} tok/s for chat on the {cn}.", []),
            (f"Need {gb} GB of VRAM for the 32B model.", [{"value": 24.0, "metric": "memory"}]),
        ]
    )


SHAPES: dict[str, Shape] = {
    "bounds a demand sets": demanded_bounds,
    "goals and plans named far before": far_goals,
    "questions asked indirectly": indirect_questions,
    "differences written more or back": more_and_back,
    "waits put to the reader": reader_waits,
    "bounds named right before their figures": named_bounds,
    "xN before the cards it counts": x_before_cards,
    "bars a note opens on need": need_openings,
}
