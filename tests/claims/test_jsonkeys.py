"""Nested JSON results: a value's unit may sit in the key of the object that holds it."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary

RESULT = """```
{
  "model": "m",
  "ttft_ms": {
    "mean": 61.25,
    "p99": 90.5
  },
  "tokens_per_second": {
    "generation_mean": 151.75,
    "processing_mean": 812.25,
    "total_throughput": 140.5
  },
  "runs": {"count": 5},
  "requests_per_second": 2.25
}
```"""


def test_a_value_takes_the_unit_of_its_objects_key(vocab: Vocabulary) -> None:
    got = [(c.value, c.metric, c.stat) for c in extract_claims(RESULT, vocab)]
    assert got == [
        (61.25, "ttft", "mean"),
        (90.5, "ttft", "p99"),
        (151.75, "decode_tok_s", "mean"),
        (812.25, "prefill_tok_s", "mean"),
        (140.5, "total_tok_s", None),
    ]


def test_unbalanced_or_deep_braces_do_not_break_the_reader(vocab: Vocabulary) -> None:
    text = "}" * 50 + '{"ttft_ms": {"mean": 12.5}' + "{" * 5000
    got = [(c.value, c.metric) for c in extract_claims(text, vocab)]
    assert got == [(12.5, "ttft")]
