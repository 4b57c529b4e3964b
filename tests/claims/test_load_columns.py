"""Tables whose columns are each one load of a sweep, their unit stated in the caption above.

A caption ("Time per output token (ms)", "Output throughput (tok/s)") states the unit of a
table whose header names only the loads it was run at ("concurrency 1", "bs=8", "4 users"):
each such column is one run's figures, as a column named for a GPU or an engine is (reading
rules §4: a unit may sit only in a table header or the caption above it). The tables here are
made up for the tests.
"""

from __future__ import annotations

from watcher.claims import Claim, extract_claims
from watcher.rules import Vocabulary


def _by_value(text: str, vocab: Vocabulary) -> dict[float, Claim]:
    return {c.value: c for c in extract_claims(text, vocab)}


def test_a_latency_caption_over_concurrency_columns(vocab: Vocabulary) -> None:
    text = (
        "Measured with vLLM on one L40S.\n\n"
        "**Time per output token (ms)**\n\n"
        "drafter | k | concurrency 2 | concurrency 32\n"
        "-- | -- | -- | --\n"
        "ngram | 3 | 6.25 | 13.75\n"
        "eagle | 4 | 5.15 | 12.45\n"
    )
    got = _by_value(text, vocab)
    assert got[6.25].metric == "tpot" and got[6.25].concurrency == 2
    assert got[13.75].metric == "tpot" and got[13.75].concurrency == 32
    assert got[5.15].mode == "eagle"
    assert 3 not in got and 4 not in got


def test_a_rate_caption_over_batch_size_columns(vocab: Vocabulary) -> None:
    text = (
        "### Generation throughput (tok/s)\n\n"
        "| Model | bs=1 | bs=16 |\n"
        "| --- | --- | --- |\n"
        "| Mistral-7B | 71.5 | 803.5 |\n"
    )
    got = _by_value(text, vocab)
    assert got[71.5].concurrency == 1
    assert got[803.5].concurrency == 16 and got[803.5].metric == "output_tok_s"


def test_load_columns_without_a_caption_unit_give_nothing(vocab: Vocabulary) -> None:
    """No unit above and none in the header: the bare numbers are no claim."""
    text = (
        "Results of the sweep\n\n"
        "| Model | bs=1 | bs=16 |\n"
        "| --- | --- | --- |\n"
        "| Mistral-7B | 71.5 | 803.5 |\n"
    )
    assert extract_claims(text, vocab) == []
