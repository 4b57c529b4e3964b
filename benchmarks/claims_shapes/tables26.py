"""Tables read with the setup their headers state, units only where words name them, and
units wrapped across a line (reading rules §2, §3, §4)."""

from __future__ import annotations

import random

from claims_shapes.common import CARDS, ENGINES, Label, Shape, num, rate, table


def serial_rows_under_loads(r: random.Random) -> tuple[str, list[Label]]:
    """§2: a "serial" or "sequential" row under columns stating a load ("C=16", "16
    concurrent") is read at each column's load; under a column stating none it stays one
    stream at a time."""
    (en, ec), (cn, cc) = r.choice(ENGINES), r.choice(CARDS)
    word = r.choice(["serial", "sequential", "serial (no drafting)", "sequential decode"])
    a, n = rate(r, 10, 60), r.choice([8, 16, 32, 64])
    b = float(r.randint(150, 900))
    spelled = r.choice([f"C={n}", f"{n} concurrent", f"conc={n}", f"batch {n}"])
    if r.random() < 0.7:
        text = table(["path", "C=1", spelled], [[word, num(a), num(b)]])
        text += f"\nAll figures are tok/s, {en} on one {cn}.\n"
        return text, [
            {"value": a, "metric": "decode_tok_s", "concurrency": 1, "engine": ec},
            {"value": b, "metric": "output_tok_s", "concurrency": n, "engine": ec},
        ]
    text = table(["run", "decode tok/s"], [[word, num(a)]])
    text += f"\n{en} on one {cn}.\n"
    return text, [{"value": a, "metric": "decode_tok_s", "engine": ec, "hardware": cc}]


def ordinal_second_captions(r: random.Random) -> tuple[str, list[Label]]:
    """§4: "Why is the second request slower?" over a table of bare latencies names no unit
    (an ordinal "second"); "Latency in seconds" over it does."""
    a, b = round(r.uniform(0.5, 4.0), 2), round(r.uniform(4.1, 9.0), 2)
    noun = r.choice(["request", "run", "card", "prompt"])
    rows = [["first", num(a)], ["other", num(b)]]
    if r.random() < 0.6:
        caption = r.choice(
            [
                f"### Why is the second {noun} slower?",
                f"Why was the second {noun} so much slower here?",
                f"## Second {noun} results",
            ]
        )
        return f"{caption}\n\n" + table([noun, "latency"], rows), []
    caption = r.choice(["### Latency of each request, in seconds", "End-to-end latency (seconds)"])
    return f"{caption}\n\n" + table([noun, "latency"], rows), [
        {"value": a, "metric": "e2e_latency", "unit": "s"},
        {"value": b, "metric": "e2e_latency", "unit": "s"},
    ]


def card_count_rows(r: random.Random) -> tuple[str, list[Label]]:
    """§3, §4: a row labelled "A100 x 2" or "2 x H100" counts cards: its bare cells under a
    header with no unit are no multiples; under a rate header they are that rate's."""
    (cn, cc) = r.choice(CARDS)
    n = r.randint(2, 8)
    label = r.choice([f"{cn} x {n}", f"{n} x {cn}", f"{cn} × {n}"])
    v = float(r.randint(40, 900))
    if r.random() < 0.5:
        return table(["setup", "8B", "70B"], [[label, num(v), num(v / 4)]]), []
    return table(["GPUs", "decode tok/s"], [[label, num(v)]]), [
        {"value": v, "metric": "decode_tok_s", "hardware": cc, "gpu_count": n}
    ]


def wrapped_per_token_units(r: random.Random) -> tuple[str, list[Label]]:
    """§4: a per-token latency whose unit a hand-wrapped line breaks ("ms per\\ntoken",
    "seconds per\\ntoken") is still a per-token latency; "ms per\\nrequest" is not."""
    (en, ec), (cn, cc) = r.choice(ENGINES), r.choice(CARDS)
    t = round(r.uniform(5, 90), 1)
    lead = f"With {en} on a single {cn} we measured the decode latency of the 8B model at"
    unit, metric = r.choice([("ms per\ntoken", "tpot"), ("ms per\n  output token", "tpot")])
    text = f"{lead} {num(t)} {unit}, which is fine for chat.\n"
    return text, [{"value": t, "metric": metric, "unit": "ms", "engine": ec, "hardware": cc}]


def sibling_rate_columns(r: random.Random) -> tuple[str, list[Label]]:
    """§4: a bare column naming another reading of the header's one rate ("Sustained",
    "v2 published") takes that rate's unit when its figures are of the rate's size; a count,
    a spread or a share beside it takes none."""
    (en, _ec), (cn, cc) = r.choice(ENGINES), r.choice(CARDS)
    a = float(r.randint(30, 200))
    b = float(round(a * r.uniform(0.5, 1.2)))
    other = r.choice(["Sustained (10 min)", "v2 published", "Reported", "Peak"])
    unit = r.choice(["tok/s", "mean tok/s", "Burst tok/s"])
    if r.random() < 0.6:
        text = table(["GPU", unit, other], [[cn, num(a), num(b)]])
        text += f"\nMeasured with {en}.\n"
        return text, [
            {"value": a, "metric": "decode_tok_s", "hardware": cc},
            {"value": b, "metric": "decode_tok_s", "hardware": cc},
        ]
    n = r.choice([256, 512, 1024, 2048])
    text = table(["GPU", "Output tokens", unit], [[cn, str(n), num(a)]])
    return text, [{"value": a, "metric": "decode_tok_s", "hardware": cc}]


def percent_then_multiple_cells(r: random.Random) -> tuple[str, list[Label]]:
    """§4: a change cell "+88% (1.88×)" states the change twice; its multiple is a speedup.
    A percentage alone, or with a note in brackets, is none."""
    a = float(r.randint(10, 60))
    s = round(r.uniform(1.1, 3.5), 2)
    b = round(a * s, 1)
    pct = round((s - 1) * 100)
    bold = r.choice(["", "**"])
    if r.random() < 0.6:
        cell = f"{bold}+{pct}% ({num(s)}{r.choice(['x', '×'])}){bold}"
        labels: list[Label] = [{"value": s, "metric": "speedup"}]
    else:
        cell = r.choice([f"+{pct}%", f"+{pct}% (n=3)"])
        labels = []
    text = table(
        ["Phase", "Before", "After", "Change"],
        [["Decode", f"{num(a)} tok/s", f"{num(b)} tok/s", cell]],
    )
    return text, [
        {"value": a, "metric": "decode_tok_s"},
        {"value": b, "metric": "decode_tok_s"},
        *labels,
    ]


SHAPES: dict[str, Shape] = {
    "serial rows under loads": serial_rows_under_loads,
    "ordinal second captions": ordinal_second_captions,
    "card count rows": card_count_rows,
    "wrapped per token units": wrapped_per_token_units,
    "sibling rate columns": sibling_rate_columns,
    "percent then multiple cells": percent_then_multiple_cells,
}
