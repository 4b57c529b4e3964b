"""Engine and mode of a figure: methods and their family, baselines, implied engines.

Each class of mistake is pinned by sentences of its own (not taken from the evaluation set).
"""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def test_a_setup_naming_a_method_and_its_family_gives_the_method(vocab: Vocabulary) -> None:
    """Speculative decoding with a NextN drafter in a setup list is one mode: the method."""
    text = (
        "Setup:\n"
        "- Engine: SGLang\n"
        "- Speculative decoding: on\n"
        "- Drafter: the NextN head, two draft tokens\n"
        "\n"
        "Results\n"
        "\n"
        "A single request decodes at about 88 tokens/s."
    )
    (claim,) = extract_claims(text, vocab)
    assert (claim.engine, claim.mode) == ("sglang", "mtp")


def test_a_title_naming_a_method_and_its_family_gives_the_method(vocab: Vocabulary) -> None:
    """A title 'Speculative decoding with Medusa heads' gives mode medusa to the body."""
    text = "After a few minutes of serving, the rate falls to 41 tokens/s."
    (claim,) = extract_claims(text, vocab, title="Speculative decoding with Medusa heads")
    assert claim.mode == "medusa"


def test_a_method_listed_among_other_names_is_not_the_mode(vocab: Vocabulary) -> None:
    """'speculative decoding, Medusa and others' lists names: no one method is the mode."""
    text = (
        "Speculative decoding, Medusa and others share one idea. "
        "In practice this gives 2x faster generation."
    )
    (claim,) = extract_claims(text, vocab)
    assert claim.mode != "medusa"


def test_a_method_stated_after_the_figures_is_not_their_mode(vocab: Vocabulary) -> None:
    """A later paragraph explaining how a record was set does not give the record its mode."""
    text = (
        "The new record is 640 tokens/s per user.\n"
        "\n"
        "How was it done? Mostly through EAGLE-3 drafting."
    )
    (claim,) = extract_claims(text, vocab)
    assert claim.mode is None
