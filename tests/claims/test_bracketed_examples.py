"""Engines in brackets after a kind of engine ("inference engines (vLLM, SGLang)") are
examples of that kind, not the figure's engine (reading rules §1-§2)."""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _engines(text: str, vocab: Vocabulary) -> dict[float, str | None]:
    return {c.value: c.engine for c in extract_claims(text, vocab)}


@pytest.mark.parametrize(
    "text",
    [
        "Our new method is up to 2x faster than state-of-the-art inference engines (vLLM, SGLang).",
        "It runs 3.5x faster than popular serving frameworks (SGLang and TensorRT-LLM).",
        "The new decoder is 1.8x faster than existing runtimes (llama.cpp, Ollama) on a laptop.",
    ],
)
def test_engines_bracketed_after_a_kind_name_no_engine(text: str, vocab: Vocabulary) -> None:
    claims = extract_claims(text, vocab)
    assert claims
    assert all(c.engine is None for c in claims)


@pytest.mark.parametrize(
    ("text", "value", "engine"),
    [
        # a setup in brackets with no kind word before it stays the run's
        ("Decode reaches 95 tok/s (vLLM, 8x H100).", 95.0, "vllm"),
        # a bracket naming the engine itself, no kind of engine before it
        ("The server (SGLang) reaches 410 tok/s on an H100.", 410.0, "sglang"),
        # a kind named without brackets is still a plain sentence's engine
        ("Among inference engines, vLLM reaches 120 tok/s on an H100.", 120.0, "vllm"),
    ],
)
def test_other_brackets_keep_their_engine(
    text: str, value: float, engine: str, vocab: Vocabulary
) -> None:
    assert _engines(text, vocab).get(value) == engine
