"""A count one column's header states ("| no MTP | 2 GPUs |") is that column's setup, not its
neighbours' (reading rules §2: a cell is scoped by its row and its own header); the first
column's header names the rows, so its count holds for every column."""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.claims.document import _Local, _Span
from watcher.claims.header_columns import in_other_column
from watcher.rules import Vocabulary


def _read(header: str, vocab: Vocabulary) -> list[tuple[float, int | None]]:
    text = f"llama.cpp on H100, tok/s:\n\n{header}\n|---|---|---|\n| Qwen3 | 40 | 61 |\n"
    return [(c.value, c.gpu_count) for c in extract_claims(text, vocab)]


def test_a_columns_count_stays_in_its_column(vocab: Vocabulary) -> None:
    assert _read("| model | no MTP | 2 GPUs |", vocab) == [(40.0, None), (61.0, 2)]


@pytest.mark.parametrize(
    ("header", "counts"),
    [
        ("| model (2 GPUs) | no MTP | MTP |", [(40.0, 2), (61.0, 2)]),
        ("| model | 1 GPU | 2 GPUs |", [(40.0, 1), (61.0, 2)]),
    ],
)
def test_the_first_columns_count_or_each_columns_own(
    header: str, counts: list[tuple[float, int]], vocab: Vocabulary
) -> None:
    """Near misses: the row-label column's count is every column's; each column its own."""
    assert _read(header, vocab) == counts


def test_outside_a_pipe_table_nothing_is_another_column() -> None:
    text = "2 GPUs, 40 tok/s"
    local = _Local(segment=_Span(0, len(text)), block=_Span(0, 0), text=text, header=_Span(0, 6))
    assert in_other_column(text, local, 0, 8) is False
