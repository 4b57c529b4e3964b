"""A duration that covers a whole run of several requests is no `e2e_latency` (reading rules
§4: end-to-end latency is one request's time; LABELLING, fourteenth pass, ruling 2), and an
option's value sets a run's length without measuring it. One request's or one generation's
total keeps its reading. Sentences made up for these tests.
"""

from __future__ import annotations

import pytest

from watcher.claims.extract import extract_claims
from watcher.rules import Vocabulary


def _e2e(text: str, vocab: Vocabulary) -> list[float]:
    return [c.value for c in extract_claims(text, vocab) if c.metric == "e2e_latency"]


@pytest.mark.parametrize(
    "text",
    [
        # a serving client's report: the total over 400 requests at a request rate
        "```\nSuccessful requests: 400\nTotal time: 88.31 s\nThroughput: 4.53 requests/s\n```",
        "```\nTotal time: 212.40 s\nThroughput: 1.88 requests/s\n```",
        # a profile script's printout under a concurrency of 32
        "```\nconcurrency: 32, input_tokens: 128, output_tokens: 512\nelapsed_time: 96.75s\n```",
        # a JSON summary of seven runs
        '```\n{\n  "num_runs": 7,\n  "total_time_seconds": 12.5,\n  "ttft_ms": 40.1\n}\n```',
        # a key-value report with a count of prompts
        "Run summary\nNumber of prompts: 250\nTotal latency (ms): 90412.7\n",
        # prose: a wall time for a set of concurrent users
        "The patched build cut wall time to 7.1s vs 15.4s for 24 concurrent users.",
        # a list under a lead line naming a multi-turn chat
        "Model A vs model B (8-turn chat):\n\n- Total Time: 140.2s → 121.7s\n- Avg: 30 t/s\n",
        "全部 500 个请求的总耗时为 183 秒。",
    ],
)
def test_a_whole_runs_duration_is_no_request_latency(text: str, vocab: Vocabulary) -> None:
    assert _e2e(text, vocab) == []


def test_an_options_duration_is_a_setting(vocab: Vocabulary) -> None:
    text = "```\nloadgen --target http://host:8000 --duration 90s --warmup 15s --rate 20\n```"
    assert _e2e(text, vocab) == []


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a statistic over requests stays one request's time, beside the run's total
        (
            "```\nSuccessful requests: 400\nTotal time: 88.31 s\nMean E2E (ms): 2210.4\n```",
            [2210.4],
        ),
        (
            "```\nTotal time: 212.40 s\nThroughput: 1.88 requests/s\nAverage latency: 40.2 s\n```",
            [40.2],
        ),
        # a report of one request: its total is that request's time
        (
            "```\nSuccessful requests: 1\nTotal time: 6.42 s\nThroughput: 0.16 requests/s\n```",
            [6.42],
        ),
        # one generation's totals, as llama.cpp, Ollama and koboldcpp print them
        (
            "```\nllama_print_timings:       total time =    4410.22 ms /   301 tokens\n```",
            [4410.22],
        ),
        ("```\ntotal duration:       9.118204s\nload duration:        20.1ms\n```", [9.118204]),
        # a single-turn item under its lead line keeps its time
        (
            "Model A vs model B (one long single-turn prompt):\n\n- Total Time: 52.3s → 47.9s\n",
            [
                52.3,
                47.9,
            ],
        ),
        # prose: one request's time, in a run that served several users
        ("With 8 concurrent users, the p99 end-to-end latency was 3.4 s.", [3.4]),
    ],
)
def test_one_requests_time_keeps_its_reading(
    text: str, want: list[float], vocab: Vocabulary
) -> None:
    assert _e2e(text, vocab) == want


def test_a_rows_concurrency_makes_its_total_the_runs(vocab: Vocabulary) -> None:
    """In a row run at concurrency 16 the "Total time" column spans sixteen requests at once;
    the row's mean stays a request's time."""
    text = "| Concurrency | Total time (s) | Mean E2E (s) |\n|---|---|---|\n| 16 | 42.1 | 3.2 |\n"
    assert _e2e(text, vocab) == [3.2]
