"""Chips the vocabulary does not list, read by their maker's naming scheme (reading rules §3),
the CPU that yields to the accelerator it hosts, and the false friends no scheme may take.

Every sentence is our own; none is taken from the evaluation set.
"""

from __future__ import annotations

import pytest

from watcher.claims import check, extract_claims
from watcher.claims.names import lexicon_for
from watcher.claims.verdict import measurement_from
from watcher.rules import Rules, Vocabulary

from .test_verdict import result


def _hardware(vocab: Vocabulary, text: str) -> str | None:
    (claim,) = extract_claims(text, vocab)
    return claim.hardware


@pytest.mark.parametrize(
    ("written", "canonical"),
    [
        # NVIDIA consumer: the laptop word and a plural are the same chip, an "S" is Super
        ("GeForce RTX 4050 Laptop GPU", "RTX 4050"),
        ("RTX 3050 Ti", "RTX 3050 Ti"),
        ("GTX 970", "GTX 970"),
        ("RTX 5080 D", "RTX 5080D"),
        ("GTX Titan X", "Titan X"),
        ("Titan Black", "Titan Black"),
        # NVIDIA workstation
        ("RTX PRO 2000 Blackwell", "RTX PRO 2000"),
        ("rtx pro 3000", "RTX PRO 3000"),
        ("RTX A1000", "RTX A1000"),
        ("RTX 3500 Ada Generation", "RTX 3500 Ada"),
        ("Quadro RTX 4000", "Quadro RTX 4000"),
        ("Quadro T1000", "Quadro T1000"),
        # NVIDIA data centre: "Tesla" and "NVIDIA" are the maker's, not the chip's
        ("Tesla M40", "M40"),
        ("Tesla P4", "P4"),
        ("NVIDIA A2", "A2"),
        ("NVIDIA B40", "B40"),
        ("single A16 GPU", "A16"),
        # a name the vocabulary lists keeps its canonical spelling
        ("Tesla P40", "P40"),
        # Jetson modules and mining cards
        ("Jetson TX2", "Jetson TX2"),
        ("Jetson Xavier", "Jetson Xavier"),
        ("CMP 40HX", "CMP 40HX"),
        ("spare 170HX", "CMP 170HX"),
        # AMD
        ("RX 7600S", "RX 7600S"),
        ("Radeon RX 6800M", "RX 6800M"),
        ("RX 5700 XT", "RX 5700 XT"),
        ("Radeon Pro V620", "Radeon PRO V620"),
        ("Radeon Pro VII", "Radeon PRO VII"),
        ("Radeon 8050S", "Radeon 8050S"),
        ("Ryzen AI 7 PRO 360", "Ryzen AI 7 PRO 360"),
        # the business part of an HX chip: "HX PRO" is one tier, the PRO not dropped
        ("AMD Ryzen AI 9 HX PRO 370", "Ryzen AI 9 HX PRO 370"),
        ("ryzen ai 9 hx pro 375", "Ryzen AI 9 HX PRO 375"),
        ("Ryzen AI Max 385", "Ryzen AI Max 385"),
        ("Vega 8", "Vega 8"),
        # Intel
        ("Arc B570", "Arc B570"),
        ("Habana Gaudi 1", "Gaudi 1"),
        ("Data Center GPU Flex 170", "Data Center GPU Flex 170"),
        # Apple: a tier or the maker's name makes an M and a digit a chip
        ("M6 Pro", "M6 Pro"),
        ("Apple M6", "M6"),
        ("M4 Ultra", "M4 Ultra"),
        ("A15 Bionic", "A15 Bionic"),
        ("Apple A12", "A12"),
        # Google, AWS, Microsoft, Meta
        ("TPU v2", "TPU v2"),
        ("TPU 5e", "TPU v5e"),
        ("Trainium4", "Trainium4"),
        ("Inferentia 3", "Inferentia3"),
        ("Maia 200", "Maia 200"),
        ("MTIA v2", "MTIA v2"),
        # Huawei: a bin's digit is the same chip
        ("Ascend 910", "Ascend 910"),
        ("Ascend 950PR", "Ascend 950PR"),
        ("昇腾 310B4", "Ascend 310B"),
        ("Atlas 300I Pro", "Atlas 300I Pro"),
        # phone and laptop SoCs
        ("Snapdragon 8s Gen 3", "Snapdragon 8s Gen 3"),
        ("Snapdragon X2 Elite", "Snapdragon X2 Elite"),
        ("Snapdragon 8 Elite Gen 5", "Snapdragon 8 Elite Gen 5"),
        ("Dimensity 9300", "Dimensity 9300"),
        ("Google Tensor G3", "Tensor G3"),
        ("Exynos 2400", "Exynos 2400"),
        ("Kirin 9000S", "Kirin 9000S"),
        # chip companies' numbered chips
        ("SambaNova SN30", "SN30"),
        ("Tenstorrent Wormhole n300", "Wormhole n300"),
        ("Biren BR104", "BR104"),
    ],
)
def test_an_unlisted_accelerator_is_read_by_its_familys_scheme(
    vocab: Vocabulary, written: str, canonical: str
) -> None:
    """A chip outside the vocabulary is hardware, named as its maker writes it."""
    assert _hardware(vocab, f"Llama 3 8B decodes at 52 tok/s on a {written}.") == canonical


def test_a_count_before_a_schemes_name_is_the_gpu_count(vocab: Vocabulary) -> None:
    (claim,) = extract_claims("Llama 3 70B decodes at 31 tok/s on 2x Tesla M40.", vocab)
    assert (claim.hardware, claim.gpu_count) == ("M40", 2)
    for after in ("RTX PRO 2000 x4", "Ascend 910 x4", "昇腾910 4卡"):
        (claim,) = extract_claims(f"vLLM decodes the 8B model at 52 tok/s on {after}.", vocab)
        assert claim.gpu_count == 4, after
    text = "Served on 4× RTX PRO 2000 cards."
    (m,) = lexicon_for(vocab).find("hardware", text)
    assert (text[m.start : m.end], m.count) == ("RTX PRO 2000", 4)


@pytest.mark.parametrize(
    ("written", "canonical"),
    [
        ("Ryzen 9 7945HX", "Ryzen 9 7945HX"),
        ("Core i5-1135G7", "i5-1135G7"),
        ("trusty 7975WX", "Threadripper PRO 7975WX"),
        ("EPYC 7B13", "EPYC 7B13"),
        ("Xeon 6 6980P", "Xeon 6980P"),
        ("Xeon Max 9480", "Xeon Max 9480"),
        ("Xeon E-2388G", "Xeon E-2388G"),
        ("Graviton4", "Graviton4"),
        ("Kunpeng 920", "Kunpeng 920"),
    ],
)
def test_a_cpu_alone_is_read_by_its_familys_scheme(
    vocab: Vocabulary, written: str, canonical: str
) -> None:
    """With no accelerator named, a CPU's model is the hardware (LABELLING)."""
    assert _hardware(vocab, f"Llama 3 8B decodes at 5.2 tok/s on a {written}.") == canonical


@pytest.mark.parametrize(
    "text",
    [
        # a model's name built with a chip's letters
        "Qwen3-30B-A3B decodes at 52 tok/s.",
        "M2-BERT encodes at 52 tok/s.",
        "H2O-Danube decodes at 52 tok/s.",
        "MiniMax-M2 decodes at 52 tok/s.",
        # a count, a size, a version, a multiple
        "After B200 tokens of training the model decodes at 52 tok/s.",
        "With 880M parameters the model decodes at 52 tok/s.",
        "The upgrade from v2-3 decodes at 52 tok/s.",
        "On TPU 2x faster decoding gives 52 tok/s.",
        "Gaudi 2024 roadmap slides promise 52 tok/s.",
        # a maker, a product line, a phone, a car or a board names no chip
        "A Xiaomi Mi 11 decodes at 12 tok/s.",
        "Google A3 GPU VMs decode at 52 tok/s.",
        # ("Intel Gaudi" is the line as written, LABELLING: hardware: test_vocab30)
        "Ascend NPUs decode at 52 tok/s.",
        "Jetson boards decode at 5 tok/s.",
        "A Snapdragon phone decodes at 9 tok/s.",
        "A Tesla Model 3 screen shows 9 tok/s.",
        "NVIDIA B2B sales rose while the demo decoded at 52 tok/s.",
        "The NVIDIA K8s operator decodes at 52 tok/s.",
        "NVIDIA L2 cache hits keep decoding at 52 tok/s.",
        "NVIDIA H1 results came in; the demo decoded at 52 tok/s.",
        "A Tesla P100D dashboard shows 52 tok/s.",
        # a product line is no one chip
        "Some RX 7000 GPU users decode at 52 tok/s.",
        "The RTX 3000 series decodes at 52 tok/s.",
        "The Ascend 910 family decodes at 52 tok/s.",
        "A Raspberry Pi 5 decodes at 3 tok/s.",
        "A Skylake server decodes at 3 tok/s.",
        "The Radeon driver decodes at 30 tok/s.",
    ],
)
def test_false_friends_name_no_chip(vocab: Vocabulary, text: str) -> None:
    assert lexicon_for(vocab).find("hardware", text) == []


@pytest.mark.parametrize(
    ("text", "hardware"),
    [
        # one paragraph names the card and its host: the card is the hardware
        (
            "Box: 2x RTX 3090 with an AMD EPYC 7302 host.\n\nThe 70B model decodes at 17 tok/s.",
            "RTX 3090",
        ),
        ("An RTX 4070 Ti with a Ryzen 9 7945HX gives 88 tok/s.", "RTX 4070 Ti"),
        # a setup listed item by item is one unit, whatever stands between the items
        (
            "On hardware:\n\n- Ryzen 9 7950X\n- 64 GB DDR5\n- RTX 4070\n\n"
            "The 8B model decodes at 61 tok/s.",
            "RTX 4070",
        ),
        (
            "My rig:\n\n- Core i7-12700K\n- Quadro T1000\n\nThe 3B model decodes at 21 tok/s.",
            "Quadro T1000",
        ),
        # a setup stated paragraph by paragraph: the CPU's paragraph reports no run
        (
            "GPU: RTX 4080\n\nCPU: Core i9-13900K\n\nRAM: 64 GB\n\n"
            "The 8B model decodes at 97 tok/s.",
            "RTX 4080",
        ),
        (
            "I run an RX 7800 XT.\n\nMy CPU is a Ryzen 7 7700X.\n\n"
            "The 8B model decodes at 64 tok/s.",
            "RX 7800 XT",
        ),
        # a paragraph that names only a CPU and states a speed ran on it, though another
        # paragraph names a GPU
        (
            "We trained the model on one A100 for two days.\n\n"
            "On a laptop's Core i7-1260P it decodes at 23 tok/s.",
            "i7-1260P",
        ),
    ],
)
def test_a_cpu_yields_to_an_accelerator_in_its_own_unit(
    vocab: Vocabulary, text: str, hardware: str
) -> None:
    """Reading rules §2-3: where an accelerator is named, a CPU is the hardware only of a
    run its own paragraph reports (a speed stated there, no accelerator named there; a list
    counts as one paragraph with the line that leads into it)."""
    assert _hardware(vocab, text) == hardware


def test_a_long_text_of_chip_names_is_read_in_linear_time(vocab: Vocabulary) -> None:
    """Schemes that fill the vocabulary's gaps never test every pair of mentions."""
    lex = lexicon_for(vocab)
    found = lex.find("hardware", "Apple M1 Max, " * 20_000)
    assert len(found) == 20_000 and {m.name for m in found} == {"M1 Max"}


def test_a_run_on_an_unlisted_gpu_is_named_as_a_claim_names_it(rules: Rules) -> None:
    """The verdict side reads a run's GPU name with the same schemes: a claim on an RTX 4050
    and a run on "NVIDIA GeForce RTX 4050 Laptop GPU" name one chip."""
    (claim,) = extract_claims(
        "SGLang with EAGLE-3 decodes at 40 tok/s on a GeForce RTX 4050 laptop.", rules.vocabulary
    )
    run = measurement_from(result(gpu="NVIDIA GeForce RTX 4050 Laptop GPU"), rules.vocabulary)
    assert run is not None
    assert claim.hardware == run.hardware == "RTX 4050"
    verdict = check(claim, [result(gpu="NVIDIA GeForce RTX 4050 Laptop GPU")], rules)
    assert verdict.verdict == "cannot be checked here"
    assert "RTX 4050" in verdict.reason


class TestTenstorrentCards:
    """Tenstorrent's cards are accelerators named as written (reading rules §3): "n150" and
    "n300" (Wormhole), "P150" (Blackhole), with a count from "2 x p150" or "P150x8"."""

    @pytest.mark.parametrize(
        ("text", "canonical"),
        [
            ("On one n150 the Pico 1B decodes at 61 tok/s.", "n150"),
            ("An N300 card gives us 24 tok/s on Pico 8B.", "n300"),
            ("Pico 8B on a p150 reaches 30.5 tok/s.", "P150"),
        ],
    )
    def test_the_card_is_the_hardware(self, vocab: Vocabulary, text: str, canonical: str) -> None:
        assert _hardware(vocab, text) == canonical

    def test_a_count_joined_to_the_card(self, vocab: Vocabulary) -> None:
        (claim,) = extract_claims("All runs on P150x8: Pico 70B at 22.4 tok/s per user.", vocab)
        assert (claim.hardware, claim.gpu_count) == ("P150", 8)


@pytest.mark.parametrize("sign", ["X", "x", "×", "*"])
def test_a_count_before_a_chip_takes_any_case_of_its_sign(vocab: Vocabulary, sign: str) -> None:
    """The chips' patterns read "4 X T4" as "4x T4" (they ignore case); finding where the chip's
    name starts past the sign once raised on the capital X and lost the whole text."""
    (claim,) = extract_claims(f"Falcon quantized on 4 {sign} Nvidia T4 GPUs: 12.5 tok/s.", vocab)
    assert (claim.hardware, claim.gpu_count) == ("T4", 4)
