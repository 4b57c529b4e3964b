"""A card on a device line of a CUDA or ROCm listing takes the count its header writes.
The texts are made up for the tests."""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary

_LINE = "  Device {i}: NVIDIA GeForce {card}, compute capability 8.6, VMM: yes\n"


@pytest.mark.parametrize(
    "header, cards, count",
    [
        ("ggml_cuda_init: found 1 CUDA devices:", ["RTX 4070 Ti"], 1),
        ("ggml_cuda_init: found 2 CUDA devices:", ["RTX 3090", "RTX 3090"], 2),
        ("found 4 CUDA devices:", ["RTX 3060"] * 4, 4),
    ],
)
def test_a_device_listing_counts_the_cards_under_it(
    vocab: Vocabulary, header: str, cards: list[str], count: int
) -> None:
    """Reading rules §3: the count is what the text writes; the listing's header writes it."""
    listing = "".join(_LINE.format(i=i, card=c) for i, c in enumerate(cards))
    text = f"### Version\n\n{header}\n{listing}version: 5450\n\n### Problem\n\nI get 26 tok/s now."
    got = {c.value: c for c in extract_claims(text, vocab)}
    assert (got[26].hardware, got[26].gpu_count) == (cards[0], count)


def test_a_vulkan_listing_counts_no_cards(vocab: Vocabulary) -> None:
    """A Vulkan listing also lists integrated GPUs and software renderers: no count."""
    text = (
        "ggml_vulkan: Found 1 Vulkan devices:\n"
        "ggml_vulkan: 0 = AMD Radeon RX 7900 XTX (RADV NAVI31)\n\nI get 26 tok/s now."
    )
    got = {c.value: c for c in extract_claims(text, vocab)}
    assert (got[26].hardware, got[26].gpu_count) == ("RX 7900 XTX", None)


def test_a_device_word_outside_a_listing_counts_nothing(vocab: Vocabulary) -> None:
    """ "Device 0: RTX 3090" with no header above writes no count."""
    text = "Device 0: NVIDIA GeForce RTX 3090\n\nI get 26 tok/s now."
    got = {c.value: c for c in extract_claims(text, vocab)}
    assert got[26].gpu_count is None
