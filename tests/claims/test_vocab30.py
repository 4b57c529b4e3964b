"""Accelerators written the short way a brand's owners write them (reading rules §3: the
hardware is the accelerator model): "Radeon 6800" with no "RX", "Arc 770" with no "A",
"GeForce 2080" with no "RTX", "Intel Gaudi" with no generation, "M1U" for M1 Ultra. A card's
bare number is the card only after its brand word; a number with a unit after it, or one that
no card of the brand carries, is a figure or a count.

Every sentence is our own; none is taken from the evaluation set.
"""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _setups(vocab: Vocabulary, text: str) -> list[tuple[float, str | None, int | None]]:
    return [(c.value, c.hardware, c.gpu_count) for c in extract_claims(text, vocab)]


@pytest.mark.parametrize(
    ("text", "hardware", "count"),
    [
        # AMD: the brand word stands for "RX"; a laptop letter stays, a tier is read
        ("Our Radeon 6800 decodes Mistral 7B at 38 tok/s.", "RX 6800", None),
        ("With 2x Radeon 6800 the 70B model decodes at 11 tok/s.", "RX 6800", 2),
        ("AMD Radeon 9070 under Vulkan: 57 tok/s per stream.", "RX 9070", None),
        ("A Radeon 7600 gives 24 tok/s on the 8B model.", "RX 7600", None),
        ("The laptop's Radeon 7700S holds 19 tok/s.", "RX 7700S", None),
        ("A Radeon 6800M laptop holds 27 tok/s.", "RX 6800M", None),
        ("A workstation W6800 reaches 35 tok/s.", "Radeon PRO W6800", None),
        # a laptop letter written small is still the laptop card; after a count it is a plural
        ("My notebook's Radeon 6800s (laptop) manages 26 tok/s.", "RX 6800S", None),
        ("Two Radeon 9070s split the model and decode at 48 tok/s.", "RX 9070", 2),
        # AMD's Mac laptop cards keep "Pro" as AMD wrote it
        ("An AMD Radeon Pro 5500M in the MacBook gives 7 tok/s.", "Radeon Pro 5500M", None),
        ("The iMac's Radeon Pro 560X decodes at 5 tok/s.", "Radeon Pro 560X", None),
        ("With the Radeon Pro 5300M offloading, decode is 6 tok/s.", "Radeon Pro 5300M", None),
        ("Two W7800 cards: 61 tok/s each.", "Radeon PRO W7800", 2),
        # Intel: Alchemist's numbers carry their A; the line with no generation as written
        ("An Arc 770 with SYCL decodes at 29 tok/s.", "Arc A770", None),
        ("Intel Arc 750 reaches 23 tok/s in the same test.", "Arc A750", None),
        ("Pairing 2x Arc 770 gives 31 tok/s on 14B.", "Arc A770", 2),
        ("On Intel Gaudi the model decodes at 80 tok/s.", "Gaudi", None),
        ("Habana Gaudi serves it at 66 tok/s.", "Gaudi", None),
        # a chip company's named chip, where the words make it the chip
        ("Decode moved to the d-Matrix Corsair runs at 600 tok/s.", "Corsair", None),
        ("The Corsair-based server reaches 900 tok/s per user.", "Corsair", None),
        ("Each Corsair card decodes at 250 tok/s.", "Corsair", None),
        # NVIDIA: the line word left out after the brand; the embedded Ada card's E
        ("A GeForce 2080 decodes it at 33 tok/s.", "RTX 2080", None),
        ("NVIDIA 3050 laptops manage 14 tok/s.", "RTX 3050", None),
        ("The old GeForce 1660 Super still gives 12 tok/s.", "GTX 1660 Super", None),
        ("An RTX 2000E Ada in the edge box decodes at 17 tok/s.", "RTX 2000E Ada", None),
        # the superchip by NVIDIA's product name
        ("One Grace Hopper Superchip decodes the 70B at 95 tok/s.", "GH200", 1),
        ("On the NVIDIA Grace Hopper Superchip, Llama 3 runs at 120 tok/s.", "GH200", None),
        ("Four Grace Hopper Superchips serve it at 80 tok/s per user.", "GH200", 4),
        # Apple: the tier abbreviated
        ("My M1U Mac Studio runs the 70B at 9 tok/s.", "M1 Ultra", None),
        ("On an M2U the same model reaches 13 tok/s.", "M2 Ultra", None),
        ("An M1U decodes Qwen 32B at 15 tok/s.", "M1 Ultra", None),
    ],
)
def test_short_forms_name_the_card(
    vocab: Vocabulary, text: str, hardware: str, count: int | None
) -> None:
    ((_, named, counted),) = _setups(vocab, text)
    assert (named, counted) == (hardware, count)


@pytest.mark.parametrize(
    "text",
    [
        # a bare number is a rate or a count, not a card
        "Prompt processing reached 6800 tok/s and decoding 770 tok/s.",
        "It read 4090 tokens and then decoded at 42 tok/s.",
        "The server took 3090 requests and decoded at 42 tok/s.",
        # a brand word before a figure with its unit: the figure, not a card
        "On Radeon 6800 tok/s of prefill is out of reach; decode is 42 tok/s.",
        "Intel Arc 770 tokens of prompt, then 42 tok/s of decode.",
        # the PC-parts maker of the same name is no chip
        "RAM: Corsair Vengeance 64 GB DDR5; the run decoded at 42 tok/s.",
        "At the Grace Hopper Celebration the demo decoded at 42 tok/s.",
        # a year, a lower-case "arc", a series, an iGPU
        "NVIDIA 2025 keynote: the demo decoded at 42 tok/s.",
        "The arc 750 of the chart ends where decode reaches 42 tok/s.",
    ],
)
def test_numbers_that_are_no_card(vocab: Vocabulary, text: str) -> None:
    assert all(named is None for _, named, _ in _setups(vocab, text))


def test_radeon_series_and_igpus_keep_their_names(vocab: Vocabulary) -> None:
    assert _setups(vocab, "The Radeon 7000 series averages 40 tok/s.")[0][1] is None
    assert _setups(vocab, "The Radeon 780M iGPU holds 12 tok/s.")[0][1] == "Radeon 780M"
