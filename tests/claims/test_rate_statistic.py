"""A token rate given as a percentile is one request's rate (rate_statistic.py): a "P50"
row or column of a tokens/s table at 32 concurrent requests, or "tok/s (p90)", is
``decode_tok_s`` at that load (reading rules §4: per user; LABELLING: a benchmark report's
per-request tokens/s statistics). A percentile of a latency beside the rate, a median (often
over repeated runs) and a rate no single stream reaches keep the server's reading."""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> dict[float, tuple[str, int | None]]:
    return {c.value: (c.metric, c.concurrency) for c in extract_claims(text, vocab)}


def test_percentile_rows_of_a_rate_table(vocab: Vocabulary) -> None:
    """Each percentile row of a tokens/s table at a load is one request's rate."""
    text = (
        "Load test of the 8B chat model on one L40S with vLLM, 32 concurrent requests:\n\n"
        "| Statistic | tok/s |\n|---|---|\n| P50 | 61.4 |\n| P90 | 48.2 |\n| P99 | 37.9 |\n"
    )
    got = _read(text, vocab)
    for value in (61.4, 48.2, 37.9):
        assert got[value] == ("decode_tok_s", 32)


def test_percentile_column_of_a_rate_table(vocab: Vocabulary) -> None:
    """A "P50 tok/s" column, one row per load, gives one request's rate at each load."""
    text = (
        "Sweep of the 8B model on one L40S with vLLM:\n\n"
        "| Concurrency | P50 tok/s |\n|---|---|\n| 8 | 71.3 |\n| 64 | 44.6 |\n"
    )
    got = _read(text, vocab)
    assert got[71.3] == ("decode_tok_s", 8)
    assert got[44.6] == ("decode_tok_s", 64)


@pytest.mark.parametrize(
    "text",
    [
        "At 32 concurrent requests the 8B model on an L40S gave 41.7 tok/s (p90).",
        "With 32 concurrent requests on an L40S: 41.7 tok/s p90, the slowest tenth below it.",
    ],
)
def test_a_percentile_after_the_unit(text: str, vocab: Vocabulary) -> None:
    """A percentile right after the rate's unit is the rate's own statistic."""
    assert _read(text, vocab)[41.7][0] == "decode_tok_s"


@pytest.mark.parametrize(
    "text",
    [
        # the percentile is the latency's, the rate is the server's sum
        "At 32 concurrent requests the server sustained 1,840 tok/s with P99 latency of 2.1 s.",
        "At 32 concurrent requests: TTFT p50 0.4 s, 1,840 tok/s overall output.",
        # a median over repeated runs of the server's sum
        "At 32 concurrent requests the median of five runs was 1,840 tok/s.",
    ],
)
def test_other_statistics_keep_the_servers_sum(text: str, vocab: Vocabulary) -> None:
    """A latency's percentile, or a median over runs, leaves the load's reading alone."""
    assert _read(text, vocab)[1840.0][0] == "output_tok_s"


def test_a_rate_no_single_stream_reaches(vocab: Vocabulary) -> None:
    """A percentile of a rate above one stream's reach is of the server's sum."""
    text = "On 8 H100s at 256 concurrent requests: P50 throughput 21,400 tok/s."
    assert _read(text, vocab)[21400.0][0] == "output_tok_s"
