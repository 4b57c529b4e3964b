"""Figures the text works out, and multiples of a price: no claims.

Reading rules §2 and §4, and the labelling decisions: a figure the writer works out by
subtracting or dividing two numbers ("23859 - 21395 = 2464 MiB", "1000 / 128 = 7.8125 token/s")
is "a derivation, not a second measurement" (LABELLING, vLLM #7553; "115/2=57.5"; the cyberbus
per-user rates), while a ratio of two stated figures written as a multiple ("4141 ms / 1640 ms =
2.5x") is a speedup the text states. Prices are no claims ("over 10x more expensive", "4.5x
cheaper"): a multiple a cost verb governs ("costs 2.5x more") or set per hour or month is a price
ratio, even after a speedup in the same sentence.
"""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab)]


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "vLLM on an H100 decodes at 120 tok/s; split over 8 users that is 120 / 8 = 15 tok/s"
            " each.",
            [(120.0, "decode_tok_s")],
        ),
        (
            "llama.cpp on an RTX 4090 decodes at 95 tok/s, i.e. 1000/95 = 10.5 ms per token.",
            [(95.0, "decode_tok_s")],
        ),
        (
            "SGLang on an A100 used 30.5 GB at peak and 26.1 GB idle: 30.5 - 26.1 = 4.4 GB for"
            " activations.",
            [(30.5, "memory"), (26.1, "memory")],
        ),
        (
            "The node serves 2400 tok/s in total on SGLang with 8x H100, so 2400 ÷ 32 ≈ 75 tok/s"
            " per user at 32 users.",
            [(2400.0, "output_tok_s")],
        ),
    ],
)
def test_a_figure_worked_out_from_two_numbers_is_no_claim(
    text: str, want: list[tuple[float, str]], vocab: Vocabulary
) -> None:
    assert _read(text, vocab) == want


@pytest.mark.parametrize(
    ("text", "value", "metric"),
    [
        # a ratio of two stated figures, written as a multiple: the speedup the text states
        ("TTFT on SGLang fell, a speed up of 4141 ms / 1640 ms = 2.5x on an H100.", 2.5, "speedup"),
        # a product is left to the other rules: "6.1 × 2.4 ≈ 14.6 tok/s" is a rate it states
        (
            "Decode ran at 6.1 × 2.4 ≈ 14.6 tok/s on llama.cpp with an RTX 3090.",
            14.6,
            "decode_tok_s",
        ),
        # a range (read at its middle) and a plain reading stay
        ("Ollama on an RTX 4090 decodes at 80 - 95 tok/s with Q4_K_M.", 87.5, "decode_tok_s"),
        ("vLLM on an H100 = 132 tok/s at batch 1.", 132.0, "decode_tok_s"),
    ],
)
def test_a_stated_figure_beside_arithmetic_stays(
    text: str, value: float, metric: str, vocab: Vocabulary
) -> None:
    assert (value, metric) in _read(text, vocab)


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("The H100 offers 2x throughput but costs 2.5x more per hour.", [(2.0, "speedup")]),
        (
            "SGLang is 1.8x faster on an H200, though the H200 costs 1.3x more to rent.",
            [(1.8, "speedup")],
        ),
        (
            "The B200 is 2x faster with SGLang but costs 1.6x more per GPU-hour.",
            [(2.0, "speedup")],
        ),
        (
            "EAGLE-3 gives vLLM a 2.2x speedup on the H100, while the node is priced at 3x the"
            " A100's.",
            [(2.2, "speedup")],
        ),
    ],
)
def test_a_multiple_of_a_price_is_no_speedup(
    text: str, want: list[tuple[float, str]], vocab: Vocabulary
) -> None:
    assert _read(text, vocab) == want


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("EAGLE-3 gives vLLM a 2.2x speedup on the H100 and 2x more tokens per hour.", 2.0),
        ("SGLang was 3x faster than vLLM on an H100 at the same cost per hour.", 3.0),
        ("On an H200, SGLang runs 1.7x faster, and it costs nothing more to run.", 1.7),
    ],
)
def test_a_speedup_beside_a_cost_stays(text: str, value: float, vocab: Vocabulary) -> None:
    assert (value, "speedup") in _read(text, vocab)
