"""A unit-less time per token is in milliseconds from 1 up: no stream takes a second a token.

Reading rules §4: per-token latency (TPOT, ITL, ms/token) is a metric of its own, and a unit may
be left out. The reader decided a named time's unit by one threshold for every time metric
(50 and more is ms, below it s), so "TPOT came in at 42" read 42 seconds a token. A time to
first token keeps that threshold ("TTFT was 42" may be seconds), and a time per token below 1
is seconds ("TPOT was 0.04").
"""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


@pytest.mark.parametrize(
    "text",
    [
        "TPOT came in at 42 with vLLM on an H100.",
        "ITL was 38 on SGLang.",
        "Time per output token was 25 with TGI.",
        "The inter-token latency is 12 on our A100.",
    ],
)
def test_a_bare_time_per_token_is_milliseconds(text: str, vocab: Vocabulary) -> None:
    (claim,) = extract_claims(text, vocab)
    assert (claim.metric, claim.unit) == ("tpot", "ms")


@pytest.mark.parametrize(
    ("text", "metric", "unit"),
    [
        ("TPOT was 0.04 with vLLM.", "tpot", "s"),
        ("TTFT was 42 with vLLM.", "ttft", "s"),
        ("TTFT was 180 with vLLM.", "ttft", "ms"),
    ],
)
def test_other_bare_times_keep_their_threshold(
    text: str, metric: str, unit: str, vocab: Vocabulary
) -> None:
    (claim,) = extract_claims(text, vocab)
    assert (claim.metric, claim.unit) == (metric, unit)
