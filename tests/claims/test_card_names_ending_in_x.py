"""A card whose name ends in X ("MI300X", "MI355X") before an engine is no multiple of that
engine: "On MI300X SGLang is 2.2x faster" is SGLang's speedup (reading rules §2-§3), while
"2.7x Ollama" still sets Ollama against the subject."""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


@pytest.mark.parametrize(
    "text",
    [
        "On MI300X SGLang is faster by 2.2x.",
        "On MI355X SGLang decodes 2.2x faster than vLLM.",
        "On MI300X SGLang is 2.2x faster.",
    ],
)
def test_a_card_ending_in_x_leaves_the_engine(text: str, vocab: Vocabulary) -> None:
    claims = extract_claims(text, vocab)
    assert [(c.metric, c.engine) for c in claims] == [("speedup", "sglang")]


@pytest.mark.parametrize(
    ("text", "engine"),
    [
        ("SGLang reaches 2.7x Ollama on H100.", "sglang"),
        ("On H100 it reaches 2.7x Ollama.", None),
        ("On H100 it is 1,5x vLLM.", None),
    ],
)
def test_a_multiple_of_an_engine_still_compares(
    text: str, engine: str | None, vocab: Vocabulary
) -> None:
    """Near misses: a free-standing multiple before an engine names the baseline."""
    claims = extract_claims(text, vocab)
    assert [c.engine for c in claims] == [engine]
