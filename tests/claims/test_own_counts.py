"""A count the figure's own sentence or bullet states wins over a card's count stated
outside it (reading rules §2: the nearest enclosing unit decides first)."""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "测试服务器搭载 8 张 H20 加速卡。\n- 单卡生成速度:约 35 tokens/s\n"
            "- 双卡生成速度:约 61 tokens/s\n",
            [(35.0, "H20", 1), (61.0, "H20", 2)],
        ),
        (
            "The test server carries 4x A100 cards.\n"
            "- On a single GPU the model decodes at 52 tokens/s.\n",
            [(52.0, "A100", 1)],
        ),
    ],
)
def test_the_bullets_own_count_is_the_figures(
    vocab: Vocabulary, text: str, want: list[tuple[float, str, int]]
) -> None:
    got = [(c.value, c.hardware, c.gpu_count) for c in extract_claims(text, vocab)]
    assert got == want
