"""Repeated tool-output lines that stand in columns: each line is a run, the first one too
(reading rules §2: pasted tool output yields claims, and a header names columns, it holds no
measure). "eval time =   5120.33 ms /   200 runs   (   25.60 ms per token, ..." over lines of
the same shape is no table whose header is the first run."""

from __future__ import annotations

import random

from claims_shapes.common import Label, Shape


def repeated_eval_lines(r: random.Random) -> tuple[str, list[Label]]:
    """§2: every one of a code block's aligned "eval time" lines gives its per-token time
    and its token rate."""
    lines, labels = [], []
    tokens = r.choice([128, 200, 256, 512])
    for _ in range(r.randint(2, 4)):
        per_token = round(r.uniform(10.0, 99.0), 2)
        rate = round(1000 / per_token, 2)
        total = round(per_token * tokens, 2)
        lines.append(
            f"   eval time = {total:10.2f} ms / {tokens:5d} runs   ( {per_token:7.2f} ms per token,"
            f" {rate:8.2f} tokens per second)"
        )
        labels.append({"value": per_token, "metric": "tpot"})
        labels.append({"value": rate, "metric": "decode_tok_s"})
    return "```\n" + "\n".join(lines) + "\n```\n", labels


def repeated_decode_summaries(r: random.Random) -> tuple[str, list[Label]]:
    """§2: a script's aligned summary lines ("decode:   11.21 s total,   512 tokens,
    45.67 tokens/s avg") each give their token rate, the first line's too."""
    lines, labels = [], []
    for _ in range(r.randint(3, 4)):
        rate = round(r.uniform(20.0, 95.0), 2)
        seconds = round(512 / rate, 2)
        lines.append(f"decode:  {seconds:6.2f} s total,   512 tokens,  {rate:6.2f} tokens/s avg")
        labels.append({"value": rate, "metric": "decode_tok_s"})
    return "```\n" + "\n".join(lines) + "\n```\n", labels


SHAPES: dict[str, Shape] = {
    "repeated eval lines in columns": repeated_eval_lines,
    "repeated decode summaries in columns": repeated_decode_summaries,
}
