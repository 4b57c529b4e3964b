"""A web page's table pasted as single-spaced lines whose cells carry their unit words or are
ranges ("2.8-3.5 44.5 ГБ 18.7 сек") is read as that table (reading rules §4: a unit in a cell
is the cell's); it is a table only when every row carries the same units in the same
columns. Header names are cut at units, brackets and memory words, or as parallel names
("Batch Size 1 Batch Size 8", "1 draft 2 drafts 3 drafts")."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.claims.spaced import spaced
from watcher.rules import Vocabulary

RU = (
    "Модель Конфигурация Токенов/с (генерация) Загрузка VRAM Анализ PDF (10 стр.)\n"
    "Qwen3-32B AWQ 4-bit, 2x3090 12.1-14.5 21.3 ГБ 9.2 сек\n"
    "Mistral 7B GGUF Q4_K_M, 2x3090 40.2-44.8 6.7 ГБ 3.1 сек\n"
    "Mistral 7B GGUF Q4_K_M, 1x3090 38.0-41.6 6.7 ГБ 3.4 сек"
)
EN = (
    "Results on 2x H100, FP8:\n\n"
    "Engine Decode tok/s Peak VRAM E2E latency (s)\n"
    "vLLM 12.1-14.5 38.7 GB 7.4 s\n"
    "SGLang 20-23 40.1 GB 5.5 s\n"
    "llama.cpp 9.5-11 35.0 GB 9.1 s\n"
)


def test_cells_with_unit_words_and_ranges_are_a_table() -> None:
    got = spaced(RU)
    assert got is not None
    _, header, rows = got
    assert header == [
        "Модель Конфигурация",
        "Токенов/с (генерация)",
        "Загрузка VRAM",
        "Анализ PDF (10 стр.)",
    ]
    assert rows[1] == ["Mistral 7B GGUF Q4_K_M, 2x3090", "40.2-44.8", "6.7 ГБ", "3.1 сек"]


def test_russian_table_is_read_per_row(vocab: Vocabulary) -> None:
    got = [(c.metric, c.value, c.gpu_count) for c in extract_claims(RU, vocab)]
    assert ("decode_tok_s", 13.3, 2) in got
    assert ("memory", 21.3, 2) in got
    assert ("decode_tok_s", 39.8, 1) in got


def test_english_table_is_read_per_row(vocab: Vocabulary) -> None:
    got = [(c.metric, c.value_min or c.value, c.engine) for c in extract_claims(EN, vocab)]
    assert got == [
        ("decode_tok_s", 12.1, "vllm"),
        ("memory", 38.7, "vllm"),
        ("e2e_latency", 7.4, "vllm"),
        ("decode_tok_s", 20.0, "sglang"),
        ("memory", 40.1, "sglang"),
        ("e2e_latency", 5.5, "sglang"),
        ("decode_tok_s", 9.5, "llama.cpp"),
        ("memory", 35.0, "llama.cpp"),
        ("e2e_latency", 9.1, "llama.cpp"),
    ]


def test_rows_whose_units_differ_by_column_are_no_table() -> None:
    """A unit word in one row's column and another's in the next: prose, not columns."""
    text = (
        "Engine Decode tok/s Peak VRAM E2E latency (s)\n"
        "vLLM 12.1-14.5 38.7 GB 7.4 s\n"
        "SGLang 20-23 40.1 s 5.5 GB\n"
        "llama.cpp 9.5-11 35.0 GB 9.1 s"
    )
    assert spaced(text) is None


def test_prose_lines_with_figures_and_units_are_no_table(vocab: Vocabulary) -> None:
    text = (
        "We tried three setups this week and wrote down what we saw\n"
        "vLLM ran at 12.1-14.5 and used 38.7 GB in 7.4 s\n"
        "SGLang ran at 20-23 and used 40.1 GB in 5.5 s\n"
        "llama.cpp ran at 9.5-11 and used 35.0 GB in 9.1 s"
    )
    assert spaced(text) is None


def test_a_header_of_parallel_names_is_cut_before_each() -> None:
    text = (
        "Version Batch Size 1 Batch Size 8 Batch Size 16\n"
        "Torch 2.0.1 41.2 323.2 640.0\n"
        "lyraFast 125.9 948.1 1749.3"
    )
    got = spaced(text)
    assert got is not None
    assert got[1] == ["Version", "Batch Size 1", "Batch Size 8", "Batch Size 16"]
    assert got[2][0] == ["Torch 2.0.1", "41.2", "323.2", "640.0"]


def test_counted_names_and_changes_beside_figures() -> None:
    text = (
        "prompt no MTP 1 draft 2 drafts 3 drafts\n"
        "essay 14.29 14.74 (+3%) 13.61 (-5%) 11.26 (-21%)\n"
        "code edit 12.61 15.16 (+20%) 16.65 (+32%) 17.55 (+39%)\n"
        "translation 13.30 15.77 (+19%) 15.51 (+17%) 14.97 (+13%)"
    )
    got = spaced(text)
    assert got is not None
    assert got[1] == ["prompt", "no MTP", "1 draft", "2 drafts", "3 drafts"]
    assert got[2][1] == ["code edit", "12.61", "15.16 (+20%)", "16.65 (+32%)", "17.55 (+39%)"]


def test_two_rows_under_a_header_of_unlike_names_are_no_table() -> None:
    """Two rows need a header that is plainly a table's: parallel names, or units."""
    text = "Version Speed Memory Size\nTorch 2.0.1 41.2 323.2 640.0\nlyraFast 125.9 948.1 1749.3"
    assert spaced(text) is None


def test_flat_reading_leaves_ranges_and_unit_words_whole(vocab: Vocabulary) -> None:
    """A flattened reading that would cut "38.7 GB" into a figure and a text cell, or take
    "12.1-14.5" for a name, is no reading: the figure under its own column stays a memory."""
    got = {(c.metric, c.value) for c in extract_claims(EN, vocab)}
    assert ("decode_tok_s", 38.7) not in got
