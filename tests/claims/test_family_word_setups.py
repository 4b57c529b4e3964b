"""A family word ("speculative decoding") names the method its paragraph names, except one of
another setup's sentence: the same test (multiple_cards.mode_apart) as for a figure whose
sentence names no method at all (reading rules §2: each figure takes its own setup; nothing
leaks from the line before). So the family word never changes which earlier method a figure
takes. Texts of our own."""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _modes(text: str, vocab: Vocabulary) -> list[str | None]:
    return [c.mode for c in extract_claims(text, vocab)]


@pytest.mark.parametrize("tail", ["", " with speculative decoding"])
def test_a_sentence_with_no_figure_sets_up_the_pages_runs(tail: str, vocab: Vocabulary) -> None:
    text = f"All runs used EAGLE-3 on H200. vLLM reaches 80 tok/s on H100{tail}."
    assert _modes(text, vocab) == ["eagle"]


def test_another_setups_figure_sentence_keeps_its_method(vocab: Vocabulary) -> None:
    text = (
        "vLLM reaches 120 tok/s on H200 with Medusa. "
        "TGI reaches 80 tok/s on MI300X with speculative decoding."
    )
    assert _modes(text, vocab) == ["medusa", "speculative"]


def test_an_enumerated_method_is_not_the_family_words(vocab: Vocabulary) -> None:
    text = (
        "The engine supports EAGLE, Medusa and MTP. "
        "On H100, speculative decoding with a small draft model gives 95 tok/s."
    )
    assert _modes(text, vocab) == ["speculative"]


def test_the_paragraphs_one_method_is_the_family_words(vocab: Vocabulary) -> None:
    text = "Our server uses MTP heads. On H100, speculative decoding gives 1.8x."
    assert _modes(text, vocab) == ["mtp"]
