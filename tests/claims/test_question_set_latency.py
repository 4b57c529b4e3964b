"""A "latency" printed once for a whole question set (beside its count, or its accuracy and
throughput) is the set's duration, no request's time (reading rules §4; LABELLING, fifteenth
pass, ruling 3); a latency with no question set around it keeps its reading."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab)]


def test_a_question_sets_latency_is_no_claim(vocab: Vocabulary) -> None:
    printout = (
        "Ran the gsm8k script on sglang with 4xH100:\n\n"
        "Accuracy: 0.912\nInvalid: 0.001\nLatency: 52.3 s\nOutput throughput: 2210.5 token/s"
    )
    assert _read(printout, vocab) == [(2210.5, "output_tok_s")]
    table = (
        "| Benchmark | Latency (s) | Throughput (tok/s) | Accuracy | Num Questions |\n"
        "|---|---|---|---|---|\n| gsm8k | 41.2 | 512.3 | 0.91 | 200 |"
    )
    assert (41.2, "e2e_latency") not in _read(table, vocab)
    record = '{"mtbench": {"latency": 120.5, "output_throughput": 99.1, "num_questions": 80}}'
    assert (120.5, "e2e_latency") not in _read(record, vocab)


def test_a_latency_with_no_question_set_stays(vocab: Vocabulary) -> None:
    printout = (
        "Ran it on sglang with 4xH100:\n\n"
        "Invalid: 0.001\nLatency: 52.3 s\nOutput throughput: 2210.5 token/s"
    )
    assert (52.3, "e2e_latency") in _read(printout, vocab)
    table = (
        "| Model | Latency (ms) | Accuracy |\n|---|---|---|\n| Qwen int4 on vllm | 41.2 | 0.91 |"
    )
    assert _read(table, vocab) == [(41.2, "e2e_latency")]
