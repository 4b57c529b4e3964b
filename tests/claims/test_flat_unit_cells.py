"""Flattened web tables whose figure cells carry a unit word after a space ("~45 tok/s").

Reading rules §2: a table row's figure takes its column's setup (a "Baseline" column is the
plain run, a method's column the method's); §4: units vary, and a unit may sit in each cell.
A page's table copied as text keeps one space between cells, so "~45 tok/s" is one cell, not
a figure and a stray word. Rows that mix such cells with attached units ("91.5GB") are read as
a table when every row writes the same unit in each column; a row whose unit words differ
down a column, or prose of the same words, keeps its old reading.
"""

from __future__ import annotations

from watcher.claims.extract import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, str, str | None]]:
    return sorted((c.value, c.metric, c.mode) for c in extract_claims(text, vocab))


def test_unit_cells_take_their_columns_method(vocab: Vocabulary) -> None:
    text = (
        "vLLM on one H100:\n\n"
        "Model Quantization Baseline Speed EAGLE-3 Speed Headroom\n"
        "Qwen3-4B 4-bit ~45 tok/s ~270 tok/s 91.5GB\n"
        "Qwen3-8B 4-bit ~22 tok/s ~135 tok/s 89.5GB\n"
        "Llama-3-8B 4-bit ~20 tok/s ~120 tok/s 89.5GB\n"
    )
    got = _read(text, vocab)
    assert (45.0, "decode_tok_s", "ar") in got
    assert (22.0, "decode_tok_s", "ar") in got
    assert (20.0, "decode_tok_s", "ar") in got
    assert (270.0, "decode_tok_s", "eagle") in got
    assert (120.0, "decode_tok_s", "eagle") in got


def test_a_memory_word_ends_a_sized_columns_name(vocab: Vocabulary) -> None:
    text = (
        "MLX on an M2 Max:\n\n"
        "Model Quantization Total Memory Baseline Speed Medusa Speed\n"
        "Qwen3-4B 4-bit ~4.5GB ~45 tok/s ~270 tok/s\n"
        "Qwen3-8B 4-bit ~6.5GB ~22 tok/s ~135 tok/s\n"
        "Llama-3-8B 4-bit ~6.5GB ~20 tok/s ~120 tok/s\n"
    )
    got = [(v, m, mode) for v, m, mode in _read(text, vocab) if m == "decode_tok_s"]
    assert (45.0, "decode_tok_s", "ar") in got
    assert (270.0, "decode_tok_s", "medusa") in got


def test_unit_words_that_differ_down_a_column_are_no_table(vocab: Vocabulary) -> None:
    text = (
        "vLLM on one H100:\n\n"
        "Model Quantization Baseline Speed EAGLE-3 Speed Headroom\n"
        "Qwen3-4B 4-bit ~45 tok/s ~270 ms 91.5GB\n"
        "Qwen3-8B 4-bit ~22 ms ~135 tok/s 89.5GB\n"
        "Llama-3-8B 4-bit ~20 tok/s ~120 ms 89.5GB\n"
    )
    got = _read(text, vocab)
    assert (45.0, "decode_tok_s", "ar") not in got
    assert (20.0, "decode_tok_s", "ar") not in got
