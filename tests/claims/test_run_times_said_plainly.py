"""A run's time said plainly (docs/READING_RULES.md §4: end-to-end latency and per-token
latency are distinct metrics; load, build and setup times are no claims): "the reply takes
14 s" is a whole request's time as "took" is, "Total Generation Time: 18.4s" too, and
"0.09 seconds to generate a token" is one token's; a step around the run ("takes 2 hours to
quantize", "the setup takes 15 minutes", "15 s to process 64 tokens") stays unread."""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _times(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [
        (c.value, c.metric)
        for c in extract_claims(text, vocab)
        if c.metric in ("e2e_latency", "tpot", "ttft")
    ]


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "On my 3090 the reply takes 23 seconds with the 8-bit model.",
            [(23.0, "e2e_latency")],
        ),
        ("- Total Generation Time: 41.7s", [(41.7, "e2e_latency")]),
        ("On the L4 it needs about 0.045 seconds to generate a token.", [(0.045, "tpot")]),
    ],
)
def test_a_run_time_said_plainly_is_read(
    text: str, want: list[tuple[float, str]], vocab: Vocabulary
) -> None:
    """ "takes 23 seconds", "Total Generation Time", "seconds to generate a token"."""
    assert _times(text, vocab) == want


@pytest.mark.parametrize(
    "text",
    [
        "Converting the checkpoint takes 3 hours to quantize on this box.",
        "It takes 40 minutes to download the weights.",
        "The whole setup takes 12 minutes the first time.",
        "The NPU takes roughly 9 seconds to process 128 tokens of prompt.",
    ],
)
def test_a_step_around_the_run_stays_unread(text: str, vocab: Vocabulary) -> None:
    """Quantizing, downloading, setting up and prompt processing take time; no request does."""
    assert _times(text, vocab) == []
