"""Keys that spell their unit out in words over a slash (docs/READING_RULES.md §4: units
vary, and a unit may sit only in a label away from its number). A time per token is the
per-token latency, a time per request one request's end-to-end latency; a key that is a
setting names no measurement. Each text is made up for the test, not taken from the
evaluation set."""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab)]


@pytest.mark.parametrize(
    ("line", "value", "metric"),
    [
        ("Average seconds/token (queue time included): 0.07", 0.07, "tpot"),
        ("Mean milliseconds/output_token: 41.25", 41.25, "tpot"),
        ("Median milliseconds/token (server side): 19.8", 19.8, "tpot"),
        ("Average milliseconds/request (queue time included): 15230.5", 15230.5, "e2e_latency"),
        ("Mean seconds/request: 12.9", 12.9, "e2e_latency"),
    ],
)
def test_a_unit_spelled_in_the_key_is_the_figures_unit(
    vocab: Vocabulary, line: str, value: float, metric: str
) -> None:
    """The value stands alone; its key says it is a time per token or per request."""
    assert (value, metric) in _read(line, vocab)


def test_a_summary_block_reads_each_key(vocab: Vocabulary) -> None:
    """Three keyed lines of one summary: three figures, each with its own metric."""
    text = (
        "Summary of the run\n"
        "Average seconds/token (with waiting): 0.05\n"
        "Average milliseconds/request (with waiting): 9120.4\n"
        "Average milliseconds/output_token (with waiting): 48.3\n"
    )
    got = _read(text, vocab)
    assert (0.05, "tpot") in got
    assert (9120.4, "e2e_latency") in got
    assert (48.3, "tpot") in got


@pytest.mark.parametrize(
    "line",
    [
        "timeout seconds/request: 30",
        "max milliseconds/token = 50",
        "Target milliseconds/token: 25",
        "--wait seconds/request=5",
        "Average milliseconds/request: 0",
    ],
)
def test_a_setting_key_or_a_zero_is_no_claim(vocab: Vocabulary, line: str) -> None:
    """A bound one sets, however its key spells a time unit, is no measurement."""
    assert _read(line, vocab) == []


def test_a_unit_written_after_the_value_is_not_read_twice(vocab: Vocabulary) -> None:
    """ "seconds/token: 0.06 s" leaves the value to the reader of its trailing unit."""
    got = _read("Average seconds/token: 0.06 s", vocab)
    assert [v for v, _ in got].count(0.06) <= 1
