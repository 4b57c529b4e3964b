"""A card named after a size but past a closed bracket or a parted clause is another clause's
card, so it does not make the size its capacity (reading rules §4: memory is peak, weights or
model size; a card's capacity is no claim): "requires 25GB memory but M1 only has 16GB",
"Q6_K (~27 GB) — 5090 only", "R1-Distill-70B(40GB)等模型,效能达 M3 Ultra". A card written right
after its size ("24GB RTX 4090") keeps it."""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _memory(text: str, vocab: Vocabulary) -> list[float]:
    return [c.value for c in extract_claims(text, vocab) if c.metric == "memory"]


@pytest.mark.parametrize(
    ("text", "sizes"),
    [
        ("Running it in f32 is slow since it requires 25GB memory but M1 only has 16GB.", [25.0]),
        ("32B at Q6_K (~27 GB) — 5090 only", [27.0]),
        ("运行 DeepSeek R1-Distill-70B(40GB)等模型,效能达 M3 Ultra 的 80%。", [40.0]),
        ("The 70B in FP8 weighs 70 GB; H100 cards hold 80 GB each.", [70.0]),
    ],
)
def test_a_size_parted_from_the_card_after_it_is_memory(
    text: str, sizes: list[float], vocab: Vocabulary
) -> None:
    """ "requires 25GB memory but M1", "(~27 GB) — 5090": the model's, not the card's."""
    assert _memory(text, vocab) == sizes


@pytest.mark.parametrize(
    "text",
    [
        "A 24GB RTX 4090 and an 80GB H100 sit in the same box.",
        "Specs: Ryzen 9 7950X, 64GB RAM, RTX 4090.",
        "My rig: 32GB, RTX 4090, Ubuntu.",
    ],
)
def test_a_card_beside_its_size_or_a_spec_list_stays_unread(text: str, vocab: Vocabulary) -> None:
    """ "24GB RTX 4090", a spec list's "64GB RAM, RTX 4090": the machine's, no claim."""
    assert _memory(text, vocab) == []
