"""A name after "A vs B on|with ..." is both sides' when A and B are two names of another kind.

Reading rules §2: each side of a pair takes its own setup, and what the sentence states for the
pair holds for both; "faster than vLLM on H100" names the baseline's setup, but in "MI300X vs
H100 on vLLM: 1,850 vs 1,420 tok/s" the pair sets two cards against each other and vLLM is what
both ran on (the comparison changes only the card). The reader took vLLM for the baseline's and
gave it to neither figure, or to the second alone.
"""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary, field: str) -> dict[float, object]:
    return {c.value: getattr(c, field) for c in extract_claims(text, vocab)}


@pytest.mark.parametrize(
    ("text", "field", "want"),
    [
        (
            "MI300X vs H100 on vLLM: 1,850 tok/s vs 1,420 tok/s.",
            "engine",
            {1850.0: "vllm", 1420.0: "vllm"},
        ),
        (
            "H200 vs H100 with SGLang: 3,100 vs 2,200 tok/s.",
            "engine",
            {3100.0: "sglang", 2200.0: "sglang"},
        ),
        (
            "FP8 vs BF16 on SGLang (H200): 3,100 tok/s vs 2,400 tok/s.",
            "engine",
            {3100.0: "sglang", 2400.0: "sglang"},
        ),
        (
            "EAGLE-3 vs plain decoding on vLLM, one H100: 182 tok/s vs 71 tok/s.",
            "engine",
            {182.0: "vllm", 71.0: "vllm"},
        ),
        (
            "MI300X vs H100 on vLLM: 1,850 tok/s and 1,420 tok/s.",
            "engine",
            {1850.0: "vllm", 1420.0: "vllm"},
        ),
        # the second card's count stands between the "vs" and its name
        (
            "B200 vs 8x H100 with vLLM: 9,800 vs 5,100 tok/s.",
            "hardware",
            {9800.0: "B200", 5100.0: "H100"},
        ),
    ],
)
def test_a_name_after_a_pair_of_peers_is_both_sides(
    text: str, field: str, want: dict[float, object], vocab: Vocabulary
) -> None:
    assert _read(text, vocab, field) == want


@pytest.mark.parametrize(
    ("text", "field", "want"),
    [
        # "than": the words before it name no peer; the setup after it is the baseline's
        (
            "It runs at 90 tok/s, faster than vLLM on the H100 (60 tok/s).",
            "engine",
            {90.0: None, 60.0: "vllm"},
        ),
        # the word before "vs" is no name of the second side's kind: a baseline's setup
        ("Our chip is 2x faster vs H100 on vLLM.", "engine", {2.0: None}),
        # two engines set against each other: the card after them is shared (as before), and
        # each engine stays its own side's
        (
            "SGLang vs vLLM on an H200: 3,100 vs 2,200 tok/s.",
            "engine",
            {3100.0: "sglang", 2200.0: "vllm"},
        ),
        # the engine after "vs" is the second figure's own, not shared
        (
            "SGLang reaches 1,900 tok/s vs 1,400 on vLLM.",
            "engine",
            {1900.0: "sglang", 1400.0: "vllm"},
        ),
    ],
)
def test_a_baseline_named_after_vs_stays_the_baselines(
    text: str, field: str, want: dict[float, object], vocab: Vocabulary
) -> None:
    assert _read(text, vocab, field) == want
