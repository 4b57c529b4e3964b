"""The time to a streaming reply's first chunk ("TTF Chunk", "time to first chunk", "TTFC") is
its time to first token, as "首包延迟" (the first packet) already is."""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab)]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("mercury-coder-small / 1102 tokens TTF Chunk: 0.85s / TPS: 369.13", 0.85),
        ("Time to first chunk was 240 ms on vLLM.", 240.0),
        ("TTFC 0.31 s, then 120 tok/s.", 0.31),
    ],
)
def test_a_first_chunk_time_is_a_ttft(text: str, value: float, vocab: Vocabulary) -> None:
    assert (value, "ttft") in _read(text, vocab)


@pytest.mark.parametrize(
    "text",
    [
        # a chunk of a chunked prefill is no first reply: no time to first token
        "The first chunk of 512 tokens took 3 s.",
        "Chunked prefill: each chunk takes 40 ms on vLLM.",
    ],
)
def test_other_chunks_are_no_ttft(text: str, vocab: Vocabulary) -> None:
    assert all(metric != "ttft" for _, metric in _read(text, vocab))
