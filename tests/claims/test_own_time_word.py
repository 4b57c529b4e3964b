"""A time phrase after a figure that leads to a number of its own is that number's.

Reading rules §4: time to first token and per-token latency are distinct metrics, and each
figure takes its own. "TTFT p50 is 180 ms and TPOT 12 ms" read the 180 as a TPOT: the nearest
time phrase won, and "TPOT" right after "180 ms and" lay nearer than "TTFT" before "p50 is".
"""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _metrics(text: str, vocab: Vocabulary) -> dict[float, str]:
    return {c.value: c.metric for c in extract_claims(text, vocab)}


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("TTFT p50 is 180 ms and TPOT 12 ms on a single H100.", {180.0: "ttft", 12.0: "tpot"}),
        (
            "Median TTFT was 0.42 s and median TPOT 18 ms with vLLM on an A100.",
            {0.42: "ttft", 18.0: "tpot"},
        ),
        ("First token after 900 ms and ITL of 35 ms.", {900.0: "ttft", 35.0: "tpot"}),
        ("Time per output token is 21 ms and TTFT: 640 ms.", {21.0: "tpot", 640.0: "ttft"}),
        ("ITL p99 was 40 ms and TTFT 300 ms.", {40.0: "tpot", 300.0: "ttft"}),
        (
            "Inter-token latency sits near 40 ms and TTFT around 300 ms.",
            {40.0: "tpot", 300.0: "ttft"},
        ),
        ("The first token came after 2.1 s and TPOT was 55 ms.", {2.1: "ttft", 55.0: "tpot"}),
        ("TPOT p90 hit 40 ms and E2E 9.5 s.", {40.0: "tpot", 9.5: "e2e_latency"}),
    ],
)
def test_each_time_takes_the_phrase_before_it(
    text: str, want: dict[float, str], vocab: Vocabulary
) -> None:
    assert _metrics(text, vocab) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # the phrase after the figure names it: no phrase before leads elsewhere
        ("180 ms TTFT and 12 ms TPOT.", {180.0: "ttft", 12.0: "tpot"}),
        ("We measured 850 ms to first token.", {850.0: "ttft"}),
        # a bare latency before, a specific phrase after with no number of its own
        ("Latency is 35 ms per token on the 4090.", {35.0: "tpot"}),
        ("Latency: 180 ms to first token", {180.0: "ttft"}),
    ],
)
def test_a_phrase_after_without_its_own_number_still_names_the_figure(
    text: str, want: dict[float, str], vocab: Vocabulary
) -> None:
    assert _metrics(text, vocab) == want
