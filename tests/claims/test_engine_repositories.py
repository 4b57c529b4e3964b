"""A text from an engine's own repository takes that engine as implied context (reading rules
§1: the repository is context): the engine, its platform ports, and the project's own recipes
and production stack; a benchmark tool in the same organisation measures any server."""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary

TEXT = "Qwen3-8B decodes at 42.1 tok/s on one H100."


@pytest.mark.parametrize(
    ("source", "engine"),
    [
        ("vllm-project/recipes#12", "vllm"),
        ("https://github.com/vllm-project/production-stack/pull/7", "vllm"),
        ("vllm-project/vllm-ascend#900", "vllm"),
        ("sgl-project/sglang-jax#31", "sglang"),
        ("sgl-project/mini-sglang#5", "sglang"),
    ],
)
def test_an_engines_own_repository_implies_it(source: str, engine: str, vocab: Vocabulary) -> None:
    (claim,) = extract_claims(TEXT, vocab, source=source)
    assert (claim.engine, claim.engine_implied) == (engine, True)


@pytest.mark.parametrize("source", ["vllm-project/guidellm#4", "sgl-project/SpecForge#2"])
def test_a_tool_in_the_same_organisation_implies_nothing(source: str, vocab: Vocabulary) -> None:
    (claim,) = extract_claims(TEXT, vocab, source=source)
    assert claim.engine is None
