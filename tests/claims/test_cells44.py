"""A setup word written inside a table cell that holds a figure is that figure's alone.

Reading rules §2: the nearest enclosing unit decides first. A row's setup columns (a header
naming the device, GPUs, engine, precision or method) and its label cell describe the whole
row; "95 tok/s (2 GPUs)" or "7000 tok/s (FP8)" in one cell states the setup of that cell's
figure only, as a clause does within its sentence (LABELLING: a "35 (CPU)" throughput cell
names CPU and gets no hardware while its row's TTFT cell keeps the header's A100; "320ms
(A100×8) / 120ms(A100×2)" with each cell's GPUs). The reader gave the count, card, engine,
precision and method of one cell to every figure of the row.
"""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary

_FIELDS = ("engine", "mode", "hardware", "gpu_count", "precision")


def _fields(text: str, vocab: Vocabulary) -> dict[float, dict[str, object]]:
    return {c.value: {f: getattr(c, f) for f in _FIELDS} for c in extract_claims(text, vocab)}


def _table(header: str, *rows: str) -> str:
    cols = header.count("|") - 1
    return "\n".join([header, "|" + "---|" * cols, *rows]) + "\n"


# ---- must fire: a cell's setup word does not reach the row's other figures ----


@pytest.mark.parametrize(
    ("text", "value", "field", "holder", "held"),
    [
        (  # a count in one cell: the TTFT beside it ran on no stated count
            "Llama 3 8B results:\n\n"
            + _table(
                "| Engine | Decode | TTFT |",
                "| vLLM | 95 tok/s (2 GPUs) | 120 ms |",
                "| SGLang | 110 tok/s | 90 ms |",
            ),
            120.0,
            "gpu_count",
            95.0,
            2,
        ),
        (  # "单卡" in the throughput cell counts that cell's card only
            _table("| 框架 | 吞吐量 | 延迟 |", "| vLLM | 180 tok/s（单卡） | 50 ms |"),
            50.0,
            "gpu_count",
            180.0,
            1,
        ),
        (  # a precision in the prefill cell is the prefill run's
            "Llama 3 8B on H100 with vLLM:\n\n"
            + _table(
                "| Model | Decode | Prefill |", "| Llama 3 8B | 95 tok/s | 7000 tok/s (FP8) |"
            ),
            95.0,
            "precision",
            7000.0,
            "FP8",
        ),
        (  # a drafting method in the decode cell
            _table("| Model | Decode | TTFT |", "| Qwen3 8B | 95 tok/s with EAGLE-3 | 40 ms |"),
            40.0,
            "mode",
            95.0,
            "eagle",
        ),
        (  # a card in the decode cell
            _table("| Engine | Decode | TTFT |", "| vLLM | 95 tok/s on H100 | 40 ms |"),
            40.0,
            "hardware",
            95.0,
            "H100",
        ),
        (  # an engine in the decode cell
            _table("| Model | Decode | TTFT |", "| Qwen3 8B | 95 tok/s (vLLM) | 40 ms |"),
            40.0,
            "engine",
            95.0,
            "vllm",
        ),
        (  # a cell under a measured column that keeps no figure ("OOM on 2x H100") is still
            # that column's cell: its card and count are not the decode figure's
            _table(
                "| Engine | Decode (tok/s) | TTFT (ms) |",
                "| vLLM | 95 | OOM on 2x H100 |",
            ),
            95.0,
            "gpu_count",
            None,
            None,
        ),
    ],
)
def test_a_cells_setup_is_its_figures_alone(
    text: str,
    value: float,
    field: str,
    holder: float | None,
    held: object,
    vocab: Vocabulary,
) -> None:
    got = _fields(text, vocab)
    assert got[value][field] is None
    if holder is not None:
        assert got[holder][field] == held


def test_each_cell_keeps_its_own_precision(vocab: Vocabulary) -> None:
    got = _fields(
        _table(
            "| Engine | Decode (tok/s) | Prefill (tok/s) |",
            "| vLLM | 95 (FP8) | 8000 (BF16) |",
        ),
        vocab,
    )
    assert (got[95.0]["precision"], got[8000.0]["precision"]) == ("FP8", "BF16")


# ---- must not fire: a row's label and its setup columns still describe the whole row ----


def test_a_row_label_naming_cards_applies_to_the_row(vocab: Vocabulary) -> None:
    text = _table("| Setup | Decode | TTFT |", "| 2x H100, vLLM | 95 tok/s | 40 ms |")
    got = _fields(text, vocab)
    for value in (95.0, 40.0):
        assert (got[value]["hardware"], got[value]["gpu_count"]) == ("H100", 2)
        assert got[value]["engine"] == "vllm"


def test_setup_columns_apply_to_the_row(vocab: Vocabulary) -> None:
    got = _fields(
        "With vLLM:\n\n"
        + _table(
            "| Model | GPUs | Device | Precision | Decode | TTFT |",
            "| Qwen3 8B | 2 | H100 | FP8 | 95 tok/s | 40 ms |",
        ),
        vocab,
    )
    for value in (95.0, 40.0):
        assert got[value]["gpu_count"] == 2
        assert (got[value]["hardware"], got[value]["precision"]) == ("H100", "FP8")


def test_a_notes_column_without_figures_applies_to_the_row(vocab: Vocabulary) -> None:
    got = _fields(
        "With vLLM on H100:\n\n"
        + _table(
            "| Model | Decode | TTFT | Notes |",
            "| Qwen3 8B | 95 tok/s | 40 ms | 2 GPUs, FP8 |",
        ),
        vocab,
    )
    for value in (95.0, 40.0):
        assert (got[value]["gpu_count"], got[value]["precision"]) == (2, "FP8")


def test_a_device_column_with_specs_applies_to_the_row(vocab: Vocabulary) -> None:
    """ "16GB RAM" in a Device cell is the machine's spec, not a figure's cell."""
    got = _fields(
        _table(
            "| Framework | Device | Settings | Throughput (tokens/sec) | TTFT (ms) |",
            "| llama.cpp | Mac M2 16GB RAM | batch_size=1 | 71.8 | 35 |",
        ),
        vocab,
    )
    for value in (71.8, 35.0):
        assert got[value]["hardware"] == "M2"


def test_a_cells_own_setup_stays_with_its_figure(vocab: Vocabulary) -> None:
    got = _fields(
        _table("| Engine | Decode | Prefill |", "| vLLM | 95 tok/s on 2x H100 | 8000 tok/s |"),
        vocab,
    )
    assert (got[95.0]["hardware"], got[95.0]["gpu_count"]) == ("H100", 2)
    assert (got[8000.0]["hardware"], got[8000.0]["gpu_count"]) == (None, None)


# ---- list items: a one-line item's setup does not reach the next item ----


@pytest.mark.parametrize(
    ("text", "field"),
    [
        ("- vLLM on 2x H100 with EAGLE-3, FP8: 95 tok/s\n- vLLM on H100: 60 tok/s\n", "gpu_count"),
        ("- SGLang on dual RTX 3090: 95 tok/s\n- SGLang on RTX 3090: 60 tok/s\n", "gpu_count"),
        ("- 单卡 H20 上 vLLM: 95 tok/s\n- H20 上 vLLM: 60 tok/s\n", "gpu_count"),
        ("- vLLM on H100 with EAGLE-3, FP8: 95 tok/s\n- vLLM on H100: 60 tok/s\n", "precision"),
        ("- vLLM on H100 with EAGLE-3: 95 tok/s\n- vLLM on H100: 60 tok/s\n", "mode"),
    ],
)
def test_a_list_items_setup_stays_in_its_item(text: str, field: str, vocab: Vocabulary) -> None:
    got = _fields(text, vocab)
    assert got[95.0][field] is not None
    assert got[60.0][field] is None


@pytest.mark.parametrize(
    "text",
    [
        "• 2 GPUs, FP8: 95 tok/s\n• BF16: 60 tok/s\n",
        "• vLLM on 2 GPUs: 95 tok/s\n• SGLang: 60 tok/s\n",
        "Setup notes:\n• TP=4 with SGLang: 95 tok/s\n• vLLM: 60 tok/s\n",
        "・ vLLM 双卡: 95 tok/s\n・ SGLang: 60 tok/s\n",
    ],
)
def test_a_glyph_items_count_stays_in_its_item(text: str, vocab: Vocabulary) -> None:
    """ "• " items share one Markdown block, but each line is an item of its own."""
    got = _fields(text, vocab)
    assert got[95.0]["gpu_count"] is not None
    assert got[60.0]["gpu_count"] is None


@pytest.mark.parametrize(
    ("text", "count"),
    [
        ("Tested on 4 GPUs.\n• vLLM: 95 tok/s\n• SGLang: 60 tok/s\n", 4),
        ("在双卡 4090 上:\n• vLLM: 95 tok/s\n• SGLang: 60 tok/s\n", 2),
        ("Results (TP=4):\n\n• vLLM: 95 tok/s\n• SGLang: 60 tok/s\n", 4),
    ],
)
def test_a_lead_in_over_glyph_items_counts_every_item(
    text: str, count: int, vocab: Vocabulary
) -> None:
    got = _fields(text, vocab)
    assert (got[95.0]["gpu_count"], got[60.0]["gpu_count"]) == (count, count)


def test_a_system_column_naming_cards_applies_to_the_row(vocab: Vocabulary) -> None:
    """A cell writing "2x H100" is no figure's cell: its count is the row's."""
    text = _table("| Model | System | Decode | TTFT |", "| Llama 8B | 2x H100 | 95 tok/s | 40 ms |")
    got = _fields(text, vocab)
    for value in (95.0, 40.0):
        assert (got[value]["hardware"], got[value]["gpu_count"]) == ("H100", 2)


def test_a_rows_multiple_reads_the_rows_run(vocab: Vocabulary) -> None:
    """A speedup cell is the ratio of its row's run: it keeps that run's precision and count."""
    text = _table("| Engine | Decode | Speedup |", "| vLLM | 95 tok/s (FP8) on 2 GPUs | 1.5x |")
    got = _fields(text, vocab)
    assert (got[1.5]["precision"], got[1.5]["gpu_count"]) == ("FP8", 2)
