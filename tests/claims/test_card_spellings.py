"""Cards spelled in ways a list misses: a model's point release, both Apple tiers, the
Blackwell RTX 6000, the A16.

Each case is pinned by sentences of its own (not taken from the evaluation set).
"""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.claims.names import lexicon_for
from watcher.rules import Vocabulary


def _cards(text: str, vocab: Vocabulary) -> list[tuple[str, int | None]]:
    return [(m.name, m.count) for m in lexicon_for(vocab).find("hardware", text)]


def test_a_point_release_after_a_chips_letters_is_a_models_name(vocab: Vocabulary) -> None:
    """'MiniMax M2.5' is a model's version, not Apple's M2: the chip the setup table names
    is the runs' card."""
    assert _cards("Notes on MiniMax M2.5 and M2.1", vocab) == []
    text = (
        "# MiniMax M2.5 on a big Mac\n\n"
        "| Item | Value |\n|---|---|\n| Chip | Apple M3 Ultra |\n\n"
        "## Results\n\n"
        "| Quant | Speed (tok/s) |\n|---|---|\n| 4-bit | 41.2 |\n"
    )
    (claim,) = extract_claims(text, vocab)
    assert (claim.value, claim.hardware) == (41.2, "M3 Ultra")
    # a chip at a sentence's end, or with its tier, is still the chip
    assert _cards("It ran on an Apple M2. Then on an M2 Max.", vocab) == [
        ("M2", None),
        ("M2 Max", None),
    ]


def test_both_apple_tiers_written_together_are_taken_as_written(vocab: Vocabulary) -> None:
    """'M2 Pro Max' names the machine as its writer does (reading rules §3: as written)."""
    assert _cards("my M2 Pro Max with 96 GB", vocab) == [("M2 Pro Max", None)]
    # "M2 Pro/Max" names two chips, the first of them read as before
    assert _cards("an M2 Pro/Max laptop", vocab) == [("M2 Pro", None)]


def test_the_blackwell_rtx_6000_is_the_rtx_pro_6000(vocab: Vocabulary) -> None:
    """'RTX 6000 Blackwell' and 'Blackwell RTX 6000' are the RTX PRO 6000; 'RTX 6000 Ada'
    stays the Ada card."""
    (claim,) = extract_claims("On my RTX 6000 Blackwell the 30B model decodes at 88 tok/s.", vocab)
    assert claim.hardware == "RTX PRO 6000"
    (claim,) = extract_claims("The Blackwell RTX 6000 (96GB) decodes at 88 tok/s.", vocab)
    assert claim.hardware == "RTX PRO 6000"
    (claim,) = extract_claims("On my RTX 6000 Ada the 30B model decodes at 88 tok/s.", vocab)
    assert claim.hardware == "RTX 6000 Ada"


def test_the_a16_is_a_card_and_w4a16_is_not(vocab: Vocabulary) -> None:
    """NVIDIA's A16 is a card ("2xA16" counts two); the A16 inside "W4A16" is a scheme."""
    (claim,) = extract_claims("With 2xA16 the 7B model decodes at 6.9 tok/s.", vocab)
    assert (claim.hardware, claim.gpu_count) == ("A16", 2)
    (claim,) = extract_claims("A W4A16 build on one H100 decodes at 51 tok/s.", vocab)
    assert claim.hardware == "H100"


def test_a_gtx_numbered_from_2000_up_is_the_rtx_card(vocab: Vocabulary) -> None:
    """'GTX 3090 Ti', 'GTX4090': GeForce cards numbered 2000 and up are RTX cards, written
    with the older prefix; a GTX 1080 or 1650 stays a GTX."""
    assert _cards("a GTX 3090 Ti and a GTX4090", vocab) == [
        ("RTX 3090 Ti", None),
        ("RTX 4090", None),
    ]
    assert _cards("a GTX 1650 Super and a GTX 980", vocab) == [
        ("GTX 1650 Super", None),
        ("GTX 980", None),
    ]
