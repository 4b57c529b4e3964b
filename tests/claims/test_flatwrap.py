"""Prose hard-wrapped at 72 columns is no flattened table (reading rules §2: the sentence is
the unit, not the line).

A paragraph of running prose whose every line holds one range ("60 to 70 tokens per") falls
by chance into the shape a flattened web table has: a text run, a figure, a word, a figure,
a text run on each line, under a line of words the header cut can name columns from. Its
breaks are wraps -- each line runs on into the next -- so it is read as the sentences it is,
not as rows; a flattened table's rows are records of their own and still read as a table,
also under wrapped prose in the same paragraph.
"""

from __future__ import annotations

from typing import Any

from watcher.claims import extract_claims
from watcher.claims.shapes import flat_table
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[Any, ...]]:
    return [
        (c["value"], c["engine"], c["hardware"])
        for c in (claim.to_json() for claim in extract_claims(text, vocab))
    ]


_WORKSTATION = (
    "Notes from a weekend of llama.cpp runs on the new RTX 4090 workstation,\n"
    "all on one GPU setting, with the same settings kept across the runs. On\n"
    "that card the 8B model at Q4_K_M decodes at 95 to 110 tokens per second\n"
    "on short prompts, while the 14B model settles at 60 to 70 tokens per\n"
    "second once warm, and the 32B model comes in at 30 to 38 tokens per\n"
    "second, which is fine for chat but slow for agent loops."
)


# ------------------------------------------------------------------------------ must fire
def test_wrapped_prose_with_a_range_on_each_line(vocab: Vocabulary) -> None:
    assert _read(_WORKSTATION, vocab) == [
        (102.5, "llama.cpp", "RTX 4090"),
        (65.0, "llama.cpp", "RTX 4090"),
        (34.0, "llama.cpp", "RTX 4090"),
    ]


def test_wrapped_prose_about_a_laptop_chip(vocab: Vocabulary) -> None:
    text = (
        "We moved the same prompts over to a Mac for a second round with mlx-lm\n"
        "and one GPU setting, with the same settings kept across the runs. With\n"
        "the M3 Max the 8B model holds a steady 70 to 80 tokens per second for\n"
        "short prompts, while the larger 14B model drops to 40 to 45 tokens per\n"
        "second and the 32B model to only 18 to 22 tokens per second, which is\n"
        "still usable for one person."
    )
    assert _read(text, vocab) == [
        (75.0, "mlx-lm", "M3 Max"),
        (42.5, "mlx-lm", "M3 Max"),
        (20.0, "mlx-lm", "M3 Max"),
    ]


def test_wrapped_prose_of_serving_figures(vocab: Vocabulary) -> None:
    text = (
        "People keep asking for the cloud figures from vLLM on the H100, so here\n"
        "they are for each GPU model, with the settings the same for all runs. On\n"
        "that card the smallest 8B model serves 9000 to 11000 output tokens per\n"
        "second with many users, the 70B model at FP8 manages 2500 to 3000 output\n"
        "tokens each second at load, and the 32B model is at 4000 to 5000 output\n"
        "tok/s on that card."
    )
    assert _read(text, vocab) == [
        (10000.0, "vllm", "H100"),
        (2750.0, "vllm", "H100"),
        (4500.0, "vllm", "H100"),
    ]


def test_wrapped_prose_is_left_to_the_wrap_joiner() -> None:
    assert flat_table(_WORKSTATION) is None


# -------------------------------------------------------------------------- must not fire
_TABLE = (
    "Model Engine Precision Output tok/s TTFT (ms)\n"
    "Qwen2.5-7B-Instruct vLLM FP8 9850 45\n"
    "Mistral-7B-Instruct-v0.3 SGLang BF16 8120 52\n"
    "Llama-3.1-8B-Instruct TensorRT-LLM FP8 11240 38"
)


def test_a_flattened_table_of_long_rows_still_reads() -> None:
    # rows as wide as wrapped prose, each ending in a note of several words
    text = (
        "Model Engine Precision Output tok/s TTFT (ms) Notes\n"
        "Qwen2.5-7B-Instruct vLLM FP8 9850 45 default scheduler settings with chunked prefill\n"
        "Mistral-7B-Instruct-v0.3 SGLang BF16 8120 52 radix cache switched off for this run\n"
        "Llama-3.1-8B-Instruct TensorRT-LLM FP8 11240 38 engine built with paged attention"
    )
    table = flat_table(text)
    assert table is not None
    assert "| Mistral-7B-Instruct-v0.3 | SGLang | BF16 | 8120 | 52 |" in table


def test_a_flattened_table_under_wrapped_prose_still_reads(vocab: Vocabulary) -> None:
    table = flat_table(f"{_WORKSTATION}\n{_TABLE}")
    assert table is not None
    assert table.startswith(_WORKSTATION + "\n\n| Model | Engine | Precision |")
    values = [v for v, _, _ in _read(f"{_WORKSTATION}\n{_TABLE}", vocab)]
    assert values == [102.5, 65.0, 34.0, 9850.0, 45.0, 8120.0, 52.0, 11240.0, 38.0]
