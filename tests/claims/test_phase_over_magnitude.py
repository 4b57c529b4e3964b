"""A phase title or lead-in over a token rate names which tokens it counts, whatever its
magnitude (reading rules §4: a prefill figure is never a decode figure). A rate no single
stream reaches on the GPUs named around it is read as many streams' sum; that changes who the
tokens are summed over, not which tokens they are. The texts are made up for the tests."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return sorted((c.value, c.metric) for c in extract_claims(text, vocab))


def test_a_prompt_stage_title_over_a_high_rate_keeps_prefill(vocab: Vocabulary) -> None:
    text = (
        "Run on one RTX 3090:\nPrompt stage:\nInput: 9,120 tokens.\nRate: 2540 tokens/s.\n"
        "Decode phase:\nOutput: 512 tokens.\nRate: 41.5 tokens/s.\n"
    )
    assert _read(text, vocab) == [(41.5, "decode_tok_s"), (2540, "prefill_tok_s")]


def test_a_prefill_heading_over_a_servers_rate_keeps_prefill(vocab: Vocabulary) -> None:
    text = "## Prefill\n\nOn 8x H100 the server reaches 45,000 tok/s with 64 concurrent requests.\n"
    assert _read(text, vocab) == [(45000, "prefill_tok_s")]


def test_the_rates_own_output_words_come_first(vocab: Vocabulary) -> None:
    text = "## Prefill\n\nOn 8x H100 the output throughput reaches 9,000 tok/s at 64 requests.\n"
    assert _read(text, vocab) == [(9000, "output_tok_s")]


def test_a_high_rate_under_no_phase_title_stays_the_servers_output(vocab: Vocabulary) -> None:
    text = "## Results\n\nOn 8x H100 the server reaches 45,000 tok/s with 64 concurrent requests.\n"
    assert _read(text, vocab) == [(45000, "output_tok_s")]
