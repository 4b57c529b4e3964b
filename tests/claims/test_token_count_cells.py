"""A table cell that is a count of tokens ("1139 token(s)", "256 tokens") is no rate, even
when the row's first cell names tok/s (docs/READING_RULES.md §4: only a measurement of a
metric counts). The rate cells beside it stay."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab)]


def test_a_token_count_cell_takes_no_rate_from_its_row(vocab: Vocabulary) -> None:
    text = (
        "| eval rate | eval count | prompt count |\n|---|---|---|\n"
        "| 430.97 tokens/s | 1139 token(s) | 256 tokens |\n"
    )
    assert _read(text, vocab) == [(430.97, "decode_tok_s")]


def test_a_rate_cell_in_tokens_per_second_stays(vocab: Vocabulary) -> None:
    text = "| eval rate | eval count |\n|---|---|\n| 430.97 tokens/s | 52.1 tokens/s |\n"
    assert [v for v, _ in _read(text, vocab)] == [430.97, 52.1]
