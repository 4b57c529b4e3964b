"""Figures the reading rules say are no claims, though written like one.

A bound sign right after a speed or latency metric's name states a criterion's bar ("TTFT <
100ms", "throughput > 10 tok/s"): docs/READING_RULES.md §2 (goals and targets are not
measurements), LABELLING (a Target column's "< 80ms, > 100 tps", MLPerf's TTFT thresholds).
A bound a run reports, an arrow's change, and a plain measured figure stay.
"""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab)]


def test_a_bound_after_a_metric_name_is_a_bar(vocab: Vocabulary) -> None:
    text = (
        "A voice assistant needs:\n\n"
        "- **Time to First Token (TTFT) < 250ms** so replies feel instant\n"
        "- **Sustained throughput > 15 tokens/sec** so speech never stalls\n"
    )
    assert _read(text, vocab) == []
    assert _read("Acceptance: TTFT(p95)<2s；TPOT(P95)<90ms", vocab) == []
    assert _read("- **Gateway Response Time**: < 30ms overhead", vocab) == []


def test_measured_bounds_changes_and_plain_figures_stay(vocab: Vocabulary) -> None:
    assert _read("On the L40S we measured TTFT < 120 ms at batch 1.", vocab) == [(120.0, "ttft")]
    assert _read("TPOT 44.1 -> 29.7 ms after the fix.", vocab) == [
        (44.1, "tpot"),
        (29.7, "tpot"),
    ]
    assert _read("Sustained throughput: 17 tokens/sec on a 4090 with llama.cpp.", vocab) == [
        (17.0, "decode_tok_s")
    ]
