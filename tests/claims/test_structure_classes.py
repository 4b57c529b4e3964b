"""Structure of a text around its figures: tables pasted as text, lines cut by scrapers.

Each class of mistake is pinned by sentences of its own (not taken from the evaluation set).
"""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.claims.layout import render
from watcher.rules import Vocabulary


def test_a_single_spaced_table_with_bracketed_columns_and_unit_cells(vocab: Vocabulary) -> None:
    """Column names ending in full-width brackets give each figure its card and precision."""
    text = (
        "Decode speed\n"
        "\n"
        "Model / card RTX 4090（FP16） RTX 3090（INT4）\n"
        "Llama-3-8B 61.2 tokens/s 77.4 tokens/s\n"
        "Mistral-7B 64.8 tokens/s 80.1 tokens/s"
    )
    got = {c.value: (c.hardware, c.precision) for c in extract_claims(text, vocab)}
    assert got[61.2] == ("RTX 4090", "FP16")
    assert got[80.1] == ("RTX 3090", "INT4")


def test_a_grouped_row_whose_cells_slid_left_is_read_under_its_columns(vocab: Vocabulary) -> None:
    """A row that dropped its group's empty first cell keeps its batch and throughput."""
    text = (
        "| Model | GPUs | Precision | Batch size | Throughput (tokens/sec) |\n"
        "|---|---|---|---|---|\n"
        "| Mistral 7B | 1 | fp8 | 64 | 5,210 |\n"
        "| 1 | fp8 | 256 | 9,870 | |\n"
    )
    got = {c.value: c for c in extract_claims(text, vocab)}
    assert 9870 in got
    assert got[9870].concurrency == 256
    assert 256 not in got


def test_a_slid_row_of_a_narrower_table_read_on_under_a_wider_one(vocab: Vocabulary) -> None:
    """A second table joined to the first (a note line between) has its slid rows put back."""
    text = (
        "| Model | GPUs | Precision | Batch size | Throughput (tokens/sec) | Notes |\n"
        "|---|---|---|---|---|---|\n"
        "| Mistral 7B | 1 | fp8 | 64 | 5,210 | |\n"
        "Runs for low latency below\n"
        "| Model | GPUs | Batch size | Latency (ms) |\n"
        "|---|---|---|---|\n"
        "| Mistral 7B | 1 | 1 | 8.4 |\n"
        "| 2 | 1 | 13.9 | |\n"
    )
    got = {c.value: c.metric for c in extract_claims(text, vocab)}
    assert got.get(13.9) == "e2e_latency"


def test_a_line_without_pipes_under_a_table_ends_it_whatever_its_words(vocab: Vocabulary) -> None:
    """A CJK sentence (no spaces to count) under a table is a note; the next table is its own."""
    text = (
        "| 组件 | 配置一 | 配置二 | 配置三 |\n"
        "|---|---|---|---|\n"
        "| 显卡 | RTX 4090 | RTX 4090 | RTX 4090 |\n"
        "测试结果如下:\n"
        "| 任务 | 延迟(ms) | 吞吐(tokens/s) | 备注 |\n"
        "|---|---|---|---|\n"
        "| 文本生成 | 812 | 41.5 | 无 |\n"
    )
    assert "\n\n测试结果如下:\n\n" in render(text).text
    got = {c.value: c.metric for c in extract_claims(text, vocab)}
    assert got.get(41.5) == "decode_tok_s"
