"""A multiple over a decoding mode keeps the engine named in its clause.

Reading rules §2: comparisons name a baseline, not the subject, so "2.1x faster than vLLM on
H100" gives vLLM to the baseline. But "DFlash gives 3.2x over autoregressive decoding on B200
with SGLang" compares two decodings on one engine: its baseline is a mode, and the engine named
after it ran both sides. The multiple lost SGLang.
"""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _engines(text: str, vocab: Vocabulary) -> dict[float, str | None]:
    return {c.value: c.engine for c in extract_claims(text, vocab)}


@pytest.mark.parametrize(
    ("text", "value", "engine"),
    [
        (
            "DFlash gives 3.2x over autoregressive decoding on B200 with SGLang.",
            3.2,
            "sglang",
        ),
        (
            "MTP heads give 1.9x over plain decoding on two H100s with TensorRT-LLM.",
            1.9,
            "tensorrt-llm",
        ),
        ("Medusa brings 2.2x over vanilla decoding on an A100 using vLLM.", 2.2, "vllm"),
        (
            "N-gram drafting: 1.7x over autoregressive decoding with llama.cpp on a 4090.",
            1.7,
            "llama.cpp",
        ),
    ],
)
def test_a_mode_baseline_leaves_the_engine_to_both_sides(
    text: str, value: float, engine: str, vocab: Vocabulary
) -> None:
    assert _engines(text, vocab)[value] == engine


@pytest.mark.parametrize(
    ("text", "value", "engine"),
    [
        # the comparison names an engine: it is the baseline's, whatever mode follows
        ("SGLang is 2.1x faster than vLLM with EAGLE-3 on an H100.", 2.1, "sglang"),
        ("EAGLE-3 in SGLang gives 1.5x over vLLM with plain decoding.", 1.5, "sglang"),
        # an engine between the mode and the name: the mode is that engine's
        (
            "MTP in SGLang gives 1.7x over plain decoding in vLLM, tested with TensorRT-LLM.",
            1.7,
            "sglang",
        ),
    ],
)
def test_an_engine_baseline_still_stays_the_baselines(
    text: str, value: float, engine: str, vocab: Vocabulary
) -> None:
    assert _engines(text, vocab)[value] == engine
