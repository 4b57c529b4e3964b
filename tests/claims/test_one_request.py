"""A serving report of one request (one_request.py): its output and peak lines are one
stream's rate (decode_tok_s); a report of many requests stays the server's (output_tok_s)."""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _result(requests: int, output: str = "41.30", peak: str = "44.00") -> str:
    return (
        "============ Serving Benchmark Result ============\n"
        f"Successful requests:                     {requests}\n"
        "Benchmark duration (s):                  12.40\n"
        f"Output token throughput (tok/s):         {output}\n"
        f"Peak output token throughput (tok/s):    {peak}\n"
        "Total token throughput (tok/s):          902.10\n"
        "==================================================\n"
    )


def _report(requests: int) -> str:
    return f"```\n{_result(requests)}```\n"


def _metrics(text: str, vocab: Vocabulary) -> dict[float, str]:
    return {c.value: c.metric for c in extract_claims(text, vocab)}


def test_one_request_makes_output_and_peak_lines_one_streams(vocab: Vocabulary) -> None:
    """With one request sent, the output and peak output lines are decode; total stays total."""
    got = _metrics(_report(1), vocab)
    assert got[41.3] == "decode_tok_s"
    assert got[44.0] == "decode_tok_s"
    assert got[902.1] == "total_tok_s"


@pytest.mark.parametrize("requests", [10, 200])
def test_many_requests_keep_the_servers_output(vocab: Vocabulary, requests: int) -> None:
    """A report of many requests keeps its output and peak lines the server's."""
    got = _metrics(_report(requests), vocab)
    assert got[41.3] == "output_tok_s"
    assert got[44.0] == "output_tok_s"


def test_the_nearest_report_above_decides(vocab: Vocabulary) -> None:
    """A one-request report earlier in the block does not make a later report's rates one
    stream's when that report sent many requests."""
    text = f"```\n{_result(1, '7.70', '8.00')}{_result(64)}```\n"
    got = _metrics(text, vocab)
    assert got[7.7] == "decode_tok_s"
    assert got[41.3] == "output_tok_s"


def test_a_one_in_another_key_is_no_request_count(vocab: Vocabulary) -> None:
    """ "Failed requests: 1" counts no request that ran: the report stays the server's."""
    text = _report(32).replace(
        "Benchmark duration (s):                  12.40\n",
        "Failed requests:                         1\n",
    )
    assert _metrics(text, vocab)[41.3] == "output_tok_s"
