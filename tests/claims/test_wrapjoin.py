"""A hard wrap cuts a sentence before a capitalised word or after a figure as often as
anywhere else (reading rules §2: the sentence is the unit, not the line).

An editor breaks a line wherever the next word would not fit: "an M3\\nUltra", "an RTX
2070\\nSUPER", "a 70B\\nmodel", and in Russian before a lower-case Cyrillic word. Markdown
joins those lines into one paragraph, and so does the reader; a heading, a ``key: value``
record or a figure closing its own line under a long line stays a line of its own.
"""

from __future__ import annotations

from typing import Any

from watcher.claims import extract_claims
from watcher.claims.joined_wraps import join_wraps
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[Any, ...]]:
    return [
        (c["value"], c["engine"], c["hardware"])
        for c in (claim.to_json() for claim in extract_claims(text, vocab))
    ]


# ------------------------------------------------------------------------------ must fire
def test_a_chip_name_wrapped_before_its_capitalised_tier(vocab: Vocabulary) -> None:
    text = (
        "We reran the whole sweep overnight with mlx-lm on the desk machine, an M3\n"
        "Ultra with 512 GB, and decode held at 41 tok/s for the 70B model."
    )
    assert _read(text, vocab) == [(41.0, "mlx-lm", "M3 Ultra")]


def test_a_card_name_wrapped_after_its_number(vocab: Vocabulary) -> None:
    text = (
        "The old card went back in its box and the new one, a secondhand RTX 2070\n"
        "SUPER from a friend, now decodes the 8B model at 61 tokens per second."
    )
    assert _read(text, vocab) == [(61.0, None, "RTX 2070 Super")]


def test_a_board_name_wrapped_inside_its_words(vocab: Vocabulary) -> None:
    text = (
        "The first half of the sweep ran on the workstation and the rest on the Jetson AGX\n"
        "Orin, where the 8B model decoded at 14 tok/s with TensorRT-LLM."
    )
    assert _read(text, vocab) == [(14.0, "tensorrt-llm", "Jetson AGX Orin")]


def test_a_figure_closing_a_line_of_prose_before_a_lower_case_word() -> None:
    text = (
        "Last week we looked at the vLLM numbers on a single H100 and this time a 70B\n"
        "model under SGLang on one A100 decodes at 38 tok/s per stream."
    )
    assert "\n" not in join_wraps(text)


def test_a_russian_sentence_wrapped_before_a_lower_case_word() -> None:
    text = (
        "Мы собрали сервер и запустили Qwen3 через vLLM на двух картах RTX 4090 и\n"
        "получили стабильную скорость около 35 токенов в секунду, без сбоев."
    )
    joined = join_wraps(text)
    assert "\n" not in joined and len(joined) == len(text)


def test_a_card_wrapped_before_its_memory_size() -> None:
    text = (
        "Next to it sits the second box, which holds a used and dusty RTX 3060\n"
        "12 GB card that now runs the 8B model at 41 tok/s under Ollama."
    )
    assert "\n" not in join_wraps(text)


def test_a_long_title_above_sets_no_measure_for_the_prose_under_it() -> None:
    # the title is no wrapped line: the prose under it is wrapped at 72, not at its width
    title = "Why Local Inference Benchmarks Mislead You: Builds, Drivers, Quantisation and Heat"
    text = (
        f"{title}\n"
        "I swapped the old card for a used RTX 3090 and after a clean rebuild of\n"
        "llama.cpp with the right flags the machine now generates text at about\n"
        "48 tokens per second, twice what the old card did."
    )
    assert join_wraps(text) == f"{title}\n" + text[len(title) + 1 :].replace("\n", " ")


# -------------------------------------------------------------------------- must not fire
def test_headings_and_records_under_a_long_line_stay_apart() -> None:
    for text in (
        # a heading under a line that lost its stop
        "Data parallelism with the sharded loader achieves 400 tokens/second on v5p-8\n"
        "Introduction",
        "Data parallelism with the sharded loader achieves 400 tokens/second on v5p-8\n"
        "Scenario Descriptions and Results",
        # a record opening on its key
        "We kept the same prompts and the same sampling settings for every engine here\n"
        "Hardware: 2x H100 80GB SXM",
        # a row of names and figures
        "It runs the distilled models well and keeps the memory footprint small enough\n"
        "Memory Bandwidth 152 GB/s LPDDR5X 8448 MT/s",
        # a figure and its unit close a line over a capitalised word
        "Lossless decode at 52.2 tok/s with no diffs against the plain batch, 407.8 GiB\n"
        "DeepSeek-V4 Flash lossless at 48.1 tok/s with the same batch and cache",
        # a sentence closed inside its markup
        "**Is your feature request related to a problem? Please tell us about it.**\n"
        "Some models have draft heads published next to them on the hub already.",
        # a title in capitals over its text
        "Why Your Benchmarks Are Wrong: GPU Architecture, Build Flags and Real Numbers\n"
        "I pulled an aging card out of my box and the thing booted on the first try.",
        # numbered steps under a line that ends on a colon
        "Normal autoregressive generation with the target model is inherently sequential:\n"
        "Step 1: Target model emits one token in about 20 ms on the H100 we use\n"
        "Step 2: Target model emits the next token.",
        # short records and a log line
        "Prefill: 1200 tok/s\nDecode: 45 tok/s",
        "vLLM 1200\nSGLang 1500",
        "INFO 05-01 12:00:01 Avg prompt throughput: 512.4 tokens/s, Running: 1 reqs\n"
        "Throughput held for the whole run",
        # whitespace rows
        "llama.cpp   RTX 4090   Q4_K_M   132.5 tok/s   with flash attention on  yes\n"
        "Ollama      RTX 4090   Q4_K_M   120.1 tok/s   with flash attention on  yes",
    ):
        assert join_wraps(text) == text, text
