"""A line keyed as the runs' setup ("Hardware: ...", "Tested on") names the page's card.

Reading rules §1–2: a page's own statement of where its runs ran sets up its figures even
when it stands after them, as "All runs used ..." does; a card merely mentioned later does not.
"""

from __future__ import annotations

from watcher.claims.extract import extract_claims
from watcher.rules import Vocabulary


def test_a_hardware_line_after_the_results_sets_up_the_opening_figure(vocab: Vocabulary) -> None:
    text = (
        "We trained a small drafter and saw 2.3x faster decoding on chat prompts.\n\n"
        "## How it works\n\n"
        "The drafter proposes tokens and the target checks them in one pass.\n\n"
        "Hardware: 4x NVIDIA L40S, TP=4.\n"
    )
    (claim,) = extract_claims(text, vocab)
    assert (claim.value, claim.hardware, claim.gpu_count) == (2.3, "L40S", 4)


def test_a_tested_on_heading_over_the_machine_sets_up_the_bullets(vocab: Vocabulary) -> None:
    text = (
        "toyrunner 0.3\n\n"
        "Highlights\n\n"
        "  • A 14B model streams at 7.9 tok/s with the new cache, against 4.1 before.\n\n"
        "Tested on\n\n"
        "Ryzen 7 5800U, 16 GB, CPU only.\n"
    )
    got = {c.value: c.hardware for c in extract_claims(text, vocab)}
    assert got[7.9] == got[4.1] == "Ryzen 7 5800U"


def test_a_later_line_about_hardware_without_the_key_does_not_reach(vocab: Vocabulary) -> None:
    """Must not leak: "Hardware support for ..." is news, not where the runs ran."""
    text = (
        "We trained a small drafter and saw 2.3x faster decoding on chat prompts.\n\n"
        "## What is next\n\n"
        "Hardware support for the L40S lands next month.\n"
    )
    (claim,) = extract_claims(text, vocab)
    assert claim.hardware is None
