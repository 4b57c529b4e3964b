"""Two names a comparison verb sets against each other, then "X vs Y": the n-th name is the n-th
figure's, as with "A vs B: X vs Y".

Reading rules §2: each side of a pair takes its own setup. "The 4090 is 2x faster than the
3090 on llama.cpp: 140 vs 70 tok/s" gives 140 the 4090 and 70 the 3090; the reader paired the
names only when "vs" or "and" joined them, and gave the 70 the 4090. A name after the compared
side still describes the baseline ("2.1x faster than vLLM on H100": the H100 is vLLM's run's).
"""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


@pytest.mark.parametrize(
    ("text", "field", "want"),
    [
        (
            "The 4090 is 2x faster than the 3090 on llama.cpp: 140 vs 70 tok/s.",
            "hardware",
            {140.0: "RTX 4090", 70.0: "RTX 3090"},
        ),
        (
            "The 4090 beats the 3090 on llama.cpp: 140 vs 70 tok/s.",
            "hardware",
            {140.0: "RTX 4090", 70.0: "RTX 3090"},
        ),
        (
            "The H200 is about 1.3x faster than the H100 with vLLM: 4,100 vs 3,150 tok/s.",
            "hardware",
            {4100.0: "H200", 3150.0: "H100"},
        ),
        (
            "SGLang outperforms vLLM on an H100: 2,100 vs 1,500 tok/s.",
            "engine",
            {2100.0: "sglang", 1500.0: "vllm"},
        ),
    ],
)
def test_compared_names_pair_with_the_figures_in_order(
    text: str, field: str, want: dict[float, str], vocab: Vocabulary
) -> None:
    got = {c.value: getattr(c, field) for c in extract_claims(text, vocab)}
    assert {v: got.get(v) for v in want} == want


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # a card after the compared side is the baseline's, not the multiple's
        ("SGLang is 1.4x faster than vLLM on H100.", 1.4),
        ("The new kernel is 2x faster than the old one on an A100.", 2.0),
    ],
)
def test_a_card_after_the_compared_side_stays_the_baselines(
    text: str, value: float, vocab: Vocabulary
) -> None:
    got = {c.value: c.hardware for c in extract_claims(text, vocab)}
    assert got[value] is None


def test_a_method_pair_after_the_compared_names_is_not_theirs(vocab: Vocabulary) -> None:
    """The figures after the colon pair a method with plain decoding, not the two names."""
    text = (
        "The 4090 is 2x faster than the 3090: with EAGLE-3 it reaches 140 vs 70 tok/s without it."
    )
    got = {c.value: c.hardware for c in extract_claims(text, vocab)}
    assert got[70.0] != "RTX 3090"
