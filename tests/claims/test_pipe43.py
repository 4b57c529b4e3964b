"""A table key naming one request's or one generation's whole time makes the seconds in its
cells `e2e_latency` (reading rules §4: end-to-end latency is a distinct metric and its name
may sit only in a header; LABELLING: "a run's generation time … is `e2e_latency`", "Mean
generation time per run is `e2e_latency`", "'Avg per Request' ranges are `e2e_latency`",
"AIfred's per-turn 'Inference' seconds are `e2e_latency`"). Keys naming a phase, a step around
the run or a whole benchmark's span keep their own reading.
"""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.claims.request_time_keys import names_request_time
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> dict[float, str]:
    return {c.value: c.metric for c in extract_claims(text, vocab)}


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "| Card | Mean tok/s | Mean generation time |\n|---|---|---|\n"
            "| RTX 4090 | 61.2 | 7.85 s |\n",
            {61.2: "decode_tok_s", 7.85: "e2e_latency"},
        ),
        (
            "| Model | Generation time (s) | Output tokens |\n|---|---|---|\n"
            "| Qwen3-8B on vLLM, H100 | 4.2s | 512 |\n",
            {4.2: "e2e_latency"},
        ),
        (
            "| Phase | Before the fix | After the fix |\n|---|---|---|\n"
            "| Inference | 14.3s | 11.9s |\n",
            {14.3: "e2e_latency", 11.9: "e2e_latency"},
        ),
        (
            "| Server | Clients | Avg per request |\n|---|---|---|\n| SGLang | 8 | 1.1–3.4 s |\n",
            {2.25: "e2e_latency"},
        ),
        (
            "| Setup | Time per query |\n|---|---|\n| llama.cpp on M2 Max | 850 ms |\n",
            {850.0: "e2e_latency"},
        ),
    ],
)
def test_request_time_key_reads_seconds(
    text: str, want: dict[float, str], vocab: Vocabulary
) -> None:
    got = _read(text, vocab)
    for value, metric in want.items():
        assert got.get(value) == metric, (value, got)


@pytest.mark.parametrize(
    "text",
    [
        # a step around the run, a phase, a whole benchmark's span
        "| Engine | Load time | Prompt eval time |\n|---|---|---|\n| vLLM | 31.5s | 0.42s |\n",
        "| Engine | Token generation time |\n|---|---|\n| vLLM | 0.031s |\n",
        "| Engine | Requests | Total Time |\n|---|---|---|\n| vLLM | 64 | 48.7s |\n",
        # a generation time beside the prompt's and the whole run's is the decode phase's
        "| Run | Processing Time | Generation Time | Total Time |\n|---|---|---|---|\n"
        "| 1 | 4.1s | 12.6s | 16.7s |\n",
        "| Engine | Generation time | Latency |\n|---|---|---|\n"
        "| TensorRT-LLM | 812 ms | 905 ms |\n",
        # a generation time keying a row is left to the row's other readings
        "| Step | Split A |\n|---|---|\n| Generation time | 7.4s |\n",
    ],
)
def test_other_time_keys_stay_unread_as_e2e(text: str, vocab: Vocabulary) -> None:
    # the phase's, step's or benchmark's times; a run's "Total Time" or "Latency" may be read
    phase_times = {4.1, 12.6, 812.0, 7.4, 31.5, 0.42, 0.031, 48.7}
    read = [(c.value, c.metric) for c in extract_claims(text, vocab)]
    assert not [(v, m) for v, m in read if v in phase_times and m == "e2e_latency"], read


def test_a_narrower_time_name_beside_the_key_decides(vocab: Vocabulary) -> None:
    text = "| Metric | Inference |\n|---|---|\n| TTFT | 0.21 s |\n"
    assert {c.metric for c in extract_claims(text, vocab)} <= {"ttft"}


@pytest.mark.parametrize(
    ("key", "want"),
    [
        ("**Mean generation time**", True),
        ("Avg per Request", True),
        ("Inference", True),
        ("Response time (s)", True),
        ("Token generation time", False),
        ("Total Time", False),
        ("Inference engine", False),
        ("Requests", False),
    ],
)
def test_names_request_time(key: str, want: bool) -> None:
    assert names_request_time(key) is want
