"""A card named after a model's need is where the model runs, not the need's owner (reading
rules §4: memory is peak, weights or model size, never a card's capacity). "80GB H100" and
"24GB 的 RTX 4090" are the card's size; a placing word between ("仅需14GB显存,可在RTX 4090上运行",
"14GB显存占用,在你的4090上") or the card's own size nearer to it ("仅需14GB显存,轻松适配24GB显存的
RTX 4090") leaves the need to the model."""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _memory(text: str, vocab: Vocabulary) -> list[float]:
    return [c.value for c in extract_claims(text, vocab) if c.metric == "memory"]


@pytest.mark.parametrize(
    ("text", "sizes"),
    [
        ("该模型FP8量化后仅需14GB显存,可在RTX 4090上全速运行。", [14.0]),
        ("FP8量化后仅14GB显存占用,在你的4090上也能跑。", [14.0]),
        ("在FP8量化后仅需14GB显存,轻松适配24GB显存的RTX 4090。", [14.0]),
        ("INT4 版本只需 9GB 显存,在 RTX 3080 上就能运行。", [9.0]),
    ],
)
def test_a_need_before_a_placed_card_is_memory(
    text: str, sizes: list[float], vocab: Vocabulary
) -> None:
    """ "仅需14GB显存,可在RTX 4090上", "14GB…,轻松适配24GB显存的RTX 4090": the model's need."""
    assert _memory(text, vocab) == sizes


@pytest.mark.parametrize(
    "text",
    [
        "我用的是 24GB RTX 4090。",
        "配备 24GB 显存的 RTX 4090 现在很便宜。",
        "Our box has an 80GB H100 and a 48GB A6000.",
    ],
)
def test_a_card_beside_its_size_keeps_it(text: str, vocab: Vocabulary) -> None:
    """ "24GB RTX 4090", "24GB 显存的 RTX 4090": the card's capacity, no claim."""
    assert _memory(text, vocab) == []
