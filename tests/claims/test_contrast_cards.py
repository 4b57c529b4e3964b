"""A figure on the other side of a contrast with unnamed hardware: "..., while GPUs manage 100".

Reading rules §2: each figure takes its own setup, and a comparison's two sides are two
setups. A card named for the first side does not set up a figure the text says of a maker or
of GPUs in general; the figure's own card, named after the contrast word, still does.
Sentences made up for these tests.
"""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _cards(text: str, vocab: Vocabulary) -> list[tuple[float, str | None]]:
    return [(c.value, c.hardware) for c in extract_claims(text, vocab)]


def test_a_figure_said_of_gpus_in_general_takes_no_card(vocab: Vocabulary) -> None:
    """Must not leak: the L40S's 140 is one side; "ordinary GPUs" are the other."""
    text = "Our L40S box streams 140 tokens/s, whereas ordinary GPUs reach 35 tokens/s.\n"
    assert _cards(text, vocab) == [(140.0, "L40S"), (35.0, None)]


def test_a_figure_said_of_a_maker_takes_no_card(vocab: Vocabulary) -> None:
    """Must not leak: "when AMD hits 70" is said of the maker, not of the Gaudi 3."""
    text = "Gaudi 3 serves the 8B model at 210 tokens/s when AMD only hits 70 tokens/s.\n"
    assert _cards(text, vocab) == [(210.0, "Gaudi 3"), (70.0, None)]


def test_a_contrast_in_the_next_sentence_takes_no_card(vocab: Vocabulary) -> None:
    """Must not leak: "in contrast" opens the other side in a sentence of its own."""
    text = "The MI300X decodes at 88 tokens/s. Consumer GPUs, in contrast, stay near 25 tokens/s.\n"
    assert _cards(text, vocab) == [(88.0, "MI300X"), (25.0, None)]


def test_the_gpu_pointing_back_keeps_the_card(vocab: Vocabulary) -> None:
    """Must still carry: "the GPU" is the card just named."""
    text = "On my RTX 3080, when the GPU has warmed up, I get 52 tokens/s.\n"
    assert _cards(text, vocab) == [(52.0, "RTX 3080")]


def test_the_other_sides_own_card_still_sets_it_up(vocab: Vocabulary) -> None:
    """Must still carry: a card named after the contrast word is that figure's."""
    text = "The H200 reached 120 tokens/s, while the A100 managed 64 tokens/s.\n"
    assert _cards(text, vocab) == [(120.0, "H200"), (64.0, "A100")]
