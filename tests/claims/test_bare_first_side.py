"""A pair whose subject's number is bare still sets the baseline's figure apart.

Reading rules §2: comparisons name a baseline, not the subject, and each side of an "A vs B"
pair is a figure with its own setup. "SGLang is 3x faster than llama.cpp on an RTX 4090
(90 vs 30 tok/s)" gave the 30 to SGLang: the baseline engine was given to the "vs" side only
when the subject's figure between them carried a unit of its own ("(3,000 tok/s vs 2,000
tok/s)"), and a pair writes its unit once, after the baseline's number.
"""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _engines(text: str, vocab: Vocabulary) -> dict[float, str | None]:
    return {c.value: c.engine for c in extract_claims(text, vocab)}


@pytest.mark.parametrize(
    ("text", "subject", "baseline", "ours", "theirs"),
    [
        (
            "SGLang reaches 3x the decode speed of llama.cpp on an RTX 4090: 90 vs 30 tok/s.",
            "sglang",
            "llama.cpp",
            90.0,
            30.0,
        ),
        (
            "SGLang is 3x faster than llama.cpp on an RTX 4090 (90 vs 30 tok/s).",
            "sglang",
            "llama.cpp",
            90.0,
            30.0,
        ),
        (
            "In our runs TensorRT-LLM beats vLLM on the L40S: 2,150 vs 1,720 tok/s.",
            "tensorrt-llm",
            "vllm",
            2150.0,
            1720.0,
        ),
        (
            "On one H200, SGLang outperforms vLLM by a wide margin (1,250 versus 980 tok/s).",
            "sglang",
            "vllm",
            1250.0,
            980.0,
        ),
    ],
)
def test_bare_subject_number_leaves_the_side_to_the_baseline(
    text: str, subject: str, baseline: str, ours: float, theirs: float, vocab: Vocabulary
) -> None:
    engines = _engines(text, vocab)
    assert engines[ours] == subject
    assert engines[theirs] == baseline


@pytest.mark.parametrize(
    "text",
    [
        "SGLang on an RTX 4090: 90 vs 30 tok/s with and without the radix cache.",
        "On an RTX 4090 SGLang reaches 90 vs 30 tok/s before the cache fix.",
    ],
)
def test_a_pair_without_a_baseline_engine_stays_the_subjects(text: str, vocab: Vocabulary) -> None:
    assert _engines(text, vocab) == {90.0: "sglang", 30.0: "sglang"}
