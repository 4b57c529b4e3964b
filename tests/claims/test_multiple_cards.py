"""A multiple alone in a sentence of a later line takes no card from another figure's line.
The texts are made up for the tests."""

from __future__ import annotations

import pytest

from watcher.claims import Claim, extract_claims
from watcher.rules import Vocabulary


def _by_value(text: str, vocab: Vocabulary) -> dict[float, Claim]:
    return {c.value: c for c in extract_claims(text, vocab)}


@pytest.mark.parametrize(
    "text, multiple",
    [
        (
            "On 2x RTX 4090 the 70B model decodes at 21 tok/s.\n"
            "For the 8B model, EAGLE gives a 2.2x speedup.",
            2.2,
        ),
        ("单卡 A100 上吞吐量达到 1,500 tokens/s。\n投机解码带来 2.5 倍加速。", 2.5),
        ("Our L40S box serves 900 tok/s in total.\n\nWith MTP, decoding is 1.6x faster.", 1.6),
    ],
)
def test_a_multiple_on_a_later_line_takes_no_card_of_another_figure(
    vocab: Vocabulary, text: str, multiple: float
) -> None:
    """Reading rules §2: the card is the rate's run's, stated in that figure's own line; the
    multiple compares two runs its own sentence does not place on any card."""
    got = _by_value(text, vocab)
    assert got[multiple].hardware is None


@pytest.mark.parametrize(
    "text, multiple, card",
    [
        # the same sentence, or the next one on the same line: one run's account
        (
            "On an RTX 3090 decode went from 38 to 65 tok/s. MTP gives a 1.71x speedup.",
            1.71,
            "RTX 3090",
        ),
        # a sentence pointing back at the run before it, in English and in French
        (
            "On an RTX 3090 decode went from 38 to 65 tok/s.\nThat is a 1.71x speedup.",
            1.71,
            "RTX 3090",
        ),
        (
            "Sur un H100, le modèle génère 3 311 tokens par seconde.\nSoit 2,8 fois plus vite.",
            2.8,
            "H100",
        ),
        # a multiple beside a rate of its own sentence reads as the rate does
        ("On H100 it runs 100 tok/s.\nWith MTP it reaches 180 tok/s (1.8x).", 1.8, "H100"),
        # a card stated apart from any figure sets the multiple up
        ("Hardware: RTX 4090\n\nWith EAGLE we see a 2.1x speedup.", 2.1, "RTX 4090"),
    ],
)
def test_a_multiple_keeps_the_card_of_its_own_account(
    vocab: Vocabulary, text: str, multiple: float, card: str
) -> None:
    """The card stays where the multiple is the same run's comparison or the setup is
    stated apart from any figure."""
    assert _by_value(text, vocab)[multiple].hardware == card
