"""A post's one card, named in its opening lines, sets up the figures that follow it
(LABELLING: one setup in the opening lines). The texts are made up for the tests."""

from __future__ import annotations

from watcher.claims import Claim, extract_claims
from watcher.rules import Vocabulary


def _by_value(text: str, vocab: Vocabulary) -> dict[float, Claim]:
    return {c.value: c for c in extract_claims(text, vocab)}


_TABLE = (
    "## Results\n\n"
    "| Engine | Decode (tok/s) |\n|---|---|\n"
    "| Ours | 412 |\n| vLLM | 233 |\n\n"
    "At a 4k context decode falls to 351 tok/s.\n"
)


def test_the_opening_lines_card_sets_up_the_tables_rows(vocab: Vocabulary) -> None:
    text = "A fused decode kernel for Llama 3 8B reaching 410 tok/s on an RTX 4080.\n\n" + _TABLE
    got = _by_value(text, vocab)
    assert got[412].hardware == "RTX 4080"
    assert got[233].hardware == "RTX 4080"
    # a prose sentence after it states its own setup (reading rules §2)
    assert got[351].hardware is None


def test_no_opening_card_where_the_post_names_another(vocab: Vocabulary) -> None:
    """A second card on the page: the opening one is one setup of several, not the page's."""
    text = (
        "A fused decode kernel reaching 410 tok/s on an RTX 4080.\n\n"
        + _TABLE
        + "\nOn an L40S it is slower.\n"
    )
    assert _by_value(text, vocab)[233].hardware is None


def test_no_opening_card_from_a_baseline_or_an_example(vocab: Vocabulary) -> None:
    text = "Our kernel is 2x faster than vLLM on an RTX 4080.\n\n" + _TABLE
    assert _by_value(text, vocab)[233].hardware is None
    text = "It reaches 410 tok/s on a card such as an RTX 4080.\n\n" + _TABLE
    assert _by_value(text, vocab)[233].hardware is None


def test_a_quoted_posts_card_opens_no_reply(vocab: Vocabulary) -> None:
    text = "> I run it on an A100 80GB.\n> With TP=1 I get 90 tps.\n\nHere I got 88 tps."
    got = _by_value(text, vocab)
    assert got[88].hardware is None
