""" "On the same card" points back to the card named for the run before.

Reading rules §2: two sentences about two engines on two GPUs give two claims with different
setups, so a card named in a sentence about another engine's run is not a later figure's. But
"SGLang reached 104 tok/s on the same card" says outright that it is: the sentence points back
to the card, as "That was on one H100" does (LABELLING: a sentence pointing back names the
setup of the figures it points to).
"""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _cards(text: str, vocab: Vocabulary) -> dict[float, str | None]:
    return {c.value: c.hardware for c in extract_claims(text, vocab)}


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "We tested Qwen3-8B. On vLLM it hit 95 tok/s on an L4. SGLang reached 104 tok/s on the"
            " same card.",
            {95.0: "L4", 104.0: "L4"},
        ),
        (
            "vLLM serves Llama 3 8B at 2,100 tok/s on one H100. TensorRT-LLM reaches 2,600 tok/s"
            " on that same GPU.",
            {2100.0: "H100", 2600.0: "H100"},
        ),
        (
            "Ollama gave me 38 tok/s on my RTX 3090. With llama.cpp directly I get 44 tok/s on the"
            " same exact hardware.",
            {38.0: "RTX 3090", 44.0: "RTX 3090"},
        ),
    ],
)
def test_the_same_card_is_the_card_before(
    text: str, want: dict[float, str | None], vocab: Vocabulary
) -> None:
    assert _cards(text, vocab) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # "the same day" points back to no card: two engines, two setups
        (
            "vLLM ran at 95 tok/s on an L4. SGLang hit 104 tok/s on the same day.",
            {95.0: "L4", 104.0: None},
        ),
        (
            "vLLM reaches 1250 tok/s on 1x H100 in AR mode. SGLang reaches 980 tok/s in AR mode.",
            {1250.0: "H100", 980.0: None},
        ),
    ],
)
def test_without_pointing_back_another_engines_card_stays_its(
    text: str, want: dict[float, str | None], vocab: Vocabulary
) -> None:
    assert _cards(text, vocab) == want
