"""A multiple "of" a named engine's figure makes that engine the yardstick.

Reading rules §2: comparisons name a baseline, not the subject. "TensorRT-LLM delivers 2.3x
the throughput of vLLM (10,500 vs 4,500 tok/s)" gave vLLM the 10,500, the subject's figure:
"than vLLM" was known as a comparison, "2.3x the throughput of vLLM" was not.
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
            "TensorRT-LLM delivers 2.3x the throughput of vLLM on H100 (10,500 vs 4,500 tok/s).",
            "tensorrt-llm",
            "vllm",
            10500.0,
            4500.0,
        ),
        (
            "TensorRT-LLM delivers twice the throughput of vLLM (10,500 vs 4,500 tok/s).",
            "tensorrt-llm",
            "vllm",
            10500.0,
            4500.0,
        ),
        (
            "On H100, SGLang gives 2x the output of vLLM (3,000 vs 1,500 tok/s).",
            "sglang",
            "vllm",
            3000.0,
            1500.0,
        ),
    ],
)
def test_the_named_one_is_the_yardstick(
    text: str, subject: str, baseline: str, ours: float, theirs: float, vocab: Vocabulary
) -> None:
    got = _engines(text, vocab)
    assert got[ours] == subject
    assert got[theirs] == baseline


def test_a_share_of_the_page_is_no_comparison(vocab: Vocabulary) -> None:
    # "the rest of vLLM's ..." names no multiple: vLLM runs the figure
    got = _engines("We tuned the rest of vLLM and it now serves 2,400 tok/s on an H100.", vocab)
    assert got == {2400.0: "vllm"}
