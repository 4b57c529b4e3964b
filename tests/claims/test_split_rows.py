"""Pipe-table rows broken after their first cell (``split_rows``).

Reading rules §2: a table cell takes its row and its headers; a row whose name a page's copy
put on a line of its own must be joined again before its figures are read, or each lands
under the header to its left. Each text is made up for the test, not taken from the
evaluation set.
"""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.claims.split_rows import join_cell_lines, join_split_rows
from watcher.rules import Vocabulary

_BROKEN = (
    "Model | VRAM usage (GB) | Latency (s) | Throughput (tok/s) |\n"
    "---|---|---|---|\n"
    "Llama-3.2-3B |\n"
    "2.1 | 1.59 | 38.2 |\n"
    "Qwen2.5-7B |\n"
    "5.3 | 2.8 | 21.5 |\n"
)


def test_a_row_broken_after_its_name_is_one_row_again() -> None:
    """The name line and the line of one cell fewer than the table has are one row."""
    joined = join_split_rows(_BROKEN)
    assert "Llama-3.2-3B | 2.1 | 1.59 | 38.2 |" in joined
    assert "Qwen2.5-7B | 5.3 | 2.8 | 21.5 |" in joined


def test_each_figure_of_a_broken_row_keeps_its_column(vocab: Vocabulary) -> None:
    """Joined, the size is memory, the time a latency and the rate a decode rate."""
    got = {(c.value, c.metric) for c in extract_claims(_BROKEN, vocab)}
    assert got == {
        (2.1, "memory"),
        (1.59, "e2e_latency"),
        (38.2, "decode_tok_s"),
        (5.3, "memory"),
        (2.8, "e2e_latency"),
        (21.5, "decode_tok_s"),
    }


def test_korean_headers_over_broken_rows(vocab: Vocabulary) -> None:
    """The same layout under Korean headers: '지연 시간 (초)', '처리량 (토큰/초)'."""
    text = (
        "모델명 | VRAM 사용량 (GB) | 지연 시간 (초) | 처리량 (토큰/초) |\n"
        "---|---|---|---|\n"
        "Gemma-2-2B |\n"
        "3.4 | 0.82 | 17.6 |\n"
    )
    got = {c.value: c.metric for c in extract_claims(text, vocab)}
    assert got == {3.4: "memory", 0.82: "e2e_latency", 17.6: "decode_tok_s"}


def test_a_full_row_and_a_caption_stay_as_written() -> None:
    """A row that fills its columns, or a line after a blank line, is not joined."""
    text = (
        "| Model | TTFT (ms) | TPOT (ms) |\n"
        "|---|---|---|\n"
        "| Llama |\n"
        "| 120 | 14 | 9 |\n"
        "\n"
        "Note |\n"
        "see above | below |\n"
    )
    assert join_split_rows(text) == text


def test_a_text_without_a_table_is_returned_unchanged() -> None:
    """No separator line, nothing to join."""
    text = "Llama |\n2.1 | 1.59 |\n"
    assert join_split_rows(text) is text


_ONE_CELL_PER_LINE = (
    "Measured on one L40S, Qwen3-8B in BF16:\n"
    "| Engine |\n"
    "Prompt processing |\n"
    "Generation |\n"
    "Notes |\n"
    "| SGLang |\n"
    "~9100 tokens/s |\n"
    "~61 tokens/s |\n"
    "radix cache on |\n"
    "| llama.cpp |\n"
    "~4200 tokens/s |\n"
    "~57 tokens/s |\n"
    "default flags |\n"
)


def test_rows_written_one_cell_per_line_are_rows_again() -> None:
    """Each row opens with its pipe; its further cells, one a line, join it."""
    joined = join_cell_lines(_ONE_CELL_PER_LINE)
    assert "| SGLang | ~9100 tokens/s | ~61 tokens/s | radix cache on |" in joined
    assert "| Engine | Prompt processing | Generation | Notes |" in joined


def test_a_cell_per_line_tables_figures_take_their_headers(vocab: Vocabulary) -> None:
    """Joined, the prompt column is prefill and the generation column decode, per engine."""
    got = {(c.value, c.metric, c.engine) for c in extract_claims(_ONE_CELL_PER_LINE, vocab)}
    assert got == {
        (9100.0, "prefill_tok_s", "sglang"),
        (61.0, "decode_tok_s", "sglang"),
        (4200.0, "prefill_tok_s", "llama.cpp"),
        (57.0, "decode_tok_s", "llama.cpp"),
    }


def test_one_broken_line_is_no_table() -> None:
    """A single row-like run (no second row of the same width) stays as written."""
    text = "| note |\nsee the log |\nand the chart |\n\nDone.\n"
    assert join_cell_lines(text) == text
