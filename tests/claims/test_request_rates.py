"""A token rate beside a request rate: a tool's measured pair, or a rate served at a load.

Reading rules §4: a request rate (QPS) is not a concurrency, and per-user rates, aggregate
output and total throughput are distinct metrics. A serving tool prints its request rate and
its token rate side by side ("24.3 requests/s, 12,453 tokens/s": the token rate there is its
total); a request rate the run was *served at* ("at a request rate of 8 req/s") is the load,
and the token rate after it is the server's output, or one user's where the words say so.
"""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _metrics(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab)]


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # the request rate is the load: the rate after it is the server's, or one user's
        (
            "We serve at a request rate of 8 req/s, 77 tok/s per user, with vLLM on an H100.",
            [(77.0, "decode_tok_s")],
        ),
        ("Under 4 QPS, 900 tok/s of output on 8x H100 with SGLang.", [(900.0, "output_tok_s")]),
        ("At a request rate of 8 req/s, 770 tok/s.", [(770.0, "output_tok_s")]),
        ("@ 2.5 req/s, 41 tok/s per request.", [(41.0, "decode_tok_s")]),
        ("At a steady 3 req/s, 610 tok/s across the server.", [(610.0, "output_tok_s")]),
        # a measured pair, its output rate named: the server's output
        ("Request throughput: 5.1 req/s, output 2,400 tok/s", [(2400.0, "output_tok_s")]),
        (
            "6.8 req/s and generation throughput 1,900 tok/s on 8x H100",
            [(1900.0, "output_tok_s")],
        ),
    ],
)
def test_a_rate_served_at_a_load(
    text: str, want: list[tuple[float, str]], vocab: Vocabulary
) -> None:
    assert _metrics(text, vocab) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a tool's measured pair, no phase named: the second is the total
        ("Throughput: 24.3 requests/s, 12,453 tokens/s", [(12453.0, "total_tok_s")]),
        ("We measured 5.1 req/s and 2,600 tokens/s.", [(2600.0, "total_tok_s")]),
        ("That is 8 req/s, 1,200 tok/s.", [(1200.0, "total_tok_s")]),
        # a decode speed named as such stays one stream's, whatever the load
        ("At 2 req/s, decode speed is 40 tok/s.", [(40.0, "decode_tok_s")]),
        # a request rate after its rate is a load too (unchanged)
        ("The server gave 526 tok/s at 4 QPS.", [(526.0, "output_tok_s")]),
    ],
)
def test_a_measured_pair_keeps_its_total(
    text: str, want: list[tuple[float, str]], vocab: Vocabulary
) -> None:
    assert _metrics(text, vocab) == want
