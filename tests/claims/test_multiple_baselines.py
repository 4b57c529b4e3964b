"""A multiple's baseline ("9.73x over locally measured autoregressive decoding", "3,1x frente
a la decodificación autorregresiva") names the baseline's mode, never the subject's (reading
rules §2: comparisons name a baseline, not the subject), in several languages; "over 2x"
(more than) names no baseline.
"""

from __future__ import annotations

import pytest

from watcher.claims.extract import extract_claims
from watcher.rules import Vocabulary


@pytest.mark.parametrize(
    "text",
    [
        "The drafter delivers a lossless speedup of 4.2x over locally measured autoregressive"
        " decoding.",
        "Se obtiene una aceleración de 2,7x frente a la decodificación autorregresiva estándar.",
        "Die Inferenz wird 3,3x schneller gegenüber der autoregressiven Dekodierung.",
        "On obtient une accélération de 2,1x par rapport au décodage autorégressif classique.",
    ],
)
def test_the_baseline_of_a_multiple_is_not_its_mode(text: str, vocab: Vocabulary) -> None:
    (claim,) = extract_claims(text, vocab)
    assert claim.metric == "speedup" and claim.mode != "ar"


def test_the_subjects_method_stays(vocab: Vocabulary) -> None:
    text = "Medusa-2 reaches 2.8x over plain greedy autoregressive decoding on Vicuna-7B."
    (claim,) = extract_claims(text, vocab)
    assert claim.mode == "medusa"
