"""A multiple written straight before the speed it multiplies ("~2x token generation speed",
"2.2x performance") is a speedup (reading rules §4: a speedup is a relative figure of a
metric), however few other words stand around it. A speed per watt is an efficiency, and "at
4x speed" (a video played fast) multiplies no run. Sentences written for these tests."""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _multiples(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab) if c.unit == "x"]


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("~2x token generation speed in Qwen3 32B on my two cards.", 2.0),
        ("We measured 3.1x decode speed on one RTX 4090.", 3.1),
        ("The new kernels give 1.8x inference speed.", 1.8),
        ("Ollama leaves 2.2× performance on the table for MoE models.", 2.2),
    ],
)
def test_a_multiple_before_a_speed_is_a_speedup(text: str, want: float, vocab: Vocabulary) -> None:
    assert _multiples(text, vocab) == [(want, "speedup")]


@pytest.mark.parametrize(
    "text",
    [
        "The demo video plays at 4x speed.",  # a video played fast
        "The chip claims 10x performance per watt over the last one.",  # an efficiency
        "We use 2x RTX 3090 cards for this speed test.",  # a count of cards
    ],
)
def test_no_speedup_where_the_speed_is_no_runs(text: str, vocab: Vocabulary) -> None:
    assert _multiples(text, vocab) == []
