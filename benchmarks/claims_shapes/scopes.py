"""Prose scopes: setups apart, clauses, headings, paragraphs, "respectively", brackets, baselines,
per-GPU and per-user rates, hedges, formats."""

from __future__ import annotations

import random

from claims_shapes.common import CARDS, ENGINES, METHODS, VERBS, Label, Shape, num, rate

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
    a, b, c = rate(r, 10, 150), float(r.randint(1000, 5000)), r.choice([8, 16, 32, 64])
    one = r.choice(["single stream;", "single stream,", "with one user and", "at batch 1;"])
    text = f"{en} on {cn} reaches {num(a)} tok/s {one} {b:,.0f} tok/s at batch {c}."
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
    (en, ec), (cn, cc), v = r.choice(ENGINES), r.choice(CARDS), rate(r)
    (pn, pc) = r.choice([("FP8", "FP8"), ("BF16", "BF16"), ("Q4_K_M", "Q4_K_M"), ("AWQ", "INT4")])
    return r.choice(
        [
            (
                f"{en} decodes at {num(v)} tok/s ({cn}, {pn}, batch 1).",
                [{"value": v, "engine": ec, "hardware": cc, "precision": pc, "concurrency": 1}],
            ),
            (
                f"{en} decodes at {num(v)} tok/s (2x {cn}, {pn}).",
                [{"value": v, "engine": ec, "hardware": cc, "precision": pc, "gpu_count": 2}],
            ),
            (
                f"The model decodes at {num(v)} tok/s, measured with {en} on one {cn} in {pn}.",
                [{"value": v, "engine": ec, "hardware": cc, "precision": pc}],
            ),
            (
                f"We got {num(v)} tok/s running {en} on two {cn} GPUs with {pn} weights.",
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
    v, u, c = float(r.randint(500, 5000)), rate(r, 10, 150), r.choice([8, 16, 32, 64])
    return r.choice(
        [
            (
                f"{en} on 8x {cn} reaches {num(v)} tok/s per GPU.",
                [{"value": v, "metric": "output_tok_s", "engine": ec, "hardware": cc}],
            ),
            (
                f"{en} serves {num(u)} tok/s per user on {cn} at {c} concurrent requests.",
                [{"value": u, "engine": ec, "hardware": cc, "concurrency": c}],
            ),
            (
                f"{en} reaches {num(u)} tokens per second per user on {cn}.",
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
        rate(r),
    )
    q = r.choice(["up to ", "about ", "over ", "~", "roughly ", "more than ", "nearly ", "around "])
    return f"{en} on {cn} reaches {q}{num(v)} tok/s with {mn}.", [
        {"value": v, "engine": ec, "hardware": cc, "mode": mc}
    ]


def formats(r: random.Random) -> tuple[str, list[Label]]:
    """§3: a file format (GGUF, EXL2) is not an engine."""
    (cn, cc), v = r.choice(CARDS), rate(r)
    fmt = r.choice(["GGUF", "EXL2", "Q4_K_M GGUF", "GGUF build"])
    text = r.choice(
        [
            f"The {fmt} decodes at {num(v)} tok/s on {cn}.",
            f"We converted the model to {fmt}; it decodes at {num(v)} tok/s on an {cn}.",
        ]
    )
    return text, [{"value": v, "engine": None, "hardware": cc}]


SHAPES: dict[str, Shape] = {
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
}
