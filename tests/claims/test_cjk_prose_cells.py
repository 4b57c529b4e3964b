"""A table cell holding a short CJK clause is prose, as a Latin one of the same width is:
"本地运行约30-80 token/s" says as much as "runs locally at about 30-80 token/s" (reading
rules §2: a sentence in a cell is read as a sentence). A cell's own words stop at its pipes:
the load another cell names ("(高并发)") is that cell's run's (reading rules §2: the
nearest enclosing unit decides first). Tables written for these tests."""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _rates(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab) if c.unit == "tok/s"]


def _table(cell: str) -> str:
    return f"| 对比项 | llama.cpp |\n|---|---|\n| 速度 | {cell} |\n"


@pytest.mark.parametrize(
    ("cell", "want"),
    [
        ("笔记本上运行约20-40 token/s", [(30.0, "decode_tok_s")]),
        ("单卡4090实测约85 tokens/s", [(85.0, "decode_tok_s")]),
        ("Mac 本机跑大约 35 tok/s", [(35.0, "decode_tok_s")]),
    ],
)
def test_a_short_cjk_clause_is_read(
    cell: str, want: list[tuple[float, str]], vocab: Vocabulary
) -> None:
    assert _rates(_table(cell), vocab) == want


@pytest.mark.parametrize(
    "cell",
    [
        "支持 4 种量化格式",  # no unit: a count, no figure
        "4090 推荐",  # a card's number in a label
        "可达30 token/s",  # too short a clause to be a sentence
    ],
)
def test_labels_stay_unread(cell: str, vocab: Vocabulary) -> None:
    assert _rates(_table(cell), vocab) == []


def test_a_neighbour_cells_load_is_its_own(vocab: Vocabulary) -> None:
    text = (
        "| 维度 | SGLang | llama.cpp |\n|---|---|---|\n"
        "| 速度 | 单卡可达900 token/s(高并发) | 笔记本上运行约20-40 token/s |\n"
    )
    assert _rates(text, vocab) == [(900.0, "output_tok_s"), (30.0, "decode_tok_s")]


def test_a_row_label_still_names_the_load(vocab: Vocabulary) -> None:
    text = (
        "On one L40S with SGLang:\n\n| Run | Rate |\n|---|---|\n"
        "| Aggregate | 900 tok/s |\n| Single user | 60 tok/s |\n"
    )
    assert _rates(text, vocab) == [(900.0, "output_tok_s"), (60.0, "decode_tok_s")]
