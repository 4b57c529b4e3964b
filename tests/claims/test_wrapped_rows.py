"""Tool output pasted as a table whose cells slid off their columns.

LABELLING (batch 107, column-shifted tool output): when a script that turned Ollama's verbose
stats into a table dropped a field, every cell sits under another field's name; the rates are
read in sequence (prompt eval rate, eval rate, alternating) and the durations and counts,
whose fields cannot be told, are not labelled. A table whose cells sit under their own
columns is read as before.
"""

from __future__ import annotations

from watcher.claims.extract import extract_claims
from watcher.rules import Vocabulary

_HEADER = (
    "| total duration | load duration | prompt eval count | prompt eval duration "
    "| prompt eval rate | eval count | eval duration | eval rate |\n"
    "|---|---|---|---|---|---|---|---|\n"
)


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab)]


def test_rates_of_a_wrapped_table_are_read_in_order_and_times_left_out(
    vocab: Vocabulary,
) -> None:
    text = (
        "### Model: phi3:mini\n\n" + _HEADER + "| 5.2s | 21 token(s) | 40.5ms | 518.52 tokens/s "
        "| 802 token(s) | 7.9s | 101.52 tokens/s | 6.1ms |\n"
        "| 25 token(s) | 33.3ms | 750.75 tokens/s | 290 token(s) | 2.9s | 99.01 tokens/s "
        "| 8.2ms | 12 token(s) |\n"
        "| 28.4ms | 422.54 tokens/s | 640 token(s) | 6.6s | 96.97 tokens/s | 7.4ms "
        "| 15 token(s) | 31.2ms |\n"
    )
    assert _read(text, vocab) == [
        (518.52, "prefill_tok_s"),
        (101.52, "decode_tok_s"),
        (750.75, "prefill_tok_s"),
        (99.01, "decode_tok_s"),
        (422.54, "prefill_tok_s"),
        (96.97, "decode_tok_s"),
    ]


def test_a_table_whose_cells_sit_under_their_columns_is_read_as_before(
    vocab: Vocabulary,
) -> None:
    text = (
        "### Model: phi3:mini\n\n" + _HEADER + "| 5.2s | 6.1ms | 21 token(s) | 40.5ms "
        "| 518.52 tokens/s | 802 token(s) | 7.9s | 101.52 tokens/s |\n"
        "| 3.1s | 8.2ms | 25 token(s) | 33.3ms | 750.75 tokens/s | 290 token(s) | 2.9s "
        "| 99.01 tokens/s |\n"
    )
    read = _read(text, vocab)
    assert (518.52, "prefill_tok_s") in read and (101.52, "decode_tok_s") in read
    assert (5.2, "e2e_latency") in read  # its total duration stays read, under its column


def test_one_stray_cell_does_not_make_a_table_wrapped(vocab: Vocabulary) -> None:
    text = (
        "| Model | Decode time | Eval rate |\n|---|---|---|\n"
        "| llama3:8b | 41.2 tokens/s | 41.2 tokens/s |\n"
        "| qwen2:7b | 5.1s | 44.8 tokens/s |\n"
    )
    read = _read(text, vocab)
    assert 44.8 in [v for v, _ in read]
    assert 5.1 in [v for v, _ in read]  # the time under its own column stays read
