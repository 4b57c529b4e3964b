"""Edge boards' SoCs, NPU modules and older Instinct cards, read by their makers' schemes
(reading rules §3: the hardware is the accelerator model as the text names it), and the
repository names, paths and words that no scheme may take.

Every sentence is our own; none is taken from the evaluation set.
"""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.claims.names import lexicon_for
from watcher.rules import Vocabulary


def _hardware(vocab: Vocabulary, text: str) -> str | None:
    (claim,) = extract_claims(text, vocab)
    return claim.hardware


@pytest.mark.parametrize(
    ("written", "canonical"),
    [
        ("RK3588", "RK3588"),
        ("rk3576", "RK3576"),
        ("Rockchip RK3588S", "RK3588S"),
        ("RK1808", "RK1808"),
        ("RV1106", "RV1106"),
        ("Hailo-10H", "Hailo-10H"),
        ("Hailo 8L", "Hailo-8L"),
        ("hailo-15h", "Hailo-15H"),
        ("Radeon Instinct MI25", "MI25"),
        ("AMD Instinct MI60", "MI60"),
        ("MI50", "MI50"),
    ],
)
def test_an_edge_chip_is_read_by_its_makers_scheme(
    vocab: Vocabulary, written: str, canonical: str
) -> None:
    """A numbered SoC, NPU module or Instinct card outside the vocabulary is hardware."""
    assert _hardware(vocab, f"Qwen2.5 1.5B decodes at 12.4 tok/s on a {written}.") == canonical


def test_a_count_and_a_plural_go_with_the_instinct_card(vocab: Vocabulary) -> None:
    (claim,) = extract_claims("Llama 3 70B decodes at 21 tok/s on 2x MI50.", vocab)
    assert (claim.hardware, claim.gpu_count) == ("MI50", 2)
    (m,) = lexicon_for(vocab).find("hardware", "We rebuilt the rig around four MI60s.")
    assert m.name == "MI60"


def test_a_soc_in_cjk_prose_is_hardware(vocab: Vocabulary) -> None:
    text = "在瑞芯微RK3576(NPU)上,小模型的输出速度为 9.8 tok/s。"
    assert _hardware(vocab, text) == "RK3576"


@pytest.mark.parametrize(
    "text",
    [
        # a repository's, a file's or a model's name joins the chip's letters
        "The llm-rk3588 repository decodes at 7 tok/s.",
        "See docs/rk3588-notes.md: it decodes at 7 tok/s.",
        "The rk3588_toolkit build decodes at 7 tok/s.",
        "Phi-MI50 decodes at 7 tok/s.",
        # a different number in the maker's letters is no chip
        "The RK35 kit decodes at 7 tok/s.",
        "The MI5 build decodes at 7 tok/s.",
        "MI500 units decode at 7 tok/s.",
        "The hailo project decodes at 7 tok/s.",
        # lower-case letters before a number are a word, not AMD's name
        "mi50 of them decode at 7 tok/s.",
    ],
)
def test_no_chip_where_the_letters_are_part_of_another_name(vocab: Vocabulary, text: str) -> None:
    assert _hardware(vocab, text) is None


def test_the_schemes_keep_the_vocabularys_cards(vocab: Vocabulary) -> None:
    """The Instinct cards the vocabulary lists keep their canonical names."""
    assert _hardware(vocab, "It decodes at 40 tok/s on an Instinct MI300X.") == "MI300X"
    assert _hardware(vocab, "It decodes at 40 tok/s on an MI100.") == "MI100"
