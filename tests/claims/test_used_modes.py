"""A method the run is said to use beats the decoding family in a model's name (reading
rules §3: modes are distinct; a diffusion model's name describes the model); with no method
stated, or one stated for another figure, the name's family stays.
"""

from __future__ import annotations

import pytest

from watcher.claims.extract import extract_claims
from watcher.rules import Vocabulary


@pytest.mark.parametrize(
    ("text", "mode"),
    [
        (
            "Seed Diffusion reaches 2,146 tokens/second on H20 using self-speculation.",
            "self-speculative",
        ),
        ("Acme Diffusion streams 640 tokens/second on one H100 via n-gram lookup.", "ngram"),
    ],
)
def test_a_used_method_is_the_runs_mode(text: str, mode: str, vocab: Vocabulary) -> None:
    (claim,) = extract_claims(text, vocab)
    assert claim.mode == mode


@pytest.mark.parametrize(
    "text",
    [
        "Gemini Diffusion runs at 1,479 tokens/second on Google's demo.",
        "Gemini Diffusion runs at 1,479 tokens/second, and with EAGLE-3 a Llama does 300 tok/s.",
    ],
)
def test_the_names_family_stays_otherwise(text: str, vocab: Vocabulary) -> None:
    claim = extract_claims(text, vocab)[0]
    assert claim.value == 1479 and claim.mode == "diffusion"
