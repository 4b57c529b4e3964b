"""Which card a list's lead-in gives the figures in its bullets (reading rules §2).

Each rule is pinned by made-up sentences, not taken from the evaluation set.
"""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def test_a_card_in_the_lead_ins_own_figure_sentence_is_not_the_lists(vocab: Vocabulary) -> None:
    """A lead-in sentence stating its own figure on a card ("3x faster on A100 GPUs") names
    that figure's card; the list's bullets take the setup the post states apart instead."""
    text = (
        "The original paper reports 3x faster decoding on A100 GPUs with its drafter.\n"
        "- Our machine: Apple M3, 24GB unified memory\n"
        "- Our result: 41.5 tok/s with the small draft model\n"
    )
    got = {c.value: c.hardware for c in extract_claims(text, vocab)}
    assert got[3.0] == "A100"
    assert got[41.5] == "M3"


def test_a_lead_in_naming_the_card_with_no_figure_still_sets_up_the_list(
    vocab: Vocabulary,
) -> None:
    """A lead-in that only names the machine ("Results on an A100 GPU:") is the list's setup."""
    text = (
        "Results on an A100 GPU, measured with the small draft model:\n"
        "- plain decoding: 30.5 tok/s\n"
        "- with the drafter: 41.5 tok/s\n"
    )
    got = {c.value: c.hardware for c in extract_claims(text, vocab)}
    assert got == {30.5: "A100", 41.5: "A100"}


def test_cards_listed_as_requirements_leave_the_opening_card_the_posts(
    vocab: Vocabulary,
) -> None:
    """A README opening "... 410 tok/s on RTX 4090" sets up its results table; a later
    "Requirements" line listing kinds of card ("(RTX 4090, L40S, etc.)") is no other run."""
    opening = "A fused decode kernel reaching 410 tok/s on RTX 4090.\n\n"
    table = "## Results\n\n| Backend | tok/s |\n|---|---|\n| Eager | 120 |\n| Fused | 410 |\n\n"
    listed = "## Requirements\n\n- A GPU with compute capability 8.9 (RTX 4090, L40S, etc.)\n"
    got = {c.value: c.hardware for c in extract_claims(opening + table + listed, vocab)}
    assert got[120.0] == "RTX 4090"
    # a later line naming another card on its own is another setup: the rows take none
    other = "## Also\n\n- We later moved the service to an L40S.\n"
    got = {c.value: c.hardware for c in extract_claims(opening + table + other, vocab)}
    assert got[120.0] is None


def test_a_memory_row_of_use_takes_the_pages_card(vocab: Vocabulary) -> None:
    """ "| VRAM usage | 2,924 MB | ..." in a table whose rows are metrics and whose columns are
    runs: the row names a run's use, measured on the page's card like its other rows."""
    setup = "**Hardware**: 1x RTX 4060 Ti (16 GB)\n\n## Summary\n\n"
    table = "| Metric | Before | After |\n|---|---|---|\n| {} | 2,924 MB | 3,100 MB |\n"
    got = {c.value: c.hardware for c in extract_claims(setup + table.format("VRAM usage"), vocab)}
    assert got[2924.0] == "RTX 4060 Ti"
    # a row naming a model's size holds on any machine: no card from the page
    got = {c.value: c.hardware for c in extract_claims(setup + table.format("Model size"), vocab)}
    assert got.get(2924.0) is None
