"""Classes of reading mistakes found on unseen text, each pinned by a sentence of its own."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def test_a_later_sentences_gpu_stays_with_that_sentences_figure(vocab: Vocabulary) -> None:
    text = (
        "Version 3 of the server decodes at 61 tok/s with the new kernels. "
        "The same build reaches 90 tok/s on an L40S at FP8."
    )
    first, second = extract_claims(text, vocab)
    assert (first.value, first.hardware, first.precision) == (61.0, None, None)
    assert (second.value, second.hardware, second.precision) == (90.0, "L40S", "FP8")


def test_a_setup_stated_before_the_figures_of_a_paragraph_still_holds(vocab: Vocabulary) -> None:
    text = "All runs below used one L40S. Decoding reached 61 tok/s with the new kernels."
    (claim,) = extract_claims(text, vocab)
    assert claim.hardware == "L40S"
