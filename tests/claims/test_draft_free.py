"""A speedup "without a draft model" is a draft-free method's, never plain decoding's.

Reading rules §2: a negated method is plain decoding ("speculative decoding disabled" is
AR); a negated draft model beside a multiple credits the multiple to a method that needs no
draft model, named by the sentence or its context. A rate keeps the negation's plain decoding.
"""

from __future__ import annotations

import pytest

from watcher.claims.extract import extract_claims
from watcher.rules import Vocabulary


@pytest.mark.parametrize(
    ("text", "title"),
    [
        ("Reported: a 1.6-2.1x decode speedup without a speculative model.", "Lookahead decoding"),
        ("In our runs: 1.9x faster generation, no separate draft model needed.", "Prompt lookup"),
        ("Resultado: aceleración de 2,3x sin un modelo borrador.", "Decodificación lookahead"),
    ],
)
def test_a_multiple_without_a_draft_model_takes_the_titled_method(
    text: str, title: str, vocab: Vocabulary
) -> None:
    (claim,) = extract_claims(text, vocab, title=title)
    assert claim.metric == "speedup" and claim.mode == "ngram"


def test_a_multiple_without_a_draft_model_is_never_plain(vocab: Vocabulary) -> None:
    (claim,) = extract_claims("We measured 1.7x faster decoding without a draft model.", vocab)
    assert claim.mode != "ar"


def test_a_method_named_beside_it_still_wins(vocab: Vocabulary) -> None:
    text = "Medusa heads give a 2.2x speedup without a separate draft model."
    (claim,) = extract_claims(text, vocab)
    assert claim.mode == "medusa"


def test_a_rate_without_a_draft_model_stays_plain(vocab: Vocabulary) -> None:
    text = "On the 4090 the model decodes at 41 tok/s without a draft model."
    (claim,) = extract_claims(text, vocab)
    assert claim.mode == "ar"
