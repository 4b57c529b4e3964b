"""llama.cpp's batch settings read as no concurrency (``watcher.claims.setup_patterns``'s
snake_case batch names, ``watcher.claims.token_batches``'s GGUF posts), and a command a post
says it used, given after its figure, read as the run's (``watcher.claims.used_commands``)."""

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


def used_command_after(r: random.Random) -> tuple[str, list[Label]]:
    """§4: "~9 t/s. Here are the command lines I used: llama-server ... -np 1": the command the
    post introduces after its figure produced it, so one slot gives concurrency 1; a command
    offered as something to try gives nothing."""
    cn, cc = r.choice(CARDS)
    value = rate(r, 5, 60)
    used = r.random() < 0.7
    cue = (
        r.choice(
            [
                "Here are the command lines I used:",
                "I used the following to run it:",
                "Launched with:",
                "This is the command I ran:",
            ]
        )
        if used
        else r.choice(["You could try this instead:", "Maybe test with:"])
    )
    flag = r.choice(["-np 1", "--parallel 1"])
    text = (
        f"On the {cn} I only get about {num(value)} t/s with the Q4_K_M file.\n{cue}\n"
        f"llama-server -m model-Q4_K_M.gguf -ngl 99 {flag} -c {r.choice([4096, 8192])}\n"
    )
    label: Label = {"value": value, "hardware": cc, "concurrency": 1 if used else None}
    return text, [label]


SHAPES: dict[str, Shape] = {
    "used command after": used_command_after,
    "llama log batch": llama_log_batch,
    "gguf config batch": gguf_config_batch,
}
