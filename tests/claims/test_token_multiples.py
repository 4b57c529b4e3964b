"""Multiples of a count of tokens are no speedup; multiples of a token rate stay (reading
rules §4: a speedup is relative, with the metric it is of; LABELLING: token-count multipliers
and "6.4x the tokens" are not labelled). Made-up texts."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.claims.token_multiples import counts_tokens
from watcher.rules import Vocabulary


def _speedups(text: str, vocab: Vocabulary) -> list[float]:
    return [c.value for c in extract_claims(text, vocab) if c.metric == "speedup"]


def test_a_multiple_of_a_token_count_is_no_speedup(vocab: Vocabulary) -> None:
    assert _speedups("Model A burned 5.2x the tokens of model B on the same tasks.", vocab) == []
    text = "An agent may generate 1,000 times more tokens than a chatbot for one prompt."
    assert _speedups(text, vocab) == []
    assert counts_tokens(" more output tokens for the same answer", 0)
    assert not counts_tokens(" more tokens under load", 0, "The new build serves ")


def test_a_multiple_of_a_token_rate_stays(vocab: Vocabulary) -> None:
    assert not counts_tokens(" more tokens per second", 0)
    assert not counts_tokens(" the tokens/s of the baseline", 0)
    assert not counts_tokens(" more tokens in the same time", 0)
    text = "With vLLM, model C gives 3x more tokens per second than model D on one A100."
    assert _speedups(text, vocab) == [3.0]
