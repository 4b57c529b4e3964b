"""An APU's integrated GPU, when the post names it, is the accelerator of its GPU runs
(reading rules §3: the hardware is the accelerator). The texts are made up for the tests."""

from __future__ import annotations

from watcher.claims import Claim, extract_claims
from watcher.rules import Vocabulary


def _by_value(text: str, vocab: Vocabulary) -> dict[float, Claim]:
    return {c.value: c for c in extract_claims(text, vocab)}


def test_a_setup_table_naming_the_apu_and_its_igpu_gives_the_igpu(vocab: Vocabulary) -> None:
    text = (
        "| Part | Detail |\n|---|---|\n"
        "| CPU | AMD Ryzen AI 9 HX 370 |\n"
        "| GPU | Radeon 890M |\n\n"
        "With the Vulkan runtime the 30B model decodes at 51.2 tok/s."
    )
    assert _by_value(text, vocab)[51.2].hardware == "Radeon 890M"


def test_an_apu_glossed_with_its_igpu_gives_the_igpu(vocab: Vocabulary) -> None:
    """An iGPU sold in several APUs (890M) names the accelerator; Strix Halo's 8060S is in one
    APU alone, so it is that APU's other name (labels' nineteenth pass)."""
    text = (
        "Built for AMD Strix Halo (Radeon 8060S / gfx1151).\n\n"
        "Decode on the 8B model reaches 44.7 t/s with the tuned Vulkan backend."
    )
    assert _by_value(text, vocab)[44.7].hardware == "Ryzen AI Max+ 395"
    text = "Laptop: Ryzen AI 9 HX 370 (Radeon 890M).\n\nThe 3B model decodes at 28.4 tok/s."
    assert _by_value(text, vocab)[28.4].hardware == "Radeon 890M"


def test_a_cpu_run_or_a_post_naming_no_igpu_keeps_the_apu(vocab: Vocabulary) -> None:
    text = (
        "Machine: Ryzen AI Max+ 395 (Radeon 8060S).\n\n"
        "The 8B model decodes at 31.5 tok/s; the CPU backend manages 9.8 tok/s."
    )
    got = _by_value(text, vocab)
    assert got[9.8].hardware == "Ryzen AI Max+ 395"
    text = "Machine: Ryzen AI Max+ 395, 128 GB.\n\nThe 8B model decodes at 41.0 tok/s."
    assert _by_value(text, vocab)[41.0].hardware == "Ryzen AI Max+ 395"


def test_an_apu_named_with_the_figure_itself_stays(vocab: Vocabulary) -> None:
    """A page comparing machines names each by its APU: "the Ryzen AI Max+ 395 does 22 tok/s"
    is that machine's figure, though its spec table also lists the iGPU."""
    text = (
        "| Spec | Box A |\n|---|---|\n| GPU | Radeon 8060S |\n\n"
        "The Ryzen AI Max+ 395 box does 22.4 tok/s on the 27B model."
    )
    assert _by_value(text, vocab)[22.4].hardware == "Ryzen AI Max+ 395"


def test_strix_halo_by_any_of_its_names_is_one_machine(vocab: Vocabulary) -> None:
    for name in ("Radeon 8060S", "Ryzen AI Max+ 395", "8060S iGPU"):  # "Strix Halo" alone: none
        text = f"On the {name} the 8B model decodes at 33.3 tok/s with Vulkan."
        assert _by_value(text, vocab)[33.3].hardware == "Ryzen AI Max+ 395", name
