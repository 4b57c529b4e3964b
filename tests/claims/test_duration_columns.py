"""A table column named only for a duration ("Duration", "Total duration") holds a request's
seconds, as a "TTFT" column holds milliseconds (reading rules §4: a unit may sit only in a
header, or be left out of it); a Go-printed duration in a cell ("2m46.198225633s", "1m
4.3s") is read whole. A step's duration ("Load duration", "Eval duration") and a whole
benchmark's stay unread. Tables made up for these tests.
"""

from __future__ import annotations

import pytest

from watcher.claims.extract import extract_claims
from watcher.rules import Vocabulary


def _e2e(text: str, vocab: Vocabulary) -> list[float]:
    return [c.value for c in extract_claims(text, vocab) if c.metric == "e2e_latency"]


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "| GPU | Model | PP/s | TTFT | TG/s | Duration |\n|---|---|---|---|---|---|\n"
            "| RTX 3090 | llama3:8b | 1811.20 | 0.31 | 96.40 | 6.82 |\n"
            "| RTX 3090 | llama3:8b | 1790.05 | 0.44 | 95.10 | 9.13 |\n",
            [6.82, 9.13],
        ),
        (
            "| Prompt | Tokens | Total duration |\n|---|---|---|\n| short | 120 | 3.4 |\n"
            "| long | 800 | 17.9 |\n",
            [3.4, 17.9],
        ),
        (
            "Model | Total Duration | Load Duration | Eval Rate |\n---|---|---|---|\n"
            "mistral | 2m46.198225633s | 6.1ms | 1.3 tokens/s |\n"
            "mistral | 1m 4.327686216s | 5.8ms | 1.4 tokens/s |\n",
            [166.198225633, 64.327686216],
        ),
    ],
)
def test_a_duration_column_is_a_requests_time(
    text: str, want: list[float], vocab: Vocabulary
) -> None:
    assert _e2e(text, vocab) == pytest.approx(want)


@pytest.mark.parametrize(
    "text",
    [
        # a step's duration is no claim (reading rules §4: load times)
        "| Model | Load duration | Eval duration |\n|---|---|---|\n| qwen | 2.61 | 7.55 |\n",
        # a whole benchmark's duration over many requests
        "| Concurrency | Successful requests | Duration | Output tok/s |\n|---|---|---|---|\n"
        "| 8 | 100 | 60.2 | 500 |\n| 16 | 100 | 40.5 | 900 |\n",
        # a duration column that names a step of work, not a request
        "| Stage | Build duration |\n|---|---|\n| compile | 41.2 |\n",
    ],
)
def test_a_steps_or_a_whole_runs_duration_stays_unread(text: str, vocab: Vocabulary) -> None:
    assert _e2e(text, vocab) == []
