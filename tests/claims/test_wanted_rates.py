"""Rates nobody ran (reading rules §2: goals and expectations are not measurements): what a
reader's run "should be getting", a figure alone or a bound to clear under an "Expected
behavior" heading, and the width of a spread between runs (LABELLING: spreads are no
claims)."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _values(text: str, vocab: Vocabulary) -> list[float]:
    return [c.value for c in extract_claims(text, vocab)]


def test_what_a_run_should_be_getting_is_no_claim(vocab: Vocabulary) -> None:
    text = "My 3090 does 31 tok/s, yet going by the README I should be getting 55+ tok/s."
    assert _values(text, vocab) == [31.0]


def test_what_a_run_should_be_closer_to_is_no_claim(vocab: Vocabulary) -> None:
    text = "The 14B decodes at 9 tok/s, although by bandwidth it should be closer to 20-25 tok/s."
    assert _values(text, vocab) == [9.0]


def test_a_figure_alone_under_expected_behavior_is_wanted(vocab: Vocabulary) -> None:
    text = (
        "### Actual behavior\n\n2 tokens per sec\n\n### Expected behavior\n\n7.5 tokens per sec\n"
    )
    assert _values(text, vocab) == [2.0]


def test_a_bound_to_clear_under_expected_behavior_is_wanted(vocab: Vocabulary) -> None:
    text = (
        "It gives 0.9 tok/s on the GPU.\n\n### Expected Behavior\nDecoding faster than 4 tok/s.\n"
    )
    assert _values(text, vocab) == [0.9]


def test_a_spread_after_the_figure_is_no_rate(vocab: Vocabulary) -> None:
    text = "Decode held at 38 tok/s on every build (about 0.5 tok/s spread)."
    assert _values(text, vocab) == [38.0]


def test_run_to_run_noise_is_no_rate(vocab: Vocabulary) -> None:
    text = "Prefill is 1,450 tok/s, with 30 tok/s of run-to-run noise."
    assert _values(text, vocab) == [1450.0]
