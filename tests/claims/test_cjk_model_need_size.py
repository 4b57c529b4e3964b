"""A model's need and size as Chinese writes them (docs/READING_RULES.md §4: memory is peak,
weights or model size; a machine's capacity is no claim): "需 68GB 显存" and "仅需 1GB 显存"
(需 alone, the short form of 需要) are what a model needs; "模型体积从 134GB 压缩至 34GB" and
"模型文件只有 594GB" are a model's size on disk. A machine's memory stays unread."""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _memory(text: str, vocab: Vocabulary) -> list[float]:
    return [c.value for c in extract_claims(text, vocab) if c.metric == "memory"]


@pytest.mark.parametrize(
    ("text", "sizes"),
    [
        ("部署这个 32B 模型(需 41GB 显存)要两张卡。", [41.0]),
        ("开启后只需额外约 2GB 显存。", [2.0]),
        ("量化以后模型体积从 62GB 降到 17GB。", [62.0, 17.0]),
        ("这个检查点的模型文件只有 231GB。", [231.0]),
    ],
)
def test_a_need_or_a_model_size_is_memory(text: str, sizes: list[float], vocab: Vocabulary) -> None:
    """ "需 41GB 显存", "模型体积 62GB → 17GB", "模型文件 231GB": memory claims."""
    assert _memory(text, vocab) == sizes


@pytest.mark.parametrize(
    "text",
    [
        "这台主机体积很小,配备 64GB 内存。",
        "无需 24GB 显存的显卡也能运行。",
        "推荐使用 48GB 显存的显卡。",
    ],
)
def test_a_machine_or_a_card_wanted_stays_unread(text: str, vocab: Vocabulary) -> None:
    """A small box with 64GB, a card one does not need and a card recommended: no claim."""
    assert _memory(text, vocab) == []
