"""Hard-wrapped prose is read as the one paragraph Markdown makes of it (reading rules §2).

Commit messages, emails and release notes written in a terminal editor break their lines at
72 columns wherever a word ends: between a figure and its unit, between a figure and the card
it ran on. The layout joins such wraps once, so every reader sees the sentence whole; lines
that are records of their own stay apart.
"""

from __future__ import annotations

from typing import Any

from watcher.claims import extract_claims
from watcher.claims.joined_wraps import join_wraps
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[dict[str, Any]]:
    return [c.to_json() for c in extract_claims(text, vocab)]


def test_a_rate_whose_unit_is_wrapped_onto_the_next_line(vocab: Vocabulary) -> None:
    text = (
        "With the new scheduler the 8B model on my desktop box now runs at about 250\n"
        "tokens-per-second, which is roughly what I had hoped for."
    )
    got = _read(text, vocab)
    assert [(c["value"], c["unit"]) for c in got] == [(250.0, "tok/s")]


def test_a_rate_wrapped_before_its_unit_keeps_the_engine_and_chip(vocab: Vocabulary) -> None:
    text = (
        "I tried the quantised build with llama.cpp and it gets to about 100\n"
        "tokens per second on a MacBook Pro M3 Max, which is plenty for chat."
    )
    got = _read(text, vocab)
    assert [(c["value"], c["engine"], c["hardware"]) for c in got] == [
        (100.0, "llama.cpp", "M3 Max")
    ]


def test_an_aggregate_rate_wrapped_after_its_slash(vocab: Vocabulary) -> None:
    text = (
        "Throughput with vLLM on 4x H100 and 64 concurrent requests comes to / 225\n"
        "tok/s aggregate across the whole batch of prompts in the test set."
    )
    got = _read(text, vocab)
    assert [(c["value"], c["engine"], c["hardware"], c["concurrency"]) for c in got] == [
        (225.0, "vllm", "H100", 64)
    ]


def test_a_latency_wrapped_before_its_milliseconds_keeps_the_card(vocab: Vocabulary) -> None:
    text = (
        "After the upgrade the same prompt set finishes with a first-token latency of 180\n"
        "ms on the RTX 4090, down from about a quarter of a second before."
    )
    got = _read(text, vocab)
    assert [(c["value"], c["metric"], c["hardware"]) for c in got] == [(180.0, "ttft", "RTX 4090")]


def test_a_wrapped_list_item_is_one_line_of_its_item(vocab: Vocabulary) -> None:
    text = (
        "Results from last night:\n\n"
        "- Qwen3 30B A3B under SGLang on one H200 with the default scheduler got 1450\n"
        "  tok/s, and the memory use stayed flat for the whole run.\n"
    )
    got = _read(text, vocab)
    assert [(c["value"], c["engine"], c["hardware"]) for c in got] == [(1450.0, "sglang", "H200")]


def test_records_one_per_line_stay_apart() -> None:
    for text in (
        "Prefill: 1200 tok/s\nDecode: 45 tok/s",
        "vLLM 1200\nSGLang 1500",
        # a log line is a record of its own, however long
        "INFO 05-01 12:00:01 Avg prompt throughput: 512.4 tokens/s, Running: 1 reqs\n"
        "tokens generated so far 2048",
        # a sentence that closes ends its line
        "The whole benchmark was run three times on the same machine with vLLM 0.9.\n"
        "tokens per second were averaged over the three runs.",
        # a long line ending on a figure, then a line that is not its unit
        "Decode throughput on the old build, measured over the usual prompt set, 1200\n"
        "SGLang on the same card and prompt set did a little better overall.",
    ):
        assert join_wraps(text) == text


def test_a_wrap_is_one_space_so_offsets_stay() -> None:
    text = (
        "With the new scheduler the 8B model on my desktop box now runs at about 250\n"
        "tokens-per-second, which is roughly what I had hoped for."
    )
    joined = join_wraps(text)
    assert len(joined) == len(text) and "\n" not in joined
