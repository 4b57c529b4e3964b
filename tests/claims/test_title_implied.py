"""An engine filled from the title is context, and is marked implied as one the repository
fills is (reading rules §1); an engine the text names is not, whatever the title says."""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


@pytest.mark.parametrize(
    ("title", "engine"),
    [
        ("vLLM: faster EAGLE decoding", "vllm"),
        ("[Perf] llama.cpp CUDA graphs speed-up", "llama.cpp"),
        ("SGLang 0.5 release: MTP for DeepSeek", "sglang"),
    ],
)
def test_an_engine_from_the_title_is_implied(title: str, engine: str, vocab: Vocabulary) -> None:
    (claim,) = extract_claims("It reaches 150 tok/s on one H100.", vocab, title=title)
    assert (claim.engine, claim.engine_implied) == (engine, True)


@pytest.mark.parametrize(
    ("text", "title", "engine"),
    [
        ("vLLM reaches 150 tok/s on one H100.", "vLLM: faster EAGLE decoding", "vllm"),
        ("With SGLang it reaches 150 tok/s on one H100.", "llama.cpp CUDA speed-up", "sglang"),
        ("It reaches 150 tok/s on one H100 in llama.cpp.", "Benchmarks on H100", "llama.cpp"),
    ],
)
def test_an_engine_the_text_names_is_not_implied(
    text: str, title: str, engine: str, vocab: Vocabulary
) -> None:
    (claim,) = extract_claims(text, vocab, title=title)
    assert (claim.engine, claim.engine_implied) == (engine, False)
