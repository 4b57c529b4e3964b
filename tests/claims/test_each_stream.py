"""A rate "each" in a sentence about many streams is one stream's, even past the total.

Reading rules §4: decode_tok_s is one stream or per user; aggregate output is a distinct
metric. "vLLM serves 64 concurrent users at 1.9k tok/s total (≈30 tok/s each)" read the 30 as
the server's output: "each" made a rate one user's share only when the streams were named in
the figure's own words, and here the total's clause stands between.
"""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _metrics(text: str, vocab: Vocabulary) -> dict[float, str]:
    return {c.value: c.metric for c in extract_claims(text, vocab)}


@pytest.mark.parametrize(
    ("text", "each"),
    [
        (
            "On 2 × MI300X, vLLM serves 64 concurrent users at 1.9k tok/s total (≈30 tok/s each).",
            30.0,
        ),
        (
            "SGLang kept 128 concurrent requests going on one H200, at 2,900 tok/s in aggregate"
            " or about 23 tok/s each.",
            23.0,
        ),
        (
            "Our load test held 64 sessions on vLLM: 1,850 tok/s overall, 29 tok/s each.",
            29.0,
        ),
        (
            "vLLM took 100 concurrent users on an A100 — 2,400 tok/s combined, roughly 24 tok/s"
            " each.",
            24.0,
        ),
    ],
)
def test_each_streams_share_is_one_streams_rate(text: str, each: float, vocab: Vocabulary) -> None:
    assert _metrics(text, vocab)[each] == "decode_tok_s"


@pytest.mark.parametrize(
    ("text", "each"),
    [
        # shared over cards since the streams were named: each card's output
        ("The cluster took 256 requests across 4 nodes at 9,000 tok/s each.", 9000.0),
    ],
)
def test_a_share_of_each_card_stays_output(text: str, each: float, vocab: Vocabulary) -> None:
    assert _metrics(text, vocab)[each] == "output_tok_s"
