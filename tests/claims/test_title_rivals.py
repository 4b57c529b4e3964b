"""A title's yardstick card: "X Rivals H100", "Beats the A100", "Faster Than the B200".

Reading rules §1: the title is context, and implies a card for the figures below it; §2: a
comparison names a baseline, not the subject. A card the title sets its subject against is
that baseline, so it implies nothing. Sentences made up for these tests.
"""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _cards(text: str, vocab: Vocabulary, title: str) -> list[tuple[float, str | None]]:
    return [(c.value, c.hardware) for c in extract_claims(text, vocab, title=title)]


def test_a_card_the_title_rivals_sets_up_no_figure(vocab: Vocabulary) -> None:
    """Must not leak: the H100 is what the new chip is measured against."""
    text = "The startup says one of its nodes serves 280 tokens per second to each user.\n"
    assert _cards(text, vocab, "Startup's Inference Chip Rivals H100 on Efficiency") == [
        (280.0, None)
    ]


def test_a_card_the_title_beats_leaves_the_titled_subject(vocab: Vocabulary) -> None:
    """Must not leak: "beats the A100" names the yardstick; the L40S is the subject."""
    text = "In our runs the model generated 95 tokens/s.\n"
    assert _cards(text, vocab, "Our L40S Beats the A100 at Decoding") == [(95.0, "L40S")]


def test_a_card_the_title_runs_on_still_sets_up_the_figures(vocab: Vocabulary) -> None:
    """Must still carry: "on the H100" is the card the post ran on."""
    text = "The model generated 95 tokens/s after the update.\n"
    assert _cards(text, vocab, "Faster decoding on the H100 with the new kernels") == [
        (95.0, "H100")
    ]


def test_a_title_comparing_two_cards_alike_keeps_the_later_one(vocab: Vocabulary) -> None:
    """Must still carry: "A vs B" names two subjects; a figure under it naming neither stays
    without a single card, never the first one by elimination."""
    text = "The model generated 95 tokens/s.\n"
    assert _cards(text, vocab, "RTX 4090 vs RTX 3090 for local models") == [(95.0, None)]
