"""A paragraph's closing note of names alone gives its figures that setup.

Reading rules §2: after the sentence, the paragraph decides; §1: a note by the figures is their
context. "Plain: 42 tok/s. Speculative: 71 tok/s. (llama.cpp, RTX 4080, Q4_K_M)" ran both on
the RTX 4080; the reader took a card only from before the figures, so the note's card reached
neither (its precision did, by another path). A later sentence with words of its own ("The
RTX 4080 is next on my list") is no note, and a setup stated after figures otherwise still
introduces what follows.
"""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


@pytest.mark.parametrize(
    "text",
    [
        "Without speculative decoding: 42 tok/s. With a 1.5B draft: 71 tok/s. "
        "(llama.cpp, RTX 4080)",
        "llama.cpp does 42 tok/s here and 71 tok/s with a draft model. (RTX 4080)",
        "Plain: 42 tok/s. Speculative: 71 tok/s.\n(llama.cpp, RTX 4080, Q4_K_M)",
        "42 tok/s plain, 71 tok/s with EAGLE-3. Tested on an RTX 4080, vLLM 0.7.3.",
    ],
)
def test_a_closing_note_gives_its_card_to_the_paragraph(text: str, vocab: Vocabulary) -> None:
    assert {c.value: c.hardware for c in extract_claims(text, vocab)} == {
        42.0: "RTX 4080",
        71.0: "RTX 4080",
    }


@pytest.mark.parametrize(
    "text",
    [
        # words of its own: a remark, not a note
        "llama.cpp does 42 tok/s here. The RTX 4080 is next on my list.",
        # a question comparing two cards names no one card
        "llama.cpp does 42 tok/s here. RTX 4080 vs RTX 4090?",
        # the note's sentence holds a figure: a claim of its own, not a note
        "llama.cpp does 42 tok/s here. On an RTX 4080, 55 tok/s.",
        # a separate paragraph is not this one's note
        "llama.cpp does 42 tok/s here.\n\n(RTX 4080)",
    ],
)
def test_a_later_sentence_that_is_no_note_gives_no_card(text: str, vocab: Vocabulary) -> None:
    claims = {c.value: c.hardware for c in extract_claims(text, vocab)}
    assert claims[42.0] is None


def test_a_figures_own_card_beats_the_note(vocab: Vocabulary) -> None:
    text = "On an RTX 3090: 30 tok/s. On the other box: 42 tok/s. (RTX 4080)"
    assert {c.value: c.hardware for c in extract_claims(text, vocab)}[30.0] == "RTX 3090"
