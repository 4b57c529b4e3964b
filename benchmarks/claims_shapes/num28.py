"""llama.cpp's batch settings read as no concurrency (``watcher.claims.setup_patterns``'s
snake_case batch names, ``watcher.claims.token_batches``'s GGUF posts)."""

from __future__ import annotations

import random

from claims_shapes.common import CARDS, Label, Shape, num, rate


def llama_log_batch(r: random.Random) -> tuple[str, list[Label]]:
    """§4: a llama.cpp log's "n_batch = 2048" or "n_threads_batch = 16" counts prompt tokens
    or threads, so its timing lines keep no concurrency; a whole "--eval_batch_size 4" in a
    benchmark command is the run's batch."""
    cn, cc = r.choice(CARDS)
    value = rate(r, 8, 90)
    if r.random() < 0.3:
        n = r.choice([1, 2, 4, 8])
        text = (
            f"Benchmark on one {cn} with `python bench.py --eval_batch_size {n}`:\n\n"
            f"Average latency per token: {num(value)} ms\n"
        )
        return text, [{"value": value, "metric": "tpot", "hardware": cc, "concurrency": n}]
    setting = r.choice(
        [
            f"n_batch = {r.choice([512, 1024, 2048, 4096])}",
            f"n_ctx = 4096, n_batch = {r.choice([512, 2048])}, n_keep = 0",
            f"n_threads = 16, n_threads_batch = {r.choice([8, 16, 24, 32])}",
        ]
    )
    ms = round(1000 / value, 2)
    text = (
        f"llama-cli on my {cn}:\n\n```\nmain: {setting}\n"
        f"llama_print_timings: eval time = 4012.20 ms / 99 runs "
        f"( {ms:.2f} ms per token, {num(value)} tokens per second)\n```\n"
    )
    labels: list[Label] = [
        {"value": ms, "metric": "tpot", "concurrency": None},
        {"value": value, "metric": "decode_tok_s", "concurrency": None},
    ]
    return text, labels


def gguf_config_batch(r: random.Random) -> tuple[str, list[Label]]:
    """§4: a config that runs a GGUF file and names no engine runs llama.cpp's family: its
    "BATCH_SIZE=2048" is prompt tokens, so the result keeps no concurrency; a batch of a few
    requests keeps its reading."""
    cn, cc = r.choice(CARDS)
    small = r.random() < 0.3
    batch = r.choice([2, 4, 8]) if small else r.choice([512, 1024, 2048, 4096])
    quant = r.choice(["Q4_K_M", "Q5_K_M", "Q8_0"])
    ms = rate(r, 10, 150)
    text = (
        f"## Results on an {cn}\n\n```ini\nMODEL=mistral-7b-instruct-{quant}.gguf\n"
        f"BATCH_SIZE={batch}\nTHREADS={r.choice([4, 8, 16])}\n```\n\n"
        f"- {num(ms)} ms per generated token\n"
    )
    label: Label = {"value": ms, "metric": "tpot", "hardware": cc, "precision": quant}
    label["concurrency"] = batch if small else None
    return text, [label]


SHAPES: dict[str, Shape] = {
    "llama log batch": llama_log_batch,
    "gguf config batch": gguf_config_batch,
}
