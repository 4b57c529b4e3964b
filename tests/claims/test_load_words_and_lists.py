"""One stream in other words, and a figure stated over a list of loads."""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _loads(text: str, vocab: Vocabulary) -> list[tuple[float, int | None]]:
    return [(c.value, c.concurrency) for c in extract_claims(text, vocab)]


@pytest.mark.parametrize(
    "text",
    [
        "Mixtral decodes at 9 ms per token (with a batch size of one) on 2 A100 GPUs.",
        "Measured in single concurrency on an L40S, decode holds 48 tok/s.",
        "One single prompt sequence is sent at a time; the L4 decodes it at 38 tok/s.",
    ],
)
def test_one_stream_in_other_words(vocab: Vocabulary, text: str) -> None:
    assert [load for _, load in _loads(text, vocab)] == [1]


def test_a_single_token_sequence_stated_above_a_table_is_its_load(vocab: Vocabulary) -> None:
    text = (
        "The sweep feeds a single token sequence through the model.\n\n"
        "| N_KV | S_PP t/s | S_TG t/s |\n|---|---|---|\n| 0 | 811.4 | 71.2 |\n"
    )
    assert _loads(text, vocab) == [(811.4, 1), (71.2, 1)]


def test_a_figure_over_a_list_of_loads_has_none(vocab: Vocabulary) -> None:
    for text in (
        "Batched decoding at M=4, M=8, M=16 all beat the baseline by 2.2x.",
        "At batch 1, 8 and 64 the EAGLE speedup was 1.4x on an H200.",
        "With bs=4, bs=32 the speedup stays at 1.3x on one L4.",
    ):
        assert [load for _, load in _loads(text, vocab)] == [None], text
    # a load followed by another quantity is no list
    assert _loads("At batch 8, 45 tok/s on an L4.", vocab) == [(45.0, 8)]
    assert _loads("Qwen3 (bs=1, 512/128): 45 tok/s on an L4.", vocab) == [(45.0, 1)]
