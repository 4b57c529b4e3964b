"""Spec sheets that count a machine's parts with a multiplication sign (reading rules §4:
hardware specs are no claims; §3: "8×H100" counts what follows the sign): "4× Cortex-A76",
"2× Thunderbolt 5", "2×雷雳 5", "2× NVMe" are counts, never speedups; a speedup written
beside them is still read."""

from __future__ import annotations

import random

from claims_shapes.common import ENGINES, Label, Shape, num

_PARTS = [
    ("CPU", "Cortex-A76"),
    ("CPU", "Cortex-A55"),
    ("Ports", "Thunderbolt 5"),
    ("接口", "雷雳 5"),
    ("Storage", "NVMe"),
    ("Storage", "M.2"),
    ("Memory", "32GB DDR5"),
    ("Network", "10GbE"),
]


def part_count_spec_tables(r: random.Random) -> tuple[str, list[Label]]:
    """§4: a spec table whose cells count cores, ports or drives ("| CPU | 4× Cortex-A76 |")
    reads no multiple; the table's rate row keeps its figures."""
    engine, engine_name = r.choice(ENGINES)
    rows = r.sample(_PARTS, 3)
    a, b = round(r.uniform(4, 60), 1), round(r.uniform(4, 60), 1)
    lines = ["| Spec | Box A | Box B |", "|---|---|---|"]
    for key, part in rows:
        sign = r.choice(["×", "× ", "x "]) if part != "雷雳 5" else "×"
        lines.append(f"| {key} | {r.randint(2, 8)}{sign}{part} | {r.randint(2, 8)}{sign}{part} |")
    lines.append(f"| {engine} decode | {num(a)} tok/s | {num(b)} tok/s |")
    text = "\n".join(lines) + "\n"
    return text, [
        {"value": a, "metric": "decode_tok_s", "engine": engine_name},
        {"value": b, "metric": "decode_tok_s", "engine": engine_name},
    ]


def speedup_beside_part_counts(r: random.Random) -> tuple[str, list[Label]]:
    """§3, §4: "on a box with 2× Xeon and 8× DDR5, X is 2.5x faster" keeps the speedup and
    reads no count as one."""
    engine, engine_name = r.choice(ENGINES)
    gain = round(r.uniform(1.2, 4.5), 1)
    parts = r.choice(["2× Xeon and 8× DDR5", "2x EPYC and 4x NVMe", "4× Cortex-A76"])
    text = f"On a box with {parts}, {engine} decodes {num(gain)}x faster than before."
    return text, [{"value": gain, "metric": "speedup", "engine": engine_name}]


SHAPES: dict[str, Shape] = {
    "part count spec tables": part_count_spec_tables,
    "speedup beside part counts": speedup_beside_part_counts,
}
