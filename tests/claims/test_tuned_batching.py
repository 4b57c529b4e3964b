"""Batching named with how it was tuned ("with properly optimized batching", "using well-tuned
batching") is a load cue as plain "with continuous batching" is: the rate beside it is the
server's output over many streams (reading rules §4; LABELLING "One stream or many")."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _metrics(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab)]


def test_properly_optimized_batching_is_many_streams(vocab: Vocabulary) -> None:
    text = (
        "With properly optimized batching and execution frameworks, a single 4090 can push "
        "over 310 tokens per second on an 8B parameter model.\n"
    )
    assert _metrics(text, vocab) == [(310, "output_tok_s")]


def test_well_tuned_batching_is_many_streams(vocab: Vocabulary) -> None:
    text = "Using well-tuned batching, vLLM serves 450 tok/s on one L40S.\n"
    assert _metrics(text, vocab) == [(450, "output_tok_s")]


def test_without_batching_stays_one_stream(vocab: Vocabulary) -> None:
    text = "Without properly optimized batching, a single 4090 only reaches 60 tokens per second.\n"
    assert _metrics(text, vocab) == [(60, "decode_tok_s")]


def test_a_batching_feature_named_elsewhere_is_no_load(vocab: Vocabulary) -> None:
    text = (
        "The engine has optimized batching for servers; on my laptop the 8B model decodes "
        "at 35 tok/s.\n"
    )
    assert _metrics(text, vocab) == [(35, "decode_tok_s")]
