"""Names of a figure's setup: precisions, hardware and engines as the reading rules list them.

Each class of mistake is pinned by sentences of its own (not taken from the evaluation set).
"""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


@pytest.mark.parametrize("quant", ["Q4_K_L", "Q6_K_L", "Q4_K_XL", "Q8_K_XL", "UD-Q2_K_XL"])
def test_large_k_quant_names_stay_as_written(vocab: Vocabulary, quant: str) -> None:
    """A quantiser's _K_L / _K_XL variant is its own precision, named as written."""
    text = f"With the {quant} file llama.cpp decodes at 31.5 tok/s on an RTX 4090."
    (claim,) = extract_claims(text, vocab)
    assert claim.precision == quant.removeprefix("UD-")


@pytest.mark.parametrize(
    "text",
    [
        "KTransformers decodes the 671B model at 14 tok/s on one RTX 4090.",
        "With DeepSpeed-FastGen the server reaches 2.3x higher throughput than vLLM.",
        "CTranslate2 generates 52 tok/s on an RTX 4090, well ahead of transformers.",
    ],
)
def test_an_engine_the_rules_do_not_list_names_no_engine(vocab: Vocabulary, text: str) -> None:
    """An engine outside the rules' list is no engine, nor is the one it is compared with."""
    claims = extract_claims(text, vocab)
    assert claims
    assert {c.engine for c in claims} == {None}


def test_an_unlisted_engine_keeps_the_repository_engine_away(vocab: Vocabulary) -> None:
    """In a llama.cpp issue, a figure measured with KTransformers takes no engine from it."""
    text = "For comparison, KTransformers gives 11 tok/s on the same RTX 3090."
    (claim,) = extract_claims(text, vocab, source="ggml-org/llama.cpp#123")
    assert claim.engine is None
