"""Token rates in a table whose rows slid off their headers (a tool's record wrapped across
rows): a rate under a duration or count header shows the shift, and the table's rates then
take its rate headers' phases in turn (reading rules §4: a prefill figure is never a decode
figure). A table whose rates stand under their own headers keeps them. Tables written for
these tests."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary

HEADER = (
    "| total duration | load duration | prompt eval count | prompt eval rate "
    "| eval count | eval rate |\n|---|---|---|---|---|---|\n"
)


def _rates(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab) if c.unit == "tok/s"]


def test_slid_rows_read_their_rates_in_turn(vocab: Vocabulary) -> None:
    text = HEADER + (
        "| 30.1ms | 464.52 tokens/s | 813 token(s) | 132.52 tokens/s | 7.6ms | 13 token(s) |\n"
        "| 430.97 tokens/s | 1139 token(s) | 129.28 tokens/s | 7.5ms | 16 token(s) "
        "| 525.91 tokens/s |\n"
    )
    assert _rates(text, vocab) == [
        (464.52, "prefill_tok_s"),
        (132.52, "decode_tok_s"),
        (430.97, "prefill_tok_s"),
        (129.28, "decode_tok_s"),
        (525.91, "prefill_tok_s"),
    ]


def test_rates_under_their_own_headers_keep_them(vocab: Vocabulary) -> None:
    text = HEADER + (
        "| 7.9s | 61.1ms | 18 token(s) | 294.38 tokens/s | 1003 token(s) | 104.06 tokens/s |\n"
        "| 8.7s | 85.9ms | 23 token(s) | 267.55 tokens/s | 642 token(s) | 137.60 tokens/s |\n"
    )
    assert _rates(text, vocab) == [
        (294.38, "prefill_tok_s"),
        (104.06, "decode_tok_s"),
        (267.55, "prefill_tok_s"),
        (137.6, "decode_tok_s"),
    ]


def test_a_slid_tables_times_are_no_claims(vocab: Vocabulary) -> None:
    """With the headers gone, total, load and generation durations cannot be told apart."""
    text = HEADER + (
        "| 30.1ms | 464.52 tokens/s | 813 token(s) | 132.52 tokens/s | 7.6ms | 13 token(s) |\n"
        "| 430.97 tokens/s | 1139 token(s) | 129.28 tokens/s | 7.5s | 16 token(s) "
        "| 525.91 tokens/s |\n"
    )
    assert [c.unit for c in extract_claims(text, vocab) if c.unit != "tok/s"] == []
