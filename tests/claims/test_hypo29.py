"""Figures inside a sum the text writes out are worked arithmetic, not measurements.

Reading rules §2 (docs/READING_RULES.md): worked examples are not claims; the labelling decisions
(tests/data/claims_eval/LABELLING.md) leave written-out arithmetic unlabelled. A figure multiplied
out ("× 540 sec = …") or the result of a written-out sum ("800 + 60 × 999 ≈ 60.74 s") is set
aside; a card count glued to a card ("H100×4 = 5414 tok/s"), a stated ratio of times and a
product's stated result stay. Each text is made up for the test, not taken from the evaluation
set."""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.claims.worked_sums import is_in_sum
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab)]


@pytest.mark.parametrize(
    ("text", "figure"),
    [
        ("Cost sketch: 75 tokens/sec × 600 sec = 45,000 tokens per session.", "75 tokens/sec"),
        ("Budget: 48 tok/s * 3600 s ≈ 172,800 tokens an hour", "48 tok/s"),
        ("Wait time: 500 + 35 × 400 ≈ 14.5 s in all", "14.5 s"),
        ("1000 / (1.2 + 30.5) = 1000 / 31.7 = 31.55 tok/s", "31.55 tok/s"),
    ],
)
def test_sum_figures_are_found(text: str, figure: str) -> None:
    start = text.index(figure)
    assert is_in_sum(text, start, start + len(figure))


@pytest.mark.parametrize(
    ("text", "figure"),
    [
        ("Throughput: B200×8 = 9120 tok/s at concurrency 64", "9120 tok/s"),
        ("speedup of 2100 ms / 700 ms = 3.0x", "3.0x"),
        ("estimated: 6.1 × 2.4 ≈ 14.6 tok/s", "14.6 tok/s"),
        ("decode 12 tokens in 0.48 s = 25 tok/s", "25 tok/s"),
        ("We measured 33 tok/s on the 4090, 40% above last week.", "33 tok/s"),
    ],
)
def test_other_figures_are_not_sums(text: str, figure: str) -> None:
    start = text.index(figure)
    assert not is_in_sum(text, start, start + len(figure))


@pytest.mark.parametrize(
    "text",
    [
        "Pricing example: 120 tok/s × 300 s = 36,000 tokens, billed at $2 per million.",
        "Expected end-to-end: 900 + 45 × 600 ≈ 27.9 s for the long answer.",
        "Per request: 64 tok/s * 90 s = 5,760 tokens generated.",
    ],
)
def test_worked_sums_give_no_claim(text: str, vocab: Vocabulary) -> None:
    values = [v for v, _ in _read(text, vocab)]
    assert 120.0 not in values and 27.9 not in values and 64.0 not in values


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("On llama.cpp with an RTX 4090 we get 88 tok/s decode for Llama 3 8B Q4_K_M.", 88.0),
        ("vLLM on H100×4 = 5120 tok/s output throughput at concurrency 32.", 5120.0),
        ("If you enable MTP on the H200, you get 45 tok/s with vLLM.", 45.0),
    ],
)
def test_measurements_stay(text: str, value: float, vocab: Vocabulary) -> None:
    assert value in [v for v, _ in _read(text, vocab)]
