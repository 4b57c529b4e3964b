"""A speedup takes a precision stated apart only when both its sides run at it: a drafting
method's multiple over plain decoding decodes one model twice; other multiples may compare
two precisions and take only their own sentence's."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def test_a_drafting_speedup_takes_the_models_precision(vocab: Vocabulary) -> None:
    text = (
        "We serve Qwen3-32B-FP8 on one H100.\n\n"
        "At batch 1 the EAGLE-3 draft head gives a 1.9x speedup."
    )
    (claim,) = extract_claims(text, vocab)
    assert claim.precision == "FP8"


def test_a_speedup_without_a_drafting_method_takes_no_precision_apart(
    vocab: Vocabulary,
) -> None:
    text = (
        "We serve Qwen3-32B-FP8 on one H100.\n\n"
        "Against the previous release the new kernels give a 1.9x speedup."
    )
    (claim,) = extract_claims(text, vocab)
    assert claim.precision is None


def test_plain_decoding_beside_the_method_keeps_the_speedup_apart(vocab: Vocabulary) -> None:
    text = (
        "We serve Qwen3-32B-FP8 with EAGLE-3 and the BF16 model with plain autoregressive "
        "decoding.\n\nOverall the new setup gives a 1.9x speedup."
    )
    (claim,) = extract_claims(text, vocab)
    assert claim.precision is None
