"""A multiple after a size is of that size unless a speed is named between them, in any
language: "从120GB降至30GB),同时推理速度提升2.3倍" is a speedup, "容量提升2.4倍" is not."""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _speedups(text: str, vocab: Vocabulary) -> list[float]:
    return [c.value for c in extract_claims(text, vocab) if c.metric == "speedup"]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("模型体积从120GB降至30GB,同时推理速度提升2.3倍(实测A100上)。", 2.3),
        ("模型从 60GB 压缩到 15GB，吞吐提升 3 倍（实测）。", 3.0),
        ("모델은 40GB에서 10GB로 줄었고 추론 속도는 2.5배 (실측).", 2.5),
    ],
)
def test_a_speed_named_after_the_size_keeps_the_multiple(
    text: str, value: float, vocab: Vocabulary
) -> None:
    assert value in _speedups(text, vocab)


@pytest.mark.parametrize(
    "text",
    [
        "显存从80GB增加到192GB，容量提升2.4倍。",
        "HBM 容量为 192GB，是上一代的 2.4 倍。",
        "The card packs 192GB of HBM, a 2.4x increase over the previous generation.",
    ],
)
def test_a_size_with_no_speed_named_keeps_its_ratio(text: str, vocab: Vocabulary) -> None:
    assert _speedups(text, vocab) == []
